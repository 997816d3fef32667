import { and, asc, between, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { businesses } from '../../db/schema/businesses.ts';
import { professionals, resources } from '../../db/schema/content.ts';
import { users } from '../../db/schema/users.ts';
import { PUBLIC_STATUSES } from '../businesses/business-status.rules.ts';
import { soldSearchCutoff } from '../businesses/listing-expiry.job.ts';

/** A public listing's public fields only: nothing here may reach a crawler that a stranger could not see. */
export async function findPublicListing(db: Db, idOrSlug: string) {
  const byId = /^\d{1,9}$/.test(idOrSlug);
  const [row] = await db
    .select({
      id: businesses.id,
      slug: businesses.slug,
      title: businesses.title,
      description: businesses.description,
      category: businesses.category,
      country: businesses.country,
      location: businesses.location,
      askingPrice: businesses.askingPrice,
      images: businesses.images,
      status: businesses.status,
      updatedAt: businesses.updatedAt,
    })
    .from(businesses)
    .where(byId ? eq(businesses.id, Number(idOrSlug)) : eq(businesses.slug, idOrSlug))
    .limit(1);
  return row && (PUBLIC_STATUSES as readonly string[]).includes(row.status) ? row : null;
}
/** A listing that expired (decision 151): its address answers 410 to crawlers. */
export async function isExpiredListing(db: Db, idOrSlug: string): Promise<boolean> {
  const byId = /^\d{1,9}$/.test(idOrSlug);
  const [row] = await db
    .select({ status: businesses.status })
    .from(businesses)
    .where(byId ? eq(businesses.id, Number(idOrSlug)) : eq(businesses.slug, idOrSlug))
    .limit(1);
  return row?.status === 'expired';
}

export type SeoListing = NonNullable<Awaited<ReturnType<typeof findPublicListing>>>;

/**
 * The listings the sitemap names (decisions 044, 151, 152): approved, and sold ones only while
 * the search still offers them (sold in the last 30 days); never expired, drafts or pending.
 */
function inSitemap(now: Date): SQL {
  return sql`${businesses.status} in ('approved', 'reserved', 'sold') and (${businesses.status} <> 'sold' or coalesce(${businesses.soldAt}, ${businesses.updatedAt}) >= ${soldSearchCutoff(now)})`;
}

/**
 * One sitemap file's listings: those with an id in [fromId, toId] (a file's name is its range,
 * so it keeps meaning the same listings when others expire or come back), at most `limit`.
 */
export async function listSitemapListings(
  db: Db,
  fromId: number,
  toId: number,
  limit: number,
  now = new Date(),
) {
  return db
    .select({ id: businesses.id, slug: businesses.slug, updatedAt: businesses.updatedAt })
    .from(businesses)
    .where(and(inSitemap(now), between(businesses.id, fromId, toId)))
    .orderBy(asc(businesses.id))
    .limit(limit);
}

/**
 * The listing files of a split sitemap: each one's id range, its size and its latest update,
 * for `size` listings a file. One pass over the ids; no OFFSET.
 */
export async function listSitemapChunks(db: Db, size: number, now = new Date()) {
  const result = await db.execute<{
    first_id: number;
    last_id: number;
    n: number;
    lastmod: string | null;
  }>(sql`
    select min(id)::int as first_id, max(id)::int as last_id, count(*)::int as n,
           to_char(max(updated_at) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as lastmod
    from (select ${businesses.id} as id, ${businesses.updatedAt} as updated_at,
                 (row_number() over (order by ${businesses.id}) - 1) / ${size} as chunk
          from ${businesses} where ${inSitemap(now)}) t
    group by chunk order by chunk`);
  return result.rows.map((r) => ({
    firstId: Number(r.first_id),
    lastId: Number(r.last_id),
    count: Number(r.n),
    lastmod: r.lastmod,
  }));
}

/**
 * The resources and professionals with a public page of their own, for the sitemap: published
 * resources, approved professionals whose account (when they have one) is not suspended — the
 * pages `SeoService.contentMeta` and the content routes show to anyone.
 */
export async function listSitemapContent(db: Db) {
  const [publishedResources, approvedProfessionals] = await Promise.all([
    db
      .select({ id: resources.id, updatedAt: resources.updatedAt })
      .from(resources)
      .where(eq(resources.published, true))
      .orderBy(asc(resources.id)),
    db
      .select({ id: professionals.id, updatedAt: professionals.updatedAt })
      .from(professionals)
      .leftJoin(users, eq(users.id, professionals.userId))
      .where(and(eq(professionals.status, 'approved'), isNull(users.suspendedAt)))
      .orderBy(asc(professionals.id)),
  ]);
  return { resources: publishedResources, professionals: approvedProfessionals };
}
