import type { ClosingView } from '@traspasa/shared/closing';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, json, loginAs, type TestApp } from '../../../test/helpers.ts';
import { dashboardLogs } from '../../db/schema/admin.ts';
import { closingMilestones } from '../../db/schema/closing.ts';
import { negotiations } from '../../db/schema/offers.ts';
import { nda } from '../messages/messages.test-kit.ts';
import { closingRecordOf } from './closing.service.ts';
import { acceptedDeal, fileForm, receiptPdf, terms } from './closing.test-kit.ts';

let t: TestApp;
type Login = Awaited<ReturnType<typeof loginAs>>;
let seller: Login;
let buyer: Login;
let stranger: Login;
let admin: Login;

beforeAll(async () => {
  t = await buildTestApp();
  seller = await loginAs(t, 'seller');
  buyer = await loginAs(t, 'buyer');
  stranger = await loginAs(t, 'buyer');
  admin = await loginAs(t, 'admin');
});

const view = (id: number, who: Login) =>
  t.app.inject({ method: 'GET', url: `/api/closing/${id}`, headers: who.headers });
const setStatus = (id: number, itemId: number, who: Login, status: string) =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/closing/${id}/items/${itemId}`,
    headers: who.headers,
    payload: { status },
  });
const uploadReceipt = async (
  id: number,
  milestoneId: number,
  who: Login,
  data?: Buffer,
  type = 'application/pdf',
) => {
  const form = fileForm({ data: data ?? (await receiptPdf()), filename: 'transferencia.pdf', type });
  return t.app.inject({
    method: 'POST',
    url: `/api/closing/${id}/milestones/${milestoneId}/receipt`,
    headers: { ...who.headers, ...form.headers },
    payload: form.payload,
  });
};
const confirm = (id: number, milestoneId: number, who: Login) =>
  t.app.inject({
    method: 'POST',
    url: `/api/closing/${id}/milestones/${milestoneId}/confirm`,
    headers: who.headers,
  });

async function openDeal(
  options: Parameters<typeof acceptedDeal>[1] extends infer O ? Partial<O> : never = {},
) {
  const deal = await acceptedDeal(t, { sellerId: seller.user.id, buyerId: buyer.user.id, ...options });
  const res = await view(deal.negotiation.id, buyer);
  expect(res.statusCode).toBe(200);
  return { ...deal, road: json<ClosingView>(res) };
}

describe('the checklist copies the country template for the listing category', () => {
  it('a restaurant gets ARCSA and the firemen, a technology business its domains and neither of those', async () => {
    const restaurant = (await openDeal({ category: 'restaurant' })).road;
    const titles = restaurant.items.map((i) => i.title);
    expect(titles).toContain('Permiso de funcionamiento de la ARCSA');
    expect(titles).toContain('Permiso del Cuerpo de Bomberos');
    expect(titles).not.toContain('Dominios, cuentas y licencias de software');
    expect(titles).not.toContain('Registro de turismo y licencia anual (LUAF)');
    expect(titles[0]).toBe('RUC y obligaciones del SRI al día');
    expect(titles.at(-1)).toBe('Contrato de compraventa o cesión de derechos ante notario');
    expect(restaurant.items).toHaveLength(10);
    expect(restaurant.progress).toEqual({ done: 0, total: 10 });
    // Due dates count from the acceptance day in Ecuador (2 December) plus the step's offset.
    expect(restaurant.baseKind).toBe('accepted');
    expect(restaurant.baseDate).toBe('2026-12-02');
    expect(restaurant.items[0]).toMatchObject({
      responsible: 'seller',
      dueDate: '2026-12-09',
      status: 'pendiente',
    });

    const tech = (await openDeal({ category: 'technology' })).road;
    const techTitles = tech.items.map((i) => i.title);
    expect(techTitles).toContain('Dominios, cuentas y licencias de software');
    expect(techTitles).not.toContain('Permiso de funcionamiento de la ARCSA');
    expect(techTitles).not.toContain('Permiso del Cuerpo de Bomberos');
    expect(tech.items).toHaveLength(9);

    const hotel = (await openDeal({ category: 'hospitality' })).road;
    expect(hotel.items.map((i) => i.title)).toContain('Registro de turismo y licencia anual (LUAF)');
    expect(hotel.items).toHaveLength(11);
  });

  it('a country without a template follows only the payments; the country is matched without case', async () => {
    const peru = (await openDeal({ country: 'Perú' })).road;
    expect(peru.templateFound).toBe(false);
    expect(peru.items).toEqual([]);
    expect(peru.milestones.length).toBeGreaterThan(0);
    const lower = (await openDeal({ country: '  ecuador ' })).road;
    expect(lower.templateFound).toBe(true);
    expect(lower.items.length).toBe(10);
  });

  it('opens once: a second read does not copy the items again', async () => {
    const { negotiation, road } = await openDeal();
    const again = json<ClosingView>(await view(negotiation.id, seller));
    expect(again.items.map((i) => i.id)).toEqual(road.items.map((i) => i.id));
    expect(again.viewer).toBe('seller');
  });

  it('once both signed, the dates count from the signing day', async () => {
    const { negotiation, road } = await openDeal();
    expect(road.items[0]!.dueDate).toBe('2026-12-09');
    await t.db
      .update(negotiations)
      .set({ status: 'signed', signedAt: new Date('2026-12-05T20:00:00Z') })
      .where(eq(negotiations.id, negotiation.id));
    const signed = json<ClosingView>(await view(negotiation.id, buyer));
    expect(signed.baseKind).toBe('signed');
    expect(signed.baseDate).toBe('2026-12-05');
    expect(signed.items[0]!.dueDate).toBe('2026-12-12');
  });
});

describe('only the buyer and the seller (and admins, read-only) see a road', () => {
  it('a stranger, an unknown id and a negotiation never accepted get the same 404 byte for byte', async () => {
    const { negotiation } = await openDeal();
    const open = await acceptedDeal(t, { sellerId: seller.user.id, buyerId: buyer.user.id, status: 'open' });
    const unknown = await view(2_000_000_000, buyer);
    const others = await view(negotiation.id, stranger);
    const notYet = await view(open.negotiation.id, buyer);
    expect(unknown.statusCode).toBe(404);
    for (const res of [others, notYet]) {
      expect(res.statusCode).toBe(404);
      expect(res.body).toBe(unknown.body);
    }
    const patch = await setStatus(negotiation.id, 1, stranger, 'hecho');
    expect(patch.statusCode).toBe(404);
    expect(patch.body).toBe(unknown.body);
    const receipt = await t.app.inject({
      method: 'GET',
      url: `/api/closing/${negotiation.id}/milestones/1/receipt`,
      headers: stranger.headers,
    });
    expect(receipt.statusCode).toBe(404);
    expect(receipt.body).toBe(unknown.body);
    const anonymous = await t.app.inject({ method: 'GET', url: `/api/closing/${negotiation.id}` });
    expect(anonymous.statusCode).toBe(401);
  });

  it('an admin reads it and cannot change it', async () => {
    const { negotiation, road } = await openDeal();
    const read = await view(negotiation.id, admin);
    expect(read.statusCode).toBe(200);
    const adminView = json<ClosingView>(read);
    expect(adminView.viewer).toBe('admin');
    expect(adminView.readOnly).toBe(true);
    expect(adminView.items.every((i) => !i.canUpdate)).toBe(true);
    const patch = await setStatus(negotiation.id, road.items[0]!.id, admin, 'hecho');
    expect(patch.statusCode).toBe(403);
  });
});

describe('each party updates the steps it is responsible for', () => {
  it('the seller ticks its step, the buyer cannot; both tick a shared one; progress counts what applies', async () => {
    const { negotiation, road } = await openDeal();
    const sellerStep = road.items.find((i) => i.responsible === 'seller')!;
    const shared = road.items.find((i) => i.responsible === 'both')!;
    expect(sellerStep.canUpdate).toBe(false);
    expect(shared.canUpdate).toBe(true);

    const refused = await setStatus(negotiation.id, sellerStep.id, buyer, 'hecho');
    expect(refused.statusCode).toBe(403);
    expect(json<{ error: { message: string } }>(refused).error.message).toContain('vendedor');

    const done = await setStatus(negotiation.id, sellerStep.id, seller, 'hecho');
    expect(done.statusCode).toBe(200);
    const afterSeller = json<ClosingView>(done);
    expect(afterSeller.items.find((i) => i.id === sellerStep.id)).toMatchObject({
      status: 'hecho',
      statusChangedBy: 'seller',
    });
    expect(afterSeller.progress).toEqual({ done: 1, total: 10 });

    const byBuyer = json<ClosingView>(await setStatus(negotiation.id, shared.id, buyer, 'no_aplica'));
    expect(byBuyer.progress).toEqual({ done: 1, total: 9 });
    const bySeller = json<ClosingView>(await setStatus(negotiation.id, shared.id, seller, 'hecho'));
    expect(bySeller.progress).toEqual({ done: 2, total: 10 });

    const bad = await setStatus(negotiation.id, shared.id, seller, 'terminado');
    expect(bad.statusCode).toBe(400);
    const otherRoad = await openDeal();
    const foreignItem = await setStatus(negotiation.id, otherRoad.road.items[0]!.id, seller, 'hecho');
    expect(foreignItem.statusCode).toBe(404);
  });

  it('both parties comment on a step; the thread names the side', async () => {
    const { negotiation, road } = await openDeal();
    const step = road.items[5]!;
    const post = (who: Login, body: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/closing/${negotiation.id}/items/${step.id}/comments`,
        headers: who.headers,
        payload: { body },
      });
    expect((await post(buyer, 'El arrendador firma el lunes.')).statusCode).toBe(201);
    const res = await post(seller, 'Perfecto, llevo la garantía.');
    const thread = json<ClosingView>(res).items.find((i) => i.id === step.id)!.comments;
    expect(thread.map((c) => [c.side, c.body])).toEqual([
      ['buyer', 'El arrendador firma el lunes.'],
      ['seller', 'Perfecto, llevo la garantía.'],
    ]);
    expect((await post(buyer, '   ')).statusCode).toBe(400);
  });

  it('a released negotiation keeps its road as a read-only record', async () => {
    const { negotiation, road } = await openDeal();
    await t.db.update(negotiations).set({ status: 'released' }).where(eq(negotiations.id, negotiation.id));
    const read = json<ClosingView>(await view(negotiation.id, seller));
    expect(read.readOnly).toBe(true);
    expect(read.readOnlyReason).toContain('reserva se liberó');
    const patch = await setStatus(negotiation.id, road.items[0]!.id, seller, 'hecho');
    expect(patch.statusCode).toBe(409);
  });
});

describe('evidence goes into the listing data room', () => {
  it('the responsible party attaches a file; both open it through the room, a stranger gets its 404', async () => {
    const { negotiation, road, business } = await openDeal();
    await nda(t, buyer.user.id, business.id);
    const step = road.items.find((i) => i.responsible === 'seller')!;
    const attach = async (
      who: Login,
      data: Buffer,
      filename = 'certificado-sri.pdf',
      type = 'application/pdf',
    ) => {
      const form = fileForm({ data, filename, type });
      return t.app.inject({
        method: 'POST',
        url: `/api/closing/${negotiation.id}/items/${step.id}/evidence`,
        headers: { ...who.headers, ...form.headers },
        payload: form.payload,
      });
    };
    expect((await attach(buyer, await receiptPdf())).statusCode).toBe(403);
    expect((await attach(seller, Buffer.from('no es un pdf'), 'nota.pdf')).statusCode).toBe(415);
    const res = await attach(seller, await receiptPdf());
    expect(res.statusCode).toBe(200);
    const evidence = json<ClosingView>(res).items.find((i) => i.id === step.id)!.evidence;
    expect(evidence).toEqual([
      expect.objectContaining({
        fileName: 'certificado-sri.pdf',
        side: 'seller',
        href: expect.stringMatching(new RegExp(`^/api/businesses/${business.id}/data-room/files/\\d+/view$`)),
      }),
    ]);
    const href = evidence[0]!.href;
    const asBuyer = await t.app.inject({ method: 'GET', url: href, headers: buyer.headers });
    expect(asBuyer.statusCode).toBe(200);
    expect(asBuyer.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const asStranger = await t.app.inject({ method: 'GET', url: href, headers: stranger.headers });
    expect(asStranger.statusCode).toBe(404);
    // The seller sees it in the room, in the «Ruta de traspaso» folder only the accepted buyer sees.
    const room = await t.app.inject({
      method: 'GET',
      url: `/api/businesses/${business.id}/data-room`,
      headers: seller.headers,
    });
    const folder = json<{ folders: Array<{ name: string; accessLevel: string; files: unknown[] }> }>(
      room,
    ).folders.find((f) => f.name === 'Ruta de traspaso');
    expect(folder).toMatchObject({ accessLevel: 'accepted_offer' });
    expect(folder!.files).toHaveLength(1);
  });
});

describe('payment milestones come from the accepted terms', () => {
  it('payment at closing, inventory at cost and the instalments in order, in exact cents', async () => {
    const { road } = await openDeal();
    expect(road.milestones.map((m) => [m.kind, m.label, m.amountCents, m.dueDate])).toEqual([
      ['at_closing', 'Pago al cierre', '5000000', '2027-01-31'],
      ['inventory', 'Inventario al costo', '420050', '2027-01-31'],
      ['instalment', 'Cuota 1 de 2', '1500000', '2027-04-30'],
      ['instalment', 'Cuota 2 de 2', '1500000', '2027-07-31'],
    ]);
    const financed = await openDeal({
      terms: terms({
        payment: {
          atClosingCents: 4_000_000,
          instalments: [],
          sellerFinancing: { amountCents: 4_000_000, months: 12, annualRatePercent: 8.5 },
        },
        inventory: { treatment: 'included', amountCents: null },
      }),
    });
    expect(financed.road.milestones.map((m) => [m.kind, m.amountCents, m.dueDate])).toEqual([
      ['at_closing', '4000000', '2027-01-31'],
      ['seller_financing', '4000000', '2028-01-31'],
    ]);
    expect(financed.road.milestones[1]!.label).toBe('Financiamiento del vendedor (12 meses al 8,5 % anual)');
  });

  it('the buyer uploads the receipt, can never confirm it; the seller confirms and the buyer is told', async () => {
    const { negotiation, road } = await openDeal();
    const m = road.milestones[0]!;
    expect(m).toMatchObject({ status: 'pendiente', canUploadReceipt: true, canConfirm: false });

    expect((await uploadReceipt(negotiation.id, m.id, seller)).statusCode).toBe(403);
    const notPdf = await uploadReceipt(
      negotiation.id,
      m.id,
      buyer,
      Buffer.from('hola, no soy un PDF'),
      'application/pdf',
    );
    expect(notPdf.statusCode).toBe(415);

    const up = await uploadReceipt(negotiation.id, m.id, buyer);
    expect(up.statusCode).toBe(200);
    const uploaded = json<ClosingView>(up).milestones[0]!;
    expect(uploaded).toMatchObject({ status: 'comprobante_subido', canConfirm: false });
    expect(uploaded.receipt).toMatchObject({ side: 'buyer' });
    expect(t.mails.some((mail) => mail.to === seller.user.email && /comprobante/.test(mail.subject))).toBe(
      true,
    );

    const byUploader = await confirm(negotiation.id, m.id, buyer);
    expect(byUploader.statusCode).toBe(403);
    expect(json<{ error: { message: string } }>(byUploader).error.message).toContain(
      'Quien sube el comprobante no puede confirmarlo',
    );
    const stillOpen = json<ClosingView>(await view(negotiation.id, seller)).milestones[0]!;
    expect(stillOpen).toMatchObject({ status: 'comprobante_subido', canConfirm: true });

    const file = await t.app.inject({
      method: 'GET',
      url: `/api/closing/${negotiation.id}/milestones/${m.id}/receipt`,
      headers: seller.headers,
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const ok = await confirm(negotiation.id, m.id, seller);
    expect(ok.statusCode).toBe(200);
    expect(json<ClosingView>(ok).milestones[0]).toMatchObject({ status: 'confirmado' });
    expect(t.mails.some((mail) => mail.to === buyer.user.email && /confirmó/.test(mail.subject))).toBe(true);
    expect((await confirm(negotiation.id, m.id, seller)).statusCode).toBe(409);
    expect((await uploadReceipt(negotiation.id, m.id, buyer)).statusCode).toBe(409);

    // The deal file's record: who uploaded, the receipt's hash, who confirmed.
    const record = await closingRecordOf(t.db, negotiation.id);
    expect(record?.milestones[0]).toMatchObject({
      status: 'confirmado',
      confirmedBy: seller.user.id,
      receipt: { uploadedBy: buyer.user.id, sha256: expect.stringMatching(/^[0-9a-f]{64}$/) },
    });
  });

  it('the database refuses a confirmation by the receipt uploader too', async () => {
    const { negotiation, road } = await openDeal();
    await uploadReceipt(negotiation.id, road.milestones[0]!.id, buyer);
    await expect(
      t.db
        .update(closingMilestones)
        .set({ status: 'confirmado', confirmedBy: buyer.user.id, confirmedAt: new Date() })
        .where(eq(closingMilestones.id, road.milestones[0]!.id)),
    ).rejects.toThrow();
  });

  it('the seller cannot confirm a payment without a receipt', async () => {
    const { negotiation, road } = await openDeal();
    const res = await confirm(negotiation.id, road.milestones[1]!.id, seller);
    expect(res.statusCode).toBe(409);
  });
});

describe('a disputed payment is flagged to admins', () => {
  it('the seller disputes, the admin sees it and resolves it, both audited; the payment returns to its state', async () => {
    const { negotiation, road, business } = await openDeal();
    const m = road.milestones[0]!;
    const dispute = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/closing/${negotiation.id}/milestones/${m.id}/dispute`,
        headers: seller.headers,
        payload: { reason: 'El dinero no llegó a mi cuenta del Pichincha' },
      });
    // Nothing to dispute before a receipt exists.
    expect(m.canDispute).toBe(false);
    expect((await dispute()).statusCode).toBe(409);
    await uploadReceipt(negotiation.id, m.id, buyer);
    const res = await dispute();
    expect(res.statusCode).toBe(200);
    const disputed = json<ClosingView>(res).milestones[0]!;
    expect(disputed).toMatchObject({ status: 'en_disputa', canConfirm: false, canDispute: false });
    expect(disputed.dispute).toMatchObject({
      side: 'seller',
      reason: 'El dinero no llegó a mi cuenta del Pichincha',
    });
    expect((await confirm(negotiation.id, m.id, seller)).statusCode).toBe(409);
    expect(t.mails.some((mail) => mail.to === buyer.user.email && /disputa/.test(mail.subject))).toBe(true);

    const forbidden = await t.app.inject({
      method: 'GET',
      url: '/api/admin/closing-disputes',
      headers: seller.headers,
    });
    expect(forbidden.statusCode).toBe(403);
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/admin/closing-disputes',
      headers: admin.headers,
    });
    const mine = json<{
      items: Array<{ milestoneId: number; businessTitle: string; side: string; hasReceipt: boolean }>;
    }>(list).items.find((d) => d.milestoneId === m.id);
    expect(mine).toMatchObject({ businessTitle: business.title, side: 'seller', hasReceipt: true });

    const resolve = await t.app.inject({
      method: 'POST',
      url: `/api/admin/closing-disputes/${m.id}/resolve`,
      headers: admin.headers,
      payload: { resolution: 'El banco confirmó que la transferencia se acreditó el martes.' },
    });
    expect(resolve.statusCode).toBe(204);
    const after = json<ClosingView>(await view(negotiation.id, seller)).milestones[0]!;
    expect(after.status).toBe('comprobante_subido');
    expect(after.dispute?.resolution).toBe('El banco confirmó que la transferencia se acreditó el martes.');
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/admin/closing-disputes/${m.id}/resolve`,
      headers: admin.headers,
      payload: { resolution: 'Otra vez, por si acaso ya estaba resuelta.' },
    });
    expect(again.statusCode).toBe(404);

    const audit = await t.db.select().from(dashboardLogs).where(eq(dashboardLogs.targetId, m.id));
    expect(
      audit.filter((a) => a.targetType === 'closing_milestone').map((a) => [a.action, a.userId]),
    ).toEqual([
      ['closing.dispute', seller.user.id],
      ['closing.dispute_resolve', admin.user.id],
    ]);
  });
});

describe('dashboards', () => {
  it('lists the caller roads with their progress', async () => {
    const other = await loginAs(t, 'buyer');
    const { negotiation, road } = await acceptedDeal(t, {
      sellerId: seller.user.id,
      buyerId: other.user.id,
    }).then(async (d) => ({ ...d, road: json<ClosingView>(await view(d.negotiation.id, other)) }));
    await setStatus(negotiation.id, road.items[0]!.id, seller, 'hecho');
    const res = await t.app.inject({ method: 'GET', url: '/api/closing?role=buyer', headers: other.headers });
    expect(json<{ items: unknown[] }>(res).items).toEqual([
      expect.objectContaining({
        negotiationId: negotiation.id,
        side: 'buyer',
        progress: { done: 1, total: 10 },
        milestonesTotal: 4,
        milestonesConfirmed: 0,
      }),
    ]);
    const asSeller = await t.app.inject({
      method: 'GET',
      url: '/api/closing?role=seller',
      headers: other.headers,
    });
    expect(json<{ items: unknown[] }>(asSeller).items).toEqual([]);
  });
});
