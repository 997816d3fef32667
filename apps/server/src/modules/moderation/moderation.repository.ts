import type { IdentityVerificationStatus } from '@traspasa/shared/enums';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { businesses } from '../../db/schema/businesses.ts';
import { users } from '../../db/schema/users.ts';
import type { BusinessRow } from '../businesses/businesses.types.ts';

export interface ModerationRow {
  business: BusinessRow;
  sellerVerified: boolean;
  sellerName: string;
  sellerEmail: string;
  sellerIdentityStatus: IdentityVerificationStatus | null;
  sellerPublished: number;
}

/**
 * Moderation queue page: oldest first (first come, first reviewed), keyset on id, with
 * the seller's name, email, verification, latest identity request and published count.
 */
export async function listModerationPage(
  db: Db,
  status: string,
  afterId: number | undefined,
  limit: number,
): Promise<ModerationRow[]> {
  return db
    .select({
      business: businesses,
      sellerVerified: users.identityVerified,
      sellerName: sql<string>`coalesce(nullif(trim(${users.fullName}), ''), ${users.username})`,
      sellerEmail: users.email,
      sellerIdentityStatus: sql<IdentityVerificationStatus | null>`(
        select iv.status from identity_verifications iv
        where iv.user_id = ${users.id}
        order by iv.created_at desc, iv.id desc
        limit 1
      )`,
      sellerPublished: sql<number>`(
        select count(*) from businesses b
        where b.seller_id = ${users.id} and b.status in ('approved', 'reserved', 'sold')
      )::int`,
    })
    .from(businesses)
    .innerJoin(users, eq(users.id, businesses.sellerId))
    .where(
      and(
        eq(businesses.status, status),
        afterId !== undefined ? sql`${businesses.id} > ${afterId}` : undefined,
      ),
    )
    .orderBy(businesses.id)
    .limit(limit);
}
