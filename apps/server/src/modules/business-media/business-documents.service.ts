import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { ListingDocument } from '@traspasa/shared/businesses';
import { errorCodes } from '@traspasa/shared/errors';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import type { CurrentUser } from '../../plugins/auth.ts';
import { isPublicStatus } from '../businesses/seller-businesses.service.ts';
import { listingDocumentCopy } from '../data-room/data-room.service.ts';
import { type IdempotentCall, idempotentAppend, replayOf } from '../idempotency/idempotency.service.ts';
import { accessOf } from '../listing-access/listing-access.service.ts';
import { recordConfidentialDownload } from '../ndas/nda-downloads.service.ts';
import {
  appendDocument,
  findMediaTarget,
  type MediaTarget,
  recordDocumentDownload,
  removeDocument,
} from './business-media.repository.ts';
import { assertNotSold, consumeUpload, loadForChange } from './business-media-access.rules.ts';
import {
  deleteStoredFiles,
  documentStorageKey,
  parseDocumentEntry,
  toListingDocument,
} from './listing-files.rules.ts';

/** Per listing; enough for financial statements, permits and a lease (decision 042). */
export const DOCUMENT_LIMIT = 10;
const NOT_FOUND = 'No encontramos ese documento.';

/** A client's file name made safe to keep: no path, no control or odd characters, always `.pdf`. */
export function sanitiseDocumentName(raw: string): string {
  const base = raw.split(/[\\/]/).pop() ?? '';
  const stem = base
    .normalize('NFC')
    .replace(/\.pdf$/i, '')
    .replace(/[^\p{L}\p{N}._ -]+/gu, '-')
    .replace(/\.{2,}/g, '.')
    .replace(/\s+/g, ' ')
    .replace(/-{2,}/g, '-')
    .replace(/^[-. ]+/, '')
    .slice(0, 100)
    .replace(/[-. ]+$/, '');
  return `${stem || 'documento'}.pdf`;
}

export interface DocumentDownload {
  body: Buffer | Readable;
  size: number | undefined;
  name: string;
  /** A buyer's copy: watermarked for them by the data room, with its trace id (decision 172). */
  traceId: string | null;
}

/** Private listing documents (decisions 041, 042): upload, list, download with a log, delete. */
export class BusinessDocumentsService {
  constructor(private readonly app: FastifyInstance) {}

  async add(
    user: CurrentUser,
    businessId: number,
    readFile: () => Promise<{ data: Buffer; filename: string }>,
    idempotent: IdempotentCall | null = null,
  ): Promise<{ documents: ListingDocument[] }> {
    const target = await loadForChange(this.app, user, businessId);
    const listed = (entries: string[]) => ({
      documents: entries.map((e) => toListingDocument(businessId, e)),
    });
    // A retry of an upload that was stored: the documents as they are, nothing added twice.
    if ((await replayOf(this.app.db, idempotent)) !== null) return listed(target.documents);
    if (target.documents.length >= DOCUMENT_LIMIT) throw limitReached();
    await consumeUpload(this.app, user);

    const { data, filename } = await readFile();
    if (!data.subarray(0, 5).equals(Buffer.from('%PDF-'))) {
      throw new AppError(
        errorCodes.unsupportedMediaType,
        415,
        'No pudimos usar ese archivo: los documentos deben ser PDF.',
      );
    }
    const entry = `${randomUUID()}/${sanitiseDocumentName(filename)}`;
    const key = documentStorageKey(businessId, entry);
    await this.app.storage.putPrivate(key, data);
    const result = await idempotentAppend(this.app.db, idempotent, businessId, (tx) =>
      appendDocument(tx, businessId, entry, DOCUMENT_LIMIT),
    );
    if (result.outcome === 'appended') return listed(result.value);
    if (result.outcome === 'replayed') {
      // A parallel request with the same key stored its document: this copy goes.
      await this.app.storage.deletePrivate(key).catch(() => undefined);
      return listed((await findMediaTarget(this.app.db, businessId))?.documents ?? []);
    }

    await this.app.storage.deletePrivate(key).catch(() => undefined);
    const now = await findMediaTarget(this.app.db, businessId);
    if (!now) throw AppError.notFound();
    assertNotSold(now.status);
    throw limitReached();
  }

  async list(viewer: CurrentUser | null, businessId: number): Promise<{ documents: ListingDocument[] }> {
    const { target } = await this.loadForRead(viewer, businessId);
    return { documents: target.documents.map((e) => toListingDocument(businessId, e)) };
  }

  async download(
    viewer: CurrentUser | null,
    businessId: number,
    documentId: string,
    client: { ip: string; userAgent: string | undefined },
  ): Promise<DocumentDownload> {
    const { target, user, asBuyer } = await this.loadForRead(viewer, businessId);
    const entry = target.documents.find((e) => parseDocumentEntry(e).id === documentId);
    if (!entry) throw AppError.notFound(NOT_FOUND);
    const key = documentStorageKey(businessId, entry);
    const userAgent = client.userAgent?.slice(0, 500) ?? null;
    // A buyer never gets the original: the data room's copy, watermarked for them and recorded
    // with its trace id (decisions 172, 173), under that folder's rules (level, downloads).
    const copy = asBuyer
      ? await listingDocumentCopy(this.app, user, businessId, entry, { ip: client.ip, userAgent })
      : null;
    if (asBuyer && !copy) throw AppError.notFound(NOT_FOUND);
    const file: { body: Buffer | Readable; size: number | undefined } | null = copy
      ? { body: copy.body, size: Buffer.isBuffer(copy.body) ? copy.body.length : undefined }
      : await this.app.storage.getPrivate(key);
    if (!file) throw AppError.notFound(NOT_FOUND);
    try {
      await recordDocumentDownload(this.app.db, {
        userId: user.id,
        businessId,
        fileKey: key,
        asBuyer,
        ipAddress: client.ip,
        userAgent,
      });
      // A buyer's read is also evidence on their NDA (decision 060).
      if (asBuyer) {
        await recordConfidentialDownload(this.app.db, {
          userId: user.id,
          businessId,
          documentName: parseDocumentEntry(entry).name,
          ipAddress: client.ip,
          userAgent,
        });
      }
    } catch (err) {
      if (!Buffer.isBuffer(file.body)) file.body.destroy();
      throw err;
    }
    return { ...file, name: parseDocumentEntry(entry).name, traceId: copy?.traceId ?? null };
  }

  async remove(
    user: CurrentUser,
    businessId: number,
    documentId: string,
  ): Promise<{ documents: ListingDocument[] }> {
    const target = await loadForChange(this.app, user, businessId);
    const entry = target.documents.find((e) => parseDocumentEntry(e).id === documentId);
    if (!entry) throw AppError.notFound(NOT_FOUND);
    const documents = await removeDocument(this.app.db, businessId, entry);
    if (!documents) throw AppError.notFound(NOT_FOUND);
    await deleteStoredFiles(
      this.app,
      { privateKeys: [documentStorageKey(businessId, entry)] },
      { businessId },
    );
    return { documents: documents.map((e) => toListingDocument(businessId, e)) };
  }

  /**
   * Whoever may see the confidential part: the seller, admins, and buyers whose NDA for
   * this public listing is signed. Everyone else — anonymous included — gets a 404, so
   * the documents' existence is not revealed.
   */
  private async loadForRead(
    viewer: CurrentUser | null,
    businessId: number,
  ): Promise<{ target: MediaTarget; user: CurrentUser; asBuyer: boolean }> {
    const target = await findMediaTarget(this.app.db, businessId);
    if (!target || !viewer) throw AppError.notFound(NOT_FOUND);
    if (target.sellerId === viewer.id || viewer.role === 'admin')
      return { target, user: viewer, asBuyer: false };
    // The one access predicate (decision 062): a signed NDA whose access is granted. Checked on
    // every read, so a document URL fetched before a revocation answers 404 after it.
    if (
      isPublicStatus(target.status) &&
      (
        await accessOf(this.app.db, viewer, {
          id: businessId,
          sellerId: target.sellerId,
          status: target.status,
        })
      ).hasAccess
    ) {
      return { target, user: viewer, asBuyer: true };
    }
    throw AppError.notFound(NOT_FOUND);
  }
}

function limitReached() {
  return AppError.conflict(
    `Cada negocio puede tener hasta ${DOCUMENT_LIMIT} documentos. Elimina alguno para subir otro.`,
  );
}
