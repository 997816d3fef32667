import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { businesses } from '../../db/schema/businesses.ts';
import { PUBLIC_STATUSES } from '../businesses/businesses.repository.ts';

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

/** One sitemap file holds at most 50,000 URLs (sitemaps.org); see decision 044. */
export async function listPublicListingsForSitemap(db: Db, limit: number) {
  return db
    .select({ slug: businesses.slug, updatedAt: businesses.updatedAt })
    .from(businesses)
    .where(inArray(businesses.status, [...PUBLIC_STATUSES]))
    .orderBy(asc(businesses.id))
    .limit(limit);
}
