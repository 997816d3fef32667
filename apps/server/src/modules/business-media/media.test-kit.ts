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

/** A minimal PDF. */
export function tinyPdf(text = 'Balance general'): Buffer {
  return Buffer.from(`%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\n% ${text}\ntrailer<</Root 1 0 R>>\n%%EOF\n`);
}
