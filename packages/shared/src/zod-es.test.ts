import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as adminListings from './admin-listings.ts';
import * as adminMetrics from './admin-metrics.ts';
import * as adminQueues from './admin-queues.ts';
import * as adminUsers from './admin-users.ts';
import * as auditLog from './audit-log.ts';
import * as auth from './auth.ts';
import * as businesses from './businesses.ts';
import * as content from './content.ts';
import * as errorLogs from './error-logs.ts';
import * as errorsReport from './errors-report.ts';
import * as feedback from './feedback.ts';
import * as identity from './identity.ts';
import * as identityDocuments from './identity-documents.ts';
import * as landing from './landing.ts';
import * as listings from './listings.ts';
import * as messages from './messages.ts';
import * as ndas from './ndas.ts';
import * as payments from './payments.ts';
import * as savedSearches from './saved-searches.ts';
import * as similarBusinesses from './similar-businesses.ts';
import * as valuation from './valuation.ts';
import { useSpanishZodMessages } from './zod-es.ts';

// Every message zod can show a person is plain Spanish — the map's own and every
// message written on a schema of the contract. This fails on English, on zod's raw locale
// ("Demasiado pequeño: se esperaba…", "Inválido dirección…") and on symbols like ">=".

const RAW = [
  />=|<=|\binstanceof\b|\bNaN\b|\bundefined\b|\bnull\b/,
  /se esperaba|Entrada inválida|Opción inválida|Demasiado (pequeño|grande)|^Inválid|Cadena inválida|Llaves? desconocida/i,
  /\b(invalid|expected|required|received|string|number|must|should|too (small|big)|characters|input)\b/i,
];

function expectPlainSpanish(message: string, where: string) {
  for (const pattern of RAW) expect(message, `${where}: «${message}»`).not.toMatch(pattern);
  expect(message, where).toMatch(/^[¿¡A-ZÁÉÍÓÚÑ"«]/);
  expect(message, where).toMatch(/[.?!)»]$|[a-záéíóúñ0-9]$/i);
}

beforeAll(() => useSpanishZodMessages());

describe('the Spanish error map', () => {
  const cases: Array<[string, z.ZodType, unknown]> = [
    ['missing field', z.object({ a: z.string() }), {}],
    ['null', z.object({ a: z.string() }), { a: null }],
    ['wrong type', z.string(), 5],
    ['integer', z.number().int(), 1.5],
    ['short text', z.string().min(2), 'a'],
    ['empty text', z.string().min(1), ''],
    ['long text', z.string().max(3), 'abcd'],
    ['small number', z.number().min(5), 1],
    ['negative', z.number().min(0), -1],
    ['big number', z.number().max(10), 11],
    ['positive', z.number().positive(), 0],
    ['email', z.string().email(), 'ana@'],
    ['url', z.string().url(), 'nada'],
    ['uuid', z.string().uuid(), 'x'],
    ['regex', z.string().regex(/^\d+$/), 'abc'],
    ['datetime', z.string().datetime(), 'ayer'],
    ['enum', z.enum(['a', 'b']), 'c'],
    ['literal', z.literal('frontend'), 'backend'],
    ['multiple', z.number().multipleOf(5), 7],
    ['strict object', z.strictObject({ a: z.string() }), { a: 'x', b: 1 }],
    ['union', z.union([z.string(), z.number()]), true],
    ['short list', z.array(z.string()).min(1), []],
    ['long list', z.array(z.string()).max(1), ['a', 'b']],
    ['record key', z.record(z.enum(['a']), z.string()), { b: 'x' }],
  ];

  it.each(cases)('says %s plainly', (name, schema, input) => {
    const result = schema.safeParse(input);
    expect(result.success).toBe(false);
    for (const issue of result.error!.issues) expectPlainSpanish(issue.message, name);
  });
});

/** Every zod schema the contract exports, by module and name. */
const schemas = Object.entries({
  adminListings,
  adminMetrics,
  adminQueues,
  adminUsers,
  auditLog,
  auth,
  businesses,
  content,
  errorLogs,
  errorsReport,
  feedback,
  identity,
  identityDocuments,
  landing,
  listings,
  messages,
  ndas,
  payments,
  savedSearches,
  similarBusinesses,
  valuation,
}).flatMap(([module, exports]) =>
  Object.entries(exports as Record<string, unknown>)
    .filter(([, v]) => v instanceof z.ZodType)
    .map(([name, v]) => [`${module}.${name}`, v as z.ZodType] as const),
);

describe('every schema of the contract', () => {
  it('has schemas to check', () => {
    expect(schemas.length).toBeGreaterThan(40);
  });

  const modules = [...new Set(schemas.map(([name]) => name.split('.')[0]!))];
  it.each(modules)('%s refuses anything with plain Spanish messages only (fast-check)', (module) => {
    const hostile = fc.oneof(
      fc.anything({ maxDepth: 2 }),
      fc.dictionary(
        fc.constantFrom(
          'email',
          'password',
          'title',
          'content',
          'fullName',
          'reason',
          'askingPrice',
          'status',
        ),
        fc.anything({ maxDepth: 1 }),
      ),
    );
    for (const [name, schema] of schemas.filter(([n]) => n.startsWith(`${module}.`))) {
      fc.assert(
        fc.property(hostile, (input) => {
          const result = schema.safeParse(input);
          if (result.success) return;
          for (const issue of result.error.issues) expectPlainSpanish(issue.message, name);
        }),
        { numRuns: 60, seed: 15 },
      );
    }
  });
});
