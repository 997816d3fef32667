import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, loginAs, NO_RATE_LIMITS, type TestApp } from '../test/helpers.ts';
import { createListing } from './modules/business-media/media.test-kit.ts';

// Issue 16: every route of the OpenAPI document, fuzzed from its own schema (and beyond
// it) as four kinds of caller. Whatever arrives, the answer is never a 5xx, never a stack
// or SQL text, and every refusal has the project's error shape with a Spanish message.

type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  nullable?: boolean;
};
interface Operation {
  method: string;
  path: string;
  params: Array<{ in: string; name: string; schema: JsonSchema }>;
  body: JsonSchema | null;
}

const RUNS_PER_ROUTE = Number(process.env.FUZZ_RUNS ?? 25);
let t: TestApp;
let operations: Operation[];
let callers: Record<string, Record<string, string>>;
let knownIds: number[];

beforeAll(async () => {
  t = await buildTestApp(NO_RATE_LIMITS);
  const [buyer, seller, admin] = await Promise.all([
    loginAs(t, 'buyer'),
    loginAs(t, 'seller'),
    loginAs(t, 'admin'),
  ]);
  callers = { anonymous: {}, buyer: buyer.headers, seller: seller.headers, admin: admin.headers };
  // Real rows for the ids to hit, so the rules past validation run too.
  const listings = await Promise.all(
    ['draft', 'pending', 'approved', 'sold'].map((status) =>
      createListing(t.db, { sellerId: seller.user.id, status }),
    ),
  );
  knownIds = [buyer.user.id, seller.user.id, admin.user.id, ...listings.map((l) => l.id)];

  const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
    paths: Record<
      string,
      Record<
        string,
        {
          parameters?: Operation['params'];
          requestBody?: { content?: Record<string, { schema: JsonSchema }> };
        }
      >
    >;
  }>();
  // The API only: `/` is the web app's page (a 503 here, where the app is not built).
  const apiPaths = Object.entries(doc.paths).filter(([path]) => path.startsWith('/api/'));
  operations = apiPaths.flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({
      method: method.toUpperCase(),
      path,
      params: op.parameters ?? [],
      body: op.requestBody?.content?.['application/json']?.schema ?? null,
    })),
  );
  // Logging out ends the caller's session: last, so every other route runs signed in.
  operations.sort((a, b) => Number(a.path === '/api/auth/logout') - Number(b.path === '/api/auth/logout'));
});

/** Text as attackers send it: any Unicode (lone surrogates and NUL too), escapes, SQL, markup. */
const hostileText = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ maxLength: 300 }),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    '\ud800',
    '\udfff\ud800',
    "' or 1=1 --",
    '"; drop table users; --',
    '<script>alert(1)</script>',
    '%00',
    '%E0%A4%A',
    '../../etc/passwd',
    '9'.repeat(40),
    '-1',
    '1e309',
    'NaN',
    'x'.repeat(20_000),
  ),
);
const anyNumber = fc.oneof(
  fc.integer(),
  fc.constantFrom(0, -1, 2_147_483_648, Number.MAX_SAFE_INTEGER, 1e300, -1e300, 0.5),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);
const idLike = () => fc.oneof(fc.constantFrom(...knownIds), anyNumber);
const deepValue = fc.integer({ min: 30, max: 200 }).map((n) => {
  let v: unknown = 'fondo';
  for (let i = 0; i < n; i++) v = i % 2 ? [v] : { a: v };
  return v;
});
const junk: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 2, arbitrary: hostileText },
  { weight: 1, arbitrary: deepValue },
);

/** Values shaped by the schema most of the time, anything at all the rest. */
function fromSchema(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 4) return junk;
  const variants = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  const nullable = schema.nullable ? [fc.constant(null)] : [];
  let shaped: fc.Arbitrary<unknown>;
  if (variants) shaped = fc.oneof(...variants.map((v) => fromSchema(v, depth + 1)));
  else if (schema.const !== undefined) shaped = fc.constant(schema.const);
  else if (schema.enum) shaped = fc.constantFrom(...schema.enum);
  else {
    const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
    switch (type) {
      case 'integer':
      case 'number':
        shaped = idLike();
        break;
      case 'boolean':
        shaped = fc.boolean();
        break;
      case 'string':
        shaped = hostileText;
        break;
      case 'null':
        shaped = fc.constant(null);
        break;
      case 'array':
        shaped = fc.array(fromSchema(schema.items, depth + 1), { maxLength: 5 });
        break;
      case 'object': {
        const props = Object.entries(schema.properties ?? {});
        shaped = fc
          .tuple(
            fc.record(Object.fromEntries(props.map(([k, s]) => [k, fromSchema(s, depth + 1)])), {
              requiredKeys: [],
            }),
            fc.dictionary(fc.string({ maxLength: 12 }), junk, { maxKeys: 2 }),
          )
          .map(([known, extra]) => ({ ...extra, ...known }));
        break;
      }
      default:
        shaped = junk;
    }
  }
  return fc.oneof({ weight: 6, arbitrary: shaped }, { weight: 1, arbitrary: junk }, ...nullable);
}

/** Percent-encoded; a lone surrogate (which encodeURIComponent refuses) goes as its raw bytes. */
function encodePathSegment(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return '%ED%A0%80';
  }
}

function asParam(value: unknown): string {
  return typeof value === 'string' ? value : (JSON.stringify(value) ?? '');
}

function requestFor(op: Operation) {
  const path = op.params.filter((p) => p.in === 'path');
  const query = op.params.filter((p) => p.in === 'query');
  const rawBody = fc.oneof(
    fc.constant(undefined),
    hostileText.map((s) => ({ raw: s, type: 'application/json' })),
    fc.constantFrom(
      { raw: '{"a":', type: 'application/json' },
      { raw: '{"__proto__":{"admin":true}}', type: 'application/json' },
      { raw: '<xml/>', type: 'text/xml' },
      { raw: 'a=1&b=2', type: 'application/x-www-form-urlencoded' },
      {
        raw: '--x\r\nContent-Disposition: form-data; name="file"\r\n\r\nabc\r\n--x--',
        type: 'multipart/form-data; boundary=x',
      },
    ),
  );
  return fc.record({
    caller: fc.constantFrom(...Object.keys(callers)),
    path: fc.tuple(...path.map((p) => fromSchema(p.schema)), fc.constant(null)),
    query: fc.tuple(
      ...query.map((p) => fc.option(fromSchema(p.schema), { nil: undefined })),
      fc.constant(null),
    ),
    extraQuery: fc.option(fc.tuple(hostileText, hostileText), { nil: undefined }),
    body: op.body
      ? fc.oneof(
          { weight: 4, arbitrary: fromSchema(op.body).map((v) => ({ json: v })) },
          { weight: 1, arbitrary: rawBody },
        )
      : rawBody,
  });
}

const LEAKS =
  /\bat [\w.<>]+ \(|node_modules|\bselect\b.+\bfrom\b|\binsert into\b|syntax error at|violates|relation "|FST_ERR|ZodError|TypeError|undefined is not/i;

function check(res: LightMyRequestResponse, described: string) {
  expect(res.statusCode, described).toBeLessThan(500);
  expect(res.body, described).not.toMatch(LEAKS);
  if (res.statusCode < 400) return;
  const body = JSON.parse(res.body) as { error?: { code?: unknown; message?: unknown } };
  expect(Object.keys(body), described).toEqual(['error']);
  expect(typeof body.error?.code, described).toBe('string');
  expect(body.error?.message, described).toMatch(/[áéíóúñ¿¡]|\b(el|la|los|las|no|de|que|un|una)\b/i);
}

describe('every route of the OpenAPI document, fuzzed (fast-check)', () => {
  it('covers the whole API', () => {
    expect(operations.length).toBeGreaterThanOrEqual(60);
  });

  it('never answers 5xx, never leaks a stack or SQL, always in the project error shape', async () => {
    for (const op of operations) {
      await fc.assert(
        fc.asyncProperty(requestFor(op), async (r) => {
          let i = 0;
          const pathParams = op.params.filter((p) => p.in === 'path');
          const url = op.path.replace(/\{[^}]+\}/g, () =>
            encodePathSegment(asParam(r.path[i++])).slice(0, 300),
          );
          const search = new URLSearchParams();
          op.params
            .filter((p) => p.in === 'query')
            .forEach((p, j) => {
              const v = r.query[j];
              if (v !== undefined) search.set(p.name, asParam(v).slice(0, 2000));
            });
          if (r.extraQuery) search.set(r.extraQuery[0].slice(0, 50), r.extraQuery[1].slice(0, 200));
          const headers: Record<string, string> = { ...callers[r.caller] };
          let payload: string | undefined;
          if (r.body && 'json' in r.body) {
            payload = JSON.stringify(r.body.json);
            headers['content-type'] = 'application/json';
          } else if (r.body) {
            payload = r.body.raw;
            headers['content-type'] = r.body.type;
          }
          const fullUrl = `${url}${search.size ? `?${search}` : ''}`;
          const res = await t.app.inject({
            method: op.method as 'GET',
            url: fullUrl,
            headers,
            ...(payload !== undefined && op.method !== 'GET' ? { payload } : {}),
          });
          expect(pathParams.length).toBe(i);
          check(res, `${op.method} ${fullUrl} as ${r.caller} → ${res.statusCode} ${res.body.slice(0, 300)}`);
        }),
        // A fixed seed keeps `npm test` repeatable; FUZZ_SEED=<n> explores other inputs.
        { numRuns: RUNS_PER_ROUTE, seed: Number(process.env.FUZZ_SEED ?? 16) },
      );
    }
  }, 600_000);
});
