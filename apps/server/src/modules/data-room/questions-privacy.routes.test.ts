// The data room's questions in the account's data rights (decision 014): the export gives a buyer
// the questions they asked (with the answers) and a seller the answers they wrote, nobody else's;
// erasing the asker keeps the questions and answers for the seller, naming the asker «Cuenta
// eliminada», and their open question no longer reminds the seller.
import { and, eq } from 'drizzle-orm';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, loginAs, TEST_PASSWORD, type TestApp } from '../../../test/helpers.ts';
import { dataRoomQuestions } from '../../db/schema/data-room-questions.ts';
import { notices } from '../../db/schema/notices.ts';
import { users } from '../../db/schema/users.ts';
import { createNda } from '../business-media/media.test-kit.ts';
import { listing } from '../ndas/nda.test-kit.ts';
import { addFileToRoom, roomAsSeenBy } from './data-room.service.ts';
import { runQuestionReminders } from './questions.job.ts';

type Login = Awaited<ReturnType<typeof loginAs>>;
let t: TestApp;
let seller: Login;
let asker: Login;
let other: Login;
let businessId: number;
let finanzas: number;
let fileId: number;
const ASKER_NAME = 'Mayra Chiriboga Tapia';
const DAY = 24 * 3600_000;

async function pdf(text: string): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  doc.addPage([400, 300]).drawText(text, { x: 40, y: 150, size: 14, font });
  return Buffer.from(await doc.save());
}

const questions = (who: Login) =>
  t.app.inject({
    method: 'GET',
    url: `/api/businesses/${businessId}/data-room/questions`,
    headers: who.headers,
  });
const ask = (who: Login, payload: object) =>
  t.app.inject({
    method: 'POST',
    url: `/api/businesses/${businessId}/data-room/questions`,
    headers: who.headers,
    payload,
  });
const exportOf = async (who: Login) => {
  const res = await t.app.inject({ method: 'GET', url: '/api/user/export', headers: who.headers });
  expect(res.statusCode).toBe(200);
  return res.json();
};

beforeAll(async () => {
  t = await buildTestApp({ RATE_UPLOADS_PER_USER_HOUR: '1000' });
  [seller, asker, other] = await Promise.all([
    loginAs(t, 'seller'),
    loginAs(t, 'buyer'),
    loginAs(t, 'buyer'),
  ]);
  await t.db.update(users).set({ fullName: ASKER_NAME }).where(eq(users.id, asker.user.id));
  const row = await listing(t, { sellerId: seller.user.id, title: 'Panadería en Ambato con horno' });
  businessId = row.id;
  await createNda(t.db, asker.user.id, businessId, 'signed');
  await createNda(t.db, other.user.id, businessId, 'signed');
  const room = await roomAsSeenBy(t.app, seller.user, businessId);
  finanzas = room.folders.find((f) => f.name === 'Finanzas')!.id;
  fileId = (
    await addFileToRoom(t.app, {
      businessId,
      folderId: finanzas,
      uploadedBy: seller.user.id,
      buffer: await pdf('Ventas 2025'),
      filename: 'Ventas 2025.pdf',
    })
  ).fileId;
});

describe('the data room questions in the account export and erasure', () => {
  it('exports the buyer’s own questions with their answers, the seller’s answers, and nobody else’s', async () => {
    const answered = await ask(asker, { folderId: finanzas, fileId, body: '¿Las ventas incluyen IVA?' });
    expect(answered.statusCode).toBe(201);
    const open = await ask(asker, { folderId: finanzas, body: '¿Hay deudas con proveedores?' });
    expect(open.statusCode).toBe(201);
    expect((await ask(other, { folderId: finanzas, body: 'Pregunta de otra persona' })).statusCode).toBe(201);
    const answer = await t.app.inject({
      method: 'POST',
      url: `/api/businesses/${businessId}/data-room/questions/${answered.json().id}/answer`,
      headers: seller.headers,
      payload: { body: 'Sí, con IVA del 15 %.', visibility: 'all_buyers' },
    });
    expect(answer.statusCode).toBe(200);

    const mine = (await exportOf(asker)).dataRoomQuestions;
    expect(mine.answered).toEqual([]);
    expect(mine.asked).toEqual([
      {
        businessId,
        reference: `TR-${String(businessId).padStart(6, '0')}`,
        listing: 'Panadería en Ambato con horno',
        folder: 'Finanzas',
        file: 'Ventas 2025.pdf',
        question: '¿Las ventas incluyen IVA?',
        askedAt: expect.any(String),
        answer: {
          body: 'Sí, con IVA del 15 %.',
          answeredAt: expect.any(String),
          visibility: 'Para todos los compradores con acceso',
        },
      },
      expect.objectContaining({ question: '¿Hay deudas con proveedores?', file: null, answer: null }),
    ]);
    expect(JSON.stringify(mine)).not.toContain('Pregunta de otra persona');

    const sellers = (await exportOf(seller)).dataRoomQuestions;
    expect(sellers.asked).toEqual([]);
    expect(sellers.answered).toEqual([
      expect.objectContaining({
        question: '¿Las ventas incluyen IVA?',
        answer: 'Sí, con IVA del 15 %.',
        visibility: 'Para todos los compradores con acceso',
      }),
    ]);
    // Who asked is not in the seller's export.
    expect(JSON.stringify(sellers)).not.toContain(ASKER_NAME);
  });

  it('on erasure keeps the questions and answers for the seller, names the asker «Cuenta eliminada» and stops the reminder', async () => {
    const res = await t.app.inject({
      method: 'DELETE',
      url: '/api/user',
      headers: asker.headers,
      payload: { password: TEST_PASSWORD },
    });
    expect(res.statusCode).toBe(204);

    const list = await questions(seller);
    expect(list.statusCode).toBe(200);
    const items = list.json().items as Array<{ body: string; asker: { fullName: string } | null }>;
    const askersOf = (body: string) => items.find((q) => q.body === body)?.asker?.fullName;
    expect(askersOf('¿Las ventas incluyen IVA?')).toBe('Cuenta eliminada');
    expect(askersOf('¿Hay deudas con proveedores?')).toBe('Cuenta eliminada');
    expect(askersOf('Pregunta de otra persona')).not.toBe('Cuenta eliminada');
    expect(list.body).not.toContain(ASKER_NAME);
    expect(list.body).not.toContain(`eliminado-${asker.user.id}`);
    // The answer published for every buyer still reaches them.
    const others = (await questions(other)).json().items.map((q: { body: string }) => q.body);
    expect(others).toContain('¿Las ventas incluyen IVA?');

    // Three days later the deleted account's open question reminds nobody; the other buyer's does.
    const rows = await t.db
      .select()
      .from(dataRoomQuestions)
      .where(eq(dataRoomQuestions.askerId, asker.user.id));
    expect(rows).toHaveLength(2);
    expect(rows.find((r) => r.answeredAt === null)?.reminderSentAt).toBeInstanceOf(Date);
    const app = { db: t.db, mailer: t.app.mailer, config: t.app.config, log: t.app.log };
    const due = await runQuestionReminders({ db: t.db, app, now: new Date(Date.now() + 4 * DAY) });
    expect(due.reminded).toBe(1);
    const reminders = await t.db
      .select()
      .from(notices)
      .where(and(eq(notices.userId, seller.user.id), eq(notices.type, 'question-reminder')));
    expect(reminders).toHaveLength(1);
    expect(reminders[0]!.body).toContain('preguntó hace 3 días sobre la carpeta «Finanzas»');
    expect(reminders[0]!.body).not.toContain('Cuenta eliminada');
  });
});
