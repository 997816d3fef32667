import { and, asc, desc, eq, isNull, lt, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { fileAccessLogs } from '../../db/schema/admin.ts';
import { businesses } from '../../db/schema/businesses.ts';
import { ndaDocuments, ndaEvents, ndaSignatureCodes, ndas } from '../../db/schema/ndas.ts';
import { users } from '../../db/schema/users.ts';
import { unaccentedContains } from '../../db/unaccented.ts';

export type NdaRow = typeof ndas.$inferSelect;
export type NewNda = typeof ndas.$inferInsert;
export type NdaDocumentRow = typeof ndaDocuments.$inferSelect;

// ---------- documents ----------

export async function findActiveDocument(db: Db): Promise<NdaDocumentRow | null> {
  const [row] = await db.select().from(ndaDocuments).where(eq(ndaDocuments.isActive, true)).limit(1);
  return row ?? null;
}

export async function findDocumentById(db: Db, id: number): Promise<NdaDocumentRow | null> {
  const [row] = await db.select().from(ndaDocuments).where(eq(ndaDocuments.id, id)).limit(1);
  return row ?? null;
}

export async function findDocumentByVersion(db: Db, version: string): Promise<NdaDocumentRow | null> {
  const [row] = await db.select().from(ndaDocuments).where(eq(ndaDocuments.version, version)).limit(1);
  return row ?? null;
}

/** Serialises publications: two admins publishing at once queue up instead of colliding. */
export async function lockDocumentPublication(db: Db): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext('traspasa:nda-documents:publish'))`);
}

export async function deactivateDocuments(db: Db): Promise<void> {
  await db
    .update(ndaDocuments)
    .set({ isActive: false, updatedAt: new Date() })
    .where(eq(ndaDocuments.isActive, true));
}

export async function insertDocument(
  db: Db,
  values: { version: string; title: string; content: string; documentHash: string },
): Promise<NdaDocumentRow> {
  const [row] = await db
    .insert(ndaDocuments)
    .values({ ...values, isActive: true })
    .returning();
  return row!;
}

// ---------- listings and people ----------

/** What signing needs to know about a listing: never its confidential part. */
export async function findListingForNda(db: Db, businessId: number) {
  const [row] = await db
    .select({
      id: businesses.id,
      sellerId: businesses.sellerId,
      status: businesses.status,
      title: businesses.title,
      slug: businesses.slug,
      location: businesses.location,
      category: businesses.category,
      images: businesses.images,
      requiresEnhancedSignature: businesses.requiresEnhancedSignature,
      accessMode: businesses.accessMode,
      acceptBackupOffers: businesses.acceptBackupOffers,
    })
    .from(businesses)
    .where(eq(businesses.id, businessId))
    .limit(1);
  return row ?? null;
}
export type ListingForNda = NonNullable<Awaited<ReturnType<typeof findListingForNda>>>;

export async function findPerson(db: Db, id: number) {
  const [row] = await db
    .select({
      id: users.id,
      username: users.username,
      fullName: users.fullName,
      email: users.email,
      identityVerified: users.identityVerified,
      notificationPreferences: users.notificationPreferences,
    })
    .from(users)
    .where(eq(users.id, id))
    .limit(1);
  return row ?? null;
}
export type Person = NonNullable<Awaited<ReturnType<typeof findPerson>>>;

// ---------- ndas ----------

const listingSummary = {
  id: businesses.id,
  sellerId: businesses.sellerId,
  status: businesses.status,
  slug: businesses.slug,
  title: businesses.title,
  location: businesses.location,
  category: businesses.category,
  images: businesses.images,
};

export type NdaWithListing = { nda: NdaRow; business: ListingForNdaSummary };
export type ListingForNdaSummary = {
  id: number;
  sellerId: number;
  status: string;
  slug: string;
  title: string;
  location: string | null;
  category: string | null;
  images: string[];
};

/** The NDA and its listing's public summary; `forUpdate` locks the NDA row until the transaction ends. */
export async function findNdaWithListing(
  db: Db,
  id: number,
  opts: { forUpdate?: boolean } = {},
): Promise<NdaWithListing | null> {
  const query = db
    .select({ nda: ndas, business: listingSummary })
    .from(ndas)
    .innerJoin(businesses, eq(businesses.id, ndas.businessId))
    .where(eq(ndas.id, id))
    .limit(1);
  const [row] = opts.forUpdate ? await query.for('update', { of: ndas }) : await query;
  return row ?? null;
}

export async function findNdaByBuyer(
  db: Db,
  userId: number,
  businessId: number,
): Promise<NdaWithListing | null> {
  const [row] = await db
    .select({ nda: ndas, business: listingSummary })
    .from(ndas)
    .innerJoin(businesses, eq(businesses.id, ndas.businessId))
    .where(and(eq(ndas.userId, userId), eq(ndas.businessId, businessId)))
    .limit(1);
  return row ?? null;
}

export async function listNdasOfBuyer(db: Db, userId: number): Promise<NdaWithListing[]> {
  return db
    .select({ nda: ndas, business: listingSummary })
    .from(ndas)
    .innerJoin(businesses, eq(businesses.id, ndas.businessId))
    .where(eq(ndas.userId, userId))
    .orderBy(desc(ndas.id));
}

/** Inserts unless the (buyer, listing) pair already has its NDA; null when it had one. */
export async function insertNdaIfAbsent(db: Db, values: NewNda): Promise<NdaRow | null> {
  const [row] = await db.insert(ndas).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export async function updateNda(
  db: Db,
  id: number,
  values: Partial<NewNda>,
  where?: SQL,
): Promise<NdaRow | null> {
  const [row] = await db
    .update(ndas)
    .set({ ...values, updatedAt: new Date() })
    .where(where ? and(eq(ndas.id, id), where) : eq(ndas.id, id))
    .returning();
  return row ?? null;
}

/** The signed NDA of a buyer for a listing, if any (confidential downloads are evidence). */
export async function findSignedNdaId(db: Db, userId: number, businessId: number): Promise<number | null> {
  const [row] = await db
    .select({ id: ndas.id })
    .from(ndas)
    .where(and(eq(ndas.userId, userId), eq(ndas.businessId, businessId), eq(ndas.status, 'signed')))
    .limit(1);
  return row?.id ?? null;
}

// ---------- evidence ----------

export async function listEventsWithActors(db: Db, ndaId: number) {
  return db
    .select({
      id: ndaEvents.id,
      eventType: ndaEvents.eventType,
      createdAt: ndaEvents.createdAt,
      actorUserId: ndaEvents.actorUserId,
      actorFullName: users.fullName,
      actorUsername: users.username,
      ipAddress: ndaEvents.ipAddress,
      userAgent: ndaEvents.userAgent,
      metadata: ndaEvents.metadata,
      hash: ndaEvents.hash,
    })
    .from(ndaEvents)
    .leftJoin(users, eq(users.id, ndaEvents.actorUserId))
    .where(eq(ndaEvents.ndaId, ndaId))
    .orderBy(asc(ndaEvents.id));
}
export type EventWithActor = Awaited<ReturnType<typeof listEventsWithActors>>[number];

export async function recordFileAccess(
  db: Db,
  read: {
    userId: number;
    ndaId: number;
    fileKey: string;
    ipAddress: string | null;
    userAgent: string | null;
  },
): Promise<void> {
  await db.insert(fileAccessLogs).values({
    userId: read.userId,
    fileKey: read.fileKey,
    subjectType: 'nda',
    subjectId: read.ndaId,
    ipAddress: read.ipAddress,
    userAgent: read.userAgent,
  });
}

// ---------- one-time signing codes ----------

export type SignatureCodeRow = typeof ndaSignatureCodes.$inferSelect;

/** A new code replaces every open one: only the last code mailed can sign. */
export async function supersedeOpenCodes(db: Db, ndaId: number): Promise<void> {
  await db
    .update(ndaSignatureCodes)
    .set({ consumedAt: new Date() })
    .where(and(eq(ndaSignatureCodes.ndaId, ndaId), isNull(ndaSignatureCodes.consumedAt)));
}

export async function insertSignatureCode(
  db: Db,
  values: { ndaId: number; codeHash: string; salt: string; expiresAt: Date },
): Promise<SignatureCodeRow> {
  const [row] = await db.insert(ndaSignatureCodes).values(values).returning();
  return row!;
}

/** The newest code of the NDA that is still unused, locked for the check. */
export async function findOpenCodeForUpdate(db: Db, ndaId: number): Promise<SignatureCodeRow | null> {
  const [row] = await db
    .select()
    .from(ndaSignatureCodes)
    .where(and(eq(ndaSignatureCodes.ndaId, ndaId), isNull(ndaSignatureCodes.consumedAt)))
    .orderBy(desc(ndaSignatureCodes.id))
    .limit(1)
    .for('update');
  return row ?? null;
}

export async function countFailedAttempt(db: Db, codeId: number): Promise<number> {
  const [row] = await db
    .update(ndaSignatureCodes)
    .set({ attempts: sql`${ndaSignatureCodes.attempts} + 1` })
    .where(eq(ndaSignatureCodes.id, codeId))
    .returning({ attempts: ndaSignatureCodes.attempts });
  return row?.attempts ?? 0;
}

export async function consumeCode(db: Db, codeId: number): Promise<void> {
  await db.update(ndaSignatureCodes).set({ consumedAt: new Date() }).where(eq(ndaSignatureCodes.id, codeId));
}

// ---------- audit ----------

export interface AuditFilter {
  /** Only the listings of this seller; undefined for admins (everything). */
  sellerId?: number;
  businessId?: number;
  /** Part of the listing's title, without regard to case or accents. */
  businessTitle?: string;
  status?: string;
  from?: string;
  to?: string;
  awaitingReview?: boolean;
}

/** Dates are whole days in Ecuador's time zone (the first market; decision 031). */
const AUDIT_TIME_ZONE = 'America/Guayaquil';

function auditWhere(f: AuditFilter): SQL {
  const parts: SQL[] = [sql`true`];
  if (f.sellerId !== undefined) parts.push(eq(businesses.sellerId, f.sellerId));
  if (f.businessId !== undefined) parts.push(eq(ndas.businessId, f.businessId));
  if (f.businessTitle) {
    parts.push(unaccentedContains(businesses.title, f.businessTitle));
  }
  if (f.status) parts.push(eq(ndas.status, f.status));
  if (f.from)
    parts.push(sql`${ndas.createdAt} >= (${f.from}::date)::timestamp at time zone ${AUDIT_TIME_ZONE}`);
  if (f.to) {
    parts.push(sql`${ndas.createdAt} < ((${f.to}::date + 1)::timestamp at time zone ${AUDIT_TIME_ZONE})`);
  }
  if (f.awaitingReview !== undefined) {
    const awaiting = sql`(${ndas.status} = 'pending' and ${ndas.enhancedSignatureStatus} = 'subida_fisica')`;
    parts.push(f.awaitingReview ? awaiting : sql`not ${awaiting}`);
  }
  return and(...parts)!;
}

const buyers = alias(users, 'buyer');
const sellers = alias(users, 'seller');

/** Newest first by id (keyset: `beforeId`), with the buyer, the seller and the evidence counts. */
export async function listAudit(db: Db, f: AuditFilter, beforeId: number | undefined, limit: number) {
  const where = beforeId === undefined ? auditWhere(f) : and(auditWhere(f), lt(ndas.id, beforeId))!;
  return db
    .select({
      nda: ndas,
      business: listingSummary,
      buyer: {
        id: buyers.id,
        fullName: buyers.fullName,
        username: buyers.username,
        email: buyers.email,
        identityVerified: buyers.identityVerified,
      },
      seller: { id: sellers.id, fullName: sellers.fullName, username: sellers.username },
      eventCount: sql<number>`(select count(*)::int from ${ndaEvents} where ${ndaEvents.ndaId} = ${ndas.id})`,
      lastEventAt:
        sql<Date | null>`(select max(${ndaEvents.createdAt}) from ${ndaEvents} where ${ndaEvents.ndaId} = ${ndas.id})`.mapWith(
          ndaEvents.createdAt,
        ),
    })
    .from(ndas)
    .innerJoin(businesses, eq(businesses.id, ndas.businessId))
    .innerJoin(buyers, eq(buyers.id, ndas.userId))
    .innerJoin(sellers, eq(sellers.id, businesses.sellerId))
    .where(where)
    .orderBy(desc(ndas.id))
    .limit(limit);
}
export type AuditRow = Awaited<ReturnType<typeof listAudit>>[number];

export async function countAudit(db: Db, f: AuditFilter): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(ndas)
    .innerJoin(businesses, eq(businesses.id, ndas.businessId))
    .where(auditWhere(f));
  return row?.n ?? 0;
}
