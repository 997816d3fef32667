import { parseMoneyInput } from '@traspasa/shared/money';
import fc from 'fast-check';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { readPdf } from '../ndas/pdf/pdf.test-kit.ts';
import {
  formatDateEc,
  formatDateTimeEc,
  ivaIncludedCents,
  paymentMethodLabel,
  productPeriodLabel,
  type ReceiptInput,
  receiptFileName,
  receiptLines,
  receiptMoney,
  receiptNumber,
  renderReceiptPdf,
} from './receipt.pdf.ts';

function receiptInput(overrides: Partial<ReceiptInput> = {}): ReceiptInput {
  return {
    transactionId: 123,
    // 10:02 in Quito.
    paidAt: new Date('2026-11-21T15:02:00Z'),
    refundedAt: null,
    status: 'paid',
    buyer: { name: 'Ana Lucía Peñafiel', email: 'ana@example.com' },
    product: { name: 'Comprador Pro', period: 'mensual', packageTier: null, packageCount: null },
    kind: 'checkout',
    discountCents: 190,
    discountCode: 'VERANO10',
    totalCents: 1710,
    card: { brand: 'visa', last4: '4242' },
    generatedAt: new Date('2026-11-21T15:03:00Z'),
    ...overrides,
  };
}

const site = { supportEmail: 'ayuda@mercado-ejemplo.ec' };

const cents = (text: string) => {
  const parsed = parseMoneyInput(text.replace('-', ''));
  if (!parsed.ok || parsed.value === null) throw new Error(`unreadable amount ${text}`);
  return Math.round(parsed.value * 100);
};

describe('receipt helpers', () => {
  it('numbers receipts from the transaction id', () => {
    expect(receiptNumber(123)).toBe('TRP-000123');
    expect(receiptNumber(1_234_567)).toBe('TRP-1234567');
    expect(receiptFileName(9)).toBe('comprobante-TRP-000009.pdf');
  });

  it('names the period of plans and packages', () => {
    const pkg = (packageTier: string, packageCount: number) =>
      productPeriodLabel({ name: 'x', period: 'unico', packageTier, packageCount });
    expect(productPeriodLabel({ name: 'x', period: 'mensual', packageTier: null, packageCount: null })).toBe(
      'Plan mensual',
    );
    expect(productPeriodLabel({ name: 'x', period: 'anual', packageTier: null, packageCount: null })).toBe(
      'Plan anual',
    );
    expect(pkg('featured', 3)).toBe('Paquete de 3 créditos Destacado');
    expect(pkg('premium', 1)).toBe('Paquete de 1 crédito Premium');
  });

  it('says which card paid when it is known', () => {
    expect(paymentMethodLabel({ brand: null, last4: '4242' })).toBe('Tarjeta terminada en 4242');
    expect(paymentMethodLabel({ brand: 'visa', last4: '4242' })).toBe('Visa terminada en 4242');
    expect(paymentMethodLabel({ brand: 'tarjetita', last4: '0002' })).toBe('Tarjeta terminada en 0002');
    expect(paymentMethodLabel(null)).toBe('Tarjeta');
    expect(paymentMethodLabel({ brand: 'visa', last4: '' })).toBe('Tarjeta');
  });

  it('writes dates in Spanish, in Ecuador, naming the zone', () => {
    expect(formatDateTimeEc(new Date('2026-11-21T15:02:00Z'))).toBe(
      '21 de noviembre de 2026, 10:02 (hora de Ecuador)',
    );
    // 02:00 UTC on 1 January is still 31 December in Quito.
    expect(formatDateEc(new Date('2027-01-01T02:00:00Z'))).toBe('31 de diciembre de 2026');
  });

  it('shows cents on every amount', () => {
    expect(receiptMoney(1900)).toBe('$19,00');
    expect(receiptMoney(1710)).toBe('$17,10');
    expect(receiptMoney(123_456_78)).toBe('$123.456,78');
    expect(receiptMoney(0)).toBe('$0,00');
  });

  it('lists item, subtotal, discount with its code, total and the IVA it includes', () => {
    expect(receiptLines(receiptInput())).toEqual([
      { kind: 'item', label: 'Comprador Pro', detail: 'Plan mensual', amount: '$19,00' },
      { kind: 'subtotal', label: 'Subtotal', amount: '$19,00' },
      { kind: 'discount', label: 'Descuento (código VERANO10)', amount: '-$1,90' },
      { kind: 'total', label: 'Total', amount: '$17,10' },
      // 1710 − round(1710 / 1.15) = 1710 − 1487.
      { kind: 'tax', label: 'IVA incluido (15 %)', amount: '$2,23' },
    ]);
    // Without a discount: no subtotal or discount line; a renewal says so.
    const renewal = receiptLines(
      receiptInput({ kind: 'renewal', discountCents: 0, discountCode: null, totalCents: 19000 }),
    );
    expect(renewal.map((l) => l.kind)).toEqual(['item', 'total', 'tax']);
    expect(renewal[0]!.detail).toBe('Plan mensual · renovación');
  });

  it('IVA: whole cents, between 0 and the total, the base plus the IVA is the total, and never off by more than half a cent', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000_000 }), (total) => {
        const iva = ivaIncludedCents(total);
        expect(Number.isInteger(iva)).toBe(true);
        expect(iva).toBeGreaterThanOrEqual(0);
        expect(iva).toBeLessThanOrEqual(total);
        // The exact share of a 15 % tax in a gross amount is 15/115 of it.
        expect(Math.abs(iva - (total * 15) / 115)).toBeLessThanOrEqual(0.5);
        // A larger total never includes less tax.
        expect(ivaIncludedCents(total + 1)).toBeGreaterThanOrEqual(iva);
      }),
    );
    // The formula as written in the brief, where floats agree: total − round(total / 1.15).
    for (const total of [0, 1, 115, 1710, 1900, 19000, 29000, 59000, 4900, 12000]) {
      expect(ivaIncludedCents(total)).toBe(total - Math.round(total / 1.15));
    }
    expect(ivaIncludedCents(11500)).toBe(1500);
  });

  it('the lines add up: subtotal − discount = total, whatever the amounts', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000_000 }),
        fc.integer({ min: 0, max: 100_000_000 }),
        fc.option(fc.stringMatching(/^[A-Z0-9_-]{3,12}$/), { nil: null }),
        (total, discount, code) => {
          const lines = receiptLines(
            receiptInput({ totalCents: total, discountCents: discount, discountCode: code }),
          );
          const byKind = Object.fromEntries(lines.map((l) => [l.kind, l]));
          expect(cents(byKind.total!.amount)).toBe(total);
          expect(cents(byKind.tax!.amount)).toBe(ivaIncludedCents(total));
          if (discount > 0) {
            expect(byKind.discount!.amount.startsWith('-$')).toBe(true);
            expect(cents(byKind.subtotal!.amount) - cents(byKind.discount!.amount)).toBe(total);
            if (code) expect(byKind.discount!.label).toContain(code);
          } else {
            expect(byKind.discount).toBeUndefined();
            expect(cents(byKind.item!.amount)).toBe(total);
          }
        },
      ),
    );
  });
});

describe('renderReceiptPdf', () => {
  it('is one page with the number, date, buyer, lines, IVA, card, status and support address', async () => {
    const bytes = await renderReceiptPdf(receiptInput(), site);
    expect(bytes.byteLength).toBeGreaterThan(1024);

    const doc = await PDFDocument.load(bytes);
    expect(doc.getPageCount()).toBe(1);
    expect(doc.getTitle()).toBe('Comprobante de pago TRP-000123');
    expect(doc.getSubject()).toBe('Pago de «Comprador Pro» en Traspasa');
    expect(doc.getAuthor()).toBe('Traspasa');
    expect(doc.getCreationDate()?.toISOString()).toBe('2026-11-21T15:03:00.000Z');

    const { all } = await readPdf(bytes);
    for (const text of [
      'Traspasa',
      'Comprobante de pago TRP-000123',
      'Estado: Pagado',
      '21 de noviembre de 2026, 10:02 (hora de Ecuador)',
      'Ana Lucía Peñafiel',
      'ana@example.com',
      'Visa terminada en 4242',
      'Comprador Pro',
      'Plan mensual',
      'Subtotal',
      '$19,00',
      'Descuento (código VERANO10)',
      '-$1,90',
      'Total',
      '$17,10',
      'IVA incluido (15 %)',
      '$2,23',
      // The configured support address (decision 159), in the question line and the footer.
      'Escríbenos a ayuda@mercado-ejemplo.ec e indica el número TRP-000123',
      'Soporte: ayuda@mercado-ejemplo.ec',
      'Página 1 de 1',
    ]) {
      expect(all).toContain(text);
    }
    expect(all).not.toContain('soporte@traspasa.test');
    expect(all).not.toContain('Reembolsado');
  });

  it('marks a refunded payment and says when; a package names its credits', async () => {
    const bytes = await renderReceiptPdf(
      receiptInput({
        status: 'refunded',
        refundedAt: new Date('2026-12-02T17:30:00Z'),
        product: { name: 'Paquete Destacado ×3', period: 'unico', packageTier: 'featured', packageCount: 3 },
        discountCents: 0,
        discountCode: null,
        totalCents: 12000,
        card: null,
      }),
      site,
    );
    const { all } = await readPdf(bytes);
    expect(all).toContain('Estado: Reembolsado');
    expect(all).toContain('Fecha de reembolso');
    expect(all).toContain('2 de diciembre de 2026, 12:30 (hora de Ecuador)');
    expect(all).toContain('Paquete Destacado ×3');
    expect(all).toContain('Paquete de 3 créditos Destacado');
    expect(all).toContain('$120,00');
    // 12000 − round(12000 / 1.15) = 12000 − 10435.
    expect(all).toContain('$15,65');
    expect(all).toContain('Forma de pago Tarjeta');
    expect(all).not.toContain('Descuento');
  });

  it('never throws on names outside the PDF fonts and stays on one page', async () => {
    const bytes = await renderReceiptPdf(
      receiptInput({
        buyer: { name: `李 😀 ${'Nombre muy largo '.repeat(12)}`, email: 'x@example.com' },
        product: { name: '東京 Plan', period: 'anual', packageTier: null, packageCount: null },
      }),
      site,
    );
    const doc = await PDFDocument.load(bytes);
    expect(doc.getPageCount()).toBe(1);
  });
});
