// The payment receipt (decision 090): one A4 page a buyer can keep or forward to their
// accountant. Prices include Ecuador's IVA, so the receipt states how much of the total
// it is rather than adding it. Drawn with the NDA PDFs' writer (fonts, WinAnsi, footer).
import { formatDate, formatDateTime } from '@traspasa/shared/dates';
import { formatMoney } from '@traspasa/shared/money';
import { type PaidTier, type ProductPeriod, paidTierLabels } from '@traspasa/shared/payments';
import { countText } from '@traspasa/shared/plural';
import { PDFDocument, type RGB } from 'pdf-lib';
import { colors, type FontName, PdfWriter } from '../../lib/pdf/pdf-layout.ts';

/** Ecuador's IVA since April 2024; prices on sale include it. */
export const IVA_PERCENT = 15;
export const RECEIPT_TIME_ZONE = 'America/Guayaquil';

export type ReceiptStatus = 'paid' | 'refunded';

export interface ReceiptInput {
  transactionId: number;
  /** When the payment went through. */
  paidAt: Date;
  refundedAt: Date | null;
  status: ReceiptStatus;
  buyer: { name: string; email: string };
  product: {
    name: string;
    period: ProductPeriod | null;
    packageTier: string | null;
    packageCount: number | null;
  };
  /** checkout (first payment) or renewal (a later invoice of a plan). */
  kind: 'checkout' | 'renewal';
  /** Taken off at checkout; the subtotal shown is total + discount. */
  discountCents: number;
  discountCode: string | null;
  totalCents: number;
  /** Known once the provider reports the card that paid. */
  card: { brand: string | null; last4: string } | null;
  generatedAt: Date;
}

/** "TRP-000123": the receipt number is the transaction id, padded. */
export function receiptNumber(transactionId: number): string {
  return `TRP-${String(transactionId).padStart(6, '0')}`;
}

/**
 * The IVA inside a total that already includes it: total − round(total / 1.15), in whole
 * cents. Computed as total·20/23 so no float approximation of 1.15 can tip the rounding
 * (an integer over 23 never lands on .5).
 */
export function ivaIncludedCents(totalCents: number): number {
  const base = Math.round((totalCents * 100) / (100 + IVA_PERCENT));
  return totalCents - base;
}

/** Amounts on a receipt always show their cents, so they line up: "$19,00", "$1.254,50". */
export function receiptMoney(cents: number): string {
  const text = formatMoney(cents / 100);
  return text.includes(',') ? text : `${text},00`;
}

/** "Plan mensual", "Plan anual", "Paquete de 3 créditos Destacado". */
export function productPeriodLabel(product: ReceiptInput['product']): string {
  if (product.period === 'mensual') return 'Plan mensual';
  if (product.period === 'anual') return 'Plan anual';
  const count = product.packageCount ?? 1;
  const tier = paidTierLabels[product.packageTier as PaidTier] ?? product.packageTier ?? '';
  return `Paquete de ${countText(count, 'crédito', 'créditos')}${tier ? ` ${tier}` : ''}`.trim();
}

const CARD_BRANDS: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  american_express: 'American Express',
  diners: 'Diners Club',
  discover: 'Discover',
  jcb: 'JCB',
  unionpay: 'UnionPay',
};

/** "Visa terminada en 4242", "Tarjeta terminada en 4242", or "Tarjeta" when the card is unknown. */
export function paymentMethodLabel(card: ReceiptInput['card']): string {
  const last4 = card?.last4.replace(/\D/g, '').slice(-4);
  if (!card || !last4) return 'Tarjeta';
  const brand = card.brand ? (CARD_BRANDS[card.brand.toLowerCase()] ?? null) : null;
  return `${brand ?? 'Tarjeta'} terminada en ${last4}`;
}

export const receiptStatusLabels: Record<ReceiptStatus, string> = {
  paid: 'Pagado',
  refunded: 'Reembolsado',
};

export interface ReceiptLine {
  kind: 'item' | 'subtotal' | 'discount' | 'total' | 'tax';
  label: string;
  /** Formatted; a discount is negative ("-$5,70"). */
  amount: string;
  /** A second, smaller line under the label (the item's period). */
  detail?: string;
}

/**
 * The lines of the receipt, in order. The total is what was charged; the subtotal and
 * discount are shown only when there is a discount, and then they add up to it.
 */
export function receiptLines(input: ReceiptInput): ReceiptLine[] {
  const total = Math.max(0, Math.round(input.totalCents));
  const discount = Math.max(0, Math.round(input.discountCents));
  // The subtotal is whatever makes the arithmetic on the page hold: total + discount.
  const subtotal = total + discount;
  const detail = `${productPeriodLabel(input.product)}${input.kind === 'renewal' ? ' · renovación' : ''}`;
  const lines: ReceiptLine[] = [
    { kind: 'item', label: input.product.name, detail, amount: receiptMoney(subtotal) },
  ];
  if (discount > 0) {
    lines.push({ kind: 'subtotal', label: 'Subtotal', amount: receiptMoney(subtotal) });
    lines.push({
      kind: 'discount',
      label: input.discountCode ? `Descuento (código ${input.discountCode})` : 'Descuento',
      amount: `-${receiptMoney(discount)}`,
    });
  }
  lines.push({ kind: 'total', label: 'Total', amount: receiptMoney(total) });
  lines.push({
    kind: 'tax',
    label: `IVA incluido (${IVA_PERCENT} %)`,
    amount: receiptMoney(ivaIncludedCents(total)),
  });
  return lines;
}

/** "21 de noviembre de 2026" (the day in Ecuador), from the one date helper (decision 131). */
export function formatDateEc(date: Date): string {
  return formatDate(date, { timeZone: RECEIPT_TIME_ZONE });
}

/** "21 de noviembre de 2026, 10:02 (hora de Ecuador)". */
export function formatDateTimeEc(date: Date): string {
  return formatDateTime(date, { timeZone: RECEIPT_TIME_ZONE });
}

/** The file name a receipt is downloaded or attached as. */
export const receiptFileName = (transactionId: number) => `comprobante-${receiptNumber(transactionId)}.pdf`;

interface RowStyle {
  font: FontName;
  size: number;
  color: RGB;
}

/** A label on the left and its amount right-aligned on the same baseline; long labels wrap. */
function amountRow(w: PdfWriter, label: string, amount: string, style: RowStyle, detail?: string): void {
  const amountWidth = w.measure(amount, style.font, style.size);
  const lines = w.wrap(label, style, w.contentWidth - amountWidth - 24);
  const detailStyle = { font: 'regular' as const, size: 8.5, color: colors.muted };
  const detailLines = detail ? w.wrap(detail, detailStyle, w.contentWidth - amountWidth - 24) : [];
  const lh = w.lineHeight(style);
  w.ensure(lines.length * lh + detailLines.length * w.lineHeight(detailStyle) + 4);
  lines.forEach((line, i) => {
    w.y -= lh;
    const baseline = w.y + (lh - style.size) / 2 + style.size * 0.22;
    const font = w.fonts[style.font];
    w.page.drawText(line, { x: w.left, y: baseline, size: style.size, font, color: style.color });
    if (i === 0) {
      w.page.drawText(amount, {
        x: w.left + w.contentWidth - amountWidth,
        y: baseline,
        size: style.size,
        font,
        color: style.color,
      });
    }
  });
  if (detailLines.length > 0) w.paragraph(detailLines.join('\n'), detailStyle);
  w.spacer(4);
}

const lineStyles: Record<ReceiptLine['kind'], RowStyle> = {
  item: { font: 'bold', size: 11, color: colors.text },
  subtotal: { font: 'regular', size: 10, color: colors.text },
  discount: { font: 'regular', size: 10, color: colors.success },
  total: { font: 'bold', size: 13, color: colors.text },
  tax: { font: 'regular', size: 9, color: colors.muted },
};

/** What the receipt says of the site: the configured support address (decision 159). */
export interface ReceiptSite {
  supportEmail: string;
}

export async function renderReceiptPdf(input: ReceiptInput, site: ReceiptSite): Promise<Uint8Array> {
  const number = receiptNumber(input.transactionId);
  const doc = await PDFDocument.create();
  const w = await PdfWriter.on(doc, {
    title: `Comprobante de pago ${number}`,
    subject: `Pago de «${input.product.name}» en Traspasa`,
    keywords: ['Traspasa', 'comprobante de pago', number, `transaccion:${input.transactionId}`],
    creationDate: input.generatedAt,
  });
  w.addPage();
  w.banner('Comprobante de pago');

  w.paragraph(`Comprobante de pago ${number}`, { font: 'bold', size: 17, leading: 1.25 });
  const refunded = input.status === 'refunded';
  w.paragraph(`Estado: ${receiptStatusLabels[input.status]}`, {
    font: 'bold',
    size: 11,
    color: refunded ? colors.warning : colors.success,
  });
  w.spacer(6);

  w.fields([
    { label: 'Número', value: number },
    { label: 'Fecha de pago', value: formatDateTimeEc(input.paidAt) },
    ...(refunded && input.refundedAt
      ? [{ label: 'Fecha de reembolso', value: formatDateTimeEc(input.refundedAt) }]
      : []),
    { label: 'Cliente', value: input.buyer.name },
    { label: 'Correo electrónico', value: input.buyer.email },
    { label: 'Forma de pago', value: paymentMethodLabel(input.card) },
  ]);

  w.heading('Detalle');
  for (const line of receiptLines(input)) {
    if (line.kind === 'total') w.rule();
    amountRow(w, line.label, line.amount, lineStyles[line.kind], line.detail);
  }
  w.spacer(6);

  if (refunded) {
    w.callout(
      `Este pago fue reembolsado${input.refundedAt ? ` el ${formatDateEc(input.refundedAt)}` : ''}: devolvimos ${receiptMoney(input.totalCents)} a la tarjeta con la que pagaste.`,
      colors.warning,
      colors.white,
    );
  }
  w.paragraph(
    `Los precios incluyen el IVA (${IVA_PERCENT} %). Importes en dólares de los Estados Unidos (USD). Las fechas y horas están en la hora de Ecuador.`,
    { size: 8.5, color: colors.muted },
  );
  w.spacer(4);
  w.paragraph(
    `¿Tienes preguntas sobre este pago? Escríbenos a ${site.supportEmail} e indica el número ${number}.`,
    {
      size: 9,
      color: colors.text,
    },
  );

  w.decorate({
    footer: `Traspasa · Comprobante de pago ${number} · Soporte: ${site.supportEmail}`,
    pageLabel: (n, total) => `Página ${n} de ${total}`,
  });
  return doc.save();
}
