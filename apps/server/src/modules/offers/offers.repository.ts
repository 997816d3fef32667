// SQL of offers and letters of intent (decision 170): templates, negotiations, versions, the
// chain's rows as read back, signing codes and signatures, and the listing facts the machine needs.
import type { OfferTerms } from '@traspasa/shared/offers';
import { and, asc, desc, eq, gt, inArray, isNull, lt, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { businesses } from '../../db/schema/businesses.ts';
import { ndas } from '../../db/schema/ndas.ts';
import {
  loiDocuments,
  negotiationEvents,
  negotiations,
  offerSignatures,
  offerSigningCodes,
  offerVersions,
} from '../../db/schema/offers.ts';
import { users } from '../../db/schema/users.ts';

export type LoiDocumentRow = typeof loiDocuments.$inferSelect;
export type NegotiationRow = typeof negotiations.$inferSelect;
export type OfferVersionRow = typeof offerVersions.$inferSelect;
export type NegotiationEventRow = typeof negotiationEvents.$inferSelect;
export type SignatureRow = typeof offerSignatures.$inferSelect;
export type SigningCodeRow = typeof offerSigningCodes.$inferSelect;

// ---------- templates ----------

export async function findActiveLoi(db: Db): Promise<LoiDocumentRow | null> {
  const [row] = await db.select().from(loiDocuments).where(eq(loiDocuments.isActive, true));
  return row ?? null;
}

export async function findLoi(db: Db, id: number): Promise<LoiDocumentRow | null> {
  const [row] = await db.select().from(loiDocuments).where(eq(loiDocuments.id, id));
  return row ?? null;
}

export async function findLoisByIds(db: Db, ids: number[]): Promise<LoiDocumentRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(loiDocuments).where(inArray(loiDocuments.id, ids));
}

export async function findLoiByVersion(db: Db, version: string): Promise<LoiDocumentRow | null> {
  const [row] = await db.select().from(loiDocuments).where(eq(loiDocuments.version, version));
  return row ?? null;
}

/** Serialises publications (one-key advisory lock, released with the transaction). */
export async function lockLoiPublication(tx: Db): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(40701::int, 0::int)`);
}

export async function deactivateLois(tx: Db): Promise<void> {
  await tx.update(loiDocuments).set({ isActive: false }).where(eq(loiDocuments.isActive, true));
}

export async function insertLoi(tx: Db, values: typeof loiDocuments.$inferInsert): Promise<LoiDocumentRow> {
  const [row] = await tx.insert(loiDocuments).values(values).returning();
  return row!;
}

// ---------- the listing ----------

const listingColumns = {
  id: businesses.id,
  sellerId: businesses.sellerId,
  title: businesses.title,
  slug: businesses.slug,
  status: businesses.status,
  category: businesses.category,
  location: businesses.location,
  askingPrice: businesses.askingPrice,
  inventoryIncluded: businesses.inventoryIncluded,
  inventoryValue: businesses.inventoryValue,
  equipmentIncluded: businesses.equipmentIncluded,
  trainingWeeks: businesses.trainingWeeks,
  acceptBackupOffers: businesses.acceptBackupOffers,
};
export type OfferListing = {
  id: number;
  sellerId: number;
  title: string;
  slug: string;
  status: string;
  category: string | null;
  location: string | null;
  askingPrice: string | null;
  inventoryIncluded: boolean | null;
  inventoryValue: string | null;
  equipmentIncluded: boolean | null;
  trainingWeeks: number | null;
  acceptBackupOffers: boolean;
};

export async function findListing(db: Db, id: number): Promise<OfferListing | null> {
  const [row] = await db.select(listingColumns).from(businesses).where(eq(businesses.id, id));
  return row ?? null;
}

/** The listing row locked for the rest of the transaction: acceptances of one listing queue here. */
export async function lockListing(tx: Db, id: number): Promise<OfferListing | null> {
  const [row] = await tx.select(listingColumns).from(businesses).where(eq(businesses.id, id)).for('update');
  return row ?? null;
}

/** The negotiation holding the listing (accepted or signed), if any. */
export async function findHolding(
  db: Db,
  businessId: number,
): Promise<{ id: number; status: string } | null> {
  const [row] = await db
    .select({ id: negotiations.id, status: negotiations.status })
    .from(negotiations)
    .where(
      and(eq(negotiations.businessId, businessId), inArray(negotiations.status, ['accepted', 'signed'])),
    );
  return row ?? null;
}

export async function findHoldingNegotiation(db: Db, businessId: number): Promise<number | null> {
  return (await findHolding(db, businessId))?.id ?? null;
}

/**
 * The buyer has a negotiation on the listing that is accepted, signed or closed (decision 170):
 * what the data room's `accepted_offer` folders ask (decision 172).
 */
export async function hasAcceptedNegotiation(db: Db, businessId: number, buyerId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: negotiations.id })
    .from(negotiations)
    .where(
      and(
        eq(negotiations.businessId, businessId),
        eq(negotiations.buyerId, buyerId),
        inArray(negotiations.status, ['accepted', 'signed', 'closed']),
      ),
    )
    .limit(1);
  return row !== undefined;
}

// ---------- people ----------

export type Person = {
  id: number;
  fullName: string | null;
  username: string;
  email: string;
  identityVerified: boolean;
};

export async function findPeople(db: Db, ids: number[]): Promise<Map<number, Person>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: users.id,
      fullName: users.fullName,
      username: users.username,
      email: users.email,
      identityVerified: users.identityVerified,
    })
    .from(users)
    .where(inArray(users.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, r]));
}

// ---------- negotiations and versions ----------

export async function insertNegotiation(
  tx: Db,
  values: typeof negotiations.$inferInsert,
): Promise<NegotiationRow> {
  const [row] = await tx.insert(negotiations).values(values).returning();
  return row!;
}

export async function insertVersion(
  tx: Db,
  values: Omit<typeof offerVersions.$inferInsert, 'terms'> & { terms: OfferTerms },
): Promise<OfferVersionRow> {
  const [row] = await tx.insert(offerVersions).values(values).returning();
  return row!;
}

export async function findNegotiation(db: Db, id: number): Promise<NegotiationRow | null> {
  const [row] = await db.select().from(negotiations).where(eq(negotiations.id, id));
  return row ?? null;
}

export async function lockNegotiation(tx: Db, id: number): Promise<NegotiationRow | null> {
  const [row] = await tx.select().from(negotiations).where(eq(negotiations.id, id)).for('update');
  return row ?? null;
}

export async function updateNegotiation(
  tx: Db,
  id: number,
  values: Partial<typeof negotiations.$inferInsert>,
): Promise<NegotiationRow> {
  const [row] = await tx
    .update(negotiations)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(negotiations.id, id))
    .returning();
  return row!;
}

export async function updateVersion(
  tx: Db,
  id: number,
  values: Partial<Omit<typeof offerVersions.$inferInsert, 'terms'>>,
): Promise<void> {
  await tx.update(offerVersions).set(values).where(eq(offerVersions.id, id));
}

export async function versionsOf(db: Db, negotiationId: number): Promise<OfferVersionRow[]> {
  return db
    .select()
    .from(offerVersions)
    .where(eq(offerVersions.negotiationId, negotiationId))
    .orderBy(asc(offerVersions.number));
}

export async function findOpenVersion(db: Db, negotiationId: number): Promise<OfferVersionRow | null> {
  const [row] = await db
    .select()
    .from(offerVersions)
    .where(and(eq(offerVersions.negotiationId, negotiationId), eq(offerVersions.status, 'open')));
  return row ?? null;
}

export async function findVersion(db: Db, id: number): Promise<OfferVersionRow | null> {
  const [row] = await db.select().from(offerVersions).where(eq(offerVersions.id, id));
  return row ?? null;
}

export async function lastVersionNumber(db: Db, negotiationId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`coalesce(max(${offerVersions.number}), 0)::int` })
    .from(offerVersions)
    .where(eq(offerVersions.negotiationId, negotiationId));
  return row?.n ?? 0;
}

export async function eventsOf(db: Db, negotiationId: number): Promise<NegotiationEventRow[]> {
  return db
    .select()
    .from(negotiationEvents)
    .where(eq(negotiationEvents.negotiationId, negotiationId))
    .orderBy(asc(negotiationEvents.seq));
}

export interface ListFilter {
  /** Negotiations where this person is the buyer or the seller (null: any, for admins). */
  userId: number | null;
  role?: 'buyer' | 'seller';
  status?: string;
  businessId?: number;
}

export type NegotiationListRow = NegotiationRow & {
  businessTitle: string;
  businessSlug: string;
  versionCount: number;
  latest: OfferVersionRow;
};

/** The negotiations matching `filter`, newest activity first, with their latest version. */
export async function listNegotiations(
  db: Db,
  filter: ListFilter,
  limit = 200,
): Promise<NegotiationListRow[]> {
  const conditions: SQL[] = [];
  if (filter.userId !== null) {
    if (filter.role === 'buyer') conditions.push(eq(negotiations.buyerId, filter.userId));
    else if (filter.role === 'seller') conditions.push(eq(negotiations.sellerId, filter.userId));
    else
      conditions.push(
        sql`(${negotiations.buyerId} = ${filter.userId} or ${negotiations.sellerId} = ${filter.userId})`,
      );
  }
  if (filter.status) conditions.push(eq(negotiations.status, filter.status));
  if (filter.businessId) conditions.push(eq(negotiations.businessId, filter.businessId));
  const latest = alias(offerVersions, 'latest');
  const rows = await db
    .select({
      negotiation: negotiations,
      businessTitle: businesses.title,
      businessSlug: businesses.slug,
      latest,
      versionCount: sql<number>`(select count(*)::int from ${offerVersions} where ${offerVersions.negotiationId} = ${negotiations.id})`,
    })
    .from(negotiations)
    .innerJoin(businesses, eq(businesses.id, negotiations.businessId))
    .innerJoin(
      latest,
      and(
        eq(latest.negotiationId, negotiations.id),
        sql`${latest.number} = (select max(v.number) from offer_versions v where v.negotiation_id = ${negotiations.id})`,
      ),
    )
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(desc(negotiations.updatedAt), desc(negotiations.id))
    .limit(limit);
  return rows.map((r) => ({
    ...r.negotiation,
    businessTitle: r.businessTitle,
    businessSlug: r.businessSlug,
    versionCount: r.versionCount,
    latest: r.latest,
  }));
}

// ---------- the seller's pipeline ----------

export async function pipelineCounts(
  db: Db,
  businessId: number,
): Promise<{ interested: number; ndaSigned: number; offers: number; reserved: number; sold: number }> {
  const [nda] = await db
    .select({
      interested: sql<number>`count(*)::int`,
      signed: sql<number>`count(*) filter (where ${ndas.status} = 'signed')::int`,
    })
    .from(ndas)
    .where(eq(ndas.businessId, businessId));
  const [neg] = await db
    .select({
      offers: sql<number>`count(distinct ${negotiations.buyerId})::int`,
      reserved: sql<number>`count(*) filter (where ${negotiations.status} = 'signed')::int`,
      sold: sql<number>`count(*) filter (where ${negotiations.status} = 'closed')::int`,
    })
    .from(negotiations)
    .where(eq(negotiations.businessId, businessId));
  return {
    interested: nda?.interested ?? 0,
    ndaSigned: nda?.signed ?? 0,
    offers: neg?.offers ?? 0,
    reserved: neg?.reserved ?? 0,
    sold: neg?.sold ?? 0,
  };
}

// ---------- the lapse job ----------

/** Open versions whose validity day is before `today` (Ecuador's day). */
export const versionLapseDue = (today: string): SQL =>
  and(eq(offerVersions.status, 'open'), lt(offerVersions.validUntil, today))!;

export async function listLapsingVersionIds(db: Db, today: string, afterId: number, limit: number) {
  const rows = await db
    .select({ id: offerVersions.id })
    .from(offerVersions)
    .where(and(versionLapseDue(today), gt(offerVersions.id, afterId)))
    .orderBy(asc(offerVersions.id))
    .limit(limit);
  return rows.map((r) => r.id);
}

/** The negotiation of a due version, locked (skip locked), still due. */
export async function lockLapsingVersion(
  tx: Db,
  versionId: number,
  today: string,
): Promise<{ negotiation: NegotiationRow; version: OfferVersionRow } | null> {
  const [row] = await tx
    .select({ negotiation: negotiations, version: offerVersions })
    .from(offerVersions)
    .innerJoin(negotiations, eq(negotiations.id, offerVersions.negotiationId))
    .where(and(eq(offerVersions.id, versionId), versionLapseDue(today), eq(negotiations.status, 'open')))
    .for('update', { skipLocked: true });
  return row ?? null;
}

export async function listLapsingAcceptedIds(db: Db, before: Date, afterId: number, limit: number) {
  const rows = await db
    .select({ id: negotiations.id })
    .from(negotiations)
    .where(
      and(
        eq(negotiations.status, 'accepted'),
        lt(negotiations.acceptedAt, before),
        gt(negotiations.id, afterId),
      ),
    )
    .orderBy(asc(negotiations.id))
    .limit(limit);
  return rows.map((r) => r.id);
}

export async function lockLapsingAccepted(tx: Db, id: number, before: Date): Promise<NegotiationRow | null> {
  const [row] = await tx
    .select()
    .from(negotiations)
    .where(
      and(eq(negotiations.id, id), eq(negotiations.status, 'accepted'), lt(negotiations.acceptedAt, before)),
    )
    .for('update', { skipLocked: true });
  return row ?? null;
}

// ---------- signing ----------

export interface SigningSubjectKey {
  negotiationId: number;
  purpose: 'acceptance' | 'extension';
  subjectId: number;
}

export async function supersedeOpenCodes(tx: Db, key: SigningSubjectKey, userId: number): Promise<void> {
  await tx
    .update(offerSigningCodes)
    .set({ consumedAt: new Date() })
    .where(
      and(
        eq(offerSigningCodes.purpose, key.purpose),
        eq(offerSigningCodes.subjectId, key.subjectId),
        eq(offerSigningCodes.userId, userId),
        isNull(offerSigningCodes.consumedAt),
      ),
    );
}

export async function insertSigningCode(
  tx: Db,
  values: typeof offerSigningCodes.$inferInsert,
): Promise<SigningCodeRow> {
  const [row] = await tx.insert(offerSigningCodes).values(values).returning();
  return row!;
}

export async function findOpenCodeForUpdate(
  tx: Db,
  key: SigningSubjectKey,
  userId: number,
): Promise<SigningCodeRow | null> {
  const [row] = await tx
    .select()
    .from(offerSigningCodes)
    .where(
      and(
        eq(offerSigningCodes.purpose, key.purpose),
        eq(offerSigningCodes.subjectId, key.subjectId),
        eq(offerSigningCodes.userId, userId),
        isNull(offerSigningCodes.consumedAt),
      ),
    )
    .orderBy(desc(offerSigningCodes.id))
    .limit(1)
    .for('update');
  return row ?? null;
}

export async function countFailedAttempt(tx: Db, codeId: number): Promise<number> {
  const [row] = await tx
    .update(offerSigningCodes)
    .set({ attempts: sql`${offerSigningCodes.attempts} + 1` })
    .where(eq(offerSigningCodes.id, codeId))
    .returning({ attempts: offerSigningCodes.attempts });
  return row?.attempts ?? 0;
}

export async function consumeCode(tx: Db, codeId: number): Promise<void> {
  await tx.update(offerSigningCodes).set({ consumedAt: new Date() }).where(eq(offerSigningCodes.id, codeId));
}

export async function insertSignature(
  tx: Db,
  values: typeof offerSignatures.$inferInsert,
): Promise<SignatureRow> {
  const [row] = await tx.insert(offerSignatures).values(values).returning();
  return row!;
}

export async function signaturesOf(db: Db, negotiationId: number): Promise<SignatureRow[]> {
  return db
    .select()
    .from(offerSignatures)
    .where(eq(offerSignatures.negotiationId, negotiationId))
    .orderBy(asc(offerSignatures.id));
}

export async function signaturesFor(db: Db, key: SigningSubjectKey): Promise<SignatureRow[]> {
  return db
    .select()
    .from(offerSignatures)
    .where(and(eq(offerSignatures.purpose, key.purpose), eq(offerSignatures.subjectId, key.subjectId)))
    .orderBy(asc(offerSignatures.id));
}
