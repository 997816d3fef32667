import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { fileAccessLogs } from '../../db/schema/admin.ts';
import { businesses } from '../../db/schema/businesses.ts';
import { ndas } from '../../db/schema/ndas.ts';

/** What the media rules need to know about a listing. */
export async function findMediaTarget(db: Db, id: number) {
  const [row] = await db
    .select({
      id: businesses.id,
      sellerId: businesses.sellerId,
      status: businesses.status,
      packageTier: businesses.packageTier,
      images: businesses.images,
      documents: businesses.documents,
    })
    .from(businesses)
    .where(eq(businesses.id, id))
    .limit(1);
  return row ?? null;
}
export type MediaTarget = NonNullable<Awaited<ReturnType<typeof findMediaTarget>>>;

const notSold = (id: number) => and(eq(businesses.id, id), ne(businesses.status, 'sold'));

/**
 * Appends when the list is still under `max` and the listing not sold, in one statement,
 * so two parallel uploads cannot pass the limit together. Null when refused. A new photo
 * from the seller is new public content: an approved listing goes back to review
 * (docs/decisions/030-listing-status-machine.md).
 */
export async function appendImage(
  db: Db,
  id: number,
  url: string,
  max: number,
  sendToReview: boolean,
): Promise<string[] | null> {
  const [row] = await db
    .update(businesses)
    .set({
      images: sql`array_append(${businesses.images}, ${url})`,
      status: sendToReview
        ? sql`case when ${businesses.status} = 'approved' then 'pending' else ${businesses.status} end`
        : sql`${businesses.status}`,
      // On an expired listing the new photo waits: renewing it sends it to review (decision 151).
      editedSinceApproval: sendToReview
        ? sql`${businesses.editedSinceApproval} or ${businesses.status} = 'expired'`
        : sql`${businesses.editedSinceApproval}`,
      updatedAt: new Date(),
    })
    .where(and(notSold(id), sql`cardinality(${businesses.images}) < ${max}`))
    .returning({ images: businesses.images });
  return row?.images ?? null;
}

export async function removeImage(db: Db, id: number, url: string): Promise<string[] | null> {
  const [row] = await db
    .update(businesses)
    .set({ images: sql`array_remove(${businesses.images}, ${url})`, updatedAt: new Date() })
    .where(and(notSold(id), sql`${url} = any(${businesses.images})`))
    .returning({ images: businesses.images });
  return row?.images ?? null;
}

/** Sets the new order only if the list is still exactly `current` (no upload or delete in between). */
export async function reorderImages(
  db: Db,
  id: number,
  current: string[],
  next: string[],
): Promise<string[] | null> {
  const [row] = await db
    .update(businesses)
    .set({ images: next, updatedAt: new Date() })
    .where(and(notSold(id), sql`${businesses.images} = ${toTextArray(current)}`))
    .returning({ images: businesses.images });
  return row?.images ?? null;
}

export async function appendDocument(
  db: Db,
  id: number,
  entry: string,
  max: number,
): Promise<string[] | null> {
  const [row] = await db
    .update(businesses)
    .set({ documents: sql`array_append(${businesses.documents}, ${entry})`, updatedAt: new Date() })
    .where(and(notSold(id), sql`cardinality(${businesses.documents}) < ${max}`))
    .returning({ documents: businesses.documents });
  return row?.documents ?? null;
}

export async function removeDocument(db: Db, id: number, entry: string): Promise<string[] | null> {
  const [row] = await db
    .update(businesses)
    .set({ documents: sql`array_remove(${businesses.documents}, ${entry})`, updatedAt: new Date() })
    .where(and(notSold(id), sql`${entry} = any(${businesses.documents})`))
    .returning({ documents: businesses.documents });
  return row?.documents ?? null;
}

/** Every read of a listing document is logged; a buyer's read also stamps their NDA (decision 060). */
export async function recordDocumentDownload(
  db: Db,
  read: {
    userId: number;
    businessId: number;
    fileKey: string;
    asBuyer: boolean;
    ipAddress: string | null;
    userAgent: string | null;
  },
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.insert(fileAccessLogs).values({
      userId: read.userId,
      fileKey: read.fileKey,
      subjectType: 'business',
      subjectId: read.businessId,
      ipAddress: read.ipAddress,
      userAgent: read.userAgent,
    });
    if (read.asBuyer) {
      await tx
        .update(ndas)
        .set({ documentDownloadedAt: new Date(), updatedAt: new Date() })
        .where(
          and(eq(ndas.userId, read.userId), eq(ndas.businessId, read.businessId), eq(ndas.status, 'signed')),
        );
    }
  });
}

function toTextArray(values: string[]) {
  return sql`array[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::text[]`;
}

/** The listings that show a photo (its gallery URL): their seller and status. */
export async function findPhotoListings(db: Db, galleryUrl: string) {
  return db
    .select({ sellerId: businesses.sellerId, status: businesses.status })
    .from(businesses)
    .where(sql`${businesses.images} @> array[${galleryUrl}]::text[]`)
    .limit(20);
}
