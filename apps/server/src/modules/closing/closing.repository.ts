// The road to closing's SQL (decision 175): checklists, their items, comments, evidence and
// payment milestones. The templates' SQL is in closing-templates.repository.ts.
import type { ClosingItemStatus, ClosingSide } from '@traspasa/shared/closing';
import type { OfferTerms } from '@traspasa/shared/offers';
import { and, asc, desc, eq, gt, inArray, isNotNull, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { businesses } from '../../db/schema/businesses.ts';
import {
  closingChecklists,
  closingItemComments,
  closingItemEvidence,
  closingItems,
  closingMilestones,
} from '../../db/schema/closing.ts';
import { dataRoomFiles } from '../../db/schema/data-room.ts';
import { negotiations, offerVersions } from '../../db/schema/offers.ts';
import { users } from '../../db/schema/users.ts';

export type ChecklistRow = typeof closingChecklists.$inferSelect;
export type NewChecklistRow = typeof closingChecklists.$inferInsert;
export type ItemRow = typeof closingItems.$inferSelect;
export type NewItemRow = typeof closingItems.$inferInsert;
export type MilestoneRow = typeof closingMilestones.$inferSelect;
export type NewMilestoneRow = typeof closingMilestones.$inferInsert;
export type CommentRow = typeof closingItemComments.$inferSelect & { authorName: string | null };
export type EvidenceRow = Omit<typeof closingItemEvidence.$inferSelect, 'fileName'> & { fileName: string };

const buyer = alias(users, 'buyer');
const seller = alias(users, 'seller');
const nameOf = (u: { fullName: AnyPgColumn; username: AnyPgColumn }) =>
  sql<string>`coalesce(nullif(btrim(${u.fullName}), ''), ${u.username})`;

/** What the road needs of a negotiation and its listing (the accepted version's terms included). */
export interface NegotiationFacts {
  id: number;
  status: string;
  buyerId: number;
  sellerId: number;
  buyerName: string;
  sellerName: string;
  acceptedAt: Date | null;
  signedAt: Date | null;
  terms: OfferTerms | null;
  business: { id: number; title: string; slug: string; country: string | null; category: string | null };
}

export async function findNegotiationFacts(db: Db, negotiationId: number): Promise<NegotiationFacts | null> {
  const [row] = await db
    .select({
      id: negotiations.id,
      status: negotiations.status,
      buyerId: negotiations.buyerId,
      sellerId: negotiations.sellerId,
      buyerName: nameOf(buyer),
      sellerName: nameOf(seller),
      acceptedAt: negotiations.acceptedAt,
      signedAt: negotiations.signedAt,
      terms: offerVersions.terms,
      businessId: businesses.id,
      title: businesses.title,
      slug: businesses.slug,
      country: businesses.country,
      category: businesses.category,
    })
    .from(negotiations)
    .innerJoin(businesses, eq(businesses.id, negotiations.businessId))
    .innerJoin(buyer, eq(buyer.id, negotiations.buyerId))
    .innerJoin(seller, eq(seller.id, negotiations.sellerId))
    .leftJoin(offerVersions, eq(offerVersions.id, negotiations.acceptedVersionId))
    .where(eq(negotiations.id, negotiationId));
  if (!row) return null;
  return {
    id: row.id,
    status: row.status,
    buyerId: row.buyerId,
    sellerId: row.sellerId,
    buyerName: row.buyerName,
    sellerName: row.sellerName,
    acceptedAt: row.acceptedAt,
    signedAt: row.signedAt,
    terms: row.terms ?? null,
    business: {
      id: row.businessId,
      title: row.title,
      slug: row.slug,
      country: row.country,
      category: row.category,
    },
  };
}

// ---------- checklists ----------

export async function findChecklistByNegotiation(
  db: Db,
  negotiationId: number,
  opts: { forUpdate?: boolean } = {},
): Promise<ChecklistRow | null> {
  const q = db.select().from(closingChecklists).where(eq(closingChecklists.negotiationId, negotiationId));
  const [row] = opts.forUpdate ? await q.for('update') : await q;
  return row ?? null;
}

/** Null when another request opened it first (the unique negotiation index). */
export async function insertChecklist(db: Db, values: NewChecklistRow): Promise<ChecklistRow | null> {
  const [row] = await db
    .insert(closingChecklists)
    .values(values)
    .onConflictDoNothing({ target: closingChecklists.negotiationId })
    .returning();
  return row ?? null;
}

export async function insertItems(db: Db, values: NewItemRow[]): Promise<void> {
  if (values.length > 0) await db.insert(closingItems).values(values);
}

export async function insertMilestones(db: Db, values: NewMilestoneRow[]): Promise<void> {
  if (values.length > 0) await db.insert(closingMilestones).values(values);
}

/**
 * Counts every open item from the signing day once both signed: each due date moves to the
 * new base plus its offset, and a moved date may be reminded again.
 */
export async function rebaseChecklist(db: Db, checklistId: number, baseDate: string): Promise<void> {
  await db
    .update(closingChecklists)
    .set({ baseDate, baseKind: 'signed' })
    .where(eq(closingChecklists.id, checklistId));
  const newDue = sql`(${baseDate}::date + ${closingItems.dueOffsetDays})`;
  await db
    .update(closingItems)
    .set({
      dueDate: sql`${newDue}`,
      reminderSentAt: sql`case when ${closingItems.dueDate} = ${newDue} then ${closingItems.reminderSentAt} end`,
    })
    .where(eq(closingItems.checklistId, checklistId));
}

// ---------- items ----------

export function listItems(db: Db, checklistId: number): Promise<ItemRow[]> {
  return db
    .select()
    .from(closingItems)
    .where(eq(closingItems.checklistId, checklistId))
    .orderBy(asc(closingItems.position));
}

export async function findItem(
  db: Db,
  checklistId: number,
  itemId: number,
  opts: { forUpdate?: boolean } = {},
): Promise<ItemRow | null> {
  const q = db
    .select()
    .from(closingItems)
    .where(and(eq(closingItems.id, itemId), eq(closingItems.checklistId, checklistId)));
  const [row] = opts.forUpdate ? await q.for('update') : await q;
  return row ?? null;
}

export async function updateItemStatus(
  db: Db,
  itemId: number,
  status: ClosingItemStatus,
  by: number,
  at: Date,
): Promise<void> {
  await db
    .update(closingItems)
    .set({ status, statusChangedAt: at, statusChangedBy: by })
    .where(eq(closingItems.id, itemId));
}

export async function listComments(db: Db, itemIds: number[]): Promise<CommentRow[]> {
  if (itemIds.length === 0) return [];
  return db
    .select({
      id: closingItemComments.id,
      itemId: closingItemComments.itemId,
      authorId: closingItemComments.authorId,
      body: closingItemComments.body,
      createdAt: closingItemComments.createdAt,
      authorName: sql<string | null>`case when ${users.id} is null then null else ${nameOf(users)} end`,
    })
    .from(closingItemComments)
    .leftJoin(users, eq(users.id, closingItemComments.authorId))
    .where(inArray(closingItemComments.itemId, itemIds))
    .orderBy(asc(closingItemComments.id));
}

export async function insertComment(db: Db, values: { itemId: number; authorId: number; body: string }) {
  await db.insert(closingItemComments).values(values);
}

/** A step's evidence still in the room (a file the seller removed from the room is not listed). */
export function listEvidence(db: Db, itemIds: number[]): Promise<EvidenceRow[]> {
  if (itemIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: closingItemEvidence.id,
      itemId: closingItemEvidence.itemId,
      fileId: closingItemEvidence.fileId,
      fileName: dataRoomFiles.name,
      uploadedBy: closingItemEvidence.uploadedBy,
      createdAt: closingItemEvidence.createdAt,
    })
    .from(closingItemEvidence)
    .innerJoin(dataRoomFiles, eq(dataRoomFiles.id, closingItemEvidence.fileId))
    .where(and(inArray(closingItemEvidence.itemId, itemIds), isNull(dataRoomFiles.deletedAt)))
    .orderBy(asc(closingItemEvidence.id));
}

export async function insertEvidence(
  db: Db,
  values: { itemId: number; fileId: number; fileName: string; uploadedBy: number },
): Promise<void> {
  await db.insert(closingItemEvidence).values(values);
}

// ---------- milestones ----------

export function listMilestones(db: Db, checklistId: number): Promise<MilestoneRow[]> {
  return db
    .select()
    .from(closingMilestones)
    .where(eq(closingMilestones.checklistId, checklistId))
    .orderBy(asc(closingMilestones.position));
}

export async function findMilestone(
  db: Db,
  checklistId: number,
  milestoneId: number,
  opts: { forUpdate?: boolean } = {},
): Promise<MilestoneRow | null> {
  const q = db
    .select()
    .from(closingMilestones)
    .where(and(eq(closingMilestones.id, milestoneId), eq(closingMilestones.checklistId, checklistId)));
  const [row] = opts.forUpdate ? await q.for('update') : await q;
  return row ?? null;
}

export async function updateMilestone(
  db: Db,
  milestoneId: number,
  values: Partial<NewMilestoneRow>,
): Promise<MilestoneRow> {
  const [row] = await db
    .update(closingMilestones)
    .set(values)
    .where(eq(closingMilestones.id, milestoneId))
    .returning();
  return row!;
}

// ---------- the dashboards ----------

export interface MyChecklistRow {
  negotiationId: number;
  businessTitle: string;
  side: ClosingSide;
  done: number;
  total: number;
  overdue: number;
  milestonesConfirmed: number;
  milestonesTotal: number;
  nextDueDate: string | null;
}

/** The caller's roads on negotiations still worked on, newest first. */
export async function listMine(
  db: Db,
  userId: number,
  side: ClosingSide | undefined,
  today: string,
  workingStatuses: readonly string[],
): Promise<MyChecklistRow[]> {
  const c = closingChecklists;
  const who: SQL =
    side === 'buyer'
      ? eq(c.buyerId, userId)
      : side === 'seller'
        ? eq(c.sellerId, userId)
        : or(eq(c.buyerId, userId), eq(c.sellerId, userId))!;
  const i = closingItems;
  const m = closingMilestones;
  const rows = await db
    .select({
      negotiationId: c.negotiationId,
      businessTitle: businesses.title,
      side: sql<ClosingSide>`case when ${c.buyerId} = ${userId} then 'buyer' else 'seller' end`,
      done: sql<number>`(select count(*)::int from ${i} where ${i.checklistId} = ${c.id} and ${i.status} = 'hecho')`,
      total: sql<number>`(select count(*)::int from ${i} where ${i.checklistId} = ${c.id} and ${i.status} <> 'no_aplica')`,
      overdue: sql<number>`(select count(*)::int from ${i} where ${i.checklistId} = ${c.id} and ${i.status} in ('pendiente', 'en_curso') and ${i.dueDate} < ${today}::date)`,
      nextDueDate: sql<
        string | null
      >`(select min(${i.dueDate})::text from ${i} where ${i.checklistId} = ${c.id} and ${i.status} in ('pendiente', 'en_curso'))`,
      milestonesConfirmed: sql<number>`(select count(*)::int from ${m} where ${m.checklistId} = ${c.id} and ${m.status} = 'confirmado')`,
      milestonesTotal: sql<number>`(select count(*)::int from ${m} where ${m.checklistId} = ${c.id})`,
    })
    .from(c)
    .innerJoin(negotiations, eq(negotiations.id, c.negotiationId))
    .innerJoin(businesses, eq(businesses.id, c.businessId))
    .where(and(who, inArray(negotiations.status, [...workingStatuses])))
    .orderBy(desc(c.openedAt), desc(c.id))
    .limit(50);
  return rows;
}

// ---------- disputes (admins) ----------

export interface DisputeRow {
  milestone: MilestoneRow;
  negotiationId: number;
  buyerId: number;
  sellerId: number;
  businessTitle: string;
  buyerName: string;
  sellerName: string;
}

export function listDisputes(db: Db, open: boolean): Promise<DisputeRow[]> {
  const m = closingMilestones;
  const c = closingChecklists;
  return db
    .select({
      milestone: m,
      negotiationId: c.negotiationId,
      buyerId: c.buyerId,
      sellerId: c.sellerId,
      businessTitle: businesses.title,
      buyerName: nameOf(buyer),
      sellerName: nameOf(seller),
    })
    .from(m)
    .innerJoin(c, eq(c.id, m.checklistId))
    .innerJoin(businesses, eq(businesses.id, c.businessId))
    .innerJoin(buyer, eq(buyer.id, c.buyerId))
    .innerJoin(seller, eq(seller.id, c.sellerId))
    .where(
      open
        ? eq(m.status, 'en_disputa')
        : and(isNotNull(m.disputeResolvedAt), isNotNull(m.disputedAt), sql`${m.status} <> 'en_disputa'`),
    )
    .orderBy(open ? asc(m.disputedAt) : desc(m.disputeResolvedAt))
    .limit(200);
}

export async function findDisputedMilestone(
  db: Db,
  milestoneId: number,
): Promise<{ milestone: MilestoneRow; checklist: ChecklistRow; businessTitle: string } | null> {
  const [row] = await db
    .select({ milestone: closingMilestones, checklist: closingChecklists, businessTitle: businesses.title })
    .from(closingMilestones)
    .innerJoin(closingChecklists, eq(closingChecklists.id, closingMilestones.checklistId))
    .innerJoin(businesses, eq(businesses.id, closingChecklists.businessId))
    .where(eq(closingMilestones.id, milestoneId))
    .for('update', { of: closingMilestones });
  return row ?? null;
}

// ---------- the overdue reminders ----------

function overdueCondition(today: string, workingStatuses: readonly string[]): SQL {
  return and(
    inArray(closingItems.status, ['pendiente', 'en_curso']),
    isNull(closingItems.reminderSentAt),
    lt(closingItems.dueDate, today),
    sql`exists (select 1 from ${closingChecklists} join ${negotiations} on ${negotiations.id} = ${closingChecklists.negotiationId}
      where ${closingChecklists.id} = ${closingItems.checklistId} and ${inArray(negotiations.status, [...workingStatuses])})`,
  )!;
}

/** Negotiations past acceptance whose road nobody has opened yet (the reminders job opens them). */
export async function listUnopenedNegotiationIds(
  db: Db,
  workingStatuses: readonly string[],
  limit: number,
): Promise<number[]> {
  const rows = await db
    .select({ id: negotiations.id })
    .from(negotiations)
    .leftJoin(closingChecklists, eq(closingChecklists.negotiationId, negotiations.id))
    .where(
      and(
        inArray(negotiations.status, [...workingStatuses]),
        isNotNull(negotiations.acceptedAt),
        isNull(closingChecklists.id),
      ),
    )
    .orderBy(asc(negotiations.id))
    .limit(limit);
  return rows.map((r) => r.id);
}

export async function listOverdueIds(
  db: Db,
  today: string,
  workingStatuses: readonly string[],
  afterId: number,
  limit: number,
): Promise<number[]> {
  const rows = await db
    .select({ id: closingItems.id })
    .from(closingItems)
    .where(and(overdueCondition(today, workingStatuses), gt(closingItems.id, afterId)))
    .orderBy(asc(closingItems.id))
    .limit(limit);
  return rows.map((r) => r.id);
}

export interface OverdueRow {
  item: ItemRow;
  checklist: ChecklistRow;
  businessTitle: string;
}

export async function lockOverdue(
  db: Db,
  id: number,
  today: string,
  workingStatuses: readonly string[],
): Promise<OverdueRow | null> {
  const [row] = await db
    .select({ item: closingItems, checklist: closingChecklists, businessTitle: businesses.title })
    .from(closingItems)
    .innerJoin(closingChecklists, eq(closingChecklists.id, closingItems.checklistId))
    .innerJoin(businesses, eq(businesses.id, closingChecklists.businessId))
    .where(and(eq(closingItems.id, id), overdueCondition(today, workingStatuses)))
    .for('update', { of: closingItems, skipLocked: true });
  return row ?? null;
}

export async function markReminded(db: Db, itemId: number, at: Date): Promise<void> {
  await db.update(closingItems).set({ reminderSentAt: at }).where(eq(closingItems.id, itemId));
}
