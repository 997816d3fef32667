/**
 * Webhook benchmark (decision 090): a scratch embedded PostgreSQL, the real app on
 * a loopback port with its jobs on (the `payment-events` job drains the events in the
 * server's own process, as in production) and STRIPE_WEBHOOK_SECRET set, --transactions
 * sellers each with a pending checkout of a 3-credit package (created in SQL), then
 * --events distinct Stripe-format events — per payment a `checkout.session.completed` and
 * a `payment_intent.succeeded`, the rest events Traspasa ignores — with a --repeat share
 * delivered twice or three times, shuffled, each signed right before it is sent by a load
 * process (not on the server's event loop) with --senders concurrent keep-alive senders.
 * Reports ingest (answered deliveries per second, latency p50/p95/p99), processing (distinct
 * events processed per second, from the first send to the last processed event) and
 * whether every effect happened exactly once. Prints a table and, as the last line, one
 * JSON object. Exits 1 only when the effects are not exactly once.
 * docs/decisions/090-payments.md.
 *
 *   npm run bench:webhooks -- --transactions 2500 --events 10000 --senders 200
 *   options: --transactions N (2500) --events E (10000) --senders S (200) --repeat R (0.3)
 *            --seed K (9) --timeout S (300, the wait for processing)
 *            --pool P (20, the server's pool as in db/connect.ts; a what-if knob)
 *            --rate R (0 = closed loop: each sender sends again once answered, so the mean
 *              latency is senders ÷ throughput; R > 0 = open loop at R deliveries/s, latency
 *              counted from when each delivery was due)
 */
import { type ChildProcess, fork } from 'node:child_process';
import fs from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import Stripe from 'stripe';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { createPool } from '../src/db/client.ts';
import { ensureDatabase, startEmbeddedPostgres } from '../src/db/embedded.ts';
import { runMigrations } from '../src/db/migrate.ts';
import { fmt, percentile, printTable, round, verdict } from './report.ts';
import { benchServerEnv } from './scratch.ts';

const WORKER_FLAG = '--webhooks-bench-worker';
const WEBHOOK_PATH = '/api/payments/webhook';
const PACKAGE_PRODUCT = 'prod_local_paquete_premium_3';
const CREDITS_PER_PACKAGE = 3;
/** Event types the pipeline records and otherwise ignores (the effects' `default`). */
const UNRELATED_TYPES = [
  'customer.created',
  'customer.updated',
  'payment_method.attached',
  'charge.succeeded',
];

interface WorkerInput {
  base: string;
  secret: string;
  senders: number;
  /** 0: closed loop (each sender sends its next delivery when answered); else deliveries per s, open loop. */
  rate: number;
  /** Distinct event bodies, exactly as sent. */
  payloads: string[];
  /** The delivery list: indexes into `payloads`, repeated and shuffled. */
  order: number[];
}
interface WorkerResult {
  /** Per delivery, send → full answer read (ms). */
  latencies: number[];
  statuses: Record<string, number>;
  /** Epoch ms. */
  firstSendAt: number;
  lastAnswerAt: number;
  cpuSeconds: number;
}

const log = (msg: string) => process.stderr.write(`${msg}\n`);

if (process.argv.includes(WORKER_FLAG)) {
  process.once('message', (input: WorkerInput) => {
    runWorker(input).then(
      (result) => process.send!({ type: 'result', result }, () => process.exit(0)),
      (err) => process.send!({ type: 'error', error: String(err?.stack ?? err) }, () => process.exit(1)),
    );
  });
} else {
  main().then(
    (code) => process.exit(code),
    (err) => {
      console.error(err);
      process.exit(1);
    },
  );
}

// ---------------------------------------------------------------- main process

async function main(): Promise<number> {
  const { values: args } = parseArgs({
    options: {
      transactions: { type: 'string', default: '2500' },
      events: { type: 'string', default: '10000' },
      senders: { type: 'string', default: '200' },
      repeat: { type: 'string', default: '0.3' },
      seed: { type: 'string', default: '9' },
      timeout: { type: 'string', default: '300' },
      pool: { type: 'string', default: '20' },
      rate: { type: 'string', default: '0' },
    },
  });
  const int = (name: 'transactions' | 'events' | 'senders' | 'seed' | 'timeout' | 'pool') => {
    const n = Number(String(args[name]).replaceAll('_', ''));
    if (!Number.isInteger(n) || n <= 0) {
      console.error(`--${name} must be a positive integer (got ${args[name]})`);
      process.exit(2);
    }
    return n;
  };
  const TRANSACTIONS = int('transactions');
  const EVENTS = int('events');
  const SENDERS = int('senders');
  const SEED = int('seed');
  const TIMEOUT_MS = int('timeout') * 1000;
  const POOL = int('pool');
  const RATE = Number(args.rate);
  if (!(Number.isFinite(RATE) && RATE >= 0)) {
    console.error(
      `--rate must be 0 (closed loop) or a positive number of deliveries per second (got ${args.rate})`,
    );
    process.exit(2);
  }
  const REPEAT = Number(args.repeat);
  if (!(REPEAT >= 0 && REPEAT <= 1)) {
    console.error(`--repeat must be between 0 and 1 (got ${args.repeat})`);
    process.exit(2);
  }
  if (EVENTS < 2 * TRANSACTIONS) {
    console.error(`--events must be at least 2 × --transactions (${2 * TRANSACTIONS})`);
    process.exit(2);
  }
  const secret = `whsec_bench_${SEED}_traspasa_webhooks`;

  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'traspasa-webhooks-bench-'));
  // As root PostgreSQL runs as "postgres", which must be able to enter the folder.
  await fs.chmod(dir, 0o755);
  log(`Scratch PostgreSQL in ${dir}…`);
  const embedded = await startEmbeddedPostgres(dir, { persistent: false });
  let pool: pg.Pool | null = null;
  let app: FastifyInstance | null = null;
  let worker: ChildProcess | null = null;
  const cleanup = async () => {
    if (worker && worker.exitCode === null) worker.kill();
    await app?.close().catch(() => {});
    app = null;
    await pool?.end().catch(() => {});
    pool = null;
    // pool.end() resolves before its connections have closed; let them go before the stop.
    await new Promise((r) => setTimeout(r, 300));
    await embedded.stop().catch((err) => log(`Stopping PostgreSQL failed: ${err}`));
    await fs.rm(dir, { recursive: true, force: true }).catch(() => {});
  };
  const onSignal = () => {
    log('Interrupted: stopping…');
    void cleanup().finally(() => process.exit(130));
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);

  try {
    const dbUrl = await ensureDatabase(embedded.url, 'webhooksbench');
    // 20 is the pool the server opens in production (db/connect.ts); pg-boss shares it.
    pool = createPool(dbUrl, POOL);
    await runMigrations(pool);
    const config = loadConfig({
      ...benchServerEnv(dir, dbUrl),
      // The sandbox provider verifies (and would sign) with this secret.
      STRIPE_WEBHOOK_SECRET: secret,
      // The payment-events job processes what the webhook stores, in this process.
      JOBS_ENABLED: 'true',
    });
    app = await buildApp({ config, pool, webDistDir: path.join(dir, 'no-web-build') });
    // Listening makes the app ready: the catalogue (with the package sold here) is written then.
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    log(
      `App listening on ${base} (jobs on). Seeding ${TRANSACTIONS} sellers with a pending package checkout…`,
    );
    const seeded = await seed(pool, TRANSACTIONS);

    const random = mulberry32(SEED);
    const payloads = buildEvents(seeded, EVENTS, random);
    const order = deliveryOrder(payloads.length, REPEAT, random);
    const repeated = new Set<number>();
    const seen = new Set<number>();
    for (const i of order) (seen.has(i) ? repeated : seen).add(i);
    log(
      `${payloads.length} distinct events, ${order.length} deliveries (${repeated.size} events repeated); ${SENDERS} senders…`,
    );

    const load = { before: os.loadavg(), after: [] as number[] };
    const serverCpuBefore = process.cpuUsage();
    // The server's event loop (this process): how long callbacks waited for it while sending.
    const loopDelay = monitorEventLoopDelay({ resolution: 10 });
    loopDelay.enable();
    const pgCpuBefore = await postgresCpuSeconds(dir);
    const result = await new Promise<WorkerResult>((resolve, reject) => {
      // A separate process: the senders do not share the server's event loop.
      const child = fork(fileURLToPath(import.meta.url), [WORKER_FLAG], {
        execArgv: ['--import', 'tsx'],
        serialization: 'advanced',
      });
      worker = child;
      child.on('message', (m: { type: string; result?: WorkerResult; error?: string }) => {
        if (m.type === 'result') resolve(m.result!);
        else if (m.type === 'error') reject(new Error(m.error));
      });
      child.on('error', reject);
      child.on('exit', (code) => {
        if (code !== 0) reject(new Error(`load process exited with ${code}`));
      });
      const input: WorkerInput = { base, secret, senders: SENDERS, rate: RATE, payloads, order };
      child.send(input);
    });
    loopDelay.disable();
    const backlogAtLastAnswer = await unfinished(pool);
    log(
      `Sent in ${((result.lastAnswerAt - result.firstSendAt) / 1000).toFixed(1)} s; ${backlogAtLastAnswer} events still to process. Waiting…`,
    );

    // ---- Wait for the pipeline ----
    const waitStarted = Date.now();
    let timedOut = false;
    for (;;) {
      if ((await unfinished(pool)) === 0) break;
      if (Date.now() - waitStarted > TIMEOUT_MS) {
        timedOut = true;
        break;
      }
      await new Promise((r) => setTimeout(r, 100));
    }
    const serverCpu = process.cpuUsage(serverCpuBefore);
    const pgCpuAfter = await postgresCpuSeconds(dir);
    const pgCpu = pgCpuBefore !== null && pgCpuAfter !== null ? pgCpuAfter - pgCpuBefore : null;
    load.after = os.loadavg();
    const { rows: lastRows } = await pool.query<{ last: string | null }>(
      `select (extract(epoch from max(processed_at)) * 1000)::float8::text as last from webhook_events`,
    );
    const lastProcessedAt = Number(lastRows[0]?.last ?? Number.NaN);
    const checks = await checkEffects(pool, seeded, payloads.length);
    const exactlyOnce = !timedOut && checks.every((c) => c.ok);

    // ---- Report ----
    const latencies = [...result.latencies].sort((a, b) => a - b);
    const ok200 = result.statuses['200'] ?? 0;
    const refused = order.length - ok200;
    const ingestS = (result.lastAnswerAt - result.firstSendAt) / 1000;
    const ingestPerS = order.length / ingestS;
    const distinctIngestPerS = payloads.length / ingestS;
    const processS = (lastProcessedAt - result.firstSendAt) / 1000;
    const processedPerS = timedOut ? 0 : payloads.length / processS;
    const p50 = percentile(latencies, 50);
    const p95 = percentile(latencies, 95);
    const p99 = percentile(latencies, 99);

    console.log('');
    console.log(
      `Traspasa webhook benchmark — ${payloads.length} distinct events (${seeded.length} package payments × 2 + ${payloads.length - 2 * seeded.length} ignored), ${order.length} signed deliveries (${repeated.size} events repeated), ${RATE > 0 ? `open loop at ${RATE}/s, at most ${SENDERS} in flight` : `${SENDERS} concurrent senders (closed loop)`}, pool ${POOL}, ${os.availableParallelism()} cores`,
    );
    console.log(
      `Load average (1/5/15 min) before: ${fmtLoad(load.before)}; after: ${fmtLoad(load.after)} — server, PostgreSQL and senders share the machine`,
    );
    console.log('');
    printTable(
      ['Metric', 'Value', 'Target', ''],
      [
        ['Deliveries answered 200 / sent', `${ok200} / ${order.length}`, 'all', verdict(refused === 0)],
        ...(refused > 0 ? [['  other answers', fmtStatuses(result.statuses), '', '']] : []),
        ['Ingest (deliveries answered per s)', fmt(ingestPerS, 0), '≥ 1000', verdict(ingestPerS >= 1000)],
        ['  distinct events per s / window (s)', `${fmt(distinctIngestPerS, 0)} / ${fmt(ingestS)}`, '', ''],
        ['Ingest latency p50 (ms)', fmt(p50), '', ''],
        ['Ingest latency p95 (ms)', fmt(p95), '', ''],
        ['Ingest latency p99 (ms)', fmt(p99), '≤ 50', verdict(p99 <= 50)],
        ['Ingest latency max (ms)', fmt(latencies.at(-1) ?? Number.NaN), '', ''],
        ['Events left to process at the last answer', String(backlogAtLastAnswer), '', ''],
        [
          'Processed (distinct events per s, first send → last processed)',
          timedOut ? 'timed out' : fmt(processedPerS, 0),
          '',
          '',
        ],
        ['  window (s)', timedOut ? `> ${TIMEOUT_MS / 1000}` : fmt(processS), '', ''],
        ['Effects exactly once', String(exactlyOnce), 'true', verdict(exactlyOnce)],
        ...checks.map((c) => [`  ${c.label}`, c.value, c.target, verdict(c.ok)]),
        [
          'Server event-loop delay while sending, p99 / max (ms)',
          `${fmt(loopDelay.percentile(99) / 1e6)} / ${fmt(loopDelay.max / 1e6)}`,
          '',
          '',
        ],
        ['CPU, send → processed (s): server process', fmt((serverCpu.user + serverCpu.system) / 1e6), '', ''],
        ['  PostgreSQL (all its processes)', pgCpu === null ? 'n/a' : fmt(pgCpu), '', ''],
        ['  load process (signing, sending)', fmt(result.cpuSeconds), '', ''],
      ],
    );
    console.log('');
    const missed = [refused === 0, ingestPerS >= 1000, p99 <= 50].some((ok) => !ok);
    console.log(missed ? 'Targets: missed (see MISSED above).' : 'Targets: all met.');
    await cleanup();
    console.log(
      JSON.stringify({
        events: payloads.length,
        ingest_per_s: round(ingestPerS, 1),
        ingest_p99_ms: round(p99),
        effects_exactly_once: exactlyOnce,
        processed_per_s: round(processedPerS, 1),
      }),
    );
    return exactlyOnce ? 0 : 1;
  } catch (err) {
    await cleanup();
    throw err;
  }
}

interface Seeded {
  transactionId: number;
  userId: number;
  productId: number;
  i: number;
}

/** Sellers and one pending package checkout each, set-based. */
async function seed(pool: pg.Pool, n: number): Promise<Seeded[]> {
  const { rows } = await pool.query<Seeded>(
    `with sellers as (
       insert into users (username, email, password, full_name, role)
       select format('whseller%s', i), format('whseller%s@bench.example', i), 'x', format('Vendedora %s', i), 'seller'
       from generate_series(1, $1) i
       returning id, substring(username from '[0-9]+$')::int as i
     )
     insert into stripe_transactions
       (user_id, checkout_session_id, payment_intent_id, amount, currency, status, plan_type, package_count,
        product_id, kind, expires_at, metadata)
     select s.id, format('cs_bench_%s', s.i), null, p.precio_usd, 'usd', 'pending', p.stripe_product_id,
       p.package_count, p.id, 'checkout', now() + interval '1 day',
       jsonb_build_object('discountCents', 0, 'subtotalCents', (p.precio_usd * 100)::int, 'bench', s.i)
     from sellers s
     join stripe_products p on p.stripe_product_id = $2 and p.periodicidad = 'unico'
     returning id as "transactionId", user_id as "userId", product_id as "productId", (metadata->>'bench')::int as i`,
    [n, PACKAGE_PRODUCT],
  );
  if (rows.length !== n)
    throw new Error(`seeded ${rows.length} of ${n} checkouts: is ${PACKAGE_PRODUCT} in the catalogue?`);
  const { rows: product } = await pool.query<{ n: number }>(
    'select package_count as n from stripe_products where stripe_product_id = $1',
    [PACKAGE_PRODUCT],
  );
  if (product[0]?.n !== CREDITS_PER_PACKAGE) {
    throw new Error(
      `${PACKAGE_PRODUCT} grants ${product[0]?.n} credits, the bench expects ${CREDITS_PER_PACKAGE}`,
    );
  }
  await pool.query('vacuum analyze users, stripe_transactions');
  return rows.sort((a, b) => a.i - b.i);
}

/** The distinct events, as the exact bodies the provider would send. */
function buildEvents(seeded: Seeded[], total: number, random: () => number): string[] {
  const created = Math.floor(Date.now() / 1000);
  let serial = 0;
  const event = (type: string, object: Record<string, unknown>) =>
    JSON.stringify({
      id: `evt_bench_${(++serial).toString().padStart(6, '0')}_${Math.floor(random() * 1e9).toString(36)}`,
      object: 'event',
      api_version: Stripe.API_VERSION,
      created,
      data: { object },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
    });
  const out: string[] = [];
  for (const s of seeded) {
    const metadata = {
      transactionId: String(s.transactionId),
      userId: String(s.userId),
      productId: String(s.productId),
    };
    out.push(
      event('checkout.session.completed', {
        id: `cs_bench_${s.i}`,
        object: 'checkout.session',
        mode: 'payment',
        payment_status: 'paid',
        status: 'complete',
        payment_intent: `pi_bench_${s.i}`,
        customer: `cus_bench_${s.i}`,
        amount_total: 6000,
        currency: 'usd',
        metadata,
      }),
      event('payment_intent.succeeded', {
        id: `pi_bench_${s.i}`,
        object: 'payment_intent',
        status: 'succeeded',
        amount: 6000,
        amount_received: 6000,
        currency: 'usd',
        customer: `cus_bench_${s.i}`,
        metadata,
      }),
    );
  }
  for (let k = 0; out.length < total; k++) {
    const type = UNRELATED_TYPES[k % UNRELATED_TYPES.length]!;
    const id = `${type.split('.')[0]!.replace('payment_method', 'pm').replace('customer', 'cus').replace('charge', 'ch')}_other_${k}`;
    out.push(
      event(type, {
        id,
        object: type.split('.')[0],
        ...(type === 'charge.succeeded' ? { amount: 1000, currency: 'usd', paid: true } : {}),
        metadata: {},
      }),
    );
  }
  return out;
}

/** Every event once, a `repeat` share of them two or three times in all, shuffled. */
function deliveryOrder(n: number, repeat: number, random: () => number): number[] {
  const order: number[] = [];
  for (let i = 0; i < n; i++) order.push(i);
  const ids = shuffle([...order], random);
  const extra = Math.round(n * repeat);
  for (let k = 0; k < extra; k++) {
    const i = ids[k]!;
    order.push(i);
    if (k % 2 === 1) order.push(i);
  }
  return shuffle(order, random);
}

/** Events stored but not finished (pending, being processed or waiting for a retry). */
async function unfinished(pool: pg.Pool): Promise<number> {
  const { rows } = await pool.query<{ n: number }>(
    `select count(*)::int as n from webhook_events where status in ('pending', 'processing', 'retrying')`,
  );
  return rows[0]!.n;
}

interface Check {
  label: string;
  value: string;
  target: string;
  ok: boolean;
}

async function checkEffects(pool: pg.Pool, seeded: Seeded[], distinct: number): Promise<Check[]> {
  const n = seeded.length;
  const one = async (text: string, params: unknown[] = []) =>
    (await pool.query<{ n: number }>(text, params)).rows[0]!.n;
  const txIds = seeded.map((s) => s.transactionId);
  const userIds = seeded.map((s) => s.userId);
  const succeeded = await one(
    `select count(*)::int as n from stripe_transactions where id = any($1::int[]) and status = 'succeeded'`,
    [txIds],
  );
  const wrongCredits = await one(
    `select count(*)::int as n from (
       select u.id, count(c.id) as credits from unnest($1::int[]) as u(id)
       left join listing_credits c on c.user_id = u.id
       group by u.id having count(c.id) <> $2) x`,
    [userIds, CREDITS_PER_PACKAGE],
  );
  const credits = await one('select count(*)::int as n from listing_credits');
  const wrongPackageCount = await one(
    `select count(*)::int as n from users where id = any($1::int[]) and package_count <> $2`,
    [userIds, CREDITS_PER_PACKAGE],
  );
  const processed = await one('select count(*)::int as n from processed_events');
  const stored = await one('select count(*)::int as n from webhook_events');
  const storedOk = await one(`select count(*)::int as n from webhook_events where status = 'succeeded'`);
  const logs = await one('select count(*)::int as n from stripe_webhook_logs');
  const payments = await one('select count(*)::int as n from processed_payments');
  const failed = await one('select count(*)::int as n from failed_events');
  return [
    { label: 'transactions succeeded', value: `${succeeded} / ${n}`, target: `${n}`, ok: succeeded === n },
    {
      label: `sellers without exactly ${CREDITS_PER_PACKAGE} credits`,
      value: String(wrongCredits),
      target: '0',
      ok: wrongCredits === 0,
    },
    {
      label: 'listing_credits rows',
      value: String(credits),
      target: String(n * CREDITS_PER_PACKAGE),
      ok: credits === n * CREDITS_PER_PACKAGE,
    },
    {
      label: 'users.package_count off',
      value: String(wrongPackageCount),
      target: '0',
      ok: wrongPackageCount === 0,
    },
    {
      label: 'processed_events rows',
      value: String(processed),
      target: String(distinct),
      ok: processed === distinct,
    },
    {
      label: 'webhook_events rows (succeeded)',
      value: `${stored} (${storedOk})`,
      target: String(distinct),
      ok: stored === distinct && storedOk === distinct,
    },
    {
      label: 'stripe_webhook_logs rows',
      value: String(logs),
      target: String(distinct),
      ok: logs === distinct,
    },
    { label: 'processed_payments rows', value: String(payments), target: String(n), ok: payments === n },
    { label: 'failed_events rows', value: String(failed), target: '0', ok: failed === 0 },
  ];
}

// ---------------------------------------------------------------- load process

async function runWorker(input: WorkerInput): Promise<WorkerResult> {
  const url = new URL(input.base);
  const agent = new http.Agent({ keepAlive: true, maxSockets: input.senders, maxFreeSockets: input.senders });
  const bodies = input.payloads.map((p) => Buffer.from(p));
  const result: WorkerResult = {
    latencies: new Array(input.order.length),
    statuses: {},
    firstSendAt: Number.POSITIVE_INFINITY,
    lastAnswerAt: 0,
    cpuSeconds: 0,
  };
  /** `scheduledAt`: open loop, latency counts from when the delivery was due (no coordinated omission). */
  const post = (k: number, scheduledAt?: number) =>
    new Promise<void>((resolve) => {
      const index = input.order[k]!;
      const payload = input.payloads[index]!;
      const body = bodies[index]!;
      // Signed right before sending: the signature carries its time (5-minute tolerance).
      const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: input.secret });
      const started = scheduledAt ?? performance.now();
      result.firstSendAt = Math.min(result.firstSendAt, Date.now());
      const done = (status: string) => {
        result.latencies[k] = performance.now() - started;
        result.statuses[status] = (result.statuses[status] ?? 0) + 1;
        result.lastAnswerAt = Math.max(result.lastAnswerAt, Date.now());
        resolve();
      };
      const req = http.request(
        {
          agent,
          host: url.hostname,
          port: url.port,
          path: WEBHOOK_PATH,
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'content-length': body.length,
            'stripe-signature': signature,
            'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
          },
        },
        (res) => {
          res.resume();
          res.on('end', () => done(String(res.statusCode)));
          res.on('error', (err) => done(err.message));
        },
      );
      req.on('error', (err) => done(err.message));
      req.end(body);
    });

  const cpuBefore = process.cpuUsage();
  let next = 0;
  if (input.rate > 0) {
    // Open loop: deliveries go out on a schedule, at most `senders` in flight (the agent queues the rest).
    const begun = performance.now();
    const inFlight: Promise<void>[] = [];
    await new Promise<void>((resolve) => {
      const timer = setInterval(() => {
        const due = Math.min(
          input.order.length,
          Math.floor(((performance.now() - begun) / 1000) * input.rate),
        );
        while (next < due) {
          inFlight.push(post(next, begun + (next / input.rate) * 1000));
          next += 1;
        }
        if (next >= input.order.length) {
          clearInterval(timer);
          resolve();
        }
      }, 2);
    });
    await Promise.all(inFlight);
  } else {
    await Promise.all(
      Array.from({ length: input.senders }, async () => {
        while (next < input.order.length) await post(next++);
      }),
    );
  }
  const cpu = process.cpuUsage(cpuBefore);
  result.cpuSeconds = (cpu.user + cpu.system) / 1e6;
  agent.destroy();
  return result;
}

// ---------------------------------------------------------------- helpers

/** A small seeded generator, so a run's events and order can be repeated (--seed). */
function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function shuffle<T>(items: T[], random: () => number): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [items[i], items[j]] = [items[j]!, items[i]!];
  }
  return items;
}

/** CPU seconds used so far by the scratch PostgreSQL (postmaster and backends); Linux only. */
async function postgresCpuSeconds(dir: string): Promise<number | null> {
  try {
    const pid = (await fs.readFile(path.join(dir, 'pgdata', 'postmaster.pid'), 'utf8'))
      .split('\n')[0]!
      .trim();
    let total = 0;
    for (const entry of await fs.readdir('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      const stat = await fs.readFile(`/proc/${entry}/stat`, 'utf8').catch(() => null);
      if (!stat) continue;
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      // utime + stime, in USER_HZ (100) ticks, of the postmaster and its children.
      if (entry === pid || fields[1] === pid) total += (Number(fields[11]) + Number(fields[12])) / 100;
    }
    return total;
  } catch {
    return null;
  }
}

function fmtLoad(l: number[]): string {
  return l.map((x) => x.toFixed(2)).join(' / ');
}

function fmtStatuses(s: Record<string, number>): string {
  return Object.entries(s)
    .filter(([k]) => k !== '200')
    .map(([k, v]) => `${v}×${k}`)
    .join(', ');
}
