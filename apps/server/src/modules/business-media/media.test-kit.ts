// Shared by the business-media tests (not loaded by the app).
import { randomBytes } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';
import type { Db } from '../../db/client.ts';
import { businesses } from '../../db/schema/businesses.ts';
import { ndaDocuments, ndas } from '../../db/schema/ndas.ts';

/** A multipart/form-data body with one file. */
export function multipart(field: string, filename: string, data: Buffer, type = 'application/octet-stream') {
  const boundary = '----traspasa-media-boundary';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, data, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

type NewBusiness = Partial<typeof businesses.$inferInsert> & { sellerId: number };

/** A complete listing (valid in every status); approved unless told otherwise. */
export async function createListing(db: Db, values: NewBusiness) {
  const tag = randomBytes(4).toString('hex');
  const [row] = await db
    .insert(businesses)
    .values({
      title: 'Panadería artesanal en Quito',
      slug: `panaderia-${tag}`,
      description: 'Panadería con 12 años en el norte de Quito.',
      category: 'restaurant',
      country: 'Ecuador',
      location: 'Quito',
      askingPrice: '85000',
      status: 'approved',
      ...values,
    })
    .returning();
  return row!;
}

/** An NDA of `userId` for `businessId` in `status` (with the evidence a signed one needs). */
export async function createNda(db: Db, userId: number, businessId: number, status: 'signed' | 'pending') {
  const [doc] = await db
    .insert(ndaDocuments)
    .values({
      version: `t-${randomBytes(4).toString('hex')}`,
      content: 'Texto',
      documentHash: 'a'.repeat(64),
      isActive: false,
    })
    .returning();
  const [nda] = await db
    .insert(ndas)
    .values({
      businessId,
      userId,
      ndaDocumentId: doc!.id,
      status,
      clickwrapAcceptedAt: new Date(),
      documentHash: 'a'.repeat(64),
      documentVersion: doc!.version,
      signedAt: status === 'signed' ? new Date() : null,
    })
    .returning();
  return nda!;
}

/**
 * A 100-byte PNG whose header declares `width`×`height`: decoding it would need
 * gigabytes, so it must be refused from the header alone.
 */
export function pixelBombPng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([len, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.writeUInt8(8, 8); // bit depth
  ihdr.writeUInt8(0, 9); // greyscale
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.alloc(1024))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * A minimal PDF with one A4 page showing `text` (ASCII) in an uncompressed stream, so the text is
 * in its bytes: small, and real enough for pdf-lib to open and watermark (decision 173).
 */
export function tinyPdf(text = 'Balance general'): Buffer {
  const content = `BT /F1 14 Tf 56 780 Td (${text.replace(/[\\()]/g, '\\$&')}) Tj ET`;
  const objects = [
    '<</Type/Catalog/Pages 2 0 R>>',
    '<</Type/Pages/Kids[3 0 R]/Count 1>>',
    '<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]/Resources<</Font<</F1 4 0 R>>>>/Contents 5 0 R>>',
    '<</Type/Font/Subtype/Type1/BaseFont/Helvetica>>',
    `<</Length ${Buffer.byteLength(content, 'latin1')}>>\nstream\n${content}\nendstream`,
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(pdf, 'latin1'));
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(pdf, 'latin1');
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const o of offsets) pdf += `${String(o).padStart(10, '0')} 00000 n \n`;
  pdf += `trailer\n<</Size ${objects.length + 1}/Root 1 0 R>>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}
