// Shared by the identity verification tests (not loaded by the app).
import { IDENTITY_CONSENT_VERSION } from '@traspasa/shared/identity';
import sharp from 'sharp';
import type { TestApp } from '../../../test/helpers.ts';

/** A photo large enough to be read (the shortest side is over 600 px), with some texture. */
export async function photo(
  width = 900,
  height = 640,
  format: 'jpeg' | 'png' | 'webp' = 'jpeg',
): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="#dfe7ee"/><rect x="40" y="40" width="${width - 80}" height="${height - 80}" rx="24" fill="#f5f0e1" stroke="#345" stroke-width="6"/><text x="80" y="160" font-size="48" fill="#123">REPUBLICA DEL ECUADOR</text></svg>`;
  const base = sharp(Buffer.from(svg));
  if (format === 'png') return base.png().toBuffer();
  if (format === 'webp') return base.webp().toBuffer();
  return base.jpeg({ quality: 85 }).toBuffer();
}

/** A phone photo that still carries where it was taken (EXIF GPS) and the camera. */
export async function photoWithGps(): Promise<Buffer> {
  return sharp(await photo())
    .withExif({
      IFD0: { Make: 'CamaraEspia', Model: 'Modelo-GPS-123' },
      IFD3: {
        GPSLatitudeRef: 'S',
        GPSLatitude: '0/1 10/1 5000/100',
        GPSLongitudeRef: 'W',
        GPSLongitude: '78/1 28/1 3000/100',
      },
    })
    .jpeg()
    .toBuffer();
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(data: Buffer): number {
  let c = 0xffffffff;
  for (const byte of data) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A tiny file whose PNG header claims `width`×`height` pixels: a "pixel bomb". */
export function pixelBombPng(width = 30_000, height = 30_000): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // truecolour
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', Buffer.from([0x78, 0x9c, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01])),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

export const PHP = Buffer.from('<?php echo shell_exec($_GET["c"]); ?>\n');

export interface FormFile {
  field: string;
  data: Buffer;
  filename?: string;
  type?: string;
}

/** A multipart/form-data body: text fields first (as the web form sends them), then files. */
export function form(fields: Record<string, string>, files: FormFile[]) {
  const boundary = '----traspasa-identity-boundary';
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  for (const f of files) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${f.field}"; filename="${f.filename ?? `${f.field}.jpg`}"\r\nContent-Type: ${f.type ?? 'image/jpeg'}\r\n\r\n`,
      ),
      f.data,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

export const VALID_CEDULA = '1710034065';

export function fieldsFor(overrides: Record<string, string | undefined> = {}): Record<string, string> {
  const all: Record<string, string | undefined> = {
    consent: 'true',
    consentVersion: IDENTITY_CONSENT_VERSION,
    documentType: 'cedula_ec',
    documentNumber: VALID_CEDULA,
    ...overrides,
  };
  return Object.fromEntries(Object.entries(all).filter((e): e is [string, string] => e[1] !== undefined));
}

let cached: { front: Buffer; back: Buffer; selfie: Buffer } | null = null;

/** The three photos of a normal request (made once per file). */
export async function photos() {
  cached ??= {
    front: await photo(900, 640),
    back: await photo(900, 620, 'png'),
    selfie: await photo(720, 960, 'webp'),
  };
  return cached;
}

export async function filesFor(
  replace: Partial<Record<'front' | 'back' | 'selfie', Buffer | null>> = {},
): Promise<FormFile[]> {
  const base = await photos();
  const out: FormFile[] = [];
  for (const field of ['front', 'back', 'selfie'] as const) {
    const data = field in replace ? replace[field] : base[field];
    if (data) out.push({ field, data });
  }
  return out;
}

export function submit(
  t: TestApp,
  headers: Record<string, string>,
  fields: Record<string, string>,
  files: FormFile[],
) {
  const body = form(fields, files);
  return t.app.inject({
    method: 'POST',
    url: '/api/identity-verifications',
    headers: { ...headers, ...body.headers, 'user-agent': 'Mozilla/5.0 (Prueba identidad)' },
    payload: body.payload,
  });
}

/** A complete, valid request (cédula ecuatoriana by default). */
export async function submitValid(
  t: TestApp,
  headers: Record<string, string>,
  overrides: Record<string, string | undefined> = {},
) {
  return submit(t, headers, fieldsFor(overrides), await filesFor());
}
