// Questions and answers of the data room (decision 174), as the asker, another buyer with access,
// a buyer without it, the seller, an admin and the clock see them: a buyer asks only about what
// the room shows them (else the room's 404), a private answer reaches only the asker, a shared one
// reaches every buyer who can see the folder without anything naming the asker, the answer's file
// lands in the room, and an unanswered question reminds the seller once after 3 days.
import { and, eq } from 'drizzle-orm';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, loginAs, type TestApp } from '../../../test/helpers.ts';
import { dataRoomQuestions } from '../../db/schema/data-room-questions.ts';
import { ndas } from '../../db/schema/ndas.ts';
import { notices } from '../../db/schema/notices.ts';
import { users } from '../../db/schema/users.ts';
import { createNda, multipart } from '../business-media/media.test-kit.ts';
import { listing } from '../ndas/nda.test-kit.ts';
import { addFileToRoom, DataRoomService, roomAsSeenBy } from './data-room.service.ts';
import { runQuestionReminders } from './questions.job.ts';

type Login = Awaited<ReturnType<typeof loginAs>>;
let t: TestApp;
let seller: Login;
let asker: Login;
let other: Login;
let stranger: Login;
let admin: Login;
let businessId: number;
let finanzas: number;
let permisos: number;
let privateFolder: number;
let balanceFileId: number;
const DAY = 24 * 3600_000;
const ASKER_NAME = 'Ximena Pazmiño Quishpe';

async function pdf(text: string): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  doc.addPage([400, 300]).drawText(text, { x: 40, y: 150, size: 14, font });
  return Buffer.from(await doc.save());
}

const url = (path = '') => `/api/businesses/${businessId}/data-room/questions${path}`;
const get = (who: Login | null, path = '') =>
  t.app.inject({ method: 'GET', url: url(path), headers: who?.headers ?? {} });
const post = (who: Login, path: string, payload: object) =>
  t.app.inject({ method: 'POST', url: url(path), headers: who.headers, payload });
const ask = (who: Login, payload: object) => post(who, '', payload);

beforeAll(async () => {
  t = await buildTestApp({ RATE_UPLOADS_PER_USER_HOUR: '1000' });
  [seller, asker, other, stranger, admin] = await Promise.all([
    loginAs(t, 'seller'),
    loginAs(t, 'buyer'),
    loginAs(t, 'buyer'),
    loginAs(t, 'buyer'),
    loginAs(t, 'admin'),
  ]);
  await t.db.update(users).set({ fullName: ASKER_NAME }).where(eq(users.id, asker.user.id));
  await t.db.update(users).set({ fullName: 'Rodrigo Andrade Vela' }).where(eq(users.id, other.user.id));
  const row = await listing(t, { sellerId: seller.user.id, title: 'Ferretería en Cuenca con bodega' });
  businessId = row.id;
  await createNda(t.db, asker.user.id, businessId, 'signed');
  await createNda(t.db, other.user.id, businessId, 'signed');

  // The seller opens the room (its default folders), uploads a file and makes a folder only `other` sees.
  const room = await roomAsSeenBy(t.app, seller.user, businessId);
  finanzas = room.folders.find((f) => f.name === 'Finanzas')!.id;
  permisos = room.folders.find((f) => f.name === 'Permisos')!.id;
  const added = await addFileToRoom(t.app, {
    businessId,
    folderId: finanzas,
    uploadedBy: seller.user.id,
    buffer: await pdf('Balance general 2025'),
    filename: 'Balance 2025.pdf',
  });
  balanceFileId = added.fileId;
  const service = new DataRoomService(t.app);
  const created = await service.createFolder(seller.user, businessId, { name: 'Oferta final' });
  privateFolder = created.folders.find((f) => f.name === 'Oferta final')!.id;
  await service.updateFolder(seller.user, businessId, privateFolder, {
    accessLevel: 'named',
    namedBuyerIds: [other.user.id],
  });
});

describe('asking', () => {
  it('a buyer with access asks about a file of a folder they see; the seller gets a bell notice and a mail', async () => {
    const res = await ask(asker, {
      folderId: finanzas,
      fileId: balanceFileId,
      body: '  ¿El balance está auditado?  ',
    });
    expect(res.statusCode).toBe(201);
    const q = res.json();
    expect(q).toMatchObject({
      folderId: finanzas,
      folderName: 'Finanzas',
      fileId: balanceFileId,
      fileName: 'Balance 2025.pdf',
      body: '¿El balance está auditado?',
      mine: true,
      asker: null,
      answer: null,
    });
    const [notice] = await t.db
      .select()
      .from(notices)
      .where(and(eq(notices.userId, seller.user.id), eq(notices.type, 'question-asked')));
    expect(notice?.title).toBe(`${ASKER_NAME} hizo una pregunta sobre «Ferretería en Cuenca con bodega»`);
    expect(notice?.href).toBe(`/sala-de-datos/${businessId}?tab=preguntas`);
    const mail = t.mails.find((m) => m.to === seller.user.email && m.subject === notice?.title);
    expect(mail?.text).toContain('«¿El balance está auditado?»');
  });

  it('a folder or file the buyer cannot see is the same 404 as one that does not exist, and as the room to a stranger', async () => {
    const hidden = await ask(asker, { folderId: privateFolder, body: '¿Qué hay aquí?' });
    const missingFolder = await ask(asker, { folderId: 2_000_000_000, body: '¿Qué hay aquí?' });
    const fileOfOtherFolder = await ask(asker, {
      folderId: permisos,
      fileId: balanceFileId,
      body: '¿Y esto?',
    });
    const noRoom = await ask(stranger, { folderId: finanzas, body: '¿Qué hay aquí?' });
    expect(hidden.statusCode).toBe(404);
    for (const res of [missingFolder, fileOfOtherFolder, noRoom]) {
      expect(res.statusCode).toBe(404);
      expect(res.body).toBe(hidden.body);
    }
    expect((await get(stranger)).body).toBe(hidden.body);
    // The buyer the folder names may ask about it.
    expect((await ask(other, { folderId: privateFolder, body: '¿Incluye el inventario?' })).statusCode).toBe(
      201,
    );
  });

  it('the seller does not ask in their own room, an empty question is a Spanish 400, and signing in is needed', async () => {
    const own = await ask(seller, { folderId: finanzas, body: 'Hola' });
    expect(own.statusCode).toBe(403);
    const empty = await ask(asker, { folderId: finanzas, body: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.issues[0].message).toBe('Escribe tu pregunta.');
    expect((await get(null)).statusCode).toBe(401);
  });
});

describe('answers', () => {
  it('a private answer reaches only the asker, who is told by bell and mail', async () => {
    const q = (
      await ask(asker, { folderId: finanzas, body: '¿Cuántos empleados tienen contrato fijo?' })
    ).json();
    const res = await post(seller, `/${q.id}/answer`, { body: 'Cuatro, todos afiliados al IESS.' });
    expect(res.statusCode).toBe(200);
    expect(res.json().answer).toMatchObject({
      body: 'Cuatro, todos afiliados al IESS.',
      visibility: 'private',
    });

    const mine = (await get(asker)).json().items.find((i: { id: number }) => i.id === q.id);
    expect(mine.answer.body).toBe('Cuatro, todos afiliados al IESS.');
    const others = (await get(other)).json().items.map((i: { id: number }) => i.id);
    expect(others).not.toContain(q.id);
    const [notice] = await t.db
      .select()
      .from(notices)
      .where(and(eq(notices.userId, asker.user.id), eq(notices.type, 'question-answered')));
    expect(notice?.title).toBe('El vendedor respondió tu pregunta sobre «Ferretería en Cuenca con bodega»');
    expect(t.mails.some((m) => m.to === asker.user.email && m.subject === notice?.title)).toBe(true);

    // One answer per question.
    const again = await post(seller, `/${q.id}/answer`, { body: 'Otra respuesta.' });
    expect(again.statusCode).toBe(409);
  });

  it('a shared answer reaches every buyer who sees the folder, with nothing that names the asker', async () => {
    const q = (
      await ask(asker, {
        folderId: finanzas,
        fileId: balanceFileId,
        body: '¿Las ventas de 2025 incluyen IVA?',
      })
    ).json();
    await post(seller, `/${q.id}/answer`, {
      body: 'No, son ventas netas sin IVA.',
      visibility: 'all_buyers',
    });

    const res = await get(other);
    expect(res.statusCode).toBe(200);
    const item = res.json().items.find((i: { id: number }) => i.id === q.id);
    expect(item).toEqual({
      id: q.id,
      folderId: finanzas,
      folderName: 'Finanzas',
      fileId: balanceFileId,
      fileName: 'Balance 2025.pdf',
      body: '¿Las ventas de 2025 incluyen IVA?',
      askedAt: q.askedAt,
      mine: false,
      asker: null,
      answer: {
        body: 'No, son ventas netas sin IVA.',
        answeredAt: expect.any(String),
        visibility: 'all_buyers',
        attachment: null,
      },
    });
    // Nothing in the whole answer names the asker: not the name, the username, the email or the id.
    const body = res.body;
    for (const trace of [ASKER_NAME, 'Ximena', asker.user.username, asker.user.email]) {
      expect(body).not.toContain(trace);
    }
    expect(body).not.toMatch(/asker(Id|_id)|"userId"/);
    const readers = JSON.parse(body).items as { asker: unknown }[];
    expect(readers.every((i) => i.asker === null)).toBe(true);
    // The other buyer's own unanswered question stays theirs; the asker never sees it.
    const askerSees = (await get(asker)).json().items as { folderId: number }[];
    expect(askerSees.some((i) => i.folderId === privateFolder)).toBe(false);
  });

  it('the seller and admins read every question with who asked; only the seller answers', async () => {
    const sellerView = (await get(seller)).json();
    expect(sellerView.items.length).toBeGreaterThanOrEqual(4);
    expect(
      sellerView.items.find((i: { asker: { fullName: string } | null }) => i.asker?.fullName === ASKER_NAME),
    ).toBeTruthy();
    expect(sellerView.openCount).toBe(2);
    const adminView = await get(admin);
    expect(adminView.statusCode).toBe(200);
    expect(adminView.json().items.length).toBe(sellerView.items.length);
    const open = sellerView.items.find((i: { answer: unknown }) => i.answer === null);
    expect((await post(admin, `/${open.id}/answer`, { body: 'Respuesta del admin' })).statusCode).toBe(403);
    // A buyer answering gets the question's 404, as for one that does not exist.
    const asBuyer = await post(asker, `/${open.id}/answer`, { body: 'Yo respondo' });
    const missing = await post(seller, '/2000000000/answer', { body: 'Nada' });
    expect(asBuyer.statusCode).toBe(404);
    expect(asBuyer.body).toBe(missing.body);
    // Filters: the open ones, one folder.
    const openOnly = (await get(seller, '?status=open')).json().items as { answer: unknown }[];
    expect(openOnly.length).toBe(2);
    expect(openOnly.every((i) => i.answer === null)).toBe(true);
    const ofFolder = (await get(other, `?folderId=${privateFolder}`)).json().items as { folderId: number }[];
    expect(ofFolder.map((i) => i.folderId)).toEqual([privateFolder]);
    expect((await get(asker, `?folderId=${privateFolder}`)).statusCode).toBe(404);
  });

  it('the answer attaches a file into the question’s folder, which the buyers then see in the room', async () => {
    const q = (
      await ask(asker, { folderId: permisos, body: '¿Tienen el permiso de bomberos vigente?' })
    ).json();
    const early = multipart('file', 'bomberos.pdf', await pdf('Permiso de bomberos 2026'), 'application/pdf');
    const before = await t.app.inject({
      method: 'POST',
      url: url(`/${q.id}/attachment`),
      headers: { ...seller.headers, ...early.headers },
      payload: early.payload,
    });
    expect(before.statusCode).toBe(409);

    await post(seller, `/${q.id}/answer`, { body: 'Sí, te lo adjunto.', visibility: 'all_buyers' });
    const upload = multipart(
      'file',
      'bomberos.pdf',
      await pdf('Permiso de bomberos 2026'),
      'application/pdf',
    );
    const res = await t.app.inject({
      method: 'POST',
      url: url(`/${q.id}/attachment`),
      headers: { ...seller.headers, ...upload.headers },
      payload: upload.payload,
    });
    expect(res.statusCode).toBe(200);
    const attachment = res.json().answer.attachment;
    expect(attachment).toMatchObject({ name: 'bomberos.pdf' });

    const room = await roomAsSeenBy(t.app, other.user, businessId);
    const folder = room.folders.find((f) => f.id === permisos)!;
    expect(folder.files.map((f) => f.id)).toContain(attachment.fileId);
    const seen = (await get(other)).json().items.find((i: { id: number }) => i.id === q.id);
    expect(seen.answer.attachment).toEqual(attachment);

    const twice = multipart('file', 'otro.pdf', await pdf('Otro'), 'application/pdf');
    const again = await t.app.inject({
      method: 'POST',
      url: url(`/${q.id}/attachment`),
      headers: { ...seller.headers, ...twice.headers },
      payload: twice.payload,
    });
    expect(again.statusCode).toBe(409);
    // Not a format of the room: the room's Spanish 415, and nothing linked.
    const q2 = (await ask(asker, { folderId: permisos, body: '¿Y la patente municipal?' })).json();
    await post(seller, `/${q2.id}/answer`, { body: 'Va adjunta.' });
    const bad = multipart(
      'file',
      'patente.exe',
      Buffer.from('MZ-not-a-document'),
      'application/octet-stream',
    );
    const refused = await t.app.inject({
      method: 'POST',
      url: url(`/${q2.id}/attachment`),
      headers: { ...seller.headers, ...bad.headers },
      payload: bad.payload,
    });
    expect(refused.statusCode).toBeGreaterThanOrEqual(400);
    expect(refused.statusCode).toBeLessThan(500);
    const [linked] = await t.db.select().from(dataRoomQuestions).where(eq(dataRoomQuestions.id, q2.id));
    expect(linked?.answerFileId).toBeNull();
  });

  it('a folder moved out of a buyer’s reach hides its questions from them, their own included', async () => {
    const room = await roomAsSeenBy(t.app, seller.user, businessId);
    const contratos = room.folders.find((f) => f.name === 'Contratos')!.id;
    const q = (await ask(asker, { folderId: contratos, body: '¿El arriendo se puede ceder?' })).json();
    await post(seller, `/${q.id}/answer`, { body: 'Sí, con aviso al arrendador.', visibility: 'all_buyers' });
    const ids = async (who: Login) => ((await get(who)).json().items as { id: number }[]).map((i) => i.id);
    expect(await ids(asker)).toContain(q.id);
    await new DataRoomService(t.app).updateFolder(seller.user, businessId, contratos, {
      accessLevel: 'named',
      namedBuyerIds: [other.user.id],
    });
    expect(await ids(asker)).not.toContain(q.id);
    expect(await ids(other)).toContain(q.id);
  });

  it('a revoked buyer no longer reads the questions: the room’s 404', async () => {
    const lateBuyer = await loginAs(t, 'buyer');
    await createNda(t.db, lateBuyer.user.id, businessId, 'signed');
    expect((await get(lateBuyer)).statusCode).toBe(200);
    await t.db
      .update(ndas)
      .set({ accessState: 'revoked' })
      .where(and(eq(ndas.userId, lateBuyer.user.id), eq(ndas.businessId, businessId)));
    const res = await get(lateBuyer);
    expect(res.statusCode).toBe(404);
    expect(res.body).toBe((await get(stranger)).body);
  });
});

describe('the reminder', () => {
  it('reminds the seller once, 3 days after an unanswered question, and never about answered ones', async () => {
    const q = (await ask(other, { folderId: finanzas, body: '¿Hay deudas con proveedores?' })).json();
    const answered = (await ask(other, { folderId: finanzas, body: '¿Cuál es el horario?' })).json();
    await post(seller, `/${answered.id}/answer`, { body: 'De 8:00 a 19:00.' });
    const app = { db: t.db, mailer: t.app.mailer, config: t.app.config, log: t.app.log };

    const early = await runQuestionReminders({ db: t.db, app, now: new Date(Date.now() + 2 * DAY) });
    expect(early.reminded).toBe(0);
    const due = await runQuestionReminders({ db: t.db, app, now: new Date(Date.now() + 3 * DAY + 3600_000) });
    // Every unanswered question of this file's listing is past 3 days by then.
    expect(due.reminded).toBeGreaterThanOrEqual(1);
    const reminders = await t.db
      .select()
      .from(notices)
      .where(and(eq(notices.userId, seller.user.id), eq(notices.type, 'question-reminder')));
    expect(reminders.some((n) => n.body?.includes('Rodrigo Andrade Vela preguntó hace 3 días'))).toBe(true);
    expect(t.mails.some((m) => m.to === seller.user.email && m.subject.includes('sigue sin respuesta'))).toBe(
      true,
    );
    const [row] = await t.db.select().from(dataRoomQuestions).where(eq(dataRoomQuestions.id, q.id));
    expect(row?.reminderSentAt).not.toBeNull();
    const [done] = await t.db.select().from(dataRoomQuestions).where(eq(dataRoomQuestions.id, answered.id));
    expect(done?.reminderSentAt).toBeNull();

    const again = await runQuestionReminders({ db: t.db, app, now: new Date(Date.now() + 5 * DAY) });
    expect(again.reminded).toBe(0);
  });
});
