import { and, eq, inArray, ne, notInArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { businesses, LISTED_PREDICATE } from '../../db/schema/businesses.ts';
import { users } from '../../db/schema/users.ts';
import { PUBLIC_STATUSES } from './business-status.rules.ts';
import { cardColumns, type PublicBusinessCardRow } from './businesses.repository.ts';

/**
 * «Negocios parecidos» and the cards of «Vistos recientemente» (decision 155): one
 * indexed query each, reading only the card's columns.
 */

/**
 * Approved only (sold and expired listings are never suggested), written literally as the
 * `businesses_listed_*` partial indexes' predicate so the planner can use them (decision 050).
 */
const listedOnly = sql.raw(`"businesses".${LISTED_PREDICATE}`);
/** The seller's account is not suspended: a scalar lookup by primary key for the few rows read. */
const sellerActive = sql`(select ${users.suspendedAt} from ${users} where ${users.id} = ${businesses.sellerId}) is null`;
const sellerVerified = sql<boolean>`(select ${users.identityVerified} from ${users} where ${users.id} = ${businesses.sellerId})`;
/** The city: the location's part before its first comma, unaccented and case-folded («Quito, Pichincha» = «QUITO»). */
const placeKey = (column: SQL | typeof businesses.location) =>
  sql`btrim(public.immutable_unaccent(lower(split_part(${column}, ',', 1))))`;

export interface SimilarTarget {
  id: number;
  status: string;
  category: string | null;
  country: string | null;
  location: string | null;
  askingPrice: string | null;
  sellerSuspended: boolean;
}

export async function findSimilarTarget(db: Db, id: number): Promise<SimilarTarget | null> {
  const [row] = await db
    .select({
      id: businesses.id,
      status: businesses.status,
      category: businesses.category,
      country: businesses.country,
      location: businesses.location,
      askingPrice: businesses.askingPrice,
      sellerSuspended: sql<boolean>`${users.suspendedAt} is not null`,
    })
    .from(businesses)
    .innerJoin(users, eq(users.id, businesses.sellerId))
    .where(eq(businesses.id, id))
    .limit(1);
  return row ?? null;
}

export interface SimilarQuery {
  id: number;
  category: string;
  country: string | null;
  location: string | null;
  /** The price window; without it, any price (the closest still first). */
  window: { min: number; max: number } | null;
  price: number;
  /** Listings already suggested, left out. */
  exclude: number[];
  limit: number;
}

/**
 * Published (not sold) listings of the same category, priced within the window when given, in the
 * same country when the listing has one; the same city first, then the closest price, then the
 * freshest. One query on the approved listings' partial indexes (category or price range, as the
 * planner finds cheaper); the seller check is a primary-key lookup per candidate (decision 155).
 */
export function similarQuery(db: Db, q: SimilarQuery) {
  // A listing with no city (an empty location, or nothing before its comma) orders by price
  // alone: there is no city to match, and a constant would be no ORDER BY term PostgreSQL takes.
  const sameCity = q.location?.split(',')[0]?.trim()
    ? [sql`(${placeKey(businesses.location)} = ${placeKey(sql`${q.location}::text`)}) desc`]
    : [];
  const nearestPrice = sql`abs(${businesses.askingPrice} - ${String(q.price)}::numeric)`;
  return db
    .select({ ...cardColumns, sellerVerified })
    .from(businesses)
    .where(
      and(
        listedOnly,
        eq(businesses.category, q.category),
        ne(businesses.id, q.id),
        q.exclude.length > 0 ? notInArray(businesses.id, q.exclude) : undefined,
        q.window
          ? sql`${businesses.askingPrice} between ${String(q.window.min)} and ${String(q.window.max)}`
          : sql`${businesses.askingPrice} is not null`,
        q.country ? sql`lower(${businesses.country}) = lower(${q.country})` : undefined,
        sellerActive,
      ),
    )
    .orderBy(
      // Inside the price window the same city comes first; outside it, the nearest price does.
      ...(q.window ? [...sameCity, nearestPrice] : [nearestPrice, ...sameCity]),
      sql`${businesses.refreshedAt} desc`,
      sql`${businesses.id} desc`,
    )
    .limit(q.limit);
}

export async function listSimilar(db: Db, q: SimilarQuery): Promise<PublicBusinessCardRow[]> {
  return similarQuery(db, q);
}

/** The public cards among these ids, in the order given (a recently viewed list); the rest are left out. */
export async function listPublicCards(db: Db, ids: number[]): Promise<PublicBusinessCardRow[]> {
  if (ids.length === 0) return [];
  return db
    .select({ ...cardColumns, sellerVerified })
    .from(businesses)
    .where(and(inArray(businesses.id, ids), inArray(businesses.status, [...PUBLIC_STATUSES]), sellerActive))
    .orderBy(sql`array_position(${sql.param(ids)}::int[], ${businesses.id})`);
}
