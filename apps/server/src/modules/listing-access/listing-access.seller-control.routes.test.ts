// The seller's control over access on every listing (decision 062): revoking and giving access
// back on immediate listings too, the access state on the interested-people list, the listing
// form's settings changes in the admin's history, the funds requirement's wording, and who may
// write once a request is closed.
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, loginAs, type TestApp } from '../../../test/helpers.ts';
import { ndas } from '../../db/schema/ndas.ts';
import { activeDocument, CONFIDENTIAL, listing, sign, signBody } from '../ndas/nda.test-kit.ts';

type Login = Awaited<ReturnType<typeof loginAs>>;
let t: TestApp;
let seller: Login;
let admin: Login;
let doc: Awaited<ReturnType<typeof activeDocument>>;

beforeAll(async () => {
  t = await buildTestApp();
  [seller, admin] = await Promise.all([loginAs(t, 'seller'), loginAs(t, 'admin')]);
  doc = await activeDocument(t);
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });
const post = (url: string, headers: Record<string, string>, payload: object = {}) =>
  t.app.inject({ method: 'POST', url, headers, payload });

async function ndaOf(userId: number, businessId: number) {
  const [row] = await t.db
    .select()
    .from(ndas)
    .where(and(eq(ndas.userId, userId), eq(ndas.businessId, businessId)));
  return row!;
}

async function auditRow(who: Login, ndaId: number) {
  const res = await get(`/api/nda-audit?limit=50`, who.headers);
  expect(res.statusCode).toBe(200);
  return (res.json().items as { id: number; accessState: string }[]).find((i) => i.id === ndaId);
}

describe('access on an immediate listing', () => {
  it('is revoked by its seller and given back, and the interested-people list says its state', async () => {
    const row = await listing(t, { sellerId: seller.user.id });
    const buyer = await loginAs(t, 'buyer');
    expect((await sign(t, buyer.headers, signBody(row.id, doc))).statusCode).toBe(201);
    const nda = await ndaOf(buyer.user.id, row.id);
    expect(await auditRow(seller, nda.id)).toMatchObject({ accessState: 'granted' });

    const revoked = await post(`/api/listing-access/requests/${nda.id}/revoke`, seller.headers, {
      reason: 'Avanzo con otra persona.',
    });
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json()).toMatchObject({ id: nda.id, state: 'revoked' });
    expect((await get(`/api/businesses/${row.id}`, buyer.headers)).json().confidentialInfo).toBeUndefined();
    expect(await auditRow(seller, nda.id)).toMatchObject({ accessState: 'revoked' });
    expect(await auditRow(admin, nda.id)).toMatchObject({ accessState: 'revoked' });

    const back = await post(`/api/listing-access/requests/${nda.id}/approve`, seller.headers);
    expect(back.statusCode).toBe(200);
    expect(back.json()).toMatchObject({ id: nda.id, state: 'granted' });
    expect((await get(`/api/businesses/${row.id}`, buyer.headers)).json().confidentialInfo).toBe(
      CONFIDENTIAL,
    );
    expect(await auditRow(seller, nda.id)).toMatchObject({ accessState: 'granted' });
  });

  it("lets the seller undo an admin's revocation; an admin and another seller cannot give access", async () => {
    const row = await listing(t, { sellerId: seller.user.id });
    const buyer = await loginAs(t, 'buyer');
    const otherSeller = await loginAs(t, 'seller');
    await sign(t, buyer.headers, signBody(row.id, doc));
    const nda = await ndaOf(buyer.user.id, row.id);
    expect((await post(`/api/listing-access/requests/${nda.id}/revoke`, admin.headers)).statusCode).toBe(200);
    const missing = await post('/api/listing-access/requests/2147483000/approve', seller.headers);
    for (const who of [admin, otherSeller, buyer]) {
      const res = await post(`/api/listing-access/requests/${nda.id}/approve`, who.headers);
      expect(res.statusCode).toBe(404);
      expect(res.body).toBe(missing.body);
    }
    // Declining is for open requests of approval listings only.
    expect((await post(`/api/listing-access/requests/${nda.id}/decline`, seller.headers)).statusCode).toBe(
      404,
    );
    const back = await post(`/api/listing-access/requests/${nda.id}/approve`, seller.headers);
    expect(back.statusCode).toBe(200);
    expect((await ndaOf(buyer.user.id, row.id)).accessState).toBe('granted');
  });
});

describe('the listing form (PATCH /api/businesses/:id)', () => {
  it("records each change of the access settings in the admin's history, and nothing for other edits", async () => {
    const row = await listing(t, { sellerId: seller.user.id });
    const patch = (payload: object) =>
      t.app.inject({ method: 'PATCH', url: `/api/businesses/${row.id}`, headers: seller.headers, payload });
    expect((await patch({ accessMode: 'approval', requireVerifiedFunds: true })).statusCode).toBe(200);
    expect((await patch({ confidentialInfo: 'Proveedores nuevos desde marzo.' })).statusCode).toBe(200);
    expect((await patch({ accessMode: 'immediate' })).statusCode).toBe(200);
    const history = await get(`/api/admin/listing-access/${row.id}/history`, admin.headers);
    expect(history.statusCode).toBe(200);
    const changes = (history.json().entries as { kind: string; actor: { id: number }; details: object }[])
      .filter((e) => e.kind === 'settings_changed')
      .reverse();
    expect(changes).toHaveLength(2);
    expect(changes[0]).toMatchObject({
      actor: { id: seller.user.id },
      details: {
        before: { accessMode: 'immediate', requireVerifiedFunds: false },
        after: { accessMode: 'approval', requireVerifiedFunds: true },
      },
    });
    expect(changes[1]).toMatchObject({
      details: { before: { accessMode: 'approval' }, after: { accessMode: 'immediate' } },
    });
    expect(history.json().settings).toMatchObject({ accessMode: 'immediate', requireVerifiedFunds: true });
  });
});

describe('the funds requirement', () => {
  it('is worded by what it asks of an $80.000 listing: its band or a higher one, in the 403 and on the listing page', async () => {
    const row = await listing(t, {
      sellerId: seller.user.id,
      accessMode: 'approval',
      requireVerifiedFunds: true,
      askingPrice: '80000',
    });
    const buyer = await loginAs(t, 'buyer');
    const wanted =
      'fondos verificados que cubran el precio ($80.000): rango de $25.000 a $100.000 o superior';
    const refused = await sign(t, buyer.headers, signBody(row.id, doc));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(
      `Para dar acceso a la información confidencial, este vendedor pide ${wanted}. Para solicitarlo, sube tu comprobante de fondos en /buyer/proof-of-funds; cuando lo aprobemos, vuelve a este anuncio.`,
    );
    expect(refused.body).not.toContain('al menos $100.000');
    const view = (await get(`/api/listing-access/${row.id}`, buyer.headers)).json();
    expect(view.requirements).toEqual([
      { kind: 'funds', label: `F${wanted.slice(1)}`, met: false, path: '/buyer/proof-of-funds' },
    ]);
    expect(view.missingText).toBe(refused.json().error.message);
  });
});

describe('a buyer writing after «Hacer una pregunta»', () => {
  async function asked() {
    const row = await listing(t, { sellerId: seller.user.id, accessMode: 'approval' });
    const buyer = await loginAs(t, 'buyer');
    await sign(t, buyer.headers, signBody(row.id, doc));
    const nda = await ndaOf(buyer.user.id, row.id);
    expect((await post(`/api/listing-access/requests/${nda.id}/ask`, seller.headers)).statusCode).toBe(200);
    const question = await post('/api/messages', seller.headers, {
      receiverId: buyer.user.id,
      businessId: row.id,
      content: '¿Para cuándo quieres comprar?',
    });
    expect(question.statusCode).toBe(201);
    const reply = (content: string) =>
      post('/api/messages', buyer.headers, { receiverId: seller.user.id, content });
    expect((await reply('Para marzo.')).statusCode).toBe(201);
    return { row, buyer, nda, reply };
  }
  const CLOSED =
    'Tu solicitud de acceso a este negocio ya no está abierta: la conversación queda como registro, pero solo podrás escribirle al vendedor si te da acceso.';

  it('is refused in Spanish once the seller declines, and the conversation stays readable', async () => {
    const { buyer, nda, reply } = await asked();
    expect((await post(`/api/listing-access/requests/${nda.id}/decline`, seller.headers)).statusCode).toBe(
      200,
    );
    const refused = await reply('¿Por qué?');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(CLOSED);
    const thread = await get(`/api/conversations/with/${seller.user.id}`, buyer.headers);
    expect(thread.statusCode).toBe(200);
    expect(thread.json().canSend).toBe(false);
    expect(thread.json().messages.map((m: { content: string }) => m.content)).toEqual([
      '¿Para cuándo quieres comprar?',
      'Para marzo.',
    ]);
    // The seller may still write to them, and approving opens the buyer's side again.
    const more = await post('/api/messages', seller.headers, {
      receiverId: buyer.user.id,
      content: 'Lo pensaré.',
    });
    expect(more.statusCode).toBe(201);
    expect((await reply('Gracias.')).statusCode).toBe(403);
    expect((await post(`/api/listing-access/requests/${nda.id}/approve`, seller.headers)).statusCode).toBe(
      200,
    );
    expect((await reply('Gracias por el acceso.')).statusCode).toBe(201);
  });

  it('is refused once the request expired', async () => {
    const { nda, reply } = await asked();
    await t.db.update(ndas).set({ accessState: 'expired' }).where(eq(ndas.id, nda.id));
    const refused = await reply('¿Sigue disponible?');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(CLOSED);
  });

  it('leaves a buyer with granted access and a buyer of an immediate listing free to write', async () => {
    const { nda, reply } = await asked();
    expect((await post(`/api/listing-access/requests/${nda.id}/approve`, seller.headers)).statusCode).toBe(
      200,
    );
    expect((await reply('Gracias.')).statusCode).toBe(201);

    const open = await listing(t, { sellerId: seller.user.id });
    const other = await loginAs(t, 'buyer');
    await sign(t, other.headers, signBody(open.id, doc));
    const first = await post('/api/messages', other.headers, {
      receiverId: seller.user.id,
      businessId: open.id,
      content: 'Hola, me interesa.',
    });
    expect(first.statusCode).toBe(201);
    await post('/api/messages', seller.headers, { receiverId: other.user.id, content: 'Hola.' });
    const again = await post('/api/messages', other.headers, {
      receiverId: seller.user.id,
      content: '¿Cuándo?',
    });
    expect(again.statusCode).toBe(201);
  });
});
