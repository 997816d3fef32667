import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, loginAs, NO_RATE_LIMITS, type TestApp } from '../../../../test/helpers.ts';
import { electronicDocuments } from '../../../db/schema/invoices.ts';
import { stripeProducts } from '../../../db/schema/payments.ts';
import { readPdf } from '../../ndas/pdf/pdf.test-kit.ts';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp(NO_RATE_LIMITS);
});

describe('the receipt mail carries the factura (decision 093)', () => {
  it('a paid package: the receipt, the RIDE and the signed XML, and the RIDE says it is not sent to the SRI offline', async () => {
    const seller = await loginAs(t, 'seller');
    const [product] = await t.db
      .select({ id: stripeProducts.id })
      .from(stripeProducts)
      .where(eq(stripeProducts.stripeProductId, 'prod_local_paquete_premium_3'));
    const started = await t.app.inject({
      method: 'POST',
      url: '/api/payments/checkout',
      headers: seller.headers,
      payload: { productId: product!.id },
    });
    expect(started.statusCode).toBe(201);
    const { sessionId } = started.json();
    const paid = await t.app.inject({
      method: 'POST',
      url: `/api/payments/sandbox/sessions/${sessionId}/pay`,
      headers: seller.headers,
      payload: { cardNumber: '4242 4242 4242 4242', expiry: '12/34', cvc: '123', name: 'Ana Pérez' },
    });
    expect(paid.statusCode).toBe(200);
    await t.app.payments.settle();

    const [doc] = await t.db
      .select()
      .from(electronicDocuments)
      .where(eq(electronicDocuments.userId, seller.user.id));
    expect(doc).toBeDefined();
    expect(doc!.state).toBe('sin_enviar');

    const receipt = t.mails.find(
      (m) => m.to === seller.user.email && m.subject.startsWith('Recibimos tu pago'),
    );
    expect(receipt).toBeDefined();
    const names = (receipt!.attachments ?? []).map((a) => a.filename);
    const number = `001-001-${String(doc!.sequential).padStart(9, '0')}`;
    expect(names).toEqual([
      expect.stringMatching(/^comprobante-TRP-/),
      `factura-${number}.pdf`,
      `factura-${number}.xml`,
    ]);
    expect(receipt!.text).toContain(
      `También adjuntamos tu factura electrónica ${number} (RIDE en PDF y XML).`,
    );
    expect(receipt!.text).toContain('Todavía no se envió al SRI');

    const ride = receipt!.attachments!.find((a) => a.filename.endsWith(`${number}.pdf`))!;
    const { all } = await readPdf(new Uint8Array(ride.content));
    expect(all).toContain(doc!.accessKey);
    expect(all).toContain('Sin enviar al SRI');
    const xml = receipt!.attachments!.find((a) => a.filename.endsWith('.xml'))!;
    expect(Buffer.from(xml.content).toString('utf8')).toBe(doc!.signedXml);

    // The same documents are the seller's to download.
    const mine = await t.app.inject({ method: 'GET', url: '/api/invoices/mine', headers: seller.headers });
    expect(mine.json().items).toEqual([
      expect.objectContaining({ id: doc!.id, transactionId: doc!.transactionId }),
    ]);
  });
});
