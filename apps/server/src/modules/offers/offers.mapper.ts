// Negotiation rows → the contract's answers (decision 170).
import {
  diffTerms,
  type NegotiationAction,
  type NegotiationDetail,
  type NegotiationEvent,
  type NegotiationEventType,
  type NegotiationStatus,
  type NegotiationSummary,
  negotiationEventLabels,
  type OfferSide,
  type OfferVersion,
  type OfferVersionStatus,
  type SigningPurpose,
} from '@traspasa/shared/offers';
import type {
  LoiDocumentRow,
  NegotiationEventRow,
  NegotiationListRow,
  NegotiationRow,
  OfferVersionRow,
  Person,
  SignatureRow,
} from './offers.repository.ts';

export const displayName = (p: { fullName: string | null; username: string } | undefined): string =>
  p ? p.fullName?.trim() || p.username : 'Persona eliminada';

export function sideOf(n: { buyerId: number; sellerId: number }, userId: number): OfferSide | null {
  if (userId === n.buyerId) return 'buyer';
  if (userId === n.sellerId) return 'seller';
  return null;
}

export function toVersion(
  v: OfferVersionRow,
  previous: OfferVersionRow | null,
  lois: Map<number, LoiDocumentRow>,
): OfferVersion {
  return {
    id: v.id,
    number: v.number,
    authorSide: v.authorSide as OfferSide,
    status: v.status as OfferVersionStatus,
    terms: v.terms,
    priceCents: v.priceCents,
    validUntil: v.validUntil,
    loiVersion: lois.get(v.loiDocumentId)?.version ?? '',
    renderedText: v.renderedText,
    textSha256: v.textSha256,
    createdAt: v.createdAt.toISOString(),
    decidedAt: v.decidedAt?.toISOString() ?? null,
    rejectReason: v.rejectReason,
    changes: previous ? diffTerms(previous.terms, v.terms) : [],
  };
}

export function toEvent(
  e: NegotiationEventRow,
  n: NegotiationRow,
  people: Map<number, Person>,
  versionNumbers: Map<number, number>,
  withTechnical: boolean,
): NegotiationEvent {
  const actorSide = e.actorUserId === null ? null : sideOf(n, e.actorUserId);
  return {
    seq: e.seq,
    type: e.eventType as NegotiationEventType,
    label: negotiationEventLabels[e.eventType as NegotiationEventType] ?? e.eventType,
    actorSide,
    actorName: e.actorUserId === null ? null : displayName(people.get(e.actorUserId)),
    versionNumber: e.versionId === null ? null : (versionNumbers.get(e.versionId) ?? null),
    at: e.createdAt.toISOString(),
    hash: e.hash,
    ...(withTechnical ? { ipAddress: e.ipAddress, userAgent: e.userAgent } : {}),
  };
}

export function toSummary(
  n: NegotiationListRow,
  people: Map<number, Person>,
  viewerId: number | null,
  awaitingMe: boolean,
): NegotiationSummary {
  return {
    id: n.id,
    business: { id: n.businessId, title: n.businessTitle, slug: n.businessSlug },
    status: n.status as NegotiationStatus,
    backup: n.backup,
    role: viewerId === null ? null : sideOf(n, viewerId),
    buyer: { id: n.buyerId, name: displayName(people.get(n.buyerId)) },
    seller: { id: n.sellerId, name: displayName(people.get(n.sellerId)) },
    latest: {
      number: n.latest.number,
      authorSide: n.latest.authorSide as OfferSide,
      status: n.latest.status as OfferVersionStatus,
      priceCents: n.latest.priceCents,
      validUntil: n.latest.validUntil,
      createdAt: n.latest.createdAt.toISOString(),
    },
    versionCount: n.versionCount,
    awaitingMe,
    createdAt: n.createdAt.toISOString(),
    updatedAt: n.updatedAt.toISOString(),
  };
}

export function toSignature(s: SignatureRow): NegotiationDetail['signatures'][number] {
  return {
    purpose: s.purpose as SigningPurpose,
    subjectId: s.subjectId,
    side: s.side as OfferSide,
    typedName: s.typedName,
    signedAt: s.signedAt.toISOString(),
    textSha256: s.textSha256,
  };
}

export type { NegotiationAction };
