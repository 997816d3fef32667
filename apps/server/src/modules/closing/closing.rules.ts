// The road to closing's pure decisions (decision 175): which template items a listing gets, when
// each is due, which payments the accepted terms make, who may do what.
import type {
  ClosingItemStatus,
  ClosingResponsible,
  ClosingSide,
  MilestoneKind,
  MilestoneStatus,
} from '@traspasa/shared/closing';
import { DEFAULT_TIME_ZONE } from '@traspasa/shared/dates';
import { formatPercent, type OfferTerms } from '@traspasa/shared/offers';

/** The negotiation statuses a road is worked on in; it opens at acceptance. */
export const CLOSING_OPEN_STATUSES = ['accepted', 'signed'] as const;
export const CLOSING_WORKING_STATUSES: readonly string[] = ['accepted', 'signed', 'closed'];

/** Why a road is read-only for its parties, or null while they can work on it. */
export function readOnlyReason(negotiationStatus: string): string | null {
  if (CLOSING_WORKING_STATUSES.includes(negotiationStatus)) return null;
  if (negotiationStatus === 'released') {
    return 'La reserva se liberó: la ruta queda como registro y ya no se puede cambiar.';
  }
  if (negotiationStatus === 'lapsed') {
    return 'La oferta aceptada venció sin las dos firmas: la ruta queda como registro y ya no se puede cambiar.';
  }
  return 'La negociación terminó: la ruta queda como registro y ya no se puede cambiar.';
}

export interface TemplateItemLike {
  position: number;
  categories: readonly string[];
}

/** The template's items for a listing's category, in order: those for every category and those naming it. */
export function itemsForCategory<T extends TemplateItemLike>(
  items: readonly T[],
  category: string | null,
): T[] {
  return items
    .filter((i) => i.categories.length === 0 || (category !== null && i.categories.includes(category)))
    .sort((a, b) => a.position - b.position);
}

/** Templates are matched on the country as listings write it, without case or spaces around. */
export function countryKey(country: string | null | undefined): string | null {
  const key = (country ?? '').trim().toLowerCase();
  return key === '' ? null : key;
}

const DAY_MS = 86_400_000;

/** The calendar day (YYYY-MM-DD) an instant falls on in Ecuador. */
export function ecuadorDay(at: Date): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: DEFAULT_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at);
}

export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The same day `months` later; the 31st becomes the month's last day (31 Jan + 1 → 28/29 Feb). */
export function addMonths(day: string, months: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const first = new Date(Date.UTC(y, m - 1 + months, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(d, last));
  return first.toISOString().slice(0, 10);
}

/** Past its day and still to do, seen on `today` (Ecuador's day). */
export function isOverdue(item: { dueDate: string; status: ClosingItemStatus }, today: string): boolean {
  return (item.status === 'pendiente' || item.status === 'en_curso') && item.dueDate < today;
}

export interface PlannedMilestone {
  kind: MilestoneKind;
  label: string;
  amountCents: bigint;
  dueDate: string | null;
}

/**
 * The payments the accepted terms promise, in the order they fall: the payment at closing, the
 * inventory at cost (paid apart from the price), each instalment, the seller's financing (one
 * milestone: its schedule is the contract's). Zero amounts make no milestone.
 */
export function milestonesFromTerms(terms: OfferTerms): PlannedMilestone[] {
  const out: PlannedMilestone[] = [];
  const p = terms.payment;
  if (p.atClosingCents > 0) {
    out.push({
      kind: 'at_closing',
      label: 'Pago al cierre',
      amountCents: BigInt(p.atClosingCents),
      dueDate: terms.closingDate,
    });
  }
  const inv = terms.inventory;
  if (inv.treatment === 'at_cost' && inv.amountCents !== null && inv.amountCents > 0) {
    out.push({
      kind: 'inventory',
      label: 'Inventario al costo',
      amountCents: BigInt(inv.amountCents),
      dueDate: terms.closingDate,
    });
  }
  const instalments = [...p.instalments].sort((a, b) => a.dueInMonths - b.dueInMonths);
  instalments.forEach((i, n) => {
    out.push({
      kind: 'instalment',
      label: `Cuota ${n + 1} de ${instalments.length}`,
      amountCents: BigInt(i.amountCents),
      dueDate: addMonths(terms.closingDate, i.dueInMonths),
    });
  });
  const f = p.sellerFinancing;
  if (f && f.amountCents > 0) {
    out.push({
      kind: 'seller_financing',
      label: `Financiamiento del vendedor (${f.months} ${f.months === 1 ? 'mes' : 'meses'} al ${formatPercent(f.annualRatePercent)} anual)`,
      amountCents: BigInt(f.amountCents),
      dueDate: addMonths(terms.closingDate, f.months),
    });
  }
  return out;
}

export function mayUpdateItem(side: ClosingSide, responsible: ClosingResponsible): boolean {
  return responsible === 'both' || responsible === side;
}

export interface MilestoneFacts {
  status: MilestoneStatus;
  receiptUploadedBy: number | null;
  hasReceipt: boolean;
}

/** The payer (the buyer) uploads the receipt while the payment is not confirmed nor disputed. */
export function mayUploadReceipt(side: ClosingSide, m: MilestoneFacts): boolean {
  return side === 'buyer' && (m.status === 'pendiente' || m.status === 'comprobante_subido');
}

/**
 * The payee (the seller) confirms a receipt that exists; whoever uploaded it never does, even
 * if that were the seller (decision 175).
 */
export function mayConfirm(side: ClosingSide, userId: number, m: MilestoneFacts): boolean {
  return (
    side === 'seller' && m.status === 'comprobante_subido' && m.hasReceipt && m.receiptUploadedBy !== userId
  );
}

/**
 * Either party disputes a payment whose receipt waits for the seller: the seller says the money
 * did not arrive, or the buyer says the seller does not confirm what arrived.
 */
export function mayDispute(m: MilestoneFacts): boolean {
  return m.status === 'comprobante_subido' && m.hasReceipt;
}
