import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createUser, type TestApp } from '../../../test/helpers.ts';
import { discountCodes, stripeProducts, stripeTransactions } from '../../db/schema/payments.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Mailer } from '../../lib/mailer.ts';
import { readPdf } from '../ndas/pdf/pdf.test-kit.ts';
import { ensureCatalogue } from './checkout.service.ts';
import { receiptPdfFor, sendReceipt, sendRefundNotice } from './payments.mails.ts';

const APP_URL = 'http://localhost:3000';
let t: TestApp;
const productIds = new Map<string, number>();
let codeId: number;

beforeAll(async () => {
  t = await buildTestApp();
  await ensureCatalogue(t.db);
  for (const p of await t.db.select().from(stripeProducts)) productIds.set(p.stripeProductId, p.id);
  const [code] = await t.db
    .insert(discountCodes)
    .values({ code: 'RECIBO10', discountType: 'percentage', discountValue: '10' })
    .returning();
  codeId = code!.id;
});

async function transaction(changes: Partial<typeof stripeTransactions.$inferInsert> = {}) {
  const user = await createUser(t.db, { fullName: 'Ana Lucía Peñafiel' });
  const [row] = await t.db
    .insert(stripeTransactions)
    .values({
      userId: user.id,
      checkoutSessionId: `cs_test_${randomBytes(6).toString('hex')}`,
      amount: '17.10',
      status: 'succeeded',
      productId: productIds.get('prod_local_comprador_pro_mensual')!,
      discountCodeId: codeId,
      metadata: { discountCents: 190, subtotalCents: 1900, cardLast4: '4242', cardBrand: 'visa' },
      ...changes,
    })
    .returning();
  return { user, tx: row! };
}

const deps = (mailer: Mailer = t.app.mailer) => ({
  db: t.db,
  mailer,
  appUrl: APP_URL,
  supportEmail: t.app.config.supportEmail,
});
const mailsTo = (email: string) => t.mails.filter((m) => m.to === email);
const metadataOf = async (id: number) =>
  (await t.db.select().from(stripeTransactions).where(eq(stripeTransactions.id, id)))[0]!.metadata;

describe('sendReceipt', () => {
  it('mails the receipt once, with its PDF attached', async () => {
    const { user, tx } = await transaction();
    await Promise.all([sendReceipt(deps(), tx.id), sendReceipt(deps(), tx.id)]);
    const [mail, ...more] = mailsTo(user.email);
    expect(more).toHaveLength(0);
    const number = `TRP-${String(tx.id).padStart(6, '0')}`;
    expect(mail!.subject).toBe(`Recibimos tu pago: Comprador Pro (${number})`);
    expect(mail!.text).toContain('Hola Ana Lucía Peñafiel:');
    expect(mail!.text).toContain('$17,10');
    expect(mail!.text).toContain(`${APP_URL}/subscription`);
    const [attachment] = mail!.attachments ?? [];
    expect(attachment?.filename).toBe(`comprobante-${number}.pdf`);
    expect(attachment?.contentType).toBe('application/pdf');
    const { all } = await readPdf(new Uint8Array(attachment!.content));
    expect(all).toContain(`Comprobante de pago ${number}`);
    expect(all).toContain('Descuento (código RECIBO10)');
    expect(all).toContain('Visa terminada en 4242');
    expect(all).toContain('Estado: Pagado');
    expect(await metadataOf(tx.id)).toMatchObject({ cardLast4: '4242', receiptSentAt: expect.any(String) });
    // Sent: a later call does nothing.
    await sendReceipt(deps(), tx.id);
    expect(mailsTo(user.email)).toHaveLength(1);
  });

  it('gives the send back when the mail server refuses it, and sends nothing for unpaid payments', async () => {
    const { user, tx } = await transaction();
    const failing: Mailer = {
      send: async () => {
        throw new Error('SMTP 421');
      },
    };
    await expect(sendReceipt(deps(failing), tx.id)).rejects.toThrow('SMTP 421');
    expect(await metadataOf(tx.id)).not.toHaveProperty('receiptSentAt');
    await sendReceipt(deps(), tx.id);
    expect(mailsTo(user.email)).toHaveLength(1);

    const pending = await transaction({ status: 'pending' });
    await sendReceipt(deps(), pending.tx.id);
    await sendReceipt(deps(), 999_999);
    expect(mailsTo(pending.user.email)).toHaveLength(0);
  });
});

describe('receiptPdfFor', () => {
  it("serves the owner's receipt and answers 404 for someone else's, an unpaid one or a missing one", async () => {
    const { user, tx } = await transaction({
      kind: 'renewal',
      amount: '19.00',
      discountCodeId: null,
      metadata: null,
    });
    const { filename, pdf } = await receiptPdfFor(deps(), tx.id, { forUserId: user.id });
    expect(filename).toBe(`comprobante-TRP-${String(tx.id).padStart(6, '0')}.pdf`);
    expect((await PDFDocument.load(pdf)).getPageCount()).toBe(1);
    const { all } = await readPdf(pdf);
    expect(all).toContain('Plan mensual · renovación');
    expect(all).toContain('Forma de pago Tarjeta');
    expect(all).not.toContain('Descuento');

    const other = await createUser(t.db);
    const pending = await transaction({ status: 'failed' });
    for (const attempt of [
      () => receiptPdfFor(deps(), tx.id, { forUserId: other.id }),
      () => receiptPdfFor(deps(), pending.tx.id, { forUserId: pending.user.id }),
      () => receiptPdfFor(deps(), 999_999),
    ]) {
      const err = await attempt().catch((e: unknown) => e);
      expect(err).toBeInstanceOf(AppError);
      expect((err as AppError).statusCode).toBe(404);
    }
  });

  it('without a recorded discount, a first payment with a code shows the price minus the total', async () => {
    const { tx } = await transaction({ metadata: null });
    const { all } = await readPdf((await receiptPdfFor(deps(), tx.id)).pdf);
    expect(all).toContain('Subtotal $19,00');
    expect(all).toContain('-$1,90');
  });
});

describe('sendRefundNotice', () => {
  it('mails the refund once with the receipt marked Reembolsado', async () => {
    const refundedAt = '2026-12-02T17:30:00.000Z';
    const { user, tx } = await transaction({
      status: 'refunded',
      productId: productIds.get('prod_local_paquete_destacado_3')!,
      amount: '120.00',
      discountCodeId: null,
      metadata: { refundedAt },
    });
    await Promise.all([
      sendRefundNotice(deps(), tx.id, { creditsRevoked: 3 }),
      sendRefundNotice(deps(), tx.id, { creditsRevoked: 3 }),
    ]);
    const [mail, ...more] = mailsTo(user.email);
    expect(more).toHaveLength(0);
    expect(mail!.subject).toBe(
      `Te devolvimos $120,00: Paquete Destacado ×3 (TRP-${String(tx.id).padStart(6, '0')})`,
    );
    expect(mail!.text).toContain('2 de diciembre de 2026');
    expect(mail!.text).toContain('Los 3 créditos de anuncio que incluía ese pago ya no están disponibles.');
    const { all } = await readPdf(new Uint8Array(mail!.attachments![0]!.content));
    expect(all).toContain('Estado: Reembolsado');
    expect(all).toContain('Paquete de 3 créditos Destacado');
  });
});
