// Pure rules of the data room (decision 172): who sees a folder, formats by magic bytes, names,
// trace ids.
import { randomBytes } from 'node:crypto';
import type {
  DataRoomAccessLevel,
  DataRoomFileKind,
  DataRoomFormat,
  DataRoomRole,
} from '@traspasa/shared/data-room';

/** Crockford's base32 without I, L, O, U: a code read aloud or retyped from a photo stays exact. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** «DR-XXXX-XXXX-XXXX»: 60 random bits, the id of one watermarked copy. */
export function newTraceId(): string {
  const bytes = randomBytes(12);
  let code = '';
  for (let i = 0; i < 12; i++) code += ALPHABET[bytes[i]! % 32];
  return `DR-${code.slice(0, 4)}-${code.slice(4, 8)}-${code.slice(8, 12)}`;
}

/** The trace id found in a text (a leaked file's metadata or extracted text), if any. */
export function findTraceId(text: string, marker?: string): string | null {
  const pattern = marker
    ? new RegExp(`${marker.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(DR-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4})`)
    : /\b(DR-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4})\b/;
  return text.match(pattern)?.[1] ?? null;
}

/** What the buyer has on the listing, gathered by the service. */
export interface BuyerStanding {
  /** The listing-access predicate (decision 062): NDA signed and access granted. */
  hasAccess: boolean;
  /** A negotiation of theirs on the listing is accepted, signed or closed (decision 170). */
  acceptedOffer: boolean;
}

/** Whether a buyer may see a folder. The seller and admins see every folder. */
export function buyerSeesFolder(
  folder: { accessLevel: DataRoomAccessLevel | string; namedBuyerIds: readonly number[] },
  buyerId: number,
  standing: BuyerStanding,
): boolean {
  if (!standing.hasAccess) return false;
  if (folder.accessLevel === 'nda') return true;
  if (folder.accessLevel === 'accepted_offer') return standing.acceptedOffer;
  if (folder.accessLevel === 'named') return folder.namedBuyerIds.includes(buyerId);
  return false;
}

export function roleOf(viewer: { id: number; role: string }, sellerId: number): DataRoomRole {
  if (viewer.id === sellerId) return 'seller';
  if (viewer.role === 'admin') return 'admin';
  return 'buyer';
}

/** Listing statuses in which a buyer's room is open: published, reserved for a deal, sold. */
export const ROOM_OPEN_STATUSES = ['approved', 'reserved', 'sold'] as const;

/**
 * The format of an upload from its first bytes; the name and declared type are never trusted.
 * A CSV has no magic bytes: it is accepted when the name says `.csv` and the bytes are text
 * (valid UTF-8, no NUL, no other binary control characters).
 */
export function sniffFormat(data: Buffer, filename: string): DataRoomFormat | null {
  if (data.subarray(0, 5).equals(Buffer.from('%PDF-'))) return 'pdf';
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'jpeg';
  if (data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (
    data.length >= 12 &&
    data.toString('ascii', 0, 4) === 'RIFF' &&
    data.toString('ascii', 8, 12) === 'WEBP'
  )
    return 'webp';
  // xlsx is a ZIP (PK\x03\x04) holding xl/workbook.xml; the parser confirms it at upload.
  if (data.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04])) && /\.xlsx$/i.test(filename))
    return 'xlsx';
  if (/\.csv$/i.test(filename) && looksLikeText(data)) return 'csv';
  return null;
}

/** Text of any 8-bit encoding (UTF-8, or Windows-1252 exports of Excel): no NUL, no binary controls. */
function looksLikeText(data: Buffer): boolean {
  for (const byte of data.subarray(0, 64 * 1024)) {
    if (byte === 0) return false;
    if (byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0d) return false;
  }
  return true;
}

export function kindOf(format: DataRoomFormat): DataRoomFileKind {
  if (format === 'pdf') return 'pdf';
  if (format === 'xlsx' || format === 'csv') return 'spreadsheet';
  return 'image';
}

const EXTENSIONS: Record<DataRoomFormat, string> = {
  pdf: 'pdf',
  jpeg: 'jpg',
  png: 'png',
  webp: 'webp',
  xlsx: 'xlsx',
  csv: 'csv',
};

export const CONTENT_TYPES: Record<DataRoomFormat, string> = {
  pdf: 'application/pdf',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv; charset=utf-8',
};

/**
 * A client's file name made safe to keep (as for listing documents, decision 042): no path,
 * letters of any alphabet, digits, space, `.`, `_`, `-`, at most 100 characters, and the
 * extension of the format its bytes have.
 */
export function sanitiseFileName(raw: string, format: DataRoomFormat): string {
  const base = raw.split(/[\\/]/).pop() ?? '';
  const stem = base
    .normalize('NFC')
    .replace(/\.[a-z0-9]{1,5}$/i, '')
    .replace(/[^\p{L}\p{N}._ -]+/gu, '-')
    .replace(/\.{2,}/g, '.')
    .replace(/\s+/g, ' ')
    .replace(/-{2,}/g, '-')
    .replace(/^[-. ]+/, '')
    .slice(0, 100)
    .replace(/[-. ]+$/, '');
  return `${stem || 'documento'}.${EXTENSIONS[format]}`;
}

/** The served name of a watermarked copy: spreadsheets and PDFs as `.pdf`, images as `.jpg`. */
export function servedName(fileName: string, kind: DataRoomFileKind): string {
  const stem = fileName.replace(/\.[a-z0-9]{1,5}$/i, '');
  return kind === 'image' ? `${stem}.jpg` : `${stem}.pdf`;
}

export function versionStorageKey(
  businessId: number,
  fileId: number,
  version: number,
  fileName: string,
): string {
  return `businesses/${businessId}/data-room/${fileId}/v${version}/${fileName}`;
}

export function renderStorageKey(businessId: number, fileId: number, version: number): string {
  return `businesses/${businessId}/data-room/${fileId}/v${version}/rendered.pdf`;
}
