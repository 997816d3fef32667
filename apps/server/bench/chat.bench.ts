/**
 * Chat benchmark (decision 070): a scratch embedded PostgreSQL, the real app on
 * a loopback port, and a load generator in child processes (not on the server's event loop)
 * holding 2 × --pairs WebSocket clients. Every pair may talk (a seller, a buyer with a
 * signed NDA on the seller's listing; all created directly in SQL). Both sides of every
 * pair send messages — persisted for real — at a combined open-loop --rate, over their
 * open socket (`message.send`, acknowledged by `message.ack`; --mode ws, the default) or
 * by POST /api/messages (--mode post); each delivery is the peer's socket receiving
 * `message.created`. Two phases on the same sockets: the sustainable rate (--rate) and
 * --overload times it (2 by default; 0 skips it). Reports, per phase, persisted
 * deliveries per second, the delivery latency (send → receive) p50/p95/p99 of accepted
 * messages, messages refused (overload: 503 / `message.rejected` overloaded; not retried
 * here) apart from messages lost (accepted but never delivered within --loss-timeout).
 * Prints a table and, as the last line, one JSON object (the sustainable phase at the
 * top level, the overload phase under `overload`). docs/decisions/070-live-messaging.md.
 *
 *   npm run bench:chat -- --pairs 500 --rate 2100 --duration 10
 *   options: --pairs N (500) --rate R msgs/s (2100: 5 % over the 2,000/s target, so a measured
 *            window can show ≥ 2,000 delivered — offered exactly 2,000 it measures 1,998–2,000)
 *            --overload X (2) --duration S (10)
 *            --warmup S (3) --workers W (2) --loss-timeout S (5) --mode ws|post (ws)
 *            --profile (CPU profile of the server thread while sending, per phase, with its
 *              summary, and the SQL round trips per message by statement)
 *   environment: CHAT_MAX_IN_FLIGHT, CHAT_MAX_WAIT_MS, CHAT_MAX_LOOP_DELAY_MS override the
 *              app's overload bounds (e.g. CHAT_MAX_LOOP_DELAY_MS=0 turns the loop check off)
 */
import { type ChildProcess, fork } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import http from 'node:http';
import { Session } from 'node:inspector/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import WebSocket from 'ws';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { createPool } from '../src/db/client.ts';
import { ensureDatabase, startEmbeddedPostgres } from '../src/db/embedded.ts';
import { runMigrations } from '../src/db/migrate.ts';
import { chatLiveOf } from '../src/modules/messages/chat-live.routes.ts';
import { type CpuProfile, formatSummary, summarise } from './cpuprofile.ts';
import { fmt, percentile, printTable, round, verdict } from './report.ts';
import { benchServerEnv } from './scratch.ts';

interface Person {
  id: number;
  token: string;
}
interface Pair {
  seller: Person;
  buyer: Person;
}
interface WorkerInput {
  base: string;
  pairs: Pair[];
  /** This process's share of each phase's rate, in order. */
  rates: number[];
  durationMs: number;
  warmupMs: number;
  lossTimeoutMs: number;
  mode: 'ws' | 'post';
}
interface WorkerResult {
  connectMs: number;
  sent: number;
  accepted: number;
  refused: Record<string, number>;
  delivered: number;
  duplicates: number;
  /** Accepted (201) and delivered, but later than the loss timeout. */
  late: number;
  /** Accepted (201) and never delivered (waited up to a minute after the last send). */
  never: number;
  echoes: number;
  latencies: number[];
  /** Send → refusal answer (503 / message.rejected), ms: how fast an overloaded server says no. */
  refusalMs: number[];
  firstSendAt: number;
  lastDeliveryAt: number;
  /** CPU seconds of this load process while sending. */
  cpuSeconds: number;
}

const now = () => performance.timeOrigin + performance.now();
const HISTORY_PER_PAIR = 20;
const log = (msg: string) => process.stderr.write(`${msg}\n`);

const WORKER_FLAG = '--load-worker';

if (process.argv.includes(WORKER_FLAG)) {
  // A load-generator process: gets its input from the parent, answers with the result.
  process.once('message', (input: WorkerInput) => {
    runWorker(input).then(
      () => process.send!({ type: 'done' }, () => process.exit(0)),
      (err) => process.send!({ type: 'error', error: String(err?.stack ?? err) }, () => process.exit(1)),
    );
  });
} else {
  main().then(
    () => process.exit(0),
    (err) => {
      console.error(err);
      process.exit(1);
    },
  );
}

// ---------------------------------------------------------------- main thread

async function main() {
  const { values: args } = parseArgs({
    options: {
      pairs: { type: 'string', default: '500' },
      rate: { type: 'string', default: '2100' },
      overload: { type: 'string', default: '2' },
      duration: { type: 'string', default: '10' },
      warmup: { type: 'string', default: '3' },
      workers: { type: 'string', default: '2' },
      'loss-timeout': { type: 'string', default: '5' },
      mode: { type: 'string', default: 'ws' },
      profile: { type: 'boolean', default: false },
    },
  });
  const MODE = args.mode === 'post' ? 'post' : 'ws';
  if (args.mode !== MODE) {
    console.error(`--mode must be ws or post (got ${args.mode})`);
    process.exit(2);
  }
  const num = (name: keyof typeof args) => {
    const n = Number(args[name]);
    if (!Number.isFinite(n) || n <= 0) {
      console.error(`--${name} must be a positive number (got ${args[name]})`);
      process.exit(2);
    }
    return n;
  };
  const PAIRS = Math.floor(num('pairs'));
  const RATE = num('rate');
  const DURATION_MS = num('duration') * 1000;
  const WARMUP_MS = Number(args.warmup) * 1000;
  const OVERLOAD = Number(args.overload);
  if (!Number.isFinite(OVERLOAD) || OVERLOAD < 0) {
    console.error(`--overload must be 0 or a positive number (got ${args.overload})`);
    process.exit(2);
  }
  const WORKERS = Math.floor(num('workers'));
  const LOSS_TIMEOUT_MS = num('loss-timeout') * 1000;

  const load: { before: number[]; after?: number[] } = { before: os.loadavg() };
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'traspasa-chat-bench-'));
  await fs.chmod(dir, 0o755);
  log(`Scratch PostgreSQL in ${dir}…`);
  const embedded = await startEmbeddedPostgres(dir, { persistent: false });
  let pool: pg.Pool | null = null;
  let app: FastifyInstance | null = null;
  const workers: ChildProcess[] = [];
  const cleanup = async () => {
    for (const w of workers) if (w.exitCode === null) w.kill();
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
    const dbUrl = await ensureDatabase(embedded.url, 'chatbench');
    pool = createPool(dbUrl, 20);
    await runMigrations(pool);
    log(
      `Creating ${PAIRS} sellers with a listing, ${PAIRS} buyers with a signed NDA on it, ${HISTORY_PER_PAIR} earlier messages per pair…`,
    );
    const pairs = await seed(pool, PAIRS);

    const config = loadConfig({
      ...benchServerEnv(dir, dbUrl),
      JOBS_ENABLED: 'false',
      // The limit is per sender; each sender here sends a few messages a second.
      RATE_MESSAGES_PER_MIN: '1000000',
      // The overload bounds (CHAT_MAX_IN_FLIGHT, CHAT_MAX_WAIT_MS, CHAT_MAX_LOOP_DELAY_MS) from
      // the environment, to compare settings; the app's defaults otherwise.
      ...Object.fromEntries(
        Object.entries(process.env).filter(
          (e): e is [string, string] => e[0].startsWith('CHAT_MAX_') && e[1] !== undefined,
        ),
      ),
    });
    app = await buildApp({ config, pool, webDistDir: path.join(dir, 'no-web-build') });
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    log(`App listening on ${base}. ${WORKERS} load processes, ${PAIRS * 2} sockets…`);

    const groups = Array.from({ length: WORKERS }, (_, w) => pairs.filter((_, i) => i % WORKERS === w));
    const phaseRates = OVERLOAD > 0 ? [RATE, RATE * OVERLOAD] : [RATE];
    /** Per worker, the phase results it sent that nobody took yet, and who waits for the next. */
    const inbox = groups.map(() => ({
      results: [] as WorkerResult[],
      waiting: null as ((r: WorkerResult) => void) | null,
    }));
    let failed: (err: Error) => void = () => {};
    const failure = new Promise<never>((_, reject) => {
      failed = reject;
    });
    let connected = 0;
    let allConnected: () => void = () => {};
    const connectedAll = new Promise<void>((resolve) => {
      allConnected = resolve;
    });
    groups.forEach((group, w) => {
      const input: WorkerInput = {
        base,
        pairs: group,
        rates: phaseRates.map((rate) => (rate * group.length) / PAIRS),
        durationMs: DURATION_MS,
        warmupMs: WARMUP_MS,
        lossTimeoutMs: LOSS_TIMEOUT_MS,
        mode: MODE,
      };
      // A separate process: the load does not share the server's event loop (or its CPU time).
      const worker = fork(fileURLToPath(import.meta.url), [WORKER_FLAG], {
        execArgv: ['--import', 'tsx'],
        serialization: 'advanced',
      });
      workers.push(worker);
      worker.on('message', (m: { type: string; result?: WorkerResult; error?: string }) => {
        if (m.type === 'phase') {
          const box = inbox[w]!;
          if (box.waiting) {
            box.waiting(m.result!);
            box.waiting = null;
          } else box.results.push(m.result!);
        } else if (m.type === 'connected') {
          connected += 1;
          if (connected === groups.length) allConnected();
        } else if (m.type === 'error') failed(new Error(m.error));
      });
      worker.on('error', (err) => failed(err));
      worker.on('exit', (code) => {
        if (code !== 0) failed(new Error(`load worker exited with ${code}`));
      });
      worker.send(input);
    });
    const nextResult = (w: number) =>
      new Promise<WorkerResult>((resolve) => {
        const box = inbox[w]!;
        const ready = box.results.shift();
        if (ready) resolve(ready);
        else box.waiting = resolve;
      });
    await Promise.race([connectedAll, failure]);
    log('All sockets ready.');

    const phases: PhaseReport[] = [];
    const countRows = async () =>
      (await pool!.query<{ n: number }>('select count(*)::int as n from chat_messages')).rows[0]!.n;
    for (const [index, rate] of phaseRates.entries()) {
      if (index > 0) await new Promise((r) => setTimeout(r, 2000));
      log(
        `Phase ${index + 1}/${phaseRates.length}: ${rate} msg/s for ${(WARMUP_MS + DURATION_MS) / 1000} s…`,
      );
      const rowsBefore = await countRows();
      const profiler = args.profile ? new Session() : null;
      const statements = args.profile ? countStatements() : null;
      const pgCpuBefore = await postgresCpuSeconds(dir);
      const loadBefore = os.loadavg();
      const serverCpuBefore = process.cpuUsage();
      const causesBefore = refusalCauses(app);
      statements?.start();
      if (profiler) {
        profiler.connect();
        await profiler.post('Profiler.enable');
        await profiler.post('Profiler.setSamplingInterval', { interval: 500 });
        await profiler.post('Profiler.start');
      }
      for (const worker of workers) worker.send('go');
      const results = await Promise.race([Promise.all(groups.map((_, w) => nextResult(w))), failure]);
      const cpu = process.cpuUsage(serverCpuBefore);
      let profileReport: string | null = null;
      if (profiler) {
        const { profile } = (await profiler.post('Profiler.stop')) as { profile: CpuProfile };
        profiler.disconnect();
        const file = path.join(os.tmpdir(), `traspasa-bench-chat-${MODE}-${rate}-${Date.now()}.cpuprofile`);
        await fs.writeFile(file, JSON.stringify(profile));
        profileReport = `CPU profile of the server thread while sending ${rate} msg/s: ${file}\n${formatSummary(summarise(profile), 30)}`;
      }
      const statementReport = statements?.report() ?? null;
      const pgCpuAfter = await postgresCpuSeconds(dir);
      phases.push(
        phaseReport(rate, results, {
          persisted: (await countRows()) - rowsBefore,
          serverCpu: (cpu.user + cpu.system) / 1e6,
          pgCpu: pgCpuBefore !== null && pgCpuAfter !== null ? pgCpuAfter - pgCpuBefore : null,
          load: [loadBefore, os.loadavg()],
          profileReport,
          statementReport,
          causes: diffCauses(refusalCauses(app), causesBefore),
        }),
      );
    }
    for (const worker of workers) worker.send('go'); // lets them close their sockets and exit
    load.after = os.loadavg();

    // ---- Report ----
    const [steady, over] = phases as [PhaseReport, PhaseReport | undefined];
    console.log('');
    console.log(
      `Traspasa chat benchmark (${MODE === 'ws' ? 'message.send over the sockets' : 'POST /api/messages'}) — ${PAIRS * 2} sockets (${PAIRS} pairs), open-loop ${phaseRates.join(' then ')} msg/s, ${DURATION_MS / 1000} s measured each after a ${WARMUP_MS / 1000} s warm-up, ${os.availableParallelism()} cores`,
    );
    console.log(
      `Load average (1/5/15 min) before: ${fmtLoad(load.before)}; after: ${fmtLoad(load.after)} — the machine is shared`,
    );
    console.log('');
    const col = (f: (p: PhaseReport) => string) => phases.map(f);
    const sustainableOk = (p: PhaseReport) => p.perSecond >= 2000 && p.p99 <= 100 && p.lost === 0;
    const overloadOk = (p: PhaseReport) => p.p99 <= 500 && p.lost === 0;
    printTable(
      ['Metric', ...phases.map((p, i) => (i === 0 ? `${p.rate}/s` : `${p.rate}/s (${OVERLOAD}×)`)), 'Target'],
      [
        ['Sockets open (ready)', ...col(() => String(PAIRS * 2)), '1000'],
        ['  time to open them all (s)', ...col(() => (steady.connectMs / 1000).toFixed(1)), ''],
        [
          `Sent / accepted (${MODE === 'ws' ? 'message.ack' : '201'}) / refused / unanswered`,
          ...col((p) => `${p.sent} / ${p.accepted} / ${p.refused} / ${p.unanswered}`),
          '',
        ],
        ['  refused, by answer', ...col((p) => fmtRefused(p.refusedBy)), ''],
        ['  refused, by cause (server side)', ...col((p) => fmtRefused(p.causes)), ''],
        [
          '  refusal answered in p50 / p99 (ms)',
          ...col((p) => (p.refused ? `${fmt(p.refusalP50)} / ${fmt(p.refusalP99)}` : '–')),
          'at once',
        ],
        [
          '  refused share of sent',
          ...col((p) => `${fmt((100 * p.refused) / Math.max(1, p.sent))} %`),
          'the excess at 2×',
        ],
        ['Messages persisted (new rows in chat_messages)', ...col((p) => String(p.persisted)), ''],
        ['Deliveries (all / measured after warm-up)', ...col((p) => `${p.delivered} / ${p.measured}`), ''],
        ['Persisted deliveries per second (measured window)', ...col((p) => fmt(p.perSecond, 0)), '≥ 2000'],
        ['  measured window (s)', ...col((p) => p.elapsedS.toFixed(1)), ''],
        ['Delivery latency of accepted messages p50 (ms)', ...col((p) => fmt(p.p50)), ''],
        ['  p95 (ms)', ...col((p) => fmt(p.p95)), ''],
        ['  p99 (ms)', ...col((p) => fmt(p.p99)), '≤ 100; ≤ 500 at 2×'],
        ['  max (ms)', ...col((p) => fmt(p.max)), ''],
        [
          `Lost (accepted, not delivered within ${LOSS_TIMEOUT_MS / 1000} s)`,
          ...col((p) => String(p.lost)),
          '0',
        ],
        ['  of which delivered late / never', ...col((p) => `${p.late} / ${p.never}`), ''],
        ['Delivered twice', ...col((p) => String(p.duplicates)), '0'],
        ['Echoes to the sender’s own socket', ...col((p) => String(p.echoes)), ''],
        ['CPU while sending (s): server process', ...col((p) => p.serverCpu.toFixed(1)), ''],
        [
          '  PostgreSQL (all its processes)',
          ...col((p) => (p.pgCpu === null ? 'n/a' : p.pgCpu.toFixed(1))),
          '',
        ],
        ['  load processes', ...col((p) => p.workerCpu.map((c) => c.toFixed(1)).join(' + ')), ''],
        [
          'Load average (1 min) before / after the phase',
          ...col((p) => `${fmt(p.load[0][0]!, 2)} / ${fmt(p.load[1][0]!, 2)}`),
          '',
        ],
        [
          'Targets',
          ...phases.map((p, i) => (i === 0 ? verdict(sustainableOk(p)) : verdict(overloadOk(p)))),
          '',
        ],
      ],
    );
    console.log('');
    for (const p of phases) {
      if (p.statementReport) console.log(`${p.statementReport}\n`);
      if (p.profileReport) console.log(`${p.profileReport}\n`);
    }
    await cleanup();
    const summary = (p: PhaseReport) => ({
      offered_per_s: p.rate,
      deliveries_per_s: round(p.perSecond, 1),
      p50_ms: round(p.p50),
      p95_ms: round(p.p95),
      p99_ms: round(p.p99),
      sent: p.sent,
      accepted: p.accepted,
      refused: p.refused,
      refusal_p99_ms: p.refused ? round(p.refusalP99) : null,
      unanswered: p.unanswered,
      lost: p.lost,
      duplicates: p.duplicates,
    });
    console.log(
      JSON.stringify({
        mode: MODE,
        sockets: PAIRS * 2,
        ...summary(steady),
        ...(over ? { overload: summary(over) } : {}),
        targets_met: {
          sustainable: sustainableOk(steady),
          ...(over ? { overload: overloadOk(over) } : {}),
        },
        load_avg_before: load.before.map((x) => round(x)),
        load_avg_after: load.after.map((x) => round(x)),
      }),
    );
  } catch (err) {
    await cleanup();
    throw err;
  }
}

/** Sellers, listings, buyers, signed NDAs and a session per user, set-based. */
async function seed(pool: pg.Pool, n: number): Promise<Pair[]> {
  const content = 'Acuerdo de confidencialidad del benchmark de chat.';
  const hash = createHash('sha256').update(content).digest('hex');
  await pool.query(`insert into nda_documents (version, content, document_hash) values ('bench', $1, $2)`, [
    content,
    hash,
  ]);
  const { rows: people } = await pool.query<{ id: number; role: string; i: number }>(
    `insert into users (username, email, password, full_name, role)
     select format('%s%s', r.role, i), format('%s%s@bench.example', r.role, i), 'x',
       format('%s %s', case r.role when 'seller' then 'Vendedora' else 'Comprador' end, i), r.role
     from generate_series(1, $1) i, (values ('seller'), ('buyer')) r(role)
     returning id, role, substring(username from '[0-9]+$')::int as i`,
    [n],
  );
  await pool.query(
    `insert into businesses (seller_id, title, slug, description, category, country, location, asking_price, status, images)
     select u.id, format('Negocio de prueba %s', u.id), format('negocio-bench-%s', u.id),
       'Negocio generado para el benchmark de chat.', 'retail', 'Ecuador', 'Quito', 50000, 'approved',
       array['/uploads/public/bench.webp']
     from users u where u.role = 'seller' and u.email like '%@bench.example'`,
  );
  await pool.query(
    `insert into ndas (business_id, user_id, nda_document_id, status, clickwrap_accepted_at, document_hash, document_version, signed_at)
     select b.id, buyer.id, d.id, 'signed', now(), d.document_hash, d.version, now()
     from users buyer
     join users seller on seller.role = 'seller' and seller.email like '%@bench.example'
       and substring(seller.username from '[0-9]+$') = substring(buyer.username from '[0-9]+$')
     join businesses b on b.seller_id = seller.id
     cross join nda_documents d
     where buyer.role = 'buyer' and buyer.email like '%@bench.example'`,
  );
  const tokens = people.map(() => randomBytes(32).toString('base64url'));
  await pool.query(
    `insert into sessions (sid, sess, expire, user_id)
     select sid, jsonb_build_object('userId', uid, 'ip', null, 'userAgent', 'bench'), now() + interval '1 day', uid
     from unnest($1::text[], $2::int[]) as s(sid, uid)`,
    [tokens.map((tk) => createHash('sha256').update(tk).digest('hex')), people.map((p) => p.id)],
  );
  // A history, as a live database has: each pair already talked (20 messages, all read),
  // so the planner's statistics describe a populated chat_messages.
  await pool.query(
    `with pairs as (
       select least(s.id, b.id) as p1, greatest(s.id, b.id) as p2, s.id as seller_id, b.id as buyer_id
       from users s join users b on s.role = 'seller' and b.role = 'buyer'
         and substring(s.username from '[0-9]+$') = substring(b.username from '[0-9]+$')
       where s.email like '%@bench.example' and b.email like '%@bench.example'
     ),
     conv as (
       insert into conversations (participant_one, participant_two, business_id)
       select p1, p2, (select id from businesses where seller_id = pairs.seller_id) from pairs
       returning id, participant_one, participant_two
     )
     insert into chat_messages (conversation_id, sender_id, content, read_by, created_at)
     select conv.id, case when k % 2 = 0 then conv.participant_one else conv.participant_two end,
       format('Mensaje anterior %s', k), array[conv.participant_one, conv.participant_two],
       now() - interval '2 days' + k * interval '1 minute'
     from conv, generate_series(1, $1) k`,
    [HISTORY_PER_PAIR],
  );
  await pool.query(
    `update conversations c set last_message_id = m.id, last_message_at = m.created_at
     from (select distinct on (conversation_id) conversation_id, id, created_at from chat_messages
           order by conversation_id, id desc) m
     where m.conversation_id = c.id`,
  );
  await pool.query('vacuum analyze');
  const byIndex = new Map<number, Partial<Pair>>();
  people.forEach((p, k) => {
    const pair = byIndex.get(p.i) ?? {};
    pair[p.role === 'seller' ? 'seller' : 'buyer'] = { id: p.id, token: tokens[k]! };
    byIndex.set(p.i, pair);
  });
  return [...byIndex.values()] as Pair[];
}

interface PhaseReport {
  rate: number;
  connectMs: number;
  sent: number;
  accepted: number;
  refused: number;
  refusedBy: Record<string, number>;
  unanswered: number;
  persisted: number;
  delivered: number;
  measured: number;
  perSecond: number;
  elapsedS: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  refusalP50: number;
  refusalP99: number;
  lost: number;
  late: number;
  never: number;
  duplicates: number;
  echoes: number;
  serverCpu: number;
  pgCpu: number | null;
  workerCpu: number[];
  load: [number[], number[]];
  profileReport: string | null;
  statementReport: string | null;
  /** The server's own count of its refusals by cause (what was over its bound). */
  causes: Record<string, number>;
}

/** One phase's figures from every load process's result. */
function phaseReport(
  rate: number,
  results: WorkerResult[],
  extra: Pick<
    PhaseReport,
    'persisted' | 'serverCpu' | 'pgCpu' | 'load' | 'profileReport' | 'statementReport' | 'causes'
  >,
): PhaseReport {
  const sum = (f: (r: WorkerResult) => number) => results.reduce((s, r) => s + f(r), 0);
  const all = results.flatMap((r) => r.latencies).sort((a, b) => a - b);
  const refusedBy: Record<string, number> = {};
  for (const r of results)
    for (const [k, v] of Object.entries(r.refused)) refusedBy[k] = (refusedBy[k] ?? 0) + v;
  const refused = Object.values(refusedBy).reduce((a, b) => a + b, 0);
  const first = Math.min(...results.map((r) => r.firstSendAt));
  const last = Math.max(...results.map((r) => r.lastDeliveryAt));
  const elapsedS = all.length > 0 ? (last - first) / 1000 : 0;
  const sent = sum((r) => r.sent);
  const accepted = sum((r) => r.accepted);
  const late = sum((r) => r.late);
  const never = sum((r) => r.never);
  return {
    rate,
    connectMs: Math.max(...results.map((r) => r.connectMs)),
    sent,
    accepted,
    refused,
    refusedBy,
    unanswered: sent - accepted - refused,
    delivered: sum((r) => r.delivered),
    measured: all.length,
    perSecond: elapsedS > 0 ? all.length / elapsedS : 0,
    elapsedS,
    p50: percentile(all, 50),
    p95: percentile(all, 95),
    p99: percentile(all, 99),
    max: all.at(-1) ?? Number.NaN,
    ...(() => {
      const no = results.flatMap((r) => r.refusalMs).sort((a, b) => a - b);
      return { refusalP50: percentile(no, 50), refusalP99: percentile(no, 99) };
    })(),
    // Lost = accepted and not delivered within the loss timeout: late or never.
    lost: late + never,
    late,
    never,
    duplicates: sum((r) => r.duplicates),
    echoes: sum((r) => r.echoes),
    workerCpu: results.map((r) => r.cpuSeconds),
    ...extra,
  };
}

// ---------------------------------------------------------------- load worker

async function runWorker(input: WorkerInput): Promise<void> {
  // A connection per person, as real clients have: requests queue in the server, not in this agent.
  const agent = new http.Agent({ keepAlive: true, maxSockets: 2 * input.pairs.length });
  const url = new URL(input.base);
  const people = input.pairs.flatMap((p) => [
    { me: p.seller, peer: p.buyer },
    { me: p.buyer, peer: p.seller },
  ]);
  /** clientMessageId → [send time, measured] for messages not delivered yet. */
  let pending = new Map<string, { at: number; measured: boolean; accepted: boolean }>();
  let done = new Map<string, { at: number; measured: boolean; accepted: boolean }>();
  const fresh = (connectMs: number): WorkerResult => ({
    connectMs,
    sent: 0,
    accepted: 0,
    refused: {},
    delivered: 0,
    duplicates: 0,
    late: 0,
    never: 0,
    echoes: 0,
    latencies: [],
    refusalMs: [],
    firstSendAt: Number.POSITIVE_INFINITY,
    lastDeliveryAt: 0,
    cpuSeconds: 0,
  });
  let result = fresh(0);

  // Open every socket (a few at a time) and wait for `ready`.
  const connectStarted = now();
  const sockets: WebSocket[] = [];
  const socketOf = new Map<number, WebSocket>();
  const refuse = (clientMessageId: string, why: string) => {
    const entry = pending.get(clientMessageId);
    if (entry) result.refusalMs.push(now() - entry.at);
    result.refused[why] = (result.refused[why] ?? 0) + 1;
    pending.delete(clientMessageId);
  };
  const openOne = (person: Person) =>
    new Promise<void>((resolve, reject) => {
      const ws = new WebSocket(`${input.base.replace(/^http/, 'ws')}/api/ws`, [
        'traspasa',
        `traspasa.token.${person.token}`,
      ]);
      sockets.push(ws);
      socketOf.set(person.id, ws);
      ws.on('error', reject);
      ws.on('message', (data) => {
        const text = data.toString();
        if (text.startsWith('{"type":"ready"')) return resolve();
        if (text.startsWith('{"type":"message.ack"')) {
          const ack = JSON.parse(text) as { clientMessageId: string };
          // The delivery to the peer may come before the sender's ack.
          const entry = pending.get(ack.clientMessageId) ?? done.get(ack.clientMessageId);
          if (entry && !entry.accepted) {
            entry.accepted = true;
            result.accepted += 1;
          }
          return;
        }
        if (text.startsWith('{"type":"message.rejected"')) {
          const no = JSON.parse(text) as { clientMessageId: string; code: string };
          return refuse(no.clientMessageId, no.code);
        }
        if (!text.startsWith('{"type":"message.created"')) return;
        const at = now();
        const event = JSON.parse(text) as { message: { senderId: number; clientMessageId: string } };
        if (event.message.senderId === person.id) {
          result.echoes += 1;
          return;
        }
        const key = event.message.clientMessageId;
        const p = pending.get(key);
        if (!p) {
          if (done.has(key)) result.duplicates += 1;
          return;
        }
        pending.delete(key);
        done.set(key, p);
        result.delivered += 1;
        if (at - p.at > input.lossTimeoutMs) result.late += 1;
        if (p.measured) {
          result.latencies.push(at - p.at);
          result.lastDeliveryAt = Math.max(result.lastDeliveryAt, at);
        }
      });
    });
  const queue = input.pairs.flatMap((p) => [p.seller, p.buyer]);
  await Promise.all(
    Array.from({ length: 25 }, async () => {
      for (let person = queue.shift(); person; person = queue.shift()) await openOne(person);
    }),
  );
  if (input.mode === 'post') {
    // Each person's HTTP connection opened beforehand, as a client already on the page has:
    // 1,000 TCP handshakes in the first second would measure the accept queue, not sending.
    await Promise.all(
      people.map(
        (p) =>
          new Promise<void>((resolve) => {
            const req = http.get(
              {
                agent,
                host: url.hostname,
                port: url.port,
                path: '/api/health',
                headers: { 'x-session-token': p.me.token },
              },
              (res) => {
                res.resume();
                res.on('end', resolve);
              },
            );
            req.on('error', () => resolve());
          }),
      ),
    );
  }
  result.connectMs = now() - connectStarted;
  let go = new Promise<void>((resolve) => {
    process.once('message', () => resolve());
    process.send!({ type: 'connected' });
  });

  // Open loop: as many sends as the rate says by now, round-robin over the senders.
  let counter = 0;
  const post = (from: { me: Person; peer: Person }, measured: boolean) => {
    counter += 1;
    const clientMessageId = `${from.me.id}-${counter}-${Math.random().toString(36).slice(2, 8)}`;
    const body = JSON.stringify({
      receiverId: from.peer.id,
      content: `Hola, ¿sigue disponible el negocio? Mensaje ${counter} de la prueba de carga.`,
      clientMessageId,
    });
    const entry = { at: now(), measured, accepted: false };
    pending.set(clientMessageId, entry);
    if (measured) result.firstSendAt = Math.min(result.firstSendAt, entry.at);
    result.sent += 1;
    if (input.mode === 'ws') {
      socketOf.get(from.me.id)!.send(`{"type":"message.send",${body.slice(1)}`);
      return;
    }
    const req = http.request(
      {
        agent,
        host: url.hostname,
        port: url.port,
        path: '/api/messages',
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          'x-session-token': from.me.token,
        },
      },
      (res) => {
        res.resume();
        if (res.statusCode === 201) {
          result.accepted += 1;
          entry.accepted = true;
        } else {
          refuse(clientMessageId, String(res.statusCode));
        }
      },
    );
    req.on('error', (err) => refuse(clientMessageId, err.message));
    req.end(body);
  };

  /** The next 'go' from the parent (listening before anything is sent, so none is missed). */
  const nextGo = () => new Promise<void>((resolve) => process.once('message', () => resolve()));
  const connectMs = result.connectMs;
  for (const rate of input.rates) {
    await go;
    go = nextGo();
    result = fresh(connectMs);
    pending = new Map();
    done = new Map();
    process.send!({ type: 'phase', result: await runPhase(rate) });
  }
  await go;
  for (const ws of sockets) ws.terminate();
  agent.destroy();

  async function runPhase(rate: number): Promise<WorkerResult> {
    const cpuBefore = process.cpuUsage();
    const started = now();
    const total = input.durationMs + input.warmupMs;
    let issued = 0;
    let next = 0;
    await new Promise<void>((resolve) => {
      const timer = setInterval(() => {
        const elapsed = now() - started;
        const due = Math.min(Math.floor((elapsed / 1000) * rate), Math.floor((total / 1000) * rate));
        while (issued < due) {
          post(people[next]!, elapsed >= input.warmupMs);
          next = (next + 1) % people.length;
          issued += 1;
        }
        if (elapsed >= total) {
          clearInterval(timer);
          resolve();
        }
      }, 2);
    });

    // Wait for the stragglers (an overloaded server delivers late, not never), then whatever
    // was accepted and is still pending was never delivered.
    const deadline = now() + Math.max(60_000, input.lossTimeoutMs);
    while (now() < deadline && pending.size > 0) {
      if ([...pending.values()].every((p) => !p.accepted && now() - p.at > 15_000)) break;
      await new Promise((r) => setTimeout(r, 50));
    }
    await new Promise((r) => setTimeout(r, 200));
    result.never = [...pending.values()].filter((p) => p.accepted).length;
    const cpu = process.cpuUsage(cpuBefore);
    result.cpuSeconds = (cpu.user + cpu.system) / 1e6;
    return result;
  }
}

// ---------------------------------------------------------------- helpers

/**
 * Counts the SQL statements the server sends (every pg client of this process), by their
 * first words: the round trips per message, next to the CPU profile.
 */
function countStatements() {
  const counts = new Map<string, number>();
  let on = false;
  const original = pg.Client.prototype.query;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    if (on) {
      const first = args[0] as string | { text?: string; name?: string } | undefined;
      const text = typeof first === 'string' ? first : (first?.name ?? first?.text ?? '?');
      const key = text.replace(/\s+/g, ' ').trim().slice(0, 70);
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    return (original as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof original;
  return {
    start: () => {
      on = true;
    },
    report: () => {
      on = false;
      pg.Client.prototype.query = original;
      const rows = [...counts.entries()].sort((a, b) => b[1] - a[1]).slice(0, 20);
      return `SQL statements while sending (by name or first words):\n${rows.map(([k, n]) => `${String(n).padStart(8)}  ${k}`).join('\n')}`;
    },
  };
}

/** CPU seconds used so far by the scratch PostgreSQL (postmaster and backends); Linux only. */
async function postgresCpuSeconds(dir: string): Promise<number | null> {
  try {
    const pid = (await fs.readFile(path.join(dir, 'pgdata', 'postmaster.pid'), 'utf8'))
      .split('\n')[0]!
      .trim();
    const ticks = 100; // USER_HZ
    let total = 0;
    for (const entry of await fs.readdir('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      const stat = await fs.readFile(`/proc/${entry}/stat`, 'utf8').catch(() => null);
      if (!stat) continue;
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (entry === pid || fields[1] === pid) total += (Number(fields[11]) + Number(fields[12])) / ticks;
    }
    return total;
  } catch {
    return null;
  }
}

/** The server's refusal counters: the socket's SendGate (by bound) and the HTTP admission hook. */
function refusalCauses(app: FastifyInstance | null): Record<string, number> {
  const out: Record<string, number> = {};
  if (!app) return out;
  for (const [k, v] of Object.entries(chatLiveOf(app.server)?.messages.gate.refusedBy ?? {}))
    out[`send:${k}`] = v;
  for (const [k, v] of Object.entries(app.overload.refusedBy)) out[`http:${k}`] = v;
  return out;
}

function diffCauses(after: Record<string, number>, before: Record<string, number>): Record<string, number> {
  return Object.fromEntries(
    Object.entries(after)
      .map(([k, v]) => [k, v - (before[k] ?? 0)] as const)
      .filter(([, v]) => v > 0),
  );
}

function fmtLoad(l: number[] | undefined): string {
  return (l ?? []).map((x) => x.toFixed(2)).join(' / ');
}

function fmtRefused(r: Record<string, number>): string {
  const entries = Object.entries(r);
  return entries.length ? entries.map(([k, v]) => `${v}×${k}`).join(', ') : '0';
}
