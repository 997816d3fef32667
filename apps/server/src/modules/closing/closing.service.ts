// The road to closing (decision 175): opened once per accepted negotiation from the country's
// template, worked on by the buyer and the seller, read by admins. Nobody else learns it
// exists: an unknown negotiation, one that was never accepted and someone else's all answer
// the same 404.
import { createHash, randomUUID } from 'node:crypto';
import type {
  ClosingCommentInput,
  ClosingSide,
  ClosingView,
  MilestoneDisputeInput,
  MyClosingList,
  UpdateClosingItemInput,
} from '@traspasa/shared/closing';
import { closingResponsibleLabels, closingSideLabels } from '@traspasa/shared/closing';
import { formatCents } from '@traspasa/shared/offers';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { RequestContext } from '../../lib/request-context.ts';
import type { StoredFile } from '../../lib/storage.ts';
import type { CurrentUser } from '../../plugins/auth.ts';
import { recordAudit } from '../audit-log/audit-trail.service.ts';
import { consumeUpload } from '../business-media/business-media-access.rules.ts';
import { addFileToRoom } from '../data-room/data-room.service.ts';
import { type DecisionNotice, mailNotice, recordNotice } from '../notices/notices.service.ts';
import { cleanReceipt } from '../payments/transfers/receipt-files.service.ts';
import { disputeOpenedNotice, paymentConfirmedNotice, receiptUploadedNotice } from './closing.mails.ts';
import {
  type ClosingParts,
  milestoneFacts,
  type Reader,
  sideOfUser,
  toClosingView,
} from './closing.mapper.ts';
import {
  type ChecklistRow,
  findChecklistByNegotiation,
  findItem,
  findMilestone,
  findNegotiationFacts,
  insertChecklist,
  insertComment,
  insertEvidence,
  insertItems,
  insertMilestones,
  listComments,
  listEvidence,
  listItems,
  listMilestones,
  listMine,
  type MilestoneRow,
  type NegotiationFacts,
  rebaseChecklist,
  updateItemStatus,
  updateMilestone,
} from './closing.repository.ts';
import {
  addDays,
  CLOSING_WORKING_STATUSES,
  countryKey,
  ecuadorDay,
  itemsForCategory,
  mayConfirm,
  mayDispute,
  mayUpdateItem,
  mayUploadReceipt,
  milestonesFromTerms,
  readOnlyReason,
} from './closing.rules.ts';
import { findTemplateByCountry, listTemplateItems } from './closing-templates.repository.ts';

export const CLOSING_NOT_FOUND = 'No encontramos esa ruta de traspaso.';
/** The data room folder of the road's evidence (decision 172). */
export const CLOSING_FOLDER = 'Ruta de traspaso';
const ITEM_NOT_FOUND = 'No encontramos ese paso en la ruta de traspaso.';
const MILESTONE_NOT_FOUND = 'No encontramos ese pago en la ruta de traspaso.';
const RECEIPT_NOT_FOUND = 'Este pago todavía no tiene comprobante.';
const ADMIN_READS_ONLY =
  'Los administradores ven la ruta de traspaso pero no la cambian: la trabajan el comprador y el vendedor.';

/**
 * Opens the road of a negotiation that reached acceptance, once (idempotent, safe to call from
 * the acceptance's or the signature's own transaction); when both signed, due dates count from
 * the signing day. Returns the checklist, or null while the negotiation was never accepted.
 */
export async function openClosingChecklist(
  db: Db,
  negotiationId: number,
  now: Date = new Date(),
): Promise<ChecklistRow | null> {
  const facts = await findNegotiationFacts(db, negotiationId);
  return facts ? ensureOpen(db, facts, now) : null;
}

async function ensureOpen(db: Db, facts: NegotiationFacts, now: Date): Promise<ChecklistRow | null> {
  const existing = await findChecklistByNegotiation(db, facts.id);
  if (existing) {
    if (existing.baseKind === 'accepted' && facts.signedAt) {
      const baseDate = ecuadorDay(facts.signedAt);
      await db.transaction((tx) => rebaseChecklist(tx, existing.id, baseDate));
      return { ...existing, baseDate, baseKind: 'signed' };
    }
    return existing;
  }
  if (!CLOSING_WORKING_STATUSES.includes(facts.status) || !facts.acceptedAt) return null;
  return db.transaction(async (tx) => {
    const key = countryKey(facts.business.country);
    const template = key ? await findTemplateByCountry(tx, key) : null;
    const templateItems = template
      ? itemsForCategory(await listTemplateItems(tx, template.id), facts.business.category)
      : [];
    const baseKind = facts.signedAt ? 'signed' : 'accepted';
    const baseDate = ecuadorDay(facts.signedAt ?? facts.acceptedAt!);
    const checklist = await insertChecklist(tx, {
      negotiationId: facts.id,
      businessId: facts.business.id,
      buyerId: facts.buyerId,
      sellerId: facts.sellerId,
      templateId: template?.id ?? null,
      country: facts.business.country,
      category: facts.business.category,
      baseDate,
      baseKind,
      openedAt: now,
    });
    // Opened meanwhile by another request: that one copied the items.
    if (!checklist) return findChecklistByNegotiation(tx, facts.id);
    await insertItems(
      tx,
      templateItems.map((item, i) => ({
        checklistId: checklist.id,
        position: i + 1,
        title: item.title,
        description: item.description,
        responsible: item.responsible,
        dueOffsetDays: item.dueOffsetDays,
        dueDate: addDays(baseDate, item.dueOffsetDays),
      })),
    );
    const planned = facts.terms ? milestonesFromTerms(facts.terms) : [];
    await insertMilestones(
      tx,
      planned.map((m, i) => ({ checklistId: checklist.id, position: i + 1, ...m })),
    );
    return checklist;
  });
}

/**
 * The road of a negotiation as evidence for the deal file (decision 176): every step with its
 * status, who changed it and when, its comments and its data-room files; every payment with its
 * receipt (private storage key and SHA-256), confirmation and dispute. Null when it never opened.
 */
export async function closingRecordOf(db: Db, negotiationId: number) {
  const checklist = await findChecklistByNegotiation(db, negotiationId);
  if (!checklist) return null;
  const items = await listItems(db, checklist.id);
  const ids = items.map((i) => i.id);
  const [comments, evidence, milestones] = await Promise.all([
    listComments(db, ids),
    listEvidence(db, ids),
    listMilestones(db, checklist.id),
  ]);
  const iso = (d: Date | null) => d?.toISOString() ?? null;
  return {
    openedAt: checklist.openedAt.toISOString(),
    baseDate: checklist.baseDate,
    baseKind: checklist.baseKind,
    country: checklist.country,
    category: checklist.category,
    items: items.map((i) => ({
      position: i.position,
      title: i.title,
      responsible: i.responsible,
      dueDate: i.dueDate,
      status: i.status,
      statusChangedAt: iso(i.statusChangedAt),
      statusChangedBy: i.statusChangedBy,
      comments: comments
        .filter((c) => c.itemId === i.id)
        .map((c) => ({ authorId: c.authorId, body: c.body, createdAt: c.createdAt.toISOString() })),
      evidence: evidence
        .filter((e) => e.itemId === i.id)
        .map((e) => ({
          fileId: e.fileId,
          fileName: e.fileName,
          uploadedBy: e.uploadedBy,
          createdAt: e.createdAt.toISOString(),
        })),
    })),
    milestones: milestones.map((m) => ({
      position: m.position,
      kind: m.kind,
      label: m.label,
      amountCents: m.amountCents.toString(),
      dueDate: m.dueDate,
      status: m.status,
      receipt: m.receiptKey
        ? {
            storageKey: m.receiptKey,
            contentType: m.receiptContentType,
            fileName: m.receiptFileName,
            sha256: m.receiptSha256,
            uploadedBy: m.receiptUploadedBy,
            uploadedAt: iso(m.receiptUploadedAt),
          }
        : null,
      confirmedBy: m.confirmedBy,
      confirmedAt: iso(m.confirmedAt),
      dispute: m.disputedAt
        ? {
            by: m.disputedBy,
            at: iso(m.disputedAt),
            reason: m.disputeReason,
            resolvedBy: m.disputeResolvedBy,
            resolvedAt: iso(m.disputeResolvedAt),
            resolution: m.disputeResolution,
          }
        : null,
    })),
  };
}

/** A stored receipt being read, with its name and type. */
export interface ReceiptFile extends StoredFile {
  fileName: string;
  contentType: string;
}

interface Access {
  facts: NegotiationFacts;
  checklist: ChecklistRow;
  reader: Reader;
}

interface Acting extends Access {
  side: ClosingSide;
}

const deal = (facts: NegotiationFacts) => ({
  negotiationId: facts.id,
  businessId: facts.business.id,
  businessTitle: facts.business.title,
});

export class ClosingService {
  constructor(private readonly app: FastifyInstance) {}

  /** The buyer, the seller, or an admin; anyone else, and a road that does not exist: the same 404. */
  private async access(user: CurrentUser, negotiationId: number, now: Date): Promise<Access> {
    const facts = await findNegotiationFacts(this.app.db, negotiationId);
    if (!facts) throw AppError.notFound(CLOSING_NOT_FOUND);
    const side = sideOfUser(facts, user.id);
    if (side === null && user.role !== 'admin') throw AppError.notFound(CLOSING_NOT_FOUND);
    const checklist = await ensureOpen(this.app.db, facts, now);
    if (!checklist) throw AppError.notFound(CLOSING_NOT_FOUND);
    return { facts, checklist, reader: { userId: user.id, side } };
  }

  /** A party that may still change the road (admins read only; ended negotiations are a record). */
  private async acting(user: CurrentUser, negotiationId: number, now: Date): Promise<Acting> {
    const access = await this.access(user, negotiationId, now);
    if (access.reader.side === null) throw AppError.forbidden(ADMIN_READS_ONLY);
    const reason = readOnlyReason(access.facts.status);
    if (reason) throw AppError.conflict(reason);
    return { ...access, side: access.reader.side };
  }

  private async render(access: Access, now: Date): Promise<ClosingView> {
    const db = this.app.db;
    const items = await listItems(db, access.checklist.id);
    const ids = items.map((i) => i.id);
    const [comments, evidence, milestones] = await Promise.all([
      listComments(db, ids),
      listEvidence(db, ids),
      listMilestones(db, access.checklist.id),
    ]);
    const parts: ClosingParts = {
      facts: access.facts,
      checklist: access.checklist,
      items,
      comments,
      evidence,
      milestones,
    };
    return toClosingView(parts, access.reader, ecuadorDay(now));
  }

  async view(user: CurrentUser, negotiationId: number, now = new Date()): Promise<ClosingView> {
    return this.render(await this.access(user, negotiationId, now), now);
  }

  async updateItem(
    user: CurrentUser,
    negotiationId: number,
    itemId: number,
    input: UpdateClosingItemInput,
    now = new Date(),
  ): Promise<ClosingView> {
    const a = await this.acting(user, negotiationId, now);
    await this.app.db.transaction(async (tx) => {
      const item = await findItem(tx, a.checklist.id, itemId, { forUpdate: true });
      if (!item) throw AppError.notFound(ITEM_NOT_FOUND);
      const responsible = item.responsible as 'buyer' | 'seller' | 'both';
      if (!mayUpdateItem(a.side, responsible)) {
        throw AppError.forbidden(
          `Este paso le toca al ${closingResponsibleLabels[responsible].toLowerCase()}: solo esa parte cambia su estado. Puedes dejarle un comentario.`,
        );
      }
      if (item.status !== input.status) await updateItemStatus(tx, item.id, input.status, user.id, now);
    });
    return this.render(a, now);
  }

  async comment(
    user: CurrentUser,
    negotiationId: number,
    itemId: number,
    input: ClosingCommentInput,
    now = new Date(),
  ): Promise<ClosingView> {
    const a = await this.acting(user, negotiationId, now);
    const item = await findItem(this.app.db, a.checklist.id, itemId);
    if (!item) throw AppError.notFound(ITEM_NOT_FOUND);
    await insertComment(this.app.db, { itemId: item.id, authorId: user.id, body: input.body });
    return this.render(a, now);
  }

  /**
   * A step's evidence, stored in the listing's data room (decision 172) in the «Ruta de
   * traspaso» folder, which is made for the buyer of an accepted offer only; the step keeps the
   * room's file. Checked and stored by the data room (magic bytes, each format opened once).
   */
  async addEvidence(
    user: CurrentUser,
    negotiationId: number,
    itemId: number,
    read: () => Promise<{ data: Buffer; filename: string }>,
    now = new Date(),
  ): Promise<ClosingView> {
    const a = await this.acting(user, negotiationId, now);
    const item = await findItem(this.app.db, a.checklist.id, itemId);
    if (!item) throw AppError.notFound(ITEM_NOT_FOUND);
    const responsible = item.responsible as 'buyer' | 'seller' | 'both';
    if (!mayUpdateItem(a.side, responsible)) {
      throw AppError.forbidden(
        `Este paso le toca al ${closingResponsibleLabels[responsible].toLowerCase()}: solo esa parte sube su evidencia. Puedes dejarle un comentario.`,
      );
    }
    await consumeUpload(this.app, user);
    const file = await read();
    // The folder is for the accepted buyer only when this creates it; an existing one keeps the
    // level its seller set (decision 172, «For other modules»).
    await addFileToRoom(this.app, {
      businessId: a.facts.business.id,
      folderName: CLOSING_FOLDER,
      accessLevel: 'accepted_offer',
      uploadedBy: user.id,
      buffer: file.data,
      filename: file.filename,
      onAdded: (tx, fileId) =>
        insertEvidence(tx, {
          itemId: item.id,
          fileId,
          fileName: file.filename.slice(0, 200),
          uploadedBy: user.id,
        }),
    });
    return this.render(a, now);
  }

  /** The buyer's transfer receipt: type read from its bytes, rewritten, stored privately. */
  async uploadReceipt(
    user: CurrentUser,
    negotiationId: number,
    milestoneId: number,
    read: () => Promise<Buffer>,
    now = new Date(),
  ): Promise<ClosingView> {
    const a = await this.acting(user, negotiationId, now);
    const before = await findMilestone(this.app.db, a.checklist.id, milestoneId);
    if (!before) throw AppError.notFound(MILESTONE_NOT_FOUND);
    assertMayUpload(a.side, before);
    await consumeUpload(this.app, user);
    const clean = await cleanReceipt(await read());
    const key = `closing/${a.checklist.id}/milestones/${milestoneId}/${randomUUID()}.${clean.extension}`;
    await this.app.storage.putPrivate(key, clean.data);
    let replaced: string | null = null;
    let notice: DecisionNotice | null = null;
    try {
      await this.app.db.transaction(async (tx) => {
        const m = await findMilestone(tx, a.checklist.id, milestoneId, { forUpdate: true });
        if (!m) throw AppError.notFound(MILESTONE_NOT_FOUND);
        assertMayUpload(a.side, m);
        replaced = m.receiptKey;
        await updateMilestone(tx, m.id, {
          status: 'comprobante_subido',
          receiptKey: key,
          receiptContentType: clean.contentType,
          receiptFileName: `comprobante-${slugLabel(m.label)}.${clean.extension}`,
          receiptSha256: sha256(clean.data),
          receiptUploadedBy: user.id,
          receiptUploadedAt: now,
        });
        notice = receiptUploadedNotice(
          deal(a.facts),
          a.facts.sellerId,
          m.label,
          formatCents(Number(m.amountCents)),
        );
        await recordNotice(tx, notice);
      });
    } catch (err) {
      await this.app.storage.deletePrivate(key).catch(() => undefined);
      throw err;
    }
    if (replaced) await this.app.storage.deletePrivate(replaced).catch(() => undefined);
    if (notice) await mailNotice(this.app, notice);
    return this.render(a, now);
  }

  /** The receipt of a payment: for the two parties and admins. */
  async receipt(user: CurrentUser, negotiationId: number, milestoneId: number): Promise<ReceiptFile> {
    const a = await this.access(user, negotiationId, new Date());
    const m = await findMilestone(this.app.db, a.checklist.id, milestoneId);
    if (!m) throw AppError.notFound(MILESTONE_NOT_FOUND);
    if (!m.receiptKey) throw AppError.notFound(RECEIPT_NOT_FOUND);
    const file = await this.app.storage.getPrivate(m.receiptKey);
    if (!file) throw AppError.notFound(RECEIPT_NOT_FOUND);
    return {
      ...file,
      fileName: m.receiptFileName ?? 'comprobante',
      contentType: m.receiptContentType ?? 'application/octet-stream',
    };
  }

  /** The seller saw the money: the payment is done. Whoever uploaded the receipt never confirms it. */
  async confirm(
    user: CurrentUser,
    negotiationId: number,
    milestoneId: number,
    now = new Date(),
  ): Promise<ClosingView> {
    const a = await this.acting(user, negotiationId, now);
    let notice: DecisionNotice | null = null;
    await this.app.db.transaction(async (tx) => {
      const m = await findMilestone(tx, a.checklist.id, milestoneId, { forUpdate: true });
      if (!m) throw AppError.notFound(MILESTONE_NOT_FOUND);
      const facts = milestoneFacts(m);
      if (m.receiptUploadedBy === user.id) {
        throw AppError.forbidden(
          'Quien sube el comprobante no puede confirmarlo: lo confirma el vendedor cuando ve el dinero en su cuenta.',
        );
      }
      if (a.side !== 'seller') throw AppError.forbidden('Solo el vendedor confirma que recibió un pago.');
      if (m.status === 'confirmado') throw AppError.conflict('Este pago ya está confirmado.');
      if (m.status === 'en_disputa') {
        throw AppError.conflict(
          'Este pago está en disputa: un administrador lo revisa antes de confirmarlo.',
        );
      }
      if (!mayConfirm(a.side, user.id, facts)) {
        throw AppError.conflict(
          'Todavía no hay comprobante: el comprador lo sube cuando hace la transferencia.',
        );
      }
      await updateMilestone(tx, m.id, { status: 'confirmado', confirmedBy: user.id, confirmedAt: now });
      notice = paymentConfirmedNotice(
        deal(a.facts),
        a.facts.buyerId,
        m.label,
        formatCents(Number(m.amountCents)),
      );
      await recordNotice(tx, notice);
    });
    if (notice) await mailNotice(this.app, notice);
    return this.render(a, now);
  }

  /** Either party flags a payment; it waits for an admin (decision 175), audited. */
  async dispute(
    user: CurrentUser,
    negotiationId: number,
    milestoneId: number,
    input: MilestoneDisputeInput,
    ctx: RequestContext,
    now = new Date(),
  ): Promise<ClosingView> {
    const a = await this.acting(user, negotiationId, now);
    let notice: DecisionNotice | null = null;
    await this.app.db.transaction(async (tx) => {
      const m = await findMilestone(tx, a.checklist.id, milestoneId, { forUpdate: true });
      if (!m) throw AppError.notFound(MILESTONE_NOT_FOUND);
      const facts = milestoneFacts(m);
      if (!mayDispute(facts))
        throw AppError.conflict('Este pago ya está en disputa: un administrador lo revisa.');
      await updateMilestone(tx, m.id, {
        status: 'en_disputa',
        statusBeforeDispute: m.status,
        disputedBy: user.id,
        disputedAt: now,
        disputeReason: input.reason,
        disputeResolvedBy: null,
        disputeResolvedAt: null,
        disputeResolution: null,
      });
      await recordAudit(tx, {
        userId: user.id,
        action: 'closing.dispute',
        description: `El ${closingSideLabels[a.side].toLowerCase()} abrió una disputa sobre «${m.label}» de «${a.facts.business.title}»`,
        metadata: {
          negotiationId: a.facts.id,
          businessId: a.facts.business.id,
          milestoneId: m.id,
          side: a.side,
          statusBefore: m.status,
          reason: input.reason,
          ip: ctx.ip,
        },
        targetType: 'closing_milestone',
        targetId: m.id,
      });
      const other = a.side === 'buyer' ? a.facts.sellerId : a.facts.buyerId;
      notice = disputeOpenedNotice(deal(a.facts), other, m.label, sentence(input.reason));
      await recordNotice(tx, notice);
    });
    if (notice) await mailNotice(this.app, notice);
    return this.render(a, now);
  }

  /** The caller's roads on live deals, for the dashboards («7 de 12 pasos»). */
  async mine(user: CurrentUser, side: ClosingSide | undefined, now = new Date()): Promise<MyClosingList> {
    const rows = await listMine(this.app.db, user.id, side, ecuadorDay(now), CLOSING_WORKING_STATUSES);
    return {
      items: rows.map((r) => ({
        negotiationId: r.negotiationId,
        businessTitle: r.businessTitle,
        side: r.side,
        progress: { done: r.done, total: r.total },
        overdue: r.overdue,
        milestonesConfirmed: r.milestonesConfirmed,
        milestonesTotal: r.milestonesTotal,
        nextDueDate: r.nextDueDate,
      })),
    };
  }
}

function assertMayUpload(side: ClosingSide, m: MilestoneRow) {
  const facts = milestoneFacts(m);
  if (side !== 'buyer')
    throw AppError.forbidden('El comprobante lo sube el comprador, que hace la transferencia.');
  if (!mayUploadReceipt(side, facts)) {
    throw AppError.conflict(
      m.status === 'confirmado'
        ? 'Este pago ya está confirmado: no hace falta otro comprobante.'
        : 'Este pago está en disputa: espera la revisión del administrador.',
    );
  }
}

function sha256(data: Buffer): string {
  return createHash('sha256').update(data).digest('hex');
}

const sentence = (text: string) => {
  const t = text.trim();
  return /[.!?…]$/.test(t) ? t : `${t}.`;
};

/** «Cuota 1 de 3» → «cuota-1-de-3», for the receipt's download name. */
function slugLabel(label: string): string {
  return (
    label
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 60) || 'pago'
  );
}
