// Shared by the NDA tests (not loaded by the app).
import { createHash, randomBytes } from 'node:crypto';
import sharp from 'sharp';
import type { TestApp } from '../../../test/helpers.ts';
import { businesses } from '../../db/schema/businesses.ts';
import { ndaDocuments } from '../../db/schema/ndas.ts';

export const NDA_TEXT = `ACUERDO DE CONFIDENCIALIDAD DE PRUEBA
Versión de prueba

${'El Interesado guardará reserva sobre la información confidencial del negocio. '.repeat(8)}`;

export const sha256 = (s: string | Uint8Array) => createHash('sha256').update(s).digest('hex');

/** The active NDA text (the test database has none: migrations only). */
export async function activeDocument(t: TestApp, version = '1.0', content = NDA_TEXT) {
  const [doc] = await t.db
    .insert(ndaDocuments)
    .values({ version, content, documentHash: sha256(content), isActive: true })
    .returning();
  return doc!;
}

type NewBusiness = Partial<typeof businesses.$inferInsert> & { sellerId: number };

export const CONFIDENTIAL = 'Razón social: Panificadora Andina S.A., RUC 1790012345001';

/** A complete approved listing with a confidential part. */
export async function listing(t: TestApp, values: NewBusiness) {
  const [row] = await t.db
    .insert(businesses)
    .values({
      title: 'Panadería artesanal en Quito',
      slug: `panaderia-${randomBytes(4).toString('hex')}`,
      description: 'Panadería con 12 años en el norte de Quito.',
      category: 'restaurant',
      country: 'Ecuador',
      location: 'Quito',
      askingPrice: '85000',
      status: 'approved',
      confidentialInfo: CONFIDENTIAL,
      ...values,
    })
    .returning();
  return row!;
}

export function signBody(businessId: number, doc: { id: number; documentHash: string }, extra: object = {}) {
  return {
    businessId,
    ndaDocumentId: doc.id,
    documentHash: doc.documentHash,
    signerName: 'Carla Compradora Pérez',
    accepted: true,
    acceptedAtLocal: '2026-11-21T10:15:00-05:00',
    ...extra,
  };
}

export const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) Prueba/1.0';

export function sign(t: TestApp, headers: Record<string, string>, body: object) {
  return t.app.inject({
    method: 'POST',
    url: '/api/ndas',
    headers: { ...headers, 'user-agent': BROWSER },
    payload: body,
  });
}

/** A drawn signature: a real PNG with a stroke on a transparent background. */
export async function signaturePng(width = 400, height = 150): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><path d="M10 ${height - 30} C 80 10, 160 ${height}, ${width - 20} 30" stroke="#123" stroke-width="4" fill="none"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

export const dataUrl = (png: Buffer) => `data:image/png;base64,${png.toString('base64')}`;

export async function jpegPhoto(): Promise<Buffer> {
  return sharp({ create: { width: 120, height: 80, channels: 3, background: '#c8d2dc' } })
    .jpeg()
    .withExif({ IFD0: { Copyright: 'GPS 0.1807 S 78.4678 W' } })
    .toBuffer();
}

export function tinyPdf(text = 'Acuerdo firmado'): Buffer {
  return Buffer.from(`%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\n% ${text}\ntrailer<</Root 1 0 R>>\n%%EOF\n`);
}

/** A multipart/form-data body with several files. */
export function multipartFiles(
  files: Array<{ field: string; filename: string; data: Buffer; type?: string }>,
) {
  const boundary = '----traspasa-nda-boundary';
  const parts = files.flatMap((f) => [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${f.field}"; filename="${f.filename}"\r\nContent-Type: ${f.type ?? 'application/octet-stream'}\r\n\r\n`,
    ),
    f.data,
    Buffer.from('\r\n'),
  ]);
  return {
    payload: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** The six-digit code of the newest signing-code mail to `email`. */
export function codeFromMail(t: TestApp, email: string): string {
  const mail = t.mails.filter((m) => m.to === email && /código/i.test(m.subject)).at(-1);
  const code = mail?.text.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no code mail to ${email}`);
  return code;
}
