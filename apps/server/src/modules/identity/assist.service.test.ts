// OCR and MRZ assistive checks on document images drawn here (no binary fixtures): a fake
// Ecuadorian cédula front with a big number and noise, a passport data page with a TD3 MRZ
// whose check digits are computed below, an ID card back with a TD1 MRZ, and blank or
// broken images. The English model comes from the npm package: no network is needed.
import sharp from 'sharp';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { closeDocumentReader, readDocument } from './assist.service.ts';

/** ICAO 9303 check digit: weights 7, 3, 1; digits as themselves, A–Z as 10–35, '<' as 0. */
function checkDigit(value: string): string {
  const weights = [7, 3, 1];
  let sum = 0;
  for (let i = 0; i < value.length; i++) {
    const c = value[i]!;
    const n = c === '<' ? 0 : /[0-9]/.test(c) ? Number(c) : c.charCodeAt(0) - 55;
    sum += n * weights[i % 3]!;
  }
  return String(sum % 10);
}

function td3(p: {
  country: string;
  names: string;
  number: string;
  nationality: string;
  birth: string;
  sex: string;
  expiry: string;
  personal: string;
}): [string, string] {
  const line1 = `P<${p.country}${p.names}`.padEnd(44, '<');
  const doc = p.number.padEnd(9, '<');
  const personal = p.personal.padEnd(14, '<');
  const parts = [
    doc + checkDigit(doc),
    p.birth + checkDigit(p.birth),
    p.expiry + checkDigit(p.expiry),
    personal + checkDigit(personal),
  ];
  const line2 = `${parts[0]}${p.nationality}${parts[1]}${p.sex}${parts[2]}${parts[3]}${checkDigit(parts.join(''))}`;
  return [line1, line2];
}

function td1(p: {
  country: string;
  number: string;
  optional: string;
  birth: string;
  sex: string;
  expiry: string;
  nationality: string;
  names: string;
}): [string, string, string] {
  const doc = p.number.padEnd(9, '<');
  const optional = p.optional.padEnd(15, '<');
  const line1 = `I<${p.country}${doc}${checkDigit(doc)}${optional}`;
  const middle =
    `${p.birth}${checkDigit(p.birth)}${p.sex}${p.expiry}${checkDigit(p.expiry)}${p.nationality}`.padEnd(
      29,
      '<',
    );
  const composite = checkDigit(
    line1.slice(5, 30) + middle.slice(0, 7) + middle.slice(8, 15) + middle.slice(18, 29),
  );
  return [line1, middle + composite, p.names.padEnd(30, '<')];
}

/** A small deterministic generator, so the noise is the same on every run. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function noise(width: number, height: number, seed: number, count: number): string {
  const rnd = random(seed);
  const marks: string[] = [];
  for (let i = 0; i < count; i++) {
    const x = Math.round(rnd() * width);
    const y = Math.round(rnd() * height);
    const grey = 90 + Math.round(rnd() * 120);
    marks.push(
      `<circle cx="${x}" cy="${y}" r="${(0.6 + rnd() * 1.8).toFixed(1)}" fill="rgb(${grey},${grey},${grey})"/>`,
    );
  }
  for (let i = 0; i < 12; i++) {
    const y = Math.round(rnd() * height);
    marks.push(
      `<path d="M0 ${y} C ${width / 3} ${y - 40}, ${(2 * width) / 3} ${y + 40}, ${width} ${y}" stroke="#b9cbe0" stroke-width="1.2" fill="none"/>`,
    );
  }
  return marks.join('');
}

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const MONO = "font-family=\"'DejaVu Sans Mono', 'Liberation Mono', monospace\"";
const SANS = "font-family=\"'DejaVu Sans', 'Liberation Sans', sans-serif\"";

/** A worse phone photo: tilted on a dark table, a shadow across, smaller, heavily compressed. */
async function tiltedPhoto(image: Buffer, degrees: number, width: number): Promise<Buffer> {
  const { width: w = 0, height: h = 0 } = await sharp(image).metadata();
  const shadow = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">
  <defs><linearGradient id="s" x1="0" y1="0" x2="1" y2="0.3"><stop offset="0" stop-color="#000" stop-opacity="0.5"/>
  <stop offset="0.6" stop-color="#000" stop-opacity="0"/></linearGradient></defs>
  <rect width="100%" height="100%" fill="url(#s)"/></svg>`);
  const shaded = await sharp(image)
    .composite([{ input: shadow }])
    .toBuffer();
  return sharp(shaded)
    .rotate(degrees, { background: '#555560' })
    .blur(1)
    .resize({ width })
    .jpeg({ quality: 40 })
    .toBuffer();
}

/** An SVG drawn as a slightly soft JPEG, as a phone photo would arrive. */
async function photo(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).blur(0.6).jpeg({ quality: 82 }).toBuffer();
}

function cedulaFront(number: string): Promise<Buffer> {
  const [w, h] = [1000, 630];
  return photo(`<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#e9f1fb"/><stop offset="1" stop-color="#f8efe0"/></linearGradient></defs>
  <rect width="${w}" height="${h}" fill="url(#g)"/>
  ${noise(w, h, 7, 500)}
  <text x="40" y="70" ${SANS} font-size="34" font-weight="bold" fill="#1d3557">REPÚBLICA DEL ECUADOR</text>
  <text x="40" y="110" ${SANS} font-size="24" fill="#1d3557">CÉDULA DE IDENTIDAD</text>
  <rect x="40" y="150" width="250" height="320" fill="#c9d3de" stroke="#8795a5"/>
  <text x="320" y="180" ${SANS} font-size="20" fill="#444">APELLIDOS</text>
  <text x="320" y="215" ${SANS} font-size="30" fill="#111">PÉREZ LÓPEZ</text>
  <text x="320" y="265" ${SANS} font-size="20" fill="#444">NOMBRES</text>
  <text x="320" y="300" ${SANS} font-size="30" fill="#111">MARÍA JOSÉ</text>
  <text x="320" y="350" ${SANS} font-size="20" fill="#444">FECHA DE NACIMIENTO</text>
  <text x="320" y="385" ${SANS} font-size="28" fill="#111">12 MAR 1985</text>
  <text x="320" y="450" ${SANS} font-size="20" fill="#444">NUI.</text>
  <text x="320" y="520" ${MONO} font-size="64" font-weight="bold" fill="#111">${esc(number)}</text>
  <text x="40" y="600" ${SANS} font-size="18" fill="#666">FIRMA DEL TITULAR</text>
</svg>`);
}

function passportPage(number: string, mrz: string[]): Promise<Buffer> {
  const [w, h] = [1400, 990];
  const fontSize = 50;
  return photo(`<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">
  <rect width="${w}" height="${h}" fill="#f3efe6"/>
  ${noise(w, h, 11, 700)}
  <text x="60" y="80" ${SANS} font-size="36" font-weight="bold" fill="#3a2e1f">REPÚBLICA DEL ECUADOR</text>
  <text x="60" y="125" ${SANS} font-size="26" fill="#3a2e1f">PASAPORTE / PASSPORT</text>
  <rect x="60" y="170" width="330" height="420" fill="#d5d0c4" stroke="#8a8070"/>
  <text x="440" y="190" ${SANS} font-size="20" fill="#555">Tipo / Type</text>
  <text x="440" y="225" ${SANS} font-size="30" fill="#111">P</text>
  <text x="700" y="190" ${SANS} font-size="20" fill="#555">Pasaporte No. / Passport No.</text>
  <text x="700" y="235" ${MONO} font-size="44" font-weight="bold" fill="#111">${esc(number)}</text>
  <text x="440" y="290" ${SANS} font-size="20" fill="#555">Apellidos / Surname</text>
  <text x="440" y="325" ${SANS} font-size="30" fill="#111">PEREZ</text>
  <text x="440" y="380" ${SANS} font-size="20" fill="#555">Nombres / Given names</text>
  <text x="440" y="415" ${SANS} font-size="30" fill="#111">MARIA JOSE</text>
  <text x="440" y="470" ${SANS} font-size="20" fill="#555">Fecha de nacimiento / Date of birth</text>
  <text x="440" y="505" ${SANS} font-size="30" fill="#111">12 MAR 1985</text>
  ${mrz.map((line, i) => `<text x="45" y="${h - 150 + i * 80}" ${MONO} font-size="${fontSize}" fill="#111">${esc(line)}</text>`).join('\n  ')}
</svg>`);
}

function cardBack(mrz: string[]): Promise<Buffer> {
  const [w, h] = [1000, 630];
  return photo(`<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">
  <rect width="${w}" height="${h}" fill="#eef3f8"/>
  ${noise(w, h, 23, 400)}
  <text x="40" y="70" ${SANS} font-size="24" fill="#333">LUGAR DE NACIMIENTO: PICHINCHA QUITO</text>
  <text x="40" y="110" ${SANS} font-size="24" fill="#333">PROFESIÓN: INGENIERA</text>
  ${mrz.map((line, i) => `<text x="40" y="${h - 210 + i * 70}" ${MONO} font-size="52" fill="#111">${esc(line)}</text>`).join('\n  ')}
</svg>`);
}

const PASSPORT_MRZ = td3({
  country: 'ECU',
  names: 'PEREZ<<MARIA<JOSE',
  number: 'AB1234567',
  nationality: 'ECU',
  birth: '850312',
  sex: 'F',
  expiry: '320115',
  personal: '1710034065',
});

const ID_MRZ = td1({
  country: 'ECU',
  number: '012345678',
  optional: '1710034065',
  birth: '850312',
  sex: 'F',
  expiry: '320115',
  nationality: 'ECU',
  names: 'PEREZ<LOPEZ<<MARIA<JOSE',
});

const timings: Record<string, number> = {};
async function timed<T>(name: string, fn: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const result = await fn();
  timings[name] = Math.round(performance.now() - started);
  return result;
}

afterAll(async () => {
  await closeDocumentReader();
  console.log('assist timings (ms):', JSON.stringify(timings));
});

describe('readDocument', () => {
  it('builds MRZ samples with correct check digits (the ICAO example)', () => {
    // Doc 9303 part 4's specimen: L898902C3 → 6, 740812 → 2, 120415 → 9, ZE184226B → 1, composite 0.
    expect(checkDigit('L898902C3')).toBe('6');
    expect(checkDigit('740812')).toBe('2');
    expect(checkDigit('ZE184226B<<<<<')).toBe('1');
    expect(PASSPORT_MRZ[1]).toHaveLength(44);
    expect(ID_MRZ.every((line) => line.length === 30)).toBe(true);
  });

  it('reads the number on a cédula front and matches what was typed', { timeout: 60_000 }, async () => {
    const front = await cedulaFront('1710034065');
    const result = await timed('cedula (first, worker start)', () =>
      readDocument({ front, back: null }, { documentType: 'cedula_ec', documentNumber: '171003406-5' }),
    );
    expect(result).toEqual({ ocrNumber: '1710034065', ocrMatches: true, mrz: null, mrzMatches: null });
  });

  it('shows a mismatch when another number was typed', { timeout: 60_000 }, async () => {
    const front = await cedulaFront('1710034065');
    const result = await timed('cedula', () =>
      readDocument({ front, back: null }, { documentType: 'cedula_ec', documentNumber: '1710034073' }),
    );
    expect(result.ocrNumber).toBe('1710034065');
    expect(result.ocrMatches).toBe(false);
    expect(result.mrz).toBeNull();
  });

  it('reads and validates a passport MRZ and matches its number', { timeout: 60_000 }, async () => {
    const front = await passportPage('AB1234567', PASSPORT_MRZ);
    const result = await timed('passport', () =>
      readDocument({ front, back: null }, { documentType: 'pasaporte', documentNumber: 'ab 1234567' }),
    );
    expect(result.mrz).toEqual({ valid: true, documentNumber: 'AB1234567', nationality: 'ECU' });
    expect(result.mrzMatches).toBe(true);
    expect(result.ocrNumber).toBe('AB1234567');
    expect(result.ocrMatches).toBe(true);
  });

  it('flags a passport whose MRZ number differs from the typed one', { timeout: 60_000 }, async () => {
    const front = await passportPage('AB1234567', PASSPORT_MRZ);
    const result = await readDocument(
      { front, back: null },
      { documentType: 'pasaporte', documentNumber: 'AB1234576' },
    );
    expect(result.mrz?.valid).toBe(true);
    expect(result.mrz?.documentNumber).toBe('AB1234567');
    expect(result.mrzMatches).toBe(false);
    expect(result.ocrMatches).toBe(false);
  });

  it('reads a TD1 MRZ on the back of an ID card (personal number in the optional data)', {
    timeout: 60_000,
  }, async () => {
    const front = await cedulaFront('1710034065');
    const back = await cardBack(ID_MRZ);
    const result = await timed('cedula with back', () =>
      readDocument({ front, back }, { documentType: 'cedula_ec', documentNumber: '1710034065' }),
    );
    expect(result.ocrMatches).toBe(true);
    expect(result.mrz).toEqual({ valid: true, documentNumber: '012345678', nationality: 'ECU' });
    expect(result.mrzMatches).toBe(true);
  });

  it('straightens a tilted, shadowed, small photo before reading it', { timeout: 60_000 }, async () => {
    const front = await tiltedPhoto(await passportPage('AB1234567', PASSPORT_MRZ), -5, 800);
    const result = await timed('passport tilted 5°', () =>
      readDocument({ front, back: null }, { documentType: 'pasaporte', documentNumber: 'AB1234567' }),
    );
    expect(result).toEqual({
      ocrNumber: 'AB1234567',
      ocrMatches: true,
      mrz: { valid: true, documentNumber: 'AB1234567', nationality: 'ECU' },
      mrzMatches: true,
    });
  });

  it('gives up on a pass past its time limit, then reads again with a fresh worker', {
    timeout: 60_000,
  }, async () => {
    const front = await cedulaFront('1710034065');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const reading = readDocument(
        { front, back: null },
        { documentType: 'cedula_ec', documentNumber: '1710034065' },
      );
      let settled = false;
      void reading.finally(() => {
        settled = true;
      });
      // Each time a pass has armed its time limit, jump past it (the OCR itself runs on real time).
      while (!settled) {
        if (vi.getTimerCount() > 0) await vi.advanceTimersByTimeAsync(20_000);
        else await new Promise((resolve) => setImmediate(resolve));
      }
      expect(await reading).toEqual({ ocrNumber: null, ocrMatches: null, mrz: null, mrzMatches: null });
    } finally {
      vi.useRealTimers();
    }
    const again = await readDocument(
      { front, back: null },
      { documentType: 'cedula_ec', documentNumber: '1710034065' },
    );
    expect(again.ocrMatches).toBe(true);
  });

  it('returns nulls for a black image, a blank one and bytes that are not an image', {
    timeout: 60_000,
  }, async () => {
    const black = await sharp({ create: { width: 1000, height: 630, channels: 3, background: '#000' } })
      .jpeg()
      .toBuffer();
    const white = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    const nothing = { ocrNumber: null, ocrMatches: null, mrz: null, mrzMatches: null };
    expect(
      await timed('black', () =>
        readDocument(
          { front: black, back: black },
          { documentType: 'pasaporte', documentNumber: 'AB1234567' },
        ),
      ),
    ).toEqual(nothing);
    expect(
      await readDocument(
        { front: white, back: null },
        { documentType: 'cedula_ec', documentNumber: '1710034065' },
      ),
    ).toEqual(nothing);
    expect(
      await readDocument(
        { front: Buffer.from('not an image at all'), back: Buffer.alloc(0) },
        { documentType: 'dni_pe', documentNumber: '12345678' },
      ),
    ).toEqual(nothing);
  });
});
