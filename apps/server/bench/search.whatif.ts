/**
 * What-if for the search benchmark (docs/decisions/050-search-performance.md): on a scratch
 * database with N generated listings, times the statements the repository sends today
 * (copied from the search repository, literals inlined) against the proposed indexes and
 * query shapes, with EXPLAIN (ANALYZE, BUFFERS). Touches nothing outside the scratch database.
 *
 *   node --import tsx apps/server/bench/search.whatif.ts [--listings 100000] [--runs 3]
 * Prints a table; the text plans go to $TMPDIR/traspasa-whatif-<N>.txt.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type pg from 'pg';
import { openScratch } from './scratch.ts';

const { values: args } = parseArgs({
  options: { listings: { type: 'string', default: '100000' }, runs: { type: 'string', default: '3' } },
});
const LISTINGS = Number(args.listings);
const RUNS = Number(args.runs);
const log = (msg: string) => process.stderr.write(`${msg}\n`);

const PUBLIC = `b.status in ('approved', 'sold')`;
const COLS = `b.id, b.seller_id, b.title, b.slug, b.description, b.category, b.country, b.location, b.asking_price,
  b.annual_revenue, b.annual_profit, b.years_operation, b.employee_count, b.selling_reason, b.package_tier, b.status,
  b.rejection_reason, b.images, b.featured, b.featured_until, b.package_credit_used_at,
  b.requires_enhanced_signature, b.created_at, b.updated_at, u.identity_verified, b.created_at::text`;
const FROM = 'from businesses b inner join users u on u.id = b.seller_id';

const fts = (q: string) =>
  `b.search_vector @@ websearch_to_tsquery('spanish', public.immutable_unaccent('${q}'))`;
const trgm = (q: string) =>
  `public.immutable_unaccent(lower(b.title)) % public.immutable_unaccent(lower('${q}'))`;
const rank = (q: string) =>
  `ts_rank(b.search_vector, websearch_to_tsquery('spanish', public.immutable_unaccent('${q}')))
   + similarity(public.immutable_unaccent(lower(b.title)), public.immutable_unaccent(lower('${q}')))`;
const ftsRank = (q: string) =>
  `ts_rank(b.search_vector, websearch_to_tsquery('spanish', public.immutable_unaccent('${q}')))`;

/** The statements of the time (the search repository): one page query plus count(*) with the same filter. */
function current(cursor: string) {
  const textPage = (q: string) =>
    `select ${COLS} ${FROM} where ${PUBLIC} and (${fts(q)} or ${trgm(q)})
     order by b.featured desc, ${rank(q)} desc, b.id desc limit 20`;
  const textCount = (q: string) =>
    `select count(*)::int from businesses b where ${PUBLIC} and (${fts(q)} or ${trgm(q)})`;
  return [
    [
      'default page 1',
      `select ${COLS} ${FROM} where ${PUBLIC} order by b.featured desc, b.created_at desc, b.id desc limit 20`,
    ],
    [
      'default page 50 (keyset)',
      `select ${COLS} ${FROM} where ${PUBLIC} and (b.featured, b.created_at, b.id) < ${cursor} order by b.featured desc, b.created_at desc, b.id desc limit 20`,
    ],
    ['count(*) public', `select count(*)::int from businesses b where ${PUBLIC}`],
    [
      'sort=price_asc page 1',
      `select ${COLS} ${FROM} where ${PUBLIC} order by b.asking_price asc nulls last, b.id asc limit 20`,
    ],
    [
      'sort=revenue_desc page 1',
      `select ${COLS} ${FROM} where ${PUBLIC} order by b.annual_revenue desc nulls last, b.id desc limit 20`,
    ],
    [
      'sort=price_asc page 10 (offset 180)',
      `select ${COLS} ${FROM} where ${PUBLIC} order by b.asking_price asc nulls last, b.id asc limit 20 offset 180`,
    ],
    [
      'country=Ecuador page 1',
      `select ${COLS} ${FROM} where ${PUBLIC} and lower(b.country) = lower('Ecuador') order by b.featured desc, b.created_at desc, b.id desc limit 20`,
    ],
    [
      'country=Ecuador count',
      `select count(*)::int from businesses b where ${PUBLIC} and lower(b.country) = lower('Ecuador')`,
    ],
    [
      'location=quito page 1',
      `select ${COLS} ${FROM} where ${PUBLIC} and public.immutable_unaccent(lower(b.location)) like '%' || public.immutable_unaccent(lower('quito')) || '%' order by b.featured desc, b.created_at desc, b.id desc limit 20`,
    ],
    [
      'location=quito count',
      `select count(*)::int from businesses b where ${PUBLIC} and public.immutable_unaccent(lower(b.location)) like '%' || public.immutable_unaccent(lower('quito')) || '%'`,
    ],
    ['q=restaurante page', textPage('restaurante')],
    ['q=restaurante count', textCount('restaurante')],
    ['q=cafetería page', textPage('cafetería')],
    ['q=cafetería count', textCount('cafetería')],
    ['q=restorante (typo) page', textPage('restorante')],
    ['q=restorante (typo) count', textCount('restorante')],
  ] as const;
}

/** The proposed shapes (run after the proposed indexes exist). */
function proposed() {
  const ftsPage = (q: string) =>
    `select ${COLS} ${FROM} where ${PUBLIC} and ${fts(q)} order by b.featured desc, ${ftsRank(q)} desc, b.id desc limit 20`;
  const capped = (where: string) =>
    `select count(*)::int from (select 1 from businesses b where ${where} limit 1001) capped`;
  return [
    ['count(*) public, capped at 1001', capped(PUBLIC)],
    ['country=Ecuador count, capped', capped(`${PUBLIC} and lower(b.country) = lower('Ecuador')`)],
    [
      'location=quito count, capped',
      capped(`${PUBLIC} and public.immutable_unaccent(lower(b.location)) like '%quito%'`),
    ],
    ['q=restaurante page, full-text only', ftsPage('restaurante')],
    ['q=restaurante count, full-text only, capped', capped(`${PUBLIC} and ${fts('restaurante')}`)],
    ['q=cafetería page, full-text only', ftsPage('cafetería')],
    ['q=cafetería count, full-text only, capped', capped(`${PUBLIC} and ${fts('cafetería')}`)],
    [
      'q=restaurante page, rank among newest 1000 matches',
      `with c as materialized (
         select b.id from businesses b where ${PUBLIC} and ${fts('restaurante')}
         order by b.featured desc, b.created_at desc, b.id desc limit 1000)
       select ${COLS} ${FROM} join c on c.id = b.id
       order by b.featured desc, ${ftsRank('restaurante')} desc, b.id desc limit 20`,
    ],
    [
      'q=camaronera page, rank among newest 1000 matches',
      `with c as materialized (
         select b.id from businesses b where ${PUBLIC} and ${fts('camaronera')}
         order by b.featured desc, b.created_at desc, b.id desc limit 1000)
       select ${COLS} ${FROM} join c on c.id = b.id
       order by b.featured desc, ${ftsRank('camaronera')} desc, b.id desc limit 20`,
    ],
    ['q=camaronera page, full-text only', ftsPage('camaronera')],
    [
      'typo: lexicon lookup for "restorante"',
      `select word, similarity(word, 'restorante') from search_lexicon where word % 'restorante' order by word <-> 'restorante' limit 3`,
    ],
    ['typo: then q=restaurante full-text page', ftsPage('restaurante')],
    [
      'q=restorante page, word_similarity (<%) fallback',
      `select ${COLS} ${FROM} where ${PUBLIC} and public.immutable_unaccent(lower('restorante')) <% public.immutable_unaccent(lower(b.title)) order by b.featured desc, b.id desc limit 20`,
    ],
  ] as const;
}

const PROPOSED_DDL = [
  // Default order (featured, newest) for public listings: page 1 and every keyset page read 20 index entries.
  `create index whatif_public_order_idx on businesses (featured, created_at, id) where status in ('approved', 'sold')`,
  `create index whatif_public_price_idx on businesses (asking_price, id) where status in ('approved', 'sold')`,
  `create index whatif_public_revenue_idx on businesses (annual_revenue desc nulls last, id desc) where status in ('approved', 'sold')`,
  `create index whatif_location_trgm_idx on businesses using gin (public.immutable_unaccent(lower(location)) gin_trgm_ops)`,
  `create index whatif_country_lower_idx on businesses (lower(country))`,
  // Typo correction against the distinct words of the titles, not against every title.
  `create table search_lexicon as
     select word from ts_stat($$select to_tsvector('simple', public.immutable_unaccent(lower(title))) from businesses where status in ('approved', 'sold')$$)
     where length(word) >= 3`,
  'create index search_lexicon_trgm_idx on search_lexicon using gin (word gin_trgm_ops)',
  'analyze businesses',
  'analyze search_lexicon',
];

async function time(pool: pg.Pool, sql: string): Promise<{ ms: number; plan: string; rows: number }> {
  const times: number[] = [];
  let rows = 0;
  for (let i = 0; i < RUNS + 1; i++) {
    const { rows: r } = await pool.query(`explain (analyze, buffers, format json) ${sql}`);
    const json = (r[0] as { 'QUERY PLAN': { 'Execution Time': number; Plan: { 'Actual Rows': number } }[] })[
      'QUERY PLAN'
    ][0]!;
    if (i > 0) times.push(json['Execution Time']); // the first run warms the cache
    rows = json.Plan['Actual Rows'];
  }
  const { rows: text } = await pool.query(`explain (analyze, buffers) ${sql}`);
  const plan = text.map((t: Record<string, string>) => t['QUERY PLAN']).join('\n');
  times.sort((a, b) => a - b);
  return { ms: times[Math.floor(times.length / 2)]!, plan, rows };
}

async function main() {
  const scratch = await openScratch({ listings: LISTINGS, sellers: 200, log });
  const report: string[] = [];
  const table: [string, string, string, string][] = [];
  try {
    const { pool } = scratch;
    const { rows: c } = await pool.query<{ f: boolean; t: string; id: number }>(
      `select featured as f, created_at::text as t, id from businesses b where ${PUBLIC}
       order by featured desc, created_at desc, id desc offset 979 limit 1`,
    );
    const cursor = `(${c[0]!.f}, '${c[0]!.t}'::timestamptz, ${c[0]!.id})`;
    const run = async (phase: string, statements: readonly (readonly [string, string])[]) => {
      for (const [label, sql] of statements) {
        const t = await time(pool, sql);
        table.push([phase, label, t.ms.toFixed(1), String(t.rows)]);
        report.push(`${'='.repeat(100)}\n[${phase}] ${label} — ${t.ms.toFixed(1)} ms\n${sql}\n\n${t.plan}\n`);
        log(`${phase.padEnd(9)} ${label.padEnd(48)} ${t.ms.toFixed(1).padStart(8)} ms`);
      }
    };
    await run('today', current(cursor));
    log('Creating the proposed indexes and lexicon…');
    const ddlStarted = performance.now();
    for (const ddl of PROPOSED_DDL) await pool.query(ddl);
    const { rows: lex } = await pool.query<{ n: number }>('select count(*)::int as n from search_lexicon');
    log(`  ${(performance.now() - ddlStarted).toFixed(0)} ms; lexicon ${lex[0]?.n} words`);
    await run('+indexes', current(cursor).slice(0, 10));
    await run('proposed', proposed());
    const { rows: sizes } = await pool.query<{ name: string; size: string }>(
      `select c.relname as name, pg_size_pretty(pg_relation_size(c.oid)) as size from pg_class c
       where c.relname like 'whatif_%' or c.relname like 'search_lexicon%' order by 1`,
    );

    console.log(
      `\nWhat-if at ${LISTINGS.toLocaleString('en')} listings (median of ${RUNS} EXPLAIN ANALYZE runs, server time)\n`,
    );
    const widths = [8, Math.max(...table.map((r) => r[1].length)), 9, 7];
    console.log(
      `${'Phase'.padEnd(widths[0]!)}  ${'Statement'.padEnd(widths[1]!)}  ${'ms'.padStart(widths[2]!)}  ${'rows'.padStart(widths[3]!)}`,
    );
    console.log(widths.map((w) => '-'.repeat(w)).join('  '));
    for (const r of table) {
      console.log(
        `${r[0].padEnd(widths[0]!)}  ${r[1].padEnd(widths[1]!)}  ${r[2].padStart(widths[2]!)}  ${r[3].padStart(widths[3]!)}`,
      );
    }
    console.log(`\nProposed index sizes: ${sizes.map((s) => `${s.name} ${s.size}`).join(', ')}`);
    const file = path.join(os.tmpdir(), `traspasa-whatif-${LISTINGS}.txt`);
    await fs.writeFile(file, report.join('\n'));
    console.log(`Plans: ${file}`);
  } finally {
    await scratch.close();
  }
}

main().then(
  () => process.exit(0),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
