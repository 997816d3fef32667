// Payment mails (decision 090), in Spanish (tú). Receipts are sent whatever the reader's
// `notificationPreferences` (they are the record of a payment); the other billing mails
// count as "important", so only 'none' silences them (`wantsBillingMail`).
import { calendarDaysUntil, DEFAULT_TIME_ZONE, formatDate, inDaysText } from '@traspasa/shared/dates';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Mail, MailAttachment, Mailer } from '../../lib/mailer.ts';
import { timeZoneOfUser } from '../../lib/person-time-zone.ts';
import { invoiceMailPartsFor } from '../invoices/ride/ride.service.ts';
import { toCents } from './payments.mapper.ts';
import { paymentFailedNoticeRow } from './payments.repository.ts';
import {
  formatDateEc,
  productPeriodLabel,
  type ReceiptInput,
  receiptFileName,
  receiptMoney,
  receiptNumber,
  renderReceiptPdf,
} from './receipt.pdf.ts';
import { claimMetadataFlag, receiptRow, releaseMetadataFlag } from './transactions.repository.ts';

export interface MailPerson {
  name: string;
  email: string;
  /**
   * The zone the plan mails write their dates in: the reader's (decision 131), Ecuador's when
   * not given. Receipts and refunds keep Ecuador's day, the one on the receipt they go with.
   */
  timeZone?: string;
}

/** "8 de diciembre de 2031", the day in the reader's zone. */
const dayFor = (person: MailPerson, date: Date) =>
  formatDate(date, { timeZone: person.timeZone ?? DEFAULT_TIME_ZONE });

/** Billing news is important: sent unless the reader turned every mail off. */
export const wantsBillingMail = (p: { notificationPreferences: string }): boolean =>
  p.notificationPreferences !== 'none';

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function mail(
  to: string,
  subject: string,
  paragraphs: string[],
  link?: { href: string; label: string },
  attachments?: MailAttachment[],
): Mail {
  const text = [
    ...paragraphs,
    ...(link ? [`${link.label}: ${link.href}`] : []),
    'El equipo de Traspasa',
  ].join('\n\n');
  const html = [
    ...paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    ...(link ? [`<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p>`] : []),
    '<p>El equipo de Traspasa</p>',
  ].join('\n');
  return { to, subject, text, html, ...(attachments ? { attachments } : {}) };
}

const pdfAttachment = (transactionId: number, pdf: Uint8Array): MailAttachment => ({
  filename: receiptFileName(transactionId),
  content: pdf,
  contentType: 'application/pdf',
});

export interface ReceiptSummary {
  transactionId: number;
  productName: string;
  /** "Plan mensual", "Paquete de 3 créditos Destacado"… */
  periodLabel: string;
  totalCents: number;
  paidAt: Date;
}

/** The payment went through: the receipt, attached as a PDF. */
export function receiptMail(
  person: MailPerson,
  receipt: ReceiptSummary,
  pdf: Uint8Array,
  appUrl: string,
  invoice: { sentence: string; attachments: MailAttachment[] } = { sentence: '', attachments: [] },
): Mail {
  const number = receiptNumber(receipt.transactionId);
  return mail(
    person.email,
    `Recibimos tu pago: ${receipt.productName} (${number})`,
    [
      `Hola ${person.name}:`,
      `Gracias por tu pago de ${receiptMoney(receipt.totalCents)} por «${receipt.productName}» (${receipt.periodLabel}), el ${formatDateEc(receipt.paidAt)}.`,
      `Adjuntamos tu comprobante de pago ${number}. También puedes descargarlo cuando quieras desde tu suscripción.`,
      // The factura's RIDE and XML (decision 093).
      ...(invoice.sentence ? [invoice.sentence] : []),
    ],
    { href: `${appUrl}/subscription`, label: 'Ver mi suscripción y mis pagos' },
    [pdfAttachment(receipt.transactionId, pdf), ...invoice.attachments],
  );
}

export interface PlanNotice {
  productName: string;
}

/** A yearly plan renews in a few days: what will be charged, and when. */
export function renewalReminderMail(
  person: MailPerson,
  plan: PlanNotice & { amountCents: number; renewsAt: Date; now?: Date },
  appUrl: string,
): Mail {
  const day = dayFor(person, plan.renewsAt);
  // The real count to the renewal date in the reader's zone, whenever the reminder goes out.
  const days = calendarDaysUntil(plan.renewsAt, plan.now ?? new Date(), {
    timeZone: person.timeZone ?? DEFAULT_TIME_ZONE,
  });
  return mail(
    person.email,
    `Tu plan ${plan.productName} se renueva el ${day}`,
    [
      `Hola ${person.name}:`,
      `Tu plan anual «${plan.productName}» se renueva automáticamente ${inDaysText(days ?? 0)}, el ${day}. Ese día cobraremos ${receiptMoney(plan.amountCents)} (IVA incluido) a la tarjeta que tienes registrada.`,
      'Si quieres seguir con tu plan, no tienes que hacer nada. Si prefieres no renovarlo, cancélalo antes de esa fecha: mantendrás sus funciones hasta el final del período que ya pagaste.',
    ],
    { href: `${appUrl}/subscription`, label: 'Revisar mi suscripción' },
  );
}

/** A renewal could not be charged: the plan stays until the grace date; the card can be changed. */
export function paymentFailedMail(
  person: MailPerson,
  plan: PlanNotice & { amountCents: number; graceUntil: Date },
  appUrl: string,
): Mail {
  return mail(
    person.email,
    `No pudimos cobrar la renovación de tu plan ${plan.productName}`,
    [
      `Hola ${person.name}:`,
      `Intentamos cobrar ${receiptMoney(plan.amountCents)} por la renovación de tu plan «${plan.productName}», pero tu banco rechazó el pago.`,
      `Mantienes todas las funciones de tu plan hasta el ${dayFor(person, plan.graceUntil)}. Actualiza tu tarjeta antes de esa fecha y volveremos a intentar el cobro; si no, el plan terminará ese día.`,
    ],
    { href: `${appUrl}/subscription`, label: 'Actualizar mi tarjeta' },
  );
}

/** The plan's features were removed: the grace period ran out, or a cancelled plan reached its end. */
export function planEndedMail(
  person: MailPerson,
  plan: PlanNotice & { reason: 'grace' | 'expired'; endedAt: Date },
  appUrl: string,
): Mail {
  const why =
    plan.reason === 'grace'
      ? `No recibimos el pago de la renovación de tu plan «${plan.productName}» y el plazo para actualizar tu tarjeta terminó el ${dayFor(person, plan.endedAt)}.`
      : `Tu plan «${plan.productName}» terminó el ${dayFor(person, plan.endedAt)}, al final del período que pagaste.`;
  return mail(
    person.email,
    `Tu plan ${plan.productName} terminó`,
    [
      `Hola ${person.name}:`,
      why,
      'Ya no tienes las funciones que incluía. Tus negocios, acuerdos y mensajes siguen en tu cuenta.',
      'Cuando quieras, puedes elegir un plan otra vez y recuperarlas al instante.',
    ],
    { href: `${appUrl}/subscription-plans`, label: 'Ver los planes' },
  );
}

export interface RefundSummary {
  transactionId: number;
  productName: string;
  amountCents: number;
  refundedAt: Date;
  /** Listing credits the refund took back (packages). */
  creditsRevoked?: number;
  /** The refunded payment paid for a plan, which ends with the refund. */
  planEnded?: boolean;
  /** Paid by bank transfer: the money goes back by transfer, not to a card (decision 094). */
  byTransfer?: boolean;
}

/** A payment was refunded; the updated receipt (status Reembolsado) is attached when given. */
export function refundMail(
  person: MailPerson,
  refund: RefundSummary,
  appUrl: string,
  pdf?: Uint8Array,
): Mail {
  const number = receiptNumber(refund.transactionId);
  const credits = refund.creditsRevoked ?? 0;
  return mail(
    person.email,
    `Te devolvimos ${receiptMoney(refund.amountCents)}: ${refund.productName} (${number})`,
    [
      `Hola ${person.name}:`,
      `Reembolsamos tu pago ${number} de ${receiptMoney(refund.amountCents)} por «${refund.productName}» el ${formatDateEc(refund.refundedAt)}.`,
      refund.byTransfer
        ? 'Como pagaste por transferencia, te devolvemos el dinero con una transferencia a tu cuenta: si no tenemos sus datos, te escribimos para pedírtelos.'
        : 'El dinero vuelve a la tarjeta con la que pagaste; según tu banco, puede tardar entre 5 y 10 días hábiles en aparecer en tu estado de cuenta.',
      ...(credits > 0
        ? [
            credits === 1
              ? 'El crédito de anuncio que incluía ese pago ya no está disponible.'
              : `Los ${credits} créditos de anuncio que incluía ese pago ya no están disponibles.`,
          ]
        : []),
      ...(refund.planEnded ? ['Tu plan terminó con el reembolso y ya no tienes sus funciones.'] : []),
    ],
    { href: `${appUrl}/subscription`, label: 'Ver mis pagos' },
    pdf ? [pdfAttachment(refund.transactionId, pdf)] : undefined,
  );
}

// ---------- receipts from the database ----------

/**
 * What the receipt reads from `stripe_transactions.metadata`, when the payment pipeline
 * recorded it. Without them: the discount is the product price minus the total (first
 * payments with a code), the card is "Tarjeta", the dates are the row's.
 */
export interface ReceiptMetadata {
  discountCents?: number;
  cardLast4?: string;
  cardBrand?: string;
  /** ISO 8601. */
  paidAt?: string;
  refundedAt?: string;
}

const metaNumber = (v: unknown): number | null =>
  typeof v === 'number' && Number.isInteger(v) && v >= 0 ? v : null;
const metaString = (v: unknown): string | null => (typeof v === 'string' && v.trim() !== '' ? v : null);
const metaDate = (v: unknown): Date | null => {
  const s = metaString(v);
  const d = s ? new Date(s) : null;
  return d && !Number.isNaN(d.getTime()) ? d : null;
};

/** Statuses a receipt exists for. */
const RECEIPT_STATUSES: Record<string, ReceiptInput['status']> = { succeeded: 'paid', refunded: 'refunded' };

async function loadReceipt(db: Db, transactionId: number, now: Date) {
  const row = await receiptRow(db, transactionId);
  const status = row ? RECEIPT_STATUSES[row.tx.status] : undefined;
  if (!row || !status) return null;
  const { tx } = row;
  const meta = tx.metadata ?? {};
  const totalCents = toCents(tx.amount);
  const fromPrice =
    tx.kind === 'checkout' && tx.discountCodeId !== null && row.priceUsd !== null
      ? Math.max(0, toCents(row.priceUsd) - totalCents)
      : 0;
  const last4 = metaString(meta.cardLast4);
  const input: ReceiptInput = {
    transactionId: tx.id,
    paidAt: metaDate(meta.paidAt) ?? tx.createdAt,
    refundedAt: status === 'refunded' ? (metaDate(meta.refundedAt) ?? tx.updatedAt) : null,
    status,
    buyer: { name: row.fullName?.trim() || row.username, email: row.email },
    product: {
      name: row.productName ?? tx.planType ?? 'Pago en Traspasa',
      period: (row.period as ReceiptInput['product']['period']) ?? null,
      packageTier: row.packageTier,
      packageCount: row.productPackageCount ?? tx.packageCount,
    },
    kind: tx.kind === 'renewal' ? 'renewal' : 'checkout',
    discountCents: metaNumber(meta.discountCents) ?? fromPrice,
    discountCode: row.discountCode,
    totalCents,
    card: last4 ? { brand: metaString(meta.cardBrand), last4 } : null,
    generatedAt: now,
  };
  return { input, userId: tx.userId, byTransfer: meta.paidBy === 'transfer' };
}

/**
 * The receipt PDF of a paid (or later refunded) payment, for the download route. With
 * `forUserId`, someone else's payment answers 404 like a missing one.
 */
export async function receiptPdfFor(
  deps: Pick<ReceiptDeps, 'db' | 'supportEmail'>,
  transactionId: number,
  opts: { forUserId?: number; now?: Date } = {},
): Promise<{ filename: string; pdf: Uint8Array }> {
  const found = await loadReceipt(deps.db, transactionId, opts.now ?? new Date());
  if (!found || (opts.forUserId !== undefined && found.userId !== opts.forUserId)) {
    throw AppError.notFound('No encontramos el comprobante de ese pago.');
  }
  return { filename: receiptFileName(transactionId), pdf: await renderReceiptPdf(found.input, deps) };
}

export interface ReceiptDeps {
  db: Db;
  mailer: Mailer;
  appUrl: string;
  /** The configured support address the receipts name (SUPPORT_EMAIL, decision 159). */
  supportEmail: string;
  log?: { warn(obj: object, msg: string): void };
}

/**
 * Mails the receipt of a paid transaction, with its PDF. Call it after the payment's
 * transaction committed. Sent once: the send is claimed in `metadata.receiptSentAt`
 * (and released if the mail server refuses it, so a later call can try again).
 * Resolves without sending when the payment is not paid or its receipt already went out.
 */
export async function sendReceipt(deps: ReceiptDeps, transactionId: number): Promise<void> {
  const found = await loadReceipt(deps.db, transactionId, new Date());
  if (found?.input.status !== 'paid') {
    deps.log?.warn({ transactionId }, 'receipt not sent: the payment is not paid');
    return;
  }
  if (!(await claimMetadataFlag(deps.db, transactionId, 'receiptSentAt'))) return;
  try {
    const pdf = await renderReceiptPdf(found.input, deps);
    const { input } = found;
    await deps.mailer.send(
      receiptMail(
        input.buyer,
        {
          transactionId,
          productName: input.product.name,
          periodLabel: productPeriodLabel(input.product),
          totalCents: input.totalCents,
          paidAt: input.paidAt,
        },
        pdf,
        deps.appUrl,
        await invoiceMailPartsFor(deps, transactionId),
      ),
    );
  } catch (err) {
    await releaseMetadataFlag(deps.db, transactionId, 'receiptSentAt');
    throw err;
  }
}

/**
 * Mails the refund notice of a refunded transaction with its receipt, now marked
 * Reembolsado. Sent once, claimed in `metadata.refundMailSentAt` like `sendReceipt`.
 */
export async function sendRefundNotice(
  deps: ReceiptDeps,
  transactionId: number,
  extra: Pick<RefundSummary, 'creditsRevoked' | 'planEnded'> = {},
): Promise<void> {
  const found = await loadReceipt(deps.db, transactionId, new Date());
  if (found?.input.status !== 'refunded') {
    deps.log?.warn({ transactionId }, 'refund notice not sent: the payment is not refunded');
    return;
  }
  if (!(await claimMetadataFlag(deps.db, transactionId, 'refundMailSentAt'))) return;
  try {
    const { input } = found;
    const pdf = await renderReceiptPdf(input, deps);
    await deps.mailer.send(
      refundMail(
        input.buyer,
        {
          transactionId,
          productName: input.product.name,
          amountCents: input.totalCents,
          refundedAt: input.refundedAt ?? new Date(),
          byTransfer: found.byTransfer,
          ...extra,
        },
        deps.appUrl,
        pdf,
      ),
    );
  } catch (err) {
    await releaseMetadataFlag(deps.db, transactionId, 'refundMailSentAt');
    throw err;
  }
}

/** A renewal was declined: the plan is kept until the grace date, the card can be changed. */
export async function notifyPaymentFailed(
  deps: ReceiptDeps,
  userId: number,
  subscriptionId: string,
): Promise<void> {
  const row = await paymentFailedNoticeRow(deps.db, userId, subscriptionId);
  if (!row?.graceUntil || !wantsBillingMail({ notificationPreferences: row.preferences })) return;
  await deps.mailer.send(
    paymentFailedMail(
      {
        name: row.fullName?.trim() || row.username,
        email: row.email,
        timeZone: await timeZoneOfUser(deps.db, userId),
      },
      {
        productName: row.productName ?? 'tu plan',
        amountCents: toCents(row.price),
        graceUntil: row.graceUntil,
      },
      deps.appUrl,
    ),
  );
}
