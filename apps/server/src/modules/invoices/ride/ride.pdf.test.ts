import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readPdf } from '../../ndas/pdf/pdf.test-kit.ts';
import { accessKeyBars, authorizationLines, renderRidePdf, rideFileName } from './ride.pdf.ts';
import { rideInput, SAMPLE_ACCESS_KEY } from './ride.test-kit.ts';

// An independent Code 128 reader: the symbology's table of bar/space widths (ISO/IEC 15417),
// written here rather than taken from the generator, so a wrong encoding cannot pass.
const PATTERNS = (
  '212222 222122 222221 121223 121322 131222 122213 122312 132212 221213 221312 231212 112232 122132 ' +
  '122231 113222 123122 123221 223211 221132 221231 213212 223112 312131 311222 321122 321221 312212 ' +
  '322112 322211 212123 212321 232121 111323 131123 131321 112313 132113 132311 211313 231113 231311 ' +
  '112133 112331 132131 113123 113321 133121 313121 211331 231131 213113 213311 213131 311123 311321 ' +
  '331121 312113 312311 332111 314111 221411 431111 111224 111422 121124 121421 141122 141221 112214 ' +
  '112412 122114 122411 142112 142211 241211 221114 413111 241112 134111 111242 121142 121241 114212 ' +
  '124112 124211 411212 421112 421211 212141 214121 412121 111143 111341 131141 114113 114311 411113 ' +
  '411311 113141 114131 311141 411131 211412 211214 211232'
).split(' ');
const START_C = 105;
const STOP = '2331112';

/** Decodes bars written in code set C only (what an all-digit key needs); throws on anything else. */
function decodeCode128C(bars: number[]): string {
  const stop = bars.slice(-7).join('');
  if (stop !== STOP) throw new Error(`no stop pattern: ${stop}`);
  const body = bars.slice(0, -7);
  if (body.length % 6 !== 0) throw new Error('bars are not whole symbols');
  const values: number[] = [];
  for (let i = 0; i < body.length; i += 6) {
    const value = PATTERNS.indexOf(body.slice(i, i + 6).join(''));
    if (value < 0) throw new Error(`unknown symbol at ${i / 6}`);
    values.push(value);
  }
  if (values[0] !== START_C) throw new Error('does not start in code set C');
  const check = values.at(-1)!;
  const data = values.slice(1, -1);
  const sum = data.reduce((acc, v, i) => acc + v * (i + 1), START_C);
  if (sum % 103 !== check) throw new Error('check symbol does not match');
  let out = '';
  for (const v of data) {
    if (v > 99) throw new Error(`code set change (${v}) inside an all-digit key`);
    out += String(v).padStart(2, '0');
  }
  return out;
}

describe('the access key barcode', () => {
  it('reads back as the 49 digits of the access key', () => {
    // 49 digits are odd: the generator writes pairs in code set C and one digit in set B.
    const bars = accessKeyBars(SAMPLE_ACCESS_KEY);
    expect(bars.every((n) => n >= 1 && n <= 4)).toBe(true);
    expect(decodeAny(bars)).toBe(SAMPLE_ACCESS_KEY);
  });

  it('round-trips any 49-digit key', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{49}$/), (key) => {
        expect(decodeAny(accessKeyBars(key))).toBe(key);
      }),
      { numRuns: 200 },
    );
  });
});

/**
 * An odd number of digits ends with one digit in code set B (switch symbol 100, then the
 * character's value: digit d is 16 + d) or starts with it in B: this reads both.
 */
function decodeAny(bars: number[]): string {
  const stop = bars.slice(-7).join('');
  if (stop !== STOP) throw new Error('no stop pattern');
  const body = bars.slice(0, -7);
  const values: number[] = [];
  for (let i = 0; i < body.length; i += 6) {
    const value = PATTERNS.indexOf(body.slice(i, i + 6).join(''));
    if (value < 0) throw new Error(`unknown symbol at ${i / 6}`);
    values.push(value);
  }
  const check = values.at(-1)!;
  const data = values.slice(0, -1);
  const sum = data.slice(1).reduce((acc, v, i) => acc + v * (i + 1), data[0]!);
  if (sum % 103 !== check) throw new Error('check symbol does not match');
  let set: 'B' | 'C' =
    data[0] === START_C
      ? 'C'
      : data[0] === 104
        ? 'B'
        : (() => {
            throw new Error('unexpected start');
          })();
  let out = '';
  for (const v of data.slice(1)) {
    if (set === 'C' && v === 100) set = 'B';
    else if (set === 'B' && v === 99) set = 'C';
    else if (set === 'C' && v < 100) out += String(v).padStart(2, '0');
    else if (set === 'B' && v >= 16 && v <= 25) out += String(v - 16);
    else throw new Error(`symbol ${v} in set ${set} is not a digit`);
  }
  return out;
}

describe('renderRidePdf', () => {
  it('carries the issuer, the number, the authorisation, the key, the buyer and the totals', async () => {
    const { all } = await readPdf(await renderRidePdf(rideInput(), new Date('2026-12-02T15:20:00Z')));
    for (const expected of [
      'TRASPASA MERCADO DE NEGOCIOS S.A.S.',
      'R.U.C.: 1791712345001',
      'Obligado a llevar contabilidad: SÍ',
      'FACTURA',
      'No. 001-001-000000123',
      'AMBIENTE: PRUEBAS',
      'EMISIÓN: NORMAL',
      SAMPLE_ACCESS_KEY,
      'Ana Lucía Peñafiel',
      '1710034065 (Cédula)',
      'Paquete de 3 créditos Premium',
      'IVA 15 %',
      '$6,52',
      '$43,48',
      'VALOR TOTAL',
      '$50,00',
      '10 - Tarjeta de crédito nacional',
    ]) {
      expect(all).toContain(expected);
    }
    expect(all).not.toContain('Pendiente de autorización');
  });

  it('says plainly when the SRI has not authorised the document', async () => {
    const unsent = await readPdf(
      await renderRidePdf(
        rideInput({ state: 'sin_enviar', authorizationNumber: null, authorizedAt: null }),
        new Date(),
      ),
    );
    expect(unsent.all).toContain('Sin enviar al SRI');
    expect(unsent.all).toContain('no tiene autorización');
    const pending = await readPdf(
      await renderRidePdf(
        rideInput({ state: 'recibida', authorizationNumber: null, authorizedAt: null }),
        new Date(),
      ),
    );
    expect(pending.all).toContain('Pendiente de autorización');
    expect(
      authorizationLines({ state: 'no_autorizada', authorizationNumber: null, authorizedAt: null }).number,
    ).toBe('No autorizado por el SRI');
  });

  it('a nota de crédito names the factura it modifies', async () => {
    const input = rideInput({
      docType: '04',
      sequential: 7,
      modifies: { number: '001-001-000000123', issueDate: '2026-12-02', reason: 'Reembolso del pago' },
    });
    const { all } = await readPdf(await renderRidePdf(input, new Date()));
    expect(all).toContain('NOTA DE CRÉDITO');
    expect(all).toContain('No. 001-001-000000007');
    expect(all).toContain('Factura 001-001-000000123');
    expect(all).toContain('Reembolso del pago');
    expect(rideFileName(input)).toBe('nota-de-credito-001-001-000000007.pdf');
  });
});

// The strict set-C reader is kept for keys of even length (48 digits before the check digit).
it('an even-length key is code set C throughout', () => {
  expect(decodeCode128C(accessKeyBars(SAMPLE_ACCESS_KEY.slice(0, 48)))).toBe(SAMPLE_ACCESS_KEY.slice(0, 48));
});
