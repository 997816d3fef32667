/**
 * Summary of a V8 CPU profile (`.cpuprofile`, from `node --cpu-prof` or the inspector): where
 * the sampled time went, by package (self and inclusive) and by function (self and
 * inclusive). Used by `npm run bench:search -- --profile` (decision 050) and on its own:
 *
 *   node --import tsx apps/server/bench/cpuprofile.ts /tmp/profile.cpuprofile [--top 25]
 */
import fs from 'node:fs';
import { parseArgs } from 'node:util';

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
}
interface ProfileNode {
  id: number;
  callFrame: CallFrame;
  children?: number[];
}
export interface CpuProfile {
  nodes: ProfileNode[];
  startTime: number;
  endTime: number;
  samples: number[];
  timeDeltas: number[];
}

/** Which part of the stack a frame belongs to: a package, our code, node itself or V8. */
export function componentOf(frame: CallFrame): string {
  const { url, functionName } = frame;
  if (!url) {
    if (functionName === '(idle)') return '(idle)';
    if (functionName === '(garbage collector)') return '(gc)';
    if (functionName === '(program)') return '(program)';
    return '(native/builtin)';
  }
  const nm = url.lastIndexOf('/node_modules/');
  if (nm >= 0) {
    const rest = url.slice(nm + '/node_modules/'.length).split('/');
    return rest[0]?.startsWith('@') ? `${rest[0]}/${rest[1]}` : (rest[0] ?? url);
  }
  if (url.startsWith('node:'))
    return `node:${url.slice(5).split('/')[0] === 'internal' ? 'internal' : url.slice(5)}`;
  const src = url.match(/\/(apps\/server\/src|apps\/server\/bench|packages\/shared\/src)\/(.*)$/);
  if (src) return `${src[1]}/${src[2]}`;
  if (url.includes('/dist/main.js')) return 'server bundle';
  return url;
}

function frameLabel(frame: CallFrame): string {
  const file = frame.url
    ? frame.url.replace(/^.*\/node_modules\//, '').replace(/^.*\/work\/[^/]+\//, '')
    : '';
  return `${frame.functionName || '(anonymous)'}${file ? ` ${file}:${frame.lineNumber + 1}` : ''}`;
}

/**
 * What a search request spends its time on (decision 050's table): a sample goes to the first
 * group, in this order, that has a frame anywhere on the sample's stack.
 */
const GROUPS: [string, (f: CallFrame) => boolean][] = [
  [
    'response serialisation (zod encode / fast-json-stringify)',
    (f) =>
      (/fastify-type-provider-zod\/dist\/esm\/core\.js/.test(f.url) && f.lineNumber >= 110) ||
      /fast-serializer|fast-json-stringify/.test(f.url) ||
      (f.functionName === 'serialize' && /fastify\/lib\/reply/.test(f.url)),
  ],
  [
    'querystring validation (zod)',
    (f) =>
      (/fastify-type-provider-zod\/dist\/esm\/core\.js/.test(f.url) && f.lineNumber < 110) ||
      /fastify\/lib\/validation/.test(f.url),
  ],
  [
    'drizzle: build the SQL',
    (f) =>
      /drizzle-orm/.test(f.url) &&
      /_prepare|getSQL|buildSelectQuery|toSQL|sqlToQuery|buildSelection/.test(f.functionName),
  ],
  ['drizzle: map rows', (f) => /drizzle-orm/.test(f.url) && f.functionName === 'mapResultRow'],
  ['pg: parse rows', (f) => /pg-protocol|postgres-array|pg-types|pg\/lib\/result/.test(f.url)],
  ['pg: send, pool, client', (f) => /node_modules\/pg(-pool)?\//.test(f.url)],
  ['security headers (helmet)', (f) => /helmet/.test(f.url)],
  ['HTTP answer (onSend chain: cookie, compress, write)', (f) => /@fastify\/(compress|cookie)/.test(f.url)],
  ['session lookup (auth plugin)', (f) => /plugins\/auth/.test(f.url)],
  ['logging (pino, request log)', (f) => /pino|request-log/.test(f.url)],
  ['metrics (prom-client)', (f) => /prom-client|metrics\.plugin/.test(f.url)],
  ['our code: service, mapper, repository', (f) => /modules\/businesses/.test(f.url)],
  [
    'node HTTP parse and write',
    (f) => /_http_|node:net|stream_base/.test(f.url) || /^writev?$|writeBuffer/.test(f.functionName),
  ],
  ['Fastify routing and hooks', (f) => /fastify|find-my-way|avvio/.test(f.url)],
  ['garbage collector', (f) => f.functionName === '(garbage collector)'],
];

export interface ProfileSummary {
  groups: [string, number][];
  totalMs: number;
  busyMs: number;
  selfByComponent: [string, number][];
  inclusiveByComponent: [string, number][];
  selfByFunction: [string, number][];
  inclusiveByFunction: [string, number][];
}

export function summarise(profile: CpuProfile): ProfileSummary {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const selfComp = new Map<string, number>();
  const inclComp = new Map<string, number>();
  const selfFn = new Map<string, number>();
  const groups = new Map<string, number>();
  const inclFn = new Map<string, number>();
  const add = (m: Map<string, number>, k: string, v: number) => m.set(k, (m.get(k) ?? 0) + v);
  let total = 0;
  let idle = 0;
  profile.samples.forEach((id, i) => {
    // timeDeltas[i] is the time since the previous sample: charge it to the sample after it.
    const us = profile.timeDeltas[i + 1] ?? 0;
    const ms = us / 1000;
    total += ms;
    const node = byId.get(id);
    if (!node) return;
    const comp = componentOf(node.callFrame);
    if (comp === '(idle)') {
      idle += ms;
      return;
    }
    add(selfComp, comp, ms);
    add(selfFn, frameLabel(node.callFrame), ms);
    const comps = new Set<string>();
    const fns = new Set<string>();
    for (let cur: number | undefined = id; cur !== undefined; cur = parent.get(cur)) {
      const f = byId.get(cur)!.callFrame;
      if (f.functionName === '(root)') break;
      comps.add(componentOf(f));
      fns.add(frameLabel(f));
    }
    const stack: CallFrame[] = [];
    for (let cur: number | undefined = id; cur !== undefined; cur = parent.get(cur))
      stack.push(byId.get(cur)!.callFrame);
    const group =
      GROUPS.find(([, test]) => stack.some(test))?.[0] ?? 'other (node internals, microtasks, timers)';
    add(groups, group, ms);
    for (const c of comps) add(inclComp, c, ms);
    for (const f of fns) add(inclFn, f, ms);
  });
  const sorted = (m: Map<string, number>) => [...m.entries()].sort((a, b) => b[1] - a[1]);
  return {
    totalMs: total,
    busyMs: total - idle,
    groups: sorted(groups),
    selfByComponent: sorted(selfComp),
    inclusiveByComponent: sorted(inclComp),
    selfByFunction: sorted(selfFn),
    inclusiveByFunction: sorted(inclFn),
  };
}

export function formatSummary(s: ProfileSummary, top = 20): string {
  const pct = (ms: number) => `${((100 * ms) / s.busyMs).toFixed(1).padStart(5)} %`;
  const rows = (list: [string, number][], n: number) =>
    list
      .slice(0, n)
      .map(([k, ms]) => `  ${pct(ms)}  ${ms.toFixed(0).padStart(7)} ms  ${k}`)
      .join('\n');
  return [
    `Sampled ${s.totalMs.toFixed(0)} ms, busy (not idle) ${s.busyMs.toFixed(0)} ms (${((100 * s.busyMs) / s.totalMs).toFixed(0)} %); percentages of busy time.`,
    'By what it is for (first matching group on the stack):',
    rows(s.groups, top),
    'Self time by component:',
    rows(s.selfByComponent, top),
    'Inclusive time by component (on the stack):',
    rows(s.inclusiveByComponent, top),
    'Top functions by self time:',
    rows(s.selfByFunction, top),
    'Top functions by inclusive time:',
    rows(s.inclusiveByFunction, top + 10),
  ].join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { top: { type: 'string', default: '20' } },
  });
  const file = positionals[0];
  if (!file) {
    console.error('usage: cpuprofile.ts <file.cpuprofile> [--top N]');
    process.exit(2);
  }
  const profile = JSON.parse(fs.readFileSync(file, 'utf8')) as CpuProfile;
  console.log(formatSummary(summarise(profile), Number(values.top)));
}
