// Rows of a road to closing to what its reader sees (decision 175): sides instead of user ids,
// what the reader may do on each item and payment.
import type { ClosingMilestone, ClosingSide, ClosingView } from '@traspasa/shared/closing';
import { closingProgress } from '@traspasa/shared/closing';
import type {
  ChecklistRow,
  CommentRow,
  EvidenceRow,
  ItemRow,
  MilestoneRow,
  NegotiationFacts,
} from './closing.repository.ts';
import {
  isOverdue,
  type MilestoneFacts,
  mayConfirm,
  mayDispute,
  mayUpdateItem,
  mayUploadReceipt,
  readOnlyReason,
} from './closing.rules.ts';

export interface ClosingParts {
  facts: NegotiationFacts;
  checklist: ChecklistRow;
  items: ItemRow[];
  comments: CommentRow[];
  evidence: EvidenceRow[];
  milestones: MilestoneRow[];
}

export interface Reader {
  userId: number;
  /** Null for an admin, who reads without acting. */
  side: ClosingSide | null;
}

export function sideOfUser(
  facts: { buyerId: number; sellerId: number },
  userId: number | null,
): ClosingSide | null {
  if (userId === null) return null;
  if (userId === facts.buyerId) return 'buyer';
  if (userId === facts.sellerId) return 'seller';
  return null;
}

/** The data room's own view of the file: authorised per request, watermarked for a buyer (decision 172). */
export function evidenceHref(businessId: number, fileId: number): string {
  return `/api/businesses/${businessId}/data-room/files/${fileId}/view`;
}

export function milestoneFacts(m: MilestoneRow): MilestoneFacts {
  return {
    status: m.status as ClosingMilestone['status'],
    receiptUploadedBy: m.receiptUploadedBy,
    hasReceipt: m.receiptKey !== null,
  };
}

export function toMilestoneView(
  m: MilestoneRow,
  facts: NegotiationFacts,
  reader: Reader,
  readOnly: boolean,
): ClosingMilestone {
  const mFacts = milestoneFacts(m);
  const side = readOnly ? null : reader.side;
  return {
    id: m.id,
    kind: m.kind as ClosingMilestone['kind'],
    label: m.label,
    amountCents: m.amountCents.toString(),
    dueDate: m.dueDate,
    status: mFacts.status,
    receipt:
      m.receiptKey && m.receiptUploadedAt
        ? {
            fileName: m.receiptFileName ?? 'comprobante',
            uploadedAt: m.receiptUploadedAt.toISOString(),
            side: sideOfUser(facts, m.receiptUploadedBy),
          }
        : null,
    confirmedAt: m.confirmedAt?.toISOString() ?? null,
    dispute:
      m.disputedAt && m.disputeReason
        ? {
            reason: m.disputeReason,
            side: sideOfUser(facts, m.disputedBy),
            at: m.disputedAt.toISOString(),
            resolvedAt: m.disputeResolvedAt?.toISOString() ?? null,
            resolution: m.disputeResolution,
          }
        : null,
    canUploadReceipt: side !== null && mayUploadReceipt(side, mFacts),
    canConfirm: side !== null && mayConfirm(side, reader.userId, mFacts),
    canDispute: side !== null && mayDispute(mFacts),
  };
}

export function toClosingView(parts: ClosingParts, reader: Reader, today: string): ClosingView {
  const { facts, checklist } = parts;
  const reason = readOnlyReason(facts.status);
  const readOnly = reason !== null || reader.side === null;
  const commentsOf = new Map<number, CommentRow[]>();
  for (const c of parts.comments) commentsOf.set(c.itemId, [...(commentsOf.get(c.itemId) ?? []), c]);
  const evidenceOf = new Map<number, EvidenceRow[]>();
  for (const e of parts.evidence) evidenceOf.set(e.itemId, [...(evidenceOf.get(e.itemId) ?? []), e]);

  const items = parts.items.map((i) => {
    const status = i.status as ClosingView['items'][number]['status'];
    const responsible = i.responsible as ClosingView['items'][number]['responsible'];
    return {
      id: i.id,
      position: i.position,
      title: i.title,
      description: i.description,
      responsible,
      dueDate: i.dueDate,
      status,
      overdue: isOverdue({ dueDate: i.dueDate, status }, today),
      statusChangedAt: i.statusChangedAt?.toISOString() ?? null,
      statusChangedBy: sideOfUser(facts, i.statusChangedBy),
      canUpdate: !readOnly && reader.side !== null && mayUpdateItem(reader.side, responsible),
      evidence: (evidenceOf.get(i.id) ?? []).map((e) => ({
        id: e.id,
        fileName: e.fileName,
        side: sideOfUser(facts, e.uploadedBy),
        uploadedAt: e.createdAt.toISOString(),
        href: evidenceHref(facts.business.id, e.fileId),
      })),
      comments: (commentsOf.get(i.id) ?? []).map((c) => ({
        id: c.id,
        side: sideOfUser(facts, c.authorId),
        authorName: c.authorName ?? 'Cuenta eliminada',
        body: c.body,
        createdAt: c.createdAt.toISOString(),
      })),
    };
  });

  return {
    negotiationId: facts.id,
    business: { id: facts.business.id, title: facts.business.title, slug: facts.business.slug },
    viewer: reader.side ?? 'admin',
    buyer: { name: facts.buyerName },
    seller: { name: facts.sellerName },
    negotiationStatus: facts.status,
    readOnly,
    readOnlyReason: reason,
    openedAt: checklist.openedAt.toISOString(),
    baseDate: checklist.baseDate,
    baseKind: checklist.baseKind as 'accepted' | 'signed',
    country: checklist.country,
    templateFound: checklist.templateId !== null || parts.items.length > 0,
    progress: closingProgress(items),
    items,
    milestones: parts.milestones.map((m) => toMilestoneView(m, facts, reader, readOnly)),
  };
}
