import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fingerprintError, normalizeMessage, topFrame } from './fingerprint.rules.ts';

const serverStack = (line: number) =>
  [
    'Error: Negocio 42 no encontrado',
    `    at BusinessesService.publish (/srv/app/apps/server/src/modules/businesses/businesses.service.ts:${line}:13)`,
    '    at async Object.<anonymous> (/srv/app/node_modules/fastify/lib/handle.js:10:2)',
  ].join('\n');

const bundleStack = (hash: string, line: number, col: number) =>
  [
    "TypeError: Cannot read properties of undefined (reading 'price')",
    `    at ListingCard (https://traspasa.ec/assets/index-${hash}.js:${line}:${col})`,
    `    at renderWithHooks (https://traspasa.ec/assets/react-dom-${hash}.js:1:2)`,
  ].join('\n');

describe('normalizeMessage', () => {
  it('replaces numbers, uuids, hex ids, urls and emails, and collapses spaces', () => {
    expect(
      normalizeMessage(
        'Usuario 42  (ana@ejemplo.com) pidió https://traspasa.ec/api/x?id=9 con 550e8400-e29b-41d4-a716-446655440000 y 5f2a9c1b7d',
      ),
    ).toBe('Usuario <id> (<email>) pidió <url> con <id> y <id>');
  });

  it('keeps the words that tell two faults apart', () => {
    expect(normalizeMessage("Cannot read properties of undefined (reading 'price')")).toBe(
      "Cannot read properties of undefined (reading 'price')",
    );
  });
});

describe('topFrame', () => {
  it('takes the first frame of ours, without directory, line and column', () => {
    expect(topFrame(serverStack(120))).toBe(
      'BusinessesService.publish (src/modules/businesses/businesses.service.ts)',
    );
  });

  it('skips library and Node frames', () => {
    const stack = [
      'Error: boom',
      '    at Parser.parse (/srv/app/node_modules/pg-protocol/dist/parser.js:1:1)',
      '    at process.processTicksAndRejections (node:internal/process/task_queues:95:5)',
      '    at saveListing (/srv/app/apps/server/src/modules/businesses/repo.ts:3:4)',
    ].join('\n');
    expect(topFrame(stack)).toBe('saveListing (src/modules/businesses/repo.ts)');
  });

  it('drops the content hash of a built bundle and reads Firefox frames', () => {
    expect(topFrame(bundleStack('a1B2c3D4', 1, 2))).toBe('ListingCard (/assets/index.js)');
    expect(topFrame('ListingCard@https://traspasa.ec/assets/index-Zz9y8X7w.js:3:1400')).toBe(
      'ListingCard (/assets/index.js)',
    );
  });

  it('is null without a usable frame', () => {
    expect(topFrame(null)).toBeNull();
    expect(topFrame('Error: boom\n    at node:internal/x:1:1')).toBeNull();
  });
});

describe('fingerprintError', () => {
  it('puts two occurrences that differ only in ids, lines or build in one group', () => {
    const a = fingerprintError({
      message: 'Negocio 42 no encontrado',
      source: 'backend',
      stack: serverStack(120),
    });
    const b = fingerprintError({
      message: 'Negocio 7 no encontrado',
      source: 'backend',
      stack: serverStack(131),
    });
    expect(a.fingerprint).toBe(b.fingerprint);
    expect(a.fingerprint).toMatch(/^[0-9a-f]{32}$/);
    const c = fingerprintError({ message: 'x', source: 'frontend', stack: bundleStack('AAAAAAAA', 1, 200) });
    const d = fingerprintError({ message: 'x', source: 'frontend', stack: bundleStack('BBBBBBBB', 5, 9) });
    expect(c.fingerprint).toBe(d.fingerprint);
  });

  it('splits by top frame, by source and by message', () => {
    const base = { message: 'Negocio 42 no encontrado', source: 'backend', stack: serverStack(1) };
    const other = fingerprintError({ ...base, stack: base.stack.replace('publish', 'archive') });
    expect(other.fingerprint).not.toBe(fingerprintError(base).fingerprint);
    expect(fingerprintError({ ...base, source: 'frontend' }).fingerprint).not.toBe(
      fingerprintError(base).fingerprint,
    );
    expect(fingerprintError({ ...base, message: 'Negocio 42 ya vendido' }).fingerprint).not.toBe(
      fingerprintError(base).fingerprint,
    );
  });

  const id = fc.oneof(
    fc.nat().map(String),
    fc.uuid(),
    fc.stringMatching(/^[0-9a-f]{8,24}$/).filter((s) => /\d/.test(s)),
    fc.double({ min: 0, max: 1e6, noNaN: true }).map((n) => n.toFixed(2)),
  );
  const word = fc
    .stringMatching(/^[A-Za-zÁÉÍÓÚáéíóúñ]{1,10}$/)
    .filter((s) => !/^[a-fA-F]+$/.test(s) || s.length < 8);
  const separator = fc.constantFrom(' ', ': ', ' #', ' (', ' /api/x/', ' = ');

  it('never splits a group over the ids or numbers in a message (property)', () => {
    fc.assert(
      fc.property(
        fc.array(word, { minLength: 1, maxLength: 5 }),
        separator,
        id,
        id,
        fc.boolean(),
        (words, sep, x, y, front) => {
          const build = (v: string) =>
            front ? `${v}${sep}${words.join(' ')}` : `${words.join(' ')}${sep}${v}`;
          const a = fingerprintError({ message: build(x), source: 'backend', stack: serverStack(10) });
          const b = fingerprintError({ message: build(y), source: 'backend', stack: serverStack(99) });
          expect(a.fingerprint).toBe(b.fingerprint);
        },
      ),
      { numRuns: 300 },
    );
  });
});
