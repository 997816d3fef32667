// Review of bank transfer payments (decision 094) as users and attackers: exactly-once
// approval under every race an admin can make, someone else's order, ids past 32 bits, bad
// input answered in Spanish with a 4xx, and statements with the amounts banks really write.
import { and, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, loginAs, NO_RATE_LIMITS, type TestApp } from '../../../../test/helpers.ts';
import { listingCredits, stripeProducts, stripeTransactions } from '../../../db/schema/payments.ts';
import { runTransfersJob } from './transfers.job.ts';

let t: TestApp;
type Session = Awaited<ReturnType<typeof loginAs>>;
let seller: Session;
let admin: Session;
let admin2: Session;
const products: Record<string, number> = {};
const PREMIUM_3 = 'prod_local_paquete_premium_3';
let png: Buffer;

beforeAll(async () => {
  t = await buildTestApp({ ...NO_RATE_LIMITS, TRANSFER_HOLD_HOURS: '72' });
  await t.db.execute(sql`insert into bank_accounts (bank, account_type, number, holder, ruc)
    values ('Banco Pichincha', 'corriente', '2100123456', 'Traspasa S.A.S.', '1793204567001')`);
  seller = await loginAs(t, 'seller');
  admin = await loginAs(t, 'admin');
  admin2 = await loginAs(t, 'admin');
  for (const p of await t.db.select().from(stripeProducts)) products[p.stripeProductId] = p.id;
  png = await sharp({ create: { width: 200, height: 100, channels: 3, background: '#3a7' } })
    .png()
    .toBuffer();
});

const call = (method: 'GET' | 'POST' | 'PUT', url: string, who: Session, payload?: object) =>
  t.app.inject({ method, url, headers: who.headers, ...(payload ? { payload } : {}) });

function multipart(file: Buffer, name: string, fields: Record<string, string> = {}) {
  const boundary = `----r${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  }
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const upload = (who: Session, orderId: number | string, fields: Record<string, string> = {}) => {
  const body = multipart(png, 'comprobante.png', fields);
  return t.app.inject({
    method: 'POST',
    url: `/api/payments/transfers/${orderId}/receipts`,
    headers: { ...who.headers, ...body.headers },
    payload: body.payload,
  });
};

const statement = (csv: string | Buffer) => {
  const body = multipart(Buffer.isBuffer(csv) ? csv : Buffer.from(csv), 'extracto.csv');
  return t.app.inject({
    method: 'POST',
    url: '/api/admin/transfers/statement',
    headers: { ...admin.headers, ...body.headers },
    payload: body.payload,
  });
};

async function order(who: Session) {
  const res = await call('POST', '/api/payments/transfers', who, { productId: products[PREMIUM_3] });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number; reference: string; amountCents: number };
}

const credits = async (userId: number) =>
  (
    await t.db
      .select()
      .from(listingCredits)
      .where(and(eq(listingCredits.userId, userId), eq(listingCredits.status, 'available')))
  ).length;

const spanish = (res: { statusCode: number; body: string }) => {
  expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
  expect(res.statusCode, res.body).toBeLessThan(500);
  const message: string = JSON.parse(res.body).error.message;
  expect(message).toMatch(/[áéíóúñ]|\b(el|la|los|las|un|una|de|no)\b/i);
  expect(message).not.toMatch(/\b(expected|invalid|required|must|number|string)\b/i);
};

describe('approving exactly once', () => {
  it('the statement one-click racing a manual approval applies it once', async () => {
    const o = await order(seller);
    const before = await credits(seller.user.id);
    const [a, b] = await Promise.all([
      call('POST', `/api/admin/transfers/${o.id}/approve`, admin, { via: 'statement' }),
      call('POST', `/api/admin/transfers/${o.id}/approve`, admin2, {}),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    await t.app.payments.drainEvents({ ignoreSchedule: true });
    expect(await credits(seller.user.id)).toBe(before + 3);
  });

  it('an expired order approved twice at once: once, and the payment succeeded', async () => {
    const o = await order(seller);
    await runTransfersJob({
      db: t.db,
      mailer: t.app.mailer,
      appUrl: 'http://x',
      now: new Date(Date.now() + 73 * 3600_000),
    });
    expect((await call('GET', `/api/payments/transfers/${o.id}`, seller)).json().status).toBe('vencida');
    const before = await credits(seller.user.id);
    const [a, b] = await Promise.all([
      call('POST', `/api/admin/transfers/${o.id}/approve`, admin, {}),
      call('POST', `/api/admin/transfers/${o.id}/approve`, admin2, {}),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    await t.app.payments.drainEvents({ ignoreSchedule: true });
    expect(await credits(seller.user.id)).toBe(before + 3);
    const [payment] = await t.db
      .select()
      .from(stripeTransactions)
      .where(eq(stripeTransactions.paymentIntentId, `trf_${o.reference}`));
    expect(payment!.status).toBe('succeeded');
  });

  it('approve after reject applies it; reject after approve is a Spanish 409 and changes nothing', async () => {
    const o = await order(seller);
    await upload(seller, o.id);
    const rejected = await call('POST', `/api/admin/transfers/${o.id}/reject`, admin, {
      reason: 'El comprobante está borroso, súbelo otra vez',
    });
    expect(rejected.statusCode).toBe(200);
    const before = await credits(seller.user.id);
    const approved = await call('POST', `/api/admin/transfers/${o.id}/approve`, admin2, {
      note: 'Lo vi en el extracto',
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(await credits(seller.user.id)).toBe(before + 3);
    const late = await call('POST', `/api/admin/transfers/${o.id}/reject`, admin, {
      reason: 'Me equivoqué, no llegó el dinero',
    });
    expect(late.statusCode).toBe(409);
    spanish(late);
    expect((await call('GET', `/api/payments/transfers/${o.id}`, seller)).json().status).toBe('aprobada');
    expect(await credits(seller.user.id)).toBe(before + 3);
    // Nor can the buyer reopen it with another receipt.
    const again = await upload(seller, o.id);
    expect(again.statusCode).toBe(409);
    spanish(again);
  });

  it('a reject racing an approval: one of them wins and the order says which', async () => {
    const o = await order(seller);
    await upload(seller, o.id);
    const before = await credits(seller.user.id);
    const [a, r] = await Promise.all([
      call('POST', `/api/admin/transfers/${o.id}/approve`, admin, {}),
      call('POST', `/api/admin/transfers/${o.id}/reject`, admin2, {
        reason: 'No veo el depósito en el banco',
      }),
    ]);
    const status = (await call('GET', `/api/payments/transfers/${o.id}`, seller)).json().status;
    await t.app.payments.drainEvents({ ignoreSchedule: true });
    if (a.statusCode === 200 && r.statusCode === 409) {
      expect(status).toBe('aprobada');
      expect(await credits(seller.user.id)).toBe(before + 3);
    } else {
      // Rejected first; the approval of a rejected order is allowed and applies once.
      expect(r.statusCode).toBe(200);
      expect(a.statusCode).toBe(200);
      expect(status).toBe('aprobada');
      expect(await credits(seller.user.id)).toBe(before + 3);
    }
  });
});

describe('someone else and bad ids', () => {
  it("a buyer uploading to someone else's order gets the missing order's 404, byte for byte", async () => {
    const o = await order(seller);
    const other = await loginAs(t, 'seller');
    const foreign = await upload(other, o.id);
    const missing = await upload(other, 2_000_000_000);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body).toBe(missing.body);
    const view = await call('GET', `/api/payments/transfers/${o.id}`, other);
    const viewMissing = await call('GET', '/api/payments/transfers/2000000000', other);
    expect(view.body).toBe(viewMissing.body);
    expect((await call('GET', `/api/payments/transfers/${o.id}`, seller)).json().receipts).toHaveLength(0);
  });

  it('ids past 32 bits, negative, fractional or not numbers: a Spanish 4xx on every route, never a 500', async () => {
    const o = await order(seller);
    for (const bad of ['4294967297', '9007199254740993', '-1', '0', '1.5', 'abc', '1e3', '%20']) {
      for (const res of [
        await call('GET', `/api/payments/transfers/${bad}`, seller),
        await upload(seller, bad),
        await call('GET', `/api/payments/transfers/${o.id}/receipts/${bad}`, seller),
        await call('GET', `/api/admin/transfers/${bad}`, admin),
        await call('POST', `/api/admin/transfers/${bad}/approve`, admin, {}),
        await call('POST', `/api/admin/transfers/${bad}/reject`, admin, { reason: 'Motivo suficiente aquí' }),
        await call('POST', `/api/admin/transfers/${bad}/claim`, admin),
        await call('POST', `/api/admin/bank-accounts/${bad}/active`, admin, { active: false }),
        await call('GET', `/api/invoices/${bad}/ride`, seller),
        await call('GET', `/api/invoices/${bad}/xml`, seller),
      ]) {
        spanish(res);
      }
    }
  });

  it('bad receipt fields and bodies: Spanish 4xx', async () => {
    const o = await order(seller);
    const bad: Record<string, string>[] = [
      { amountCents: 'abc' },
      { amountCents: '12.5' },
      { amountCents: '-100' },
      { amountCents: '1e20' },
      { bankTransactionNumber: 'x'.repeat(61) },
      { bankTransactionNumber: '<script>' },
    ];
    for (const fields of bad) {
      spanish(await upload(seller, o.id, fields));
    }
    spanish(
      await t.app.inject({
        method: 'POST',
        url: `/api/payments/transfers/${o.id}/receipts`,
        headers: { ...seller.headers, 'content-type': 'application/json' },
        payload: { file: 'x' },
      }),
    );
    spanish(await call('POST', '/api/payments/transfers', seller, { productId: 4294967297 }));
    spanish(await call('POST', '/api/payments/transfers', seller, { productId: '1' }));
    spanish(await call('POST', `/api/admin/transfers/${o.id}/approve`, admin, { via: 'otro' }));
    spanish(await call('POST', `/api/admin/transfers/${o.id}/reject`, admin, { reason: 5 }));
  });

  it('admin endpoints answer 403 to a buyer and a seller', async () => {
    const buyer = await loginAs(t, 'buyer');
    for (const who of [seller, buyer]) {
      for (const [method, url] of [
        ['GET', '/api/admin/transfers'],
        ['GET', '/api/admin/transfers/1'],
        ['POST', '/api/admin/transfers/1/claim'],
        ['POST', '/api/admin/transfers/1/approve'],
        ['POST', '/api/admin/transfers/1/reject'],
        ['GET', '/api/admin/bank-accounts'],
        ['POST', '/api/admin/bank-accounts'],
        ['GET', '/api/admin/transfers/statement-layout'],
        ['PUT', '/api/admin/transfers/statement-layout'],
        ['POST', '/api/admin/transfers/statement'],
        ['GET', '/api/admin/invoices'],
      ] as const) {
        const res = await call(method, url, who, method === 'GET' ? undefined : {});
        expect(res.statusCode, `${method} ${url}`).toBe(403);
      }
    }
  });
});

describe('bank statements as banks write them', () => {
  const layout = {
    dateColumn: 1,
    descriptionColumn: 2,
    amountColumn: 3,
    referenceColumn: 4,
    separator: ';',
    decimalComma: true,
    hasHeader: true,
  };

  it('BOM, CRLF, quoted fields with the separator, thousands and lower-case spaced references', async () => {
    expect((await call('PUT', '/api/admin/transfers/statement-layout', admin, layout)).statusCode).toBe(200);
    const o = await order(seller);
    const amount = (o.amountCents / 100).toFixed(2).replace('.', ',');
    const spaced = o.reference.toLowerCase().replaceAll('-', ' ');
    const csv = [
      'Fecha;Descripción;Monto;Referencia',
      `01/12/2026;"TRANSF; DE ""ANA"" ${spaced}";"${amount}";`,
      '02/12/2026;"PAGO GRANDE";"1.234,50";',
      '02/12/2026;COMISION;-1.000,00;',
    ].join('\r\n');
    const res = await statement(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(`${csv}\r\n`)]));
    expect(res.statusCode, res.body).toBe(200);
    const { matches, lines } = res.json();
    expect(lines).toBe(2);
    expect(matches[0]).toMatchObject({ kind: 'match', candidates: [{ orderId: o.id }] });
    expect(matches[0].line.description).toBe(`TRANSF; DE "ANA" ${spaced}`);
    expect(matches[1].line.amountCents).toBe(123_450);
  });

  it('two partial transfers of one code are not a one-click match', async () => {
    const o = await order(seller);
    const half = (o.amountCents / 200).toFixed(2).replace('.', ',');
    const res = await statement(
      [
        'Fecha;Descripción;Monto;Referencia',
        `01/12/2026;PARTE 1;${half};${o.reference}`,
        `02/12/2026;PARTE 2;${half};${o.reference}`,
      ].join('\n'),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().matches.map((m: { kind: string }) => m.kind)).toEqual(['ambiguous', 'ambiguous']);
  });

  it('an amount too large to be money is a Spanish 400 naming the row, in both layouts', async () => {
    const huge = '99999999999999999999';
    spanish(await statement(`Fecha;Descripción;Monto;Referencia\n01/12/2026;X;${huge},00;\n`));
    const pointLayout = { ...layout, separator: ',', decimalComma: false };
    expect((await call('PUT', '/api/admin/transfers/statement-layout', admin, pointLayout)).statusCode).toBe(
      200,
    );
    const res = await statement(`Fecha,Descripción,Monto,Referencia\n01/12/2026,X,${huge}.00,\n`);
    spanish(res);
    expect(res.json().error.message).toContain('Fila 2');
    await call('PUT', '/api/admin/transfers/statement-layout', admin, layout);
  });

  it('a statement above the row limit, a binary file and an empty one: Spanish 4xx', async () => {
    const rows = Array.from({ length: 5001 }, (_, i) => `01/12/2026;LINEA ${i};1,00;`);
    spanish(await statement(['Fecha;Descripción;Monto;Referencia', ...rows].join('\n')));
    spanish(await statement(Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x00, 0x00])));
    spanish(await statement(''));
    spanish(await statement('"sin cerrar;1,00\n'));
  });
});

describe('a late yearly plan transfer after the buyer subscribed by card', () => {
  it('never leaves the buyer with two live plans', async () => {
    const { subscriptions } = await import('../../../db/schema/payments.ts');
    const buyer = await loginAs(t, 'seller');
    const res = await call('POST', '/api/payments/transfers', buyer, {
      productId: products.prod_local_vendedor_profesional_anual,
    });
    expect(res.statusCode, res.body).toBe(201);
    const o = res.json() as { id: number };
    await runTransfersJob({
      db: t.db,
      mailer: t.app.mailer,
      appUrl: 'http://x',
      now: new Date(Date.now() + 73 * 3600_000),
    });
    // Meanwhile the buyer pays the monthly plan by card.
    const started = await call('POST', '/api/payments/checkout', buyer, {
      productId: products.prod_local_vendedor_profesional_mensual,
    });
    expect(started.statusCode, started.body).toBe(201);
    const paid = await call('POST', `/api/payments/sandbox/sessions/${started.json().sessionId}/pay`, buyer, {
      cardNumber: '4242424242424242',
      expiry: '12/34',
      cvc: '123',
      name: 'Ana Pérez',
    });
    expect(paid.statusCode).toBe(200);
    await t.app.payments.settle();
    const approve = await call('POST', `/api/admin/transfers/${o.id}/approve`, admin, {});
    await t.app.payments.drainEvents({ ignoreSchedule: true });
    const live = (
      await t.db.select().from(subscriptions).where(eq(subscriptions.userId, buyer.user.id))
    ).filter((s) => s.status === 'active' || s.status === 'past_due' || s.status === 'trialing');
    expect({ approve: approve.statusCode, live: live.length }).toEqual({ approve: 409, live: 1 });
  });
});
