import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, loginAs, type TestApp } from '../../../test/helpers.ts';
import { users } from '../../db/schema/users.ts';
import { CONFIDENTIAL } from '../ndas/nda.test-kit.ts';
import { runChatMails } from './chat-mails.job.ts';
import { connect, type Login, listing, nda, sent, settle } from './messages.test-kit.ts';

// The chat mail sweep (job `chat-mails`): jobs are off in tests, so it is called directly
// with a clock moved forward.
let t: TestApp;
let admin: Login;
const MIN = 60_000;
const at = (ms: number) => new Date(Date.now() + ms);
const run = (now: Date) =>
  runChatMails({ db: t.db, mailer: t.app.mailer, appUrl: t.app.config.appUrl, log: t.app.log, now });
const mailsTo = (who: Login) => t.mails.filter((m) => m.to === who.user.email);

async function receiver(preference: 'all' | 'important' | 'none' = 'all', fullName = 'Rosa Receptora') {
  const who = await loginAs(t, 'buyer');
  await t.db
    .update(users)
    .set({ notificationPreferences: preference, fullName })
    .where(eq(users.id, who.user.id));
  return who;
}

beforeAll(async () => {
  t = await buildTestApp({ RATE_MESSAGES_PER_MIN: '1000', APP_URL: 'https://traspasa.example' });
  admin = await loginAs(t, 'admin');
  await t.db.update(users).set({ fullName: 'Equipo Traspasa' }).where(eq(users.id, admin.user.id));
});

describe('chat mails', () => {
  it('"all": a mail for a new conversation, then at most one digest per conversation an hour', async () => {
    const r = await receiver('all');
    await sent(t, admin, r.user, 'Hola Rosa, ¿tienes un momento?');
    await run(at(0));
    expect(mailsTo(r)).toHaveLength(0); // still within the grace period

    await run(at(3 * MIN));
    expect(mailsTo(r)).toHaveLength(1);
    const [first] = mailsTo(r);
    expect(first!.subject).toBe('Equipo Traspasa te escribió en Traspasa');
    expect(first!.text).toContain('Hola Rosa Receptora:');
    expect(first!.text).toContain('«Hola Rosa, ¿tienes un momento?»');
    expect(first!.text).toContain(`https://traspasa.example/messages/${admin.user.id}`);
    await run(at(4 * MIN));
    expect(mailsTo(r)).toHaveLength(1);

    await sent(t, admin, r.user, 'Segundo mensaje');
    await sent(t, admin, r.user, 'Tercer mensaje');
    await run(at(10 * MIN));
    expect(mailsTo(r)).toHaveLength(1); // within the hour

    await run(at(65 * MIN));
    expect(mailsTo(r)).toHaveLength(2);
    const digest = mailsTo(r)[1]!;
    expect(digest.subject).toBe('Tienes 2 mensajes sin leer de Equipo Traspasa');
    expect(digest.text).toContain('«Tercer mensaje»');
    expect(digest.html).toContain(`href="https://traspasa.example/messages/${admin.user.id}"`);
    await run(at(70 * MIN));
    expect(mailsTo(r)).toHaveLength(2);
  });

  it('"important" and "none": no chat mails', async () => {
    const important = await receiver('important');
    const none = await receiver('none');
    await sent(t, admin, important.user, 'Hola');
    await sent(t, admin, none.user, 'Hola');
    await run(at(3 * MIN));
    await run(at(70 * MIN));
    expect(mailsTo(important)).toEqual([]);
    expect(mailsTo(none)).toEqual([]);
  });

  it('nothing when the receiver was online when the message arrived, or has read it', async () => {
    const online = await receiver('all');
    const socket = await connect(t, { headers: online.headers });
    await sent(t, admin, online.user, 'Te veo conectada');
    await socket.next('message.created');
    socket.ws.close();
    await socket.closed;
    await settle(100); // the disconnect is recorded as the last presence

    const reader = await receiver('all');
    const m = await sent(t, admin, reader.user, 'Léelo en la app');
    const read = await t.app.inject({
      method: 'POST',
      url: `/api/conversations/${m.conversationId}/read`,
      headers: reader.headers,
    });
    expect(read.statusCode).toBe(200);

    await run(at(3 * MIN));
    expect(mailsTo(online)).toEqual([]);
    expect(mailsTo(reader)).toEqual([]);
  });

  it('quotes at most 200 characters, names a public listing, never its confidential part, escapes HTML', async () => {
    const seller = await receiver('all', 'Sara Vendedora');
    const buyer = await loginAs(t, 'buyer');
    await t.db.update(users).set({ fullName: 'Bruno Comprador' }).where(eq(users.id, buyer.user.id));
    const own = await listing(t, { sellerId: seller.user.id, title: 'Cafetería en Loja' });
    await nda(t, buyer.user.id, own.id);
    const long = `<b>Hola</b> ${'x'.repeat(600)}`;
    await sent(t, buyer, seller.user, long, { businessId: own.id });

    await run(at(3 * MIN));
    const [mail] = mailsTo(seller);
    expect(mail!.text).toContain('Bruno Comprador te envió un mensaje sobre «Cafetería en Loja»:');
    const quoted = mail!.text.match(/«(<b>Hola<\/b> x+…)»/)?.[1];
    expect(quoted).toHaveLength(200);
    expect(mail!.text).not.toContain(CONFIDENTIAL);
    expect(mail!.html).toContain('&lt;b&gt;Hola&lt;/b&gt;');
    expect(mail!.html).not.toContain('<b>Hola</b>');
  });

  it('leaves messages older than a day alone', async () => {
    const late = await receiver('all');
    await sent(t, admin, late.user, 'Antiguo');
    await run(at(25 * 60 * MIN));
    expect(mailsTo(late)).toEqual([]);
  });
});
