import type { BusinessSort } from '@traspasa/shared/businesses';
import { sql as drizzleSql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import sql, { empty, join, raw, type Sql } from 'sql-template-tag';
import { DB_CASING } from '../../db/client.ts';
import { LISTED_PREDICATE, PUBLIC_PREDICATE } from '../../db/schema/businesses.ts';
import { editDistance } from '../../lib/edit-distance.ts';
import { likeLiteral } from '../../lib/like-pattern.ts';
import { isQueryCanceled } from '../../lib/pg-errors.ts';
import { cardColumns, type PublicBusinessCardRow } from './businesses.repository.ts';
import { soldSearchCutoff } from './listing-expiry.job.ts';

/**
 * The public search's statements, written as SQL text with bound parameters (sql-template-tag)
 * and run on pg directly: on the hottest route, drizzle's query building and row mapping were a
 * fifth of the server's busy time (decision 050), for statements it does not type
 * anyway (subqueries, window functions, unions). The rows are pg's own: timestamps as Dates,
 * numerics as strings, arrays as arrays, exactly what the card mapper reads.
 */

/** The pool, or one client holding a transaction (walkingOrderIndex). */
export type Queryable = Pick<pg.Pool, 'query'>;

/** A list row plus its exact created_at (microseconds: a JS Date would round it and break the cursor). */
export type PublicBusinessListRow = PublicBusinessCardRow & { createdAtExact: string };

export interface ListFilter {
  q?: string;
  category?: string;
  featured?: boolean;
  country?: string;
  location?: string;
  minPrice?: number;
  maxPrice?: number;
  minRevenue?: number;
  maxRevenue?: number;
  minProfit?: number;
  maxProfit?: number;
  /** Only listings with at least one photo. */
  withPhotos?: boolean;
  /** Sold listings are hidden unless this is set (decision 051); even then, only the last 30 days' (decision 151). */
  includeSold?: boolean;
  /** Reserved listings are listed with «Reservado» unless this is set (decision 171). */
  hideReserved?: boolean;
  /** Only listings refreshed (approved, renewed, updated, sold) in the last N days. */
  publishedWithin?: number;
  /** The clock the day windows count from (tests); now by default. */
  now?: Date;
  /**
   * Landing pages only (decision 152): the city part of the location (before its first comma,
   * trimmed) is one of these spellings, and the trimmed country is this one — the same
   * expressions the landing catalog groups by, so a page's cards are exactly its counts.
   */
  landingPlace?: { names: string[]; country: string | null };
  sort: BusinessSort;
}

/** Keyset position in the default order: featured first, then newest. */
export interface ListCursor {
  featured: boolean;
  createdAt: string;
  id: number;
  /** Orders other than the default (text relevance, price, revenue) are paged by offset. */
  offset?: number;
  /**
   * The first page's count (capped) and whether it was a lower bound: later pages of the same
   * search return it instead of counting again (decision 050, "totals travel in the cursor").
   */
  total?: number;
  totalIsLowerBound?: boolean;
  /** That lower bound was the planner's estimate (ESTIMATE_FROM). */
  totalIsEstimate?: boolean;
  /** The typo-corrected words the first page searched with (skips correcting again). */
  correctedQuery?: string;
}

/**
 * Totals are counted up to this many matching rows (decision 050): exact below, "more than"
 * above, at a constant cost. Offset pages (and the bounded text ranking) stop there too.
 */
export const TOTAL_CAP = 1000;
/**
 * A first page whose words, city or country the planner expects to match at least this many
 * listings is not counted: its total is "more than TOTAL_CAP", an estimate (`totalIsEstimate`).
 * Those counts visit ~1,000 heap rows and recheck each (2–8 ms of PostgreSQL CPU at 100k
 * listings); the estimate (EXPLAIN, no execution) costs 0.3 ms (decision 050).
 */
export const ESTIMATE_FROM = 5 * TOTAL_CAP;
/**
 * The same for one word and no other filter: PostgreSQL estimates a single word from its element
 * statistics within a few % (restaurante 17,018 vs 16,815), so twice the cap is margin enough.
 */
export const ONE_WORD_ESTIMATE_FROM = 2 * TOTAL_CAP;
/**
 * Word matches are ranked RANK_WINDOW at a time along the default order: page 1 ranks the
 * newest 100 matches (a few ms at any size) rather than every match (decision 050, cause 5).
 */
const RANK_WINDOW = 100;
/**
 * The one-read plan of a word search (decision 050, third pass) reads at most this many matches;
 * past it the statement returns nothing and the count-then-walk plan answers instead.
 */
const READ_ALL_MAX = ESTIMATE_FROM;
/** A whole number written into the statement (limits, offsets, windows: never user text). */
const int = (n: number) => {
  if (!Number.isSafeInteger(n) || n < 0) throw new TypeError(`not a whole number ≥ 0: ${n}`);
  return raw(String(n));
};

/**
 * Written literally, the same text as the partial list indexes' predicate, so the planner can
 * prove the index applies (bound parameters would leave it to the custom plan).
 */
const publicOnly = raw(`"businesses".${PUBLIC_PREDICATE}`);
/**
 * A default search (sold hidden): approved only, the predicate of the `listed` partial indexes,
 * so the page walks one without a status filter and the capped count is index-only (decision 050).
 */
const listedOnly = raw(`"businesses".${LISTED_PREDICATE}`);

/**
 * What a listing card shows (toListItem): the card columns (`cardColumns`, 15 of the 48),
 * aliased to the card row's names — written by drizzle's own dialect once, when the module
 * loads, so a column added to the cards is read here too. Reading every public column cost more
 * in row parsing than PostgreSQL spent on the query. The seller's badge is a scalar subquery,
 * not a join: evaluated for the page's rows only, and the planner cannot trade the order index
 * walk for a hash join + sort (decision 050, cause 1); the foreign key (on delete restrict)
 * guarantees the seller exists. `createdAtExact` keeps the microseconds the keyset cursor needs.
 */
const LIST_COLUMNS = (() => {
  const dialect = new PgDialect({ casing: DB_CASING });
  const cardSql = Object.entries(cardColumns).map(
    ([name, column]) => `${dialect.sqlToQuery(drizzleSql`${column}`).sql} as "${name}"`,
  );
  return raw(
    [
      ...cardSql,
      `(select "users"."identity_verified" from "users" where "users"."id" = "businesses"."seller_id") as "sellerVerified"`,
      `"businesses"."created_at"::text as "createdAtExact"`,
    ].join(', '),
  );
})();

const DEFAULT_ORDER = raw(
  `"businesses"."featured" desc, "businesses"."created_at" desc, "businesses"."id" desc`,
);

/**
 * A match's place in the default order (its id and the order's keys), as the one-read
 * statements and the relevance windows read their matches before numbering or sorting them.
 */
const MATCH_KEY = raw(
  `"businesses"."id" as id, "businesses"."featured" as featured, "businesses"."created_at" as created_at`,
);

/** Orders matching the partial indexes (drizzle-kit writes `id desc nulls last` in the revenue one). */
function orderFor(sort: BusinessSort): Sql {
  switch (sort) {
    case 'price_asc':
      return raw(`"businesses"."asking_price" asc, "businesses"."id" asc`);
    case 'price_desc':
      return raw(`"businesses"."asking_price" desc, "businesses"."id" desc`);
    case 'revenue_desc':
      return raw(`"businesses"."annual_revenue" desc nulls last, "businesses"."id" desc nulls last`);
    case 'recent':
      // The freshest first (decision 151): walks businesses_public_refreshed_idx backwards.
      return raw(`"businesses"."refreshed_at" desc, "businesses"."id" desc`);
    default:
      return DEFAULT_ORDER;
  }
}

const tsQuery = (q: string) => sql`websearch_to_tsquery('spanish', public.immutable_unaccent(${q}))`;
/** A typed % or _ is a character to find, not a wildcard (db/unaccented.ts, in this file's SQL builder). */
const locationContains = (text: string) =>
  sql`public.immutable_unaccent(lower("businesses"."location")) like '%' || public.immutable_unaccent(lower(${likeLiteral(text)})) || '%'`;

function filterSql(filter: ListFilter): Sql {
  // Sold listings are hidden by default (decision 051): the public statuses minus sold is
  // `approved`, written as the `listed` indexes' predicate. With sold ones, the public predicate,
  // on top of which the 30-day cutoff is a row filter while walking the `public` indexes.
  const now = filter.now ?? new Date();
  const parts: Sql[] = [filter.includeSold ? publicOnly : listedOnly];
  // Sold more than 30 days ago: out of every list, its page stays (decision 151).
  // (A sold row without soldAt — written straight to the table — counts from its last change.)
  if (filter.includeSold) {
    parts.push(
      sql`("businesses"."status" <> 'sold' or coalesce("businesses"."sold_at", "businesses"."updated_at") >= ${soldSearchCutoff(now).toISOString()}::timestamptz)`,
    );
  }
  if (filter.publishedWithin !== undefined) {
    const since = new Date(now.getTime() - filter.publishedWithin * 86_400_000);
    parts.push(sql`"businesses"."refreshed_at" >= ${since.toISOString()}::timestamptz`);
  }
  if (filter.withPhotos) parts.push(sql`cardinality("businesses"."images") > 0`);
  // A row filter during the same index walk, like sold ones (decision 171; reserved are few).
  if (filter.hideReserved) parts.push(sql`"businesses"."status" <> 'reserved'`);
  if (filter.category) parts.push(sql`"businesses"."category" = ${filter.category}`);
  if (filter.featured !== undefined) parts.push(sql`"businesses"."featured" = ${filter.featured}`);
  if (filter.country) parts.push(sql`lower("businesses"."country") = lower(${filter.country})`);
  if (filter.location) parts.push(locationContains(filter.location));
  if (filter.landingPlace) {
    const { names, country } = filter.landingPlace;
    // Implied by the equality below (the place is part of the location), so the planner may read
    // the location's trigram index (decision 050) rather than every approved row.
    parts.push(
      names.length > 0 ? sql`(${join(names.map(locationContains), ' or ')})` : sql`false`,
      sql`nullif(trim(split_part(coalesce("businesses"."location", ''), ',', 1)), '') = any(${names}::text[])`,
      sql`nullif(trim("businesses"."country"), '') is not distinct from ${country}::text`,
    );
  }
  const range = (
    column: 'asking_price' | 'annual_revenue' | 'annual_profit',
    op: '>=' | '<=',
    value: number | undefined,
  ) => {
    if (value !== undefined)
      parts.push(sql`${raw(`"businesses"."${column}" ${op}`)} ${String(value)}::numeric`);
  };
  range('asking_price', '>=', filter.minPrice);
  range('asking_price', '<=', filter.maxPrice);
  range('annual_revenue', '>=', filter.minRevenue);
  range('annual_revenue', '<=', filter.maxRevenue);
  range('annual_profit', '>=', filter.minProfit);
  range('annual_profit', '<=', filter.maxProfit);
  if (filter.q) parts.push(sql`"businesses"."search_vector" @@ ${tsQuery(filter.q)}`);
  return join(parts, ' and ');
}

/** Matching rows counted up to TOTAL_CAP + 1 (a LIMIT in a subquery): constant cost. */
const cappedCountSql = (where: Sql) =>
  sql`(select count(*)::int from (select 1 from "businesses" where ${where} limit ${int(TOTAL_CAP + 1)}) t)`;

async function rowsOf<T extends object>(conn: Queryable, statement: Sql): Promise<T[]> {
  const result = await conn.query<T>(statement.text, statement.values);
  return result.rows;
}

/** The planner's estimate of the matching rows (EXPLAIN without ANALYZE: planned, not run). */
async function plannedRows(conn: Queryable, where: Sql): Promise<number> {
  const [row] = await rowsOf<{ 'QUERY PLAN': { Plan: { 'Plan Rows': number } }[] }>(
    conn,
    sql`explain (format json) select 1 from "businesses" where ${where}`,
  );
  return Number(row?.['QUERY PLAN'][0]?.Plan['Plan Rows'] ?? 0);
}

async function cappedCount(conn: Queryable, where: Sql): Promise<number> {
  const [row] = await rowsOf<{ n: number }>(conn, sql`select ${cappedCountSql(where)} as n`);
  return Number(row?.n ?? 0);
}

const WORD = /[\p{L}\p{N}]+/gu;
/** Lower-case without accents, as the lexicon stores words (immutable_unaccent(lower(…))). */
const normaliseWord = (w: string) => w.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
/** Shorter words are not corrected: too many near neighbours. websearch's "or" is syntax. */
const correctable = (w: string) => w.length >= 4 && /^\p{L}+$/u.test(w);

/** The edits a correction may make to a word of this length: one up to 5 letters, two from 6. */
const maxEdits = (length: number) => (length <= 5 ? 1 : 2);
/** The similar title words read per query word, nearest first, to pick a plausible one from. */
const NEAR_WORDS = 10;

/**
 * The typo fallback (decision 050): each query word that is not a title word is replaced by a
 * plausible spelling of it from the title lexicon, when there is one: first a title word it
 * begins (the most frequent: «carpin» → «carpinteria»), else the title word fewest edits away
 * within maxEdits that starts with the same letter («restorante» → «restaurante»; the
 * candidates are its NEAR_WORDS nearest by trigrams, pg_trgm similarity ≥ 0.3, index). A word
 * with neither stays as typed, so «carniceria» (3 edits from «carpinteria») finds nothing
 * rather than a carpentry. Returns null when nothing could be corrected.
 */
async function correctQuery(conn: Queryable, q: string): Promise<string | null> {
  const words = [...new Set((q.match(WORD) ?? []).map(normaliseWord).filter(correctable))];
  if (words.length === 0) return null;
  // `begun`: the word itself when it is a title word, else its most frequent completion.
  // (A correctable word is letters only: nothing in it is a LIKE wildcard.)
  const rows = await rowsOf<{ input: string; begun: string | null; near: string[] }>(
    conn,
    sql`select w.input,
      (select l.word from business_title_words l where l.word like w.input || '%'
        order by l.word = w.input desc, l.listings desc, length(l.word), l.word limit 1) as begun,
      array(select l.word from business_title_words l
        where l.word % w.input and left(l.word, 1) = left(w.input, 1)
        order by l.word <-> w.input, l.word limit ${int(NEAR_WORDS)}) as near
    from unnest(${words}::text[]) as w(input)`,
  );
  const fixes = new Map<string, string>();
  for (const { input, begun, near } of rows) {
    if (begun === input) continue;
    if (begun !== null) {
      fixes.set(input, begun);
      continue;
    }
    const max = maxEdits(input.length);
    let best: { word: string; edits: number } | null = null;
    for (const word of near) {
      const edits = editDistance(input, word, max);
      if (edits <= max && (best === null || edits < best.edits)) best = { word, edits };
    }
    if (best) fixes.set(input, best.word);
  }
  if (fixes.size === 0) return null;
  return q.replace(WORD, (w) => fixes.get(normaliseWord(w)) ?? w);
}

export interface ListResult {
  rows: PublicBusinessListRow[];
  /** Exact up to TOTAL_CAP; TOTAL_CAP when more match (see totalIsLowerBound). */
  total: number;
  totalIsLowerBound: boolean;
  /** When nothing matched the words as typed: the corrected words the rows match. */
  correctedQuery: string | null;
  /** The lower bound is the planner's estimate (ESTIMATE_FROM), not a count. */
  totalIsEstimate: boolean;
}

type CountedRow = PublicBusinessListRow & { matches?: number };

export async function listPublicBusinesses(
  pool: pg.Pool,
  filter: ListFilter,
  cursor: ListCursor | null,
  limit: number,
): Promise<ListResult> {
  const search = new PublicSearch(pool, filter, cursor, limit);
  if (!filter.q) return search.browse();
  if (cursor?.correctedQuery) return search.words(cursor.correctedQuery, cursor.correctedQuery);
  return search.wordsOrCorrected(filter.q);
}

/**
 * Relevance, written once: featured first, then the words' ts_rank, then the newest id. The
 * columns are the `businesses` row's unless a statement reads them under other names.
 */
function relevanceOrder(
  q: string,
  columns: { featured: Sql; vector: Sql; id: Sql } = {
    featured: raw(`"businesses"."featured"`),
    vector: raw(`"businesses"."search_vector"`),
    id: raw(`"businesses"."id"`),
  },
): Sql {
  return sql`${columns.featured} desc, ts_rank(${columns.vector}, ${tsQuery(q)}) desc, ${columns.id} desc`;
}

/**
 * One call of the public search: its filter, the cursor's page and what the planner was asked.
 * Each plan is a method; the choices between them are `browseReadsAll`, `readsAll` and
 * `surelyMany`, all made from the capped count or the planner's estimate.
 */
class PublicSearch {
  private readonly offset: number;
  /** Later pages reuse the first page's count: only the page itself is queried. */
  private readonly known: number | null;
  /** Only the text filters (words, city, country) have counts no index answers alone. */
  private estimated: boolean;
  /** The planner's estimate for the last filter asked about (the typo fallback asks twice). */
  private planned: number | null = null;
  private plannedWhere: Sql | null = null;

  constructor(
    private readonly pool: pg.Pool,
    private readonly filter: ListFilter,
    private readonly cursor: ListCursor | null,
    private readonly limit: number,
  ) {
    this.offset = cursor?.offset ?? 0;
    this.known = cursor?.total !== undefined ? cursor.total + (cursor.totalIsLowerBound ? 1 : 0) : null;
    this.estimated = this.known !== null && cursor?.totalIsEstimate === true;
  }

  /** Browse: the page walks one of the partial order indexes, its capped count in the same statement. */
  async browse(): Promise<ListResult> {
    const where = filterSql(this.filter);
    const read = await this.browseReadsAll(where);
    if (read) {
      const all = await this.readAllBrowse(where, read.cityWhere);
      if (all.n <= TOTAL_CAP) return this.finish(all.rows, all.n, null);
      const rows = await walkingOrderIndex(this.pool, (client) =>
        this.cards({ where, order: DEFAULT_ORDER, limit: this.limit }, undefined, client),
      );
      return this.finish(rows, TOTAL_CAP + 1, null);
    }
    const { cursor } = this;
    const page = (countWhere?: Sql) =>
      usesKeyset(this.filter)
        ? this.cards(
            {
              where: cursor
                ? sql`${where} and ("businesses"."featured", "businesses"."created_at", "businesses"."id") < (${cursor.featured}, ${cursor.createdAt}::timestamptz, ${cursor.id})`
                : where,
              order: DEFAULT_ORDER,
              limit: this.limit,
            },
            countWhere,
          )
        : this.cards(
            { where, order: orderFor(this.filter.sort), limit: this.limit, offset: this.offset },
            countWhere,
          );
    const [rows, n] = await this.pageWithCount(page, where);
    return this.finish(rows, n, null);
  }

  /**
   * Whether a first browse page in the default order with a city or country is read once
   * (readAllBrowse), and through which filter: when the planner expects fewer than TOTAL_CAP
   * matches, or a city much rarer than its country (cityBeforeCountry) fewer than ESTIMATE_FROM.
   * It multiplies selectivities (country=Perú location=cusco: 852–1,135 expected by the sample,
   * 10,112 at 1M, every one read and sorted for 20); past TOTAL_CAP the page walks instead (its
   * total is "more than 1,000" either way; the walk visits at most limit × N / TOTAL_CAP rows).
   * Null: the page walks the order index.
   */
  private async browseReadsAll(where: Sql): Promise<{ cityWhere: Sql | null } | null> {
    const { filter } = this;
    if (this.cursor || !usesKeyset(filter) || !(filter.location || filter.country)) return null;
    if (await this.surelyMany(where)) return null;
    const cityWhere = await this.cityBeforeCountry();
    return cityWhere !== null || (this.planned ?? ESTIMATE_FROM) < TOTAL_CAP ? { cityWhere } : null;
  }

  /** Words as typed; only when full-text finds nothing are they corrected (typo fallback). */
  async wordsOrCorrected(q: string): Promise<ListResult> {
    const [rows, n] = await this.wordsPage(q);
    if (n !== 0 || this.known !== null) return this.finish(rows, n, null);
    const corrected = await correctQuery(this.pool, q);
    if (corrected === null) return this.finish(rows, n, null);
    return this.words(corrected, corrected);
  }

  async words(q: string, correctedQuery: string | null): Promise<ListResult> {
    const [rows, n] = await this.wordsPage(q);
    return this.finish(rows, n, correctedQuery);
  }

  /** Words: full-text only (never OR'd with a trigram match). */
  private async wordsPage(q: string): Promise<[PublicBusinessListRow[], number]> {
    const where = filterSql({ ...this.filter, q });
    if (this.filter.sort !== 'relevance') {
      // Walks the sort's index: a page of 20 visits 20 / selectivity rows, fewer than reading
      // every match from the GIN index below ≈ √(20 × rows) matches (1,400 at 100k); measured
      // (q=hostal sort=recent, 1,850 matches) reading them was slower, so it is not done here.
      const page = (countWhere?: Sql) =>
        this.cards(
          { where, order: orderFor(this.filter.sort), limit: this.limit, offset: this.offset },
          countWhere,
        );
      return this.pageWithCount(page, where);
    }
    // The capped count chooses the shape: up to TOTAL_CAP matches are all ranked (GIN bitmap +
    // sort, a few ms); more are ranked window by window along the order index, which is then
    // cheap to walk (≥ 1 match in 100 rows at 100k) — the planner alone misjudges both when
    // filters correlate.
    if (await this.readsAll(q, where)) {
      const read = await this.readAllPage(where, q);
      if (read.n < READ_ALL_MAX) return [read.rows, this.known ?? read.n];
      // More than READ_ALL_MAX match although the planner expected few (a phrase: «"taller
      // automotriz"» 476 expected, 17,540 at 1M): it would read and sort every match for each
      // window, so the window walks the order index — at least one match in N / READ_ALL_MAX rows.
      return [
        await walkingOrderIndex(this.pool, (client) => this.rankedPage(where, q, true, client)),
        this.known ?? TOTAL_CAP + 1,
      ];
    }
    const n = (await this.surelyMany(where)) ? TOTAL_CAP + 1 : await this.count(where);
    if (n === 0) return [[], 0];
    return this.checked(await this.rankedPage(where, q, n > TOTAL_CAP), n);
  }

  /**
   * A page of cards: `where`, `order` and the page bounds. With `countWhere`, each row also
   * carries the capped count as an uncorrelated subquery (an InitPlan, run once): one statement
   * per page instead of a page and a count (decision 050: half the round trips, parses and plans).
   */
  private cards(
    parts: { where: Sql; order: Sql; limit: number; offset?: number },
    countWhere?: Sql,
    conn: Queryable = this.pool,
  ): Promise<CountedRow[]> {
    return rowsOf<CountedRow>(
      conn,
      sql`select ${LIST_COLUMNS}${countWhere ? sql`, ${cappedCountSql(countWhere)} as "matches"` : empty}
        from "businesses" where ${parts.where} order by ${parts.order} limit ${int(parts.limit)}
        ${parts.offset ? sql`offset ${int(parts.offset)}` : empty}`,
    );
  }

  private count(where: Sql): Promise<number> {
    return this.known !== null ? Promise.resolve(this.known) : cappedCount(this.pool, where);
  }

  private async expect(where: Sql): Promise<number> {
    if (this.plannedWhere !== where) {
      this.planned = await plannedRows(this.pool, where);
      this.plannedWhere = where;
    }
    return this.planned ?? 0;
  }

  /**
   * Whether the estimate may choose a plan that reads every match: only for one word and no
   * other filter. PostgreSQL multiplies selectivities, so it underestimates words that go
   * together ("clientela fija": 130 ms reading every match) or a word with its own category.
   */
  private onlyOneWord(q: string): boolean {
    return (
      (q.match(WORD) ?? []).length === 1 &&
      Object.entries(this.filter).every(
        ([k, v]) => v === undefined || v === false || ['q', 'sort', 'includeSold', 'now'].includes(k),
      )
    );
  }

  /** True when the first page's count is skipped: the planner expects ≥ ESTIMATE_FROM matches. */
  private async surelyMany(where: Sql): Promise<boolean> {
    const { filter } = this;
    if (this.known !== null || !(filter.q || filter.location || filter.country)) return false;
    const from = filter.q && this.onlyOneWord(filter.q) ? ONE_WORD_ESTIMATE_FROM : ESTIMATE_FROM;
    this.estimated = (await this.expect(where)) >= from;
    return this.estimated;
  }

  /** A first page with fewer rows than asked for is every match, whatever the estimate said. */
  private checked(rows: PublicBusinessListRow[], n: number): [PublicBusinessListRow[], number] {
    if (this.estimated && !this.cursor && rows.length < this.limit) {
      this.estimated = false;
      return [rows, rows.length];
    }
    return [rows, n];
  }

  /**
   * A page and its capped count in one statement. Only an empty page carries no count: on the
   * first page that means no match; on a later one (an old cursor without its total) it is counted.
   */
  private async pageWithCount(
    page: (countWhere?: Sql) => Promise<CountedRow[]>,
    where: Sql,
  ): Promise<[PublicBusinessListRow[], number]> {
    if (this.known !== null) return [await page(), this.known];
    if (await this.surelyMany(where)) return this.checked(await page(), TOTAL_CAP + 1);
    const rows = await page(where);
    const first = rows[0];
    if (first) return [rows, Number(first.matches)];
    return [rows, this.cursor ? await cappedCount(this.pool, where) : 0];
  }

  private finish(rows: PublicBusinessListRow[], count: number, correctedQuery: string | null): ListResult {
    return {
      rows,
      total: Math.min(count, TOTAL_CAP),
      totalIsLowerBound: count > TOTAL_CAP,
      correctedQuery,
      totalIsEstimate: this.estimated && count > TOTAL_CAP,
    };
  }

  /**
   * Whether a city and a country are read through the city's trigram index alone, the country
   * tested on those rows (S2): when the planner expects the city at most a quarter as often as the
   * country. It would intersect both bitmaps, and the country's is large (Perú at 1M: 89k rows,
   * 33 ms, for cusco's 11k); a city lies mostly in its country, so few rows are read for nothing.
   * A location shorter than a trigram has no index of its own.
   */
  private async cityBeforeCountry(): Promise<Sql | null> {
    const { filter } = this;
    const { location, country } = filter;
    // (The time filters' cutoff is taken from the clock when the filter is written: one `where` only.)
    if (!location || !country || filter.publishedWithin !== undefined || filter.includeSold) return null;
    if (normaliseWord(location).trim().length < 3) return null;
    const cityOnly = filterSql({ ...filter, country: undefined });
    const [city, whole] = await Promise.all([
      plannedRows(this.pool, cityOnly),
      plannedRows(this.pool, filterSql({ ...filter, location: undefined })),
    ]);
    return city * 4 <= whole ? cityOnly : null;
  }

  /**
   * A first browse page in the default order from one read of at most TOTAL_CAP + 1 matches:
   * the newest `limit` and how many were read (`n`; more than TOTAL_CAP: rows then unused).
   * `cityWhere` (cityBeforeCountry): the filter without the country, read behind an `offset 0`
   * fence so the planner cannot intersect the country's index; the country is tested after.
   */
  private readAllBrowse(
    where: Sql,
    cityWhere: Sql | null,
  ): Promise<{ rows: PublicBusinessListRow[]; n: number }> {
    const cap = int(TOTAL_CAP + 1);
    const matches = cityWhere
      ? sql`select id, featured, created_at from (select ${MATCH_KEY}, "businesses"."country" as country
            from "businesses" where ${cityWhere} offset 0) c where lower(c.country) = lower(${this.filter.country})
            limit ${cap}`
      : sql`select ${MATCH_KEY} from "businesses" where ${where} limit ${cap}`;
    const page = sql`(with m as (${matches})
      (select id, (row_number() over (order by featured desc, created_at desc, id desc))::int as pos, 0 as n
        from m order by featured desc, created_at desc, id desc limit ${int(this.limit)})
      union all select null, 0, (select count(*)::int from m))`;
    return this.pageWithMatches(page);
  }

  /**
   * Whether a word search ranked by relevance reads its matches in one statement (readAllPage):
   * a first page the planner expects to match fewer than ONE_WORD_ESTIMATE_FROM listings for one
   * word (estimated within a few %), with or without other filters, or fewer than TOTAL_CAP for
   * several words (a phrase is underestimated 10–40×: READ_ALL_MAX bounds the read); or a later
   * page whose first one counted at most TOTAL_CAP.
   */
  private async readsAll(q: string, where: Sql): Promise<boolean> {
    if (this.known !== null) return !this.estimated && this.known <= TOTAL_CAP;
    if (await this.surelyMany(where)) return false;
    const words = (q.match(WORD) ?? []).length;
    return (this.planned ?? ESTIMATE_FROM) < (words === 1 ? ONE_WORD_ESTIMATE_FROM : TOTAL_CAP);
  }

  /**
   * One statement for a page of a word search by relevance (decision 050, third pass): the matches
   * are read once (at most READ_ALL_MAX, through the GIN and filter indexes) and numbered in the
   * default order; their count is the total, and the page is cut from the same order as
   * rankedPage's — every match ranked when at most TOTAL_CAP, else the RANK_WINDOW-wide windows
   * along the default order that hold the page. The count-then-rank plan read the matches twice
   * (the count, then the ranking) or walked the order index for a window; this reads them once.
   * `n` is the number of matches read: READ_ALL_MAX means more (and no rows).
   */
  private readAllPage(where: Sql, q: string): Promise<{ rows: PublicBusinessListRow[]; n: number }> {
    const { offset } = this;
    const end = Math.max(offset, Math.min(offset + this.limit, TOTAL_CAP));
    const firstWindow = Math.floor(offset / RANK_WINDOW);
    const lastWindow = Math.floor((end - 1) / RANK_WINDOW);
    const byScore = relevanceOrder(q, {
      featured: raw('r.featured'),
      vector: raw('s.search_vector'),
      id: raw('r.id'),
    });
    // The matches (m), each one's place in the default order (rn) and how many there are (n).
    const page = sql`(with m as (select ${MATCH_KEY} from "businesses" where ${where} limit ${int(READ_ALL_MAX)}),
        o as (select id, featured, row_number() over (order by featured desc, created_at desc, id desc) - 1 as rn,
          count(*) over () as n from m)
      -- The page's place in the relevance order; ts_rank only for the windows that hold the page.
      select r.id, (row_number() over (order by
          case when r.n > ${int(TOTAL_CAP)} then r.rn / ${int(RANK_WINDOW)} else 0 end, ${byScore}) - 1
          + case when r.n > ${int(TOTAL_CAP)} then ${int(firstWindow * RANK_WINDOW)} else 0 end)::int as pos,
        r.n::int as n
      from o r join "businesses" s on s.id = r.id
      where r.n < ${int(READ_ALL_MAX)} and (r.n <= ${int(TOTAL_CAP)}
        or r.rn / ${int(RANK_WINDOW)} between ${int(firstWindow)} and ${int(lastWindow)})
      -- Always one row with the number of matches read, even when none is on the page.
      union all select null, -1, (select count(*)::int from m))`;
    return this.pageWithMatches(
      page,
      sql`page.pos = -1 or (page.pos >= ${int(offset)} and page.pos < ${int(end)})`,
    );
  }

  /**
   * The cards of a one-read statement's rows (`id`, `pos`, `n`), in `pos` order: its first row
   * (no id, the lowest `pos`) carries the number of matches read, the rest are the page.
   */
  private async pageWithMatches(
    page: Sql,
    keep?: Sql,
  ): Promise<{ rows: PublicBusinessListRow[]; n: number }> {
    const rows = await rowsOf<CountedRow>(
      this.pool,
      sql`select ${LIST_COLUMNS}, page.n as "matches" from "businesses"
        right join ${page} as page on page.id = "businesses"."id"
        ${keep ? sql`where ${keep}` : empty} order by page.pos`,
    );
    const [head, ...found] = rows;
    return { rows: found, n: Number(head?.matches ?? 0) };
  }

  /**
   * Relevance (relevanceOrder). Past TOTAL_CAP matches (`windowed`) the rank is computed
   * RANK_WINDOW matches at a time along the default order (featured first, newest), never over
   * every match: the cost does not grow with the table. Featured matches come first in the walk,
   * so they stay first overall; pages never overlap or skip, as each window's order is fixed.
   */
  private async rankedPage(
    where: Sql,
    q: string,
    windowed: boolean,
    walkOn?: Queryable,
  ): Promise<PublicBusinessListRow[]> {
    const { limit, offset } = this;
    const byScore = relevanceOrder(q);
    if (!windowed) return this.cards({ where, order: byScore, limit, offset });
    // walkOn: a transaction told to walk the order index (readAllPage found too many to sort).
    const expected = !walkOn && this.onlyOneWord(q) ? await this.expect(where) : ESTIMATE_FROM;
    const rows: PublicBusinessListRow[] = [];
    let pos = offset;
    const end = Math.min(offset + limit, TOTAL_CAP);
    while (pos < end) {
      const windowStart = Math.floor(pos / RANK_WINDOW) * RANK_WINDOW;
      const take = Math.min(end, windowStart + RANK_WINDOW) - pos;
      const part = await this.cards(
        {
          where: sql`"businesses"."id" in ${rankWindow(where, windowStart, expected)}`,
          order: byScore,
          limit: take,
          offset: pos - windowStart,
        },
        undefined,
        walkOn,
      );
      rows.push(...part);
      if (part.length < take) break;
      pos += take;
    }
    return rows;
  }
}

/**
 * The ids of the RANK_WINDOW matches at `windowStart` in the default order. Common words
 * (≥ ESTIMATE_FROM expected) walk the order index: a match every few rows. Rarer ones
 * (1,000–5,000 matches, 1–5 % at 100k) would walk 20–100 rows per match, reading and testing
 * each row's search vector, so their matches are read from the GIN index instead and sorted
 * (OFFSET 0 keeps the planner from flattening the subquery into a walk): the same ids, a
 * third of the time (decision 050). Later pages (the estimate not made) ask the planner again.
 */
function rankWindow(where: Sql, windowStart: number, expected: number): Sql {
  return expected < ESTIMATE_FROM
    ? sql`(select id from (select ${MATCH_KEY} from "businesses" where ${where} offset 0) m
        order by featured desc, created_at desc, id desc limit ${int(RANK_WINDOW)} offset ${int(windowStart)})`
    : sql`(select "businesses"."id" from "businesses" where ${where} order by ${DEFAULT_ORDER}
          limit ${int(RANK_WINDOW)} ${windowStart ? sql`offset ${int(windowStart)}` : empty})`;
}

/** The default order (featured first, newest) pages by keyset; the others by offset. */
export function usesKeyset(filter: Pick<ListFilter, 'q' | 'sort'>): boolean {
  return !filter.q && filter.sort === 'relevance';
}

/** How long a forced walk of the order index may take before the planner's own plan is used. */
export const WALK_TIMEOUT_MS = 1500;

/**
 * A statement in a transaction that may not read bitmaps, whole tables nor sort: the planner walks
 * the order index (with `limit`, at most limit × N / READ_ALL_MAX rows once more than
 * READ_ALL_MAX matched) instead of reading and sorting every match it underestimated. The walk is
 * cheap only when the matches are spread along the order; matches bunched at its far end (old
 * listings) would walk most of the index, so it is bounded by a statement timeout, past which the
 * same statement runs with the planner's own plan (read and sort every match: slow, but bounded
 * by the matches, not the table). All settings are this transaction's only.
 */
export async function walkingOrderIndex<T>(
  pool: pg.Pool,
  run: (client: Queryable) => Promise<T>,
  timeoutMs = WALK_TIMEOUT_MS,
): Promise<T> {
  const client = await pool.connect();
  let broken: Error | undefined;
  try {
    await client.query('begin');
    await client.query(
      `select set_config('enable_bitmapscan', 'off', true), set_config('enable_seqscan', 'off', true),
        set_config('enable_sort', 'off', true), set_config('statement_timeout', $1, true)`,
      [String(timeoutMs)],
    );
    const result = await run(client);
    await client.query('commit');
    return result;
  } catch (err) {
    // A connection that cannot even roll back is dropped from the pool, not handed out again.
    await client.query('rollback').catch((rollbackErr: Error) => {
      broken = rollbackErr;
    });
    if (!isQueryCanceled(err)) throw err;
  } finally {
    client.release(broken);
  }
  return run(pool);
}
