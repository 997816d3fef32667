// The negotiation's state machine (decision 170), pure: who may do what from which state, the
// Spanish refusal otherwise, and what is due to lapse. The service loads the facts under locks
// and applies the answer; the property test drives these functions alone.
import {
  ACCEPTANCE_SIGNING_DAYS,
  holdingStatuses,
  type NegotiationAction,
  type NegotiationStatus,
  type OfferSide,
} from '@traspasa/shared/offers';

const DAY_MS = 24 * 3600_000;

/** What the machine reads of a negotiation. */
export interface NegotiationFacts {
  id: number;
  status: NegotiationStatus;
  /** The side that wrote the open version; null when none is open. */
  openAuthorSide: OfferSide | null;
  backup: boolean;
}

/** What it reads of the listing (under its row lock when accepting). */
export interface ListingFacts {
  /** The business status (decision 030; `reserved` from decision 171). */
  status: string;
  /** The negotiation that holds the listing (accepted or signed), if any. */
  holdingNegotiationId: number | null;
}

export type AnswerAction = 'accept' | 'reject' | 'counter' | 'withdraw';

/** «Esta negociación está …»: how each status reads inside a sentence. */
const statusInSentence: Record<NegotiationStatus, string> = {
  open: 'abierta',
  accepted: 'aceptada y espera las firmas',
  signed: 'firmada por las dos partes',
  closed: 'cerrada: la venta se concretó',
  released: 'terminada: la reserva se liberó',
  rejected: 'rechazada',
  withdrawn: 'retirada',
  lapsed: 'vencida',
};

const actionVerb: Record<AnswerAction, string> = {
  accept: 'aceptar',
  reject: 'rechazar',
  counter: 'contraofertar',
  withdraw: 'retirar',
};

const otherSide = (side: OfferSide): OfferSide => (side === 'buyer' ? 'seller' : 'buyer');
const sideName: Record<OfferSide, string> = { buyer: 'el comprador', seller: 'el vendedor' };

export const isHolding = (status: NegotiationStatus) => holdingStatuses.includes(status);

/** The statuses no action leaves (the reservation moves `signed` on, decision 171). */
export const isTerminal = (status: NegotiationStatus) =>
  status === 'rejected' ||
  status === 'withdrawn' ||
  status === 'lapsed' ||
  status === 'closed' ||
  status === 'released';

/** «Esta negociación está rechazada: ya no se puede aceptar.» */
export function stateRefusal(status: NegotiationStatus, action: AnswerAction | 'sign'): string {
  const verb = action === 'sign' ? 'firmar' : actionVerb[action];
  return `Esta negociación está ${statusInSentence[status]}: ya no se puede ${verb}.`;
}

/** Why the listing cannot take an acceptance now, or null. */
export function listingRefusal(listing: ListingFacts, negotiationId: number): string | null {
  if (listing.status === 'sold') return 'Este negocio ya se vendió: no se puede aceptar otra oferta.';
  if (listing.holdingNegotiationId !== null && listing.holdingNegotiationId !== negotiationId) {
    return 'Ya hay una oferta aceptada por este negocio: no se puede aceptar otra mientras esa siga en pie.';
  }
  if (listing.status === 'reserved') {
    return 'Este negocio está reservado por otra negociación: no se puede aceptar otra oferta hasta que la reserva termine.';
  }
  if (listing.status !== 'approved') {
    return 'Este anuncio no está publicado: no se pueden aceptar ofertas.';
  }
  return null;
}

/**
 * The Spanish 409 for an answer (accept, reject, counter) or a withdrawal by `side`, or null
 * when it may go ahead. Acceptance also reads the listing.
 */
export function answerRefusal(
  action: AnswerAction,
  n: NegotiationFacts,
  side: OfferSide,
  listing: ListingFacts | null,
): string | null {
  if (n.status !== 'open' || n.openAuthorSide === null) return stateRefusal(n.status, action);
  if (action === 'withdraw') {
    return n.openAuthorSide === side
      ? null
      : `Solo quien escribió la versión abierta puede retirarla: esta la escribió ${sideName[n.openAuthorSide]}.`;
  }
  if (n.openAuthorSide === side) {
    return `Esta versión la escribiste tú: ahora responde ${sideName[otherSide(side)]}.`;
  }
  if (action === 'accept') {
    if (!listing) throw new Error('accept needs the listing');
    return listingRefusal(listing, n.id);
  }
  return null;
}

/** The status an allowed action leads to. */
export function statusAfter(action: AnswerAction): NegotiationStatus {
  switch (action) {
    case 'accept':
      return 'accepted';
    case 'reject':
      return 'rejected';
    case 'withdraw':
      return 'withdrawn';
    case 'counter':
      return 'open';
  }
}

/** Why `side` cannot sign the accepted version now, or null. */
export function signRefusal(n: NegotiationFacts, alreadySigned: boolean): string | null {
  if (n.status === 'signed' || (n.status === 'accepted' && alreadySigned)) {
    return 'Ya firmaste esta carta de intención.';
  }
  if (n.status !== 'accepted') return stateRefusal(n.status, 'sign');
  return null;
}

/** What `side` may do now (admins: nothing). The reservation adds its own (decision 171). */
export function allowedActions(
  n: NegotiationFacts,
  side: OfferSide | null,
  listing: ListingFacts,
  signedByMe: boolean,
): NegotiationAction[] {
  if (side === null) return [];
  const actions: NegotiationAction[] = [];
  for (const action of ['accept', 'counter', 'reject', 'withdraw'] as const) {
    if (answerRefusal(action, n, side, listing) === null) actions.push(action);
  }
  if (signRefusal(n, signedByMe) === null) actions.push('request_code', 'sign');
  return actions;
}

/** Whether `side` has something to do: answer the other side's open version, or sign. */
export function awaits(n: NegotiationFacts, side: OfferSide | null, signedByMe: boolean): boolean {
  if (side === null) return false;
  if (n.status === 'open') return n.openAuthorSide !== null && n.openAuthorSide !== side;
  return n.status === 'accepted' && !signedByMe;
}

/** Whether a new offer may be made on a listing in `status` (after the access check). */
export function makeRefusal(listing: { status: string }): string | null {
  if (listing.status === 'sold') return 'Este negocio ya se vendió: ya no recibe ofertas.';
  if (listing.status !== 'approved' && listing.status !== 'reserved') {
    return 'Este anuncio no está publicado: no recibe ofertas.';
  }
  return null;
}

// ---------- time ----------

/** Ecuador's calendar day of an instant, YYYY-MM-DD: the day validity dates are read in. */
export function ecuadorDay(at: Date): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Guayaquil',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at);
}

/** YYYY-MM-DD plus `days`. */
export function addDays(day: string, days: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  return new Date(d.getTime() + days * DAY_MS).toISOString().slice(0, 10);
}

/** A version valid until `validUntil` lapses once that day is over in Ecuador. */
export const versionLapsed = (validUntil: string, now: Date) => validUntil < ecuadorDay(now);

/** Accepted before this instant and still unsigned by both: lapsed (the listing is freed). */
export const acceptanceLapsesBefore = (now: Date) =>
  new Date(now.getTime() - ACCEPTANCE_SIGNING_DAYS * DAY_MS);
export const signDeadlineOf = (acceptedAt: Date) =>
  new Date(acceptedAt.getTime() + ACCEPTANCE_SIGNING_DAYS * DAY_MS);

/**
 * Whether the seller may mark the listing sold outside Traspasa while a negotiation holds it: no
 * (an accepted offer awaits the signatures; a signed one is closed through the reservation).
 */
export function markSoldRefusal(holdingStatus: NegotiationStatus | null): string | null {
  if (holdingStatus === 'accepted') {
    return 'Este negocio tiene una oferta aceptada que espera las firmas: no se puede marcar como vendido hasta que se firme o venza.';
  }
  if (holdingStatus === 'signed') {
    return 'Este negocio está reservado por una carta de intención firmada: cierra la venta desde la negociación.';
  }
  return null;
}
