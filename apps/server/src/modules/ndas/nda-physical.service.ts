import { createHash, randomUUID } from 'node:crypto';
import { errorCodes } from '@traspasa/shared/errors';
import { NDA_ID_DOCUMENT_MAX_BYTES, NDA_SIGNED_DOCUMENT_MAX_BYTES, type Nda } from '@traspasa/shared/ndas';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { AppError } from '../../lib/app-error.ts';
import { sniffImageType } from '../../lib/images.ts';
import type { UploadedFile } from '../../lib/multipart.ts';
import type { RequestContext } from '../../lib/request-context.ts';
import type { StoredFile } from '../../lib/storage.ts';
import type { CurrentUser } from '../../plugins/auth.ts';
import { consumeUpload } from '../business-media/business-media-access.rules.ts';
import { displayName, toNda } from './nda.mapper.ts';
import { assertBuyer, assertListingOnSale, isBeforeDeadline, loadNdaFor } from './nda-access.rules.ts';
import { electronicPdfKey } from './nda-electronic.service.ts';
import { appendNdaEvent } from './nda-events.service.ts';
import type { FileRule } from './nda-multipart.schemas.ts';
import { notifyPerson } from './nda-notify.service.ts';
import { renderNdaPdf } from './nda-pdf.service.ts';
import { ndaUploadedSellerMail } from './ndas.mails.ts';
import { type NdaRow, recordFileAccess, updateNda } from './ndas.repository.ts';

export const uploadFields = ['signedDocument', 'idDocumentFront', 'idDocumentBack'] as const;
export type UploadField = (typeof uploadFields)[number];

export const uploadRules: Record<UploadField, FileRule> = {
  signedDocument: { maxBytes: NDA_SIGNED_DOCUMENT_MAX_BYTES, label: 'el acuerdo firmado' },
  idDocumentFront: { maxBytes: NDA_ID_DOCUMENT_MAX_BYTES, label: 'el anverso de tu identificación' },
  idDocumentBack: { maxBytes: NDA_ID_DOCUMENT_MAX_BYTES, label: 'el reverso de tu identificación' },
};

/** Server-generated file names: the client's are never used. */
const storedNames: Record<UploadField, string> = {
  signedDocument: 'acuerdo-firmado',
  idDocumentFront: 'identificacion-anverso',
  idDocumentBack: 'identificacion-reverso',
};
const columnOf = {
  signedDocument: 'signedDocumentUrl',
  idDocumentFront: 'idDocumentFrontUrl',
  idDocumentBack: 'idDocumentBackUrl',
} as const satisfies Record<UploadField, keyof NdaRow>;

export const fileKinds = [...uploadFields, 'signedPdf'] as const;
export type FileKind = (typeof fileKinds)[number];

const MAX_PIXELS = 40_000_000;

export interface NdaFileDownload extends StoredFile {
  fileName: string;
  contentType: string;
}

type Checked = { data: Buffer; ext: 'pdf' | 'jpg' | 'png'; sha256: string; bytes: number };

/** PDF, JPEG or PNG by their first bytes; images are re-encoded so no metadata (GPS…) survives. */
async function checkUpload(field: UploadField, file: UploadedFile): Promise<Checked> {
  const label = uploadRules[field].label;
  const digest = (d: Buffer) => createHash('sha256').update(d).digest('hex');
  if (file.data.subarray(0, 5).equals(Buffer.from('%PDF-'))) {
    return { data: file.data, ext: 'pdf', sha256: digest(file.data), bytes: file.data.length };
  }
  const type = sniffImageType(file.data);
  if (type !== 'jpeg' && type !== 'png') {
    throw new AppError(
      errorCodes.unsupportedMediaType,
      415,
      `No pudimos usar ${label}: sube un PDF, una foto JPG o una imagen PNG.`,
    );
  }
  try {
    const image = sharp(file.data, { limitInputPixels: MAX_PIXELS, failOn: 'error' }).autoOrient();
    const data =
      type === 'jpeg' ? await image.jpeg({ quality: 90 }).toBuffer() : await image.png().toBuffer();
    // The digest of what the buyer sent, as evidence; the stored copy is the cleaned one.
    return { data, ext: type === 'jpeg' ? 'jpg' : 'png', sha256: digest(file.data), bytes: file.data.length };
  } catch {
    throw AppError.badRequest(
      `No pudimos procesar ${label}: la imagen está dañada o es demasiado grande (máximo 40 megapíxeles).`,
    );
  }
}

/** Why an NDA does not take an upload now; null when it does. */
function uploadRefusal(nda: NdaRow, now = new Date()): string | null {
  if (nda.status === 'signed') return 'Este acuerdo ya está firmado.';
  const first = nda.status === 'pending' && nda.enhancedSignatureStatus === 'pendiente';
  const retry = nda.status === 'rejected' && nda.enhancedSignatureStatus === 'subida_fisica';
  if (nda.status === 'pending' && nda.enhancedSignatureStatus === 'subida_fisica') {
    return 'Tus documentos ya están en revisión. Te avisaremos por correo cuando el vendedor responda.';
  }
  if (retry && !nda.canReupload) return 'Este acuerdo fue rechazado sin opción de volver a subir documentos.';
  if (!first && !retry) return 'Este acuerdo no espera documentos firmados.';
  if (!isBeforeDeadline(nda.uploadDeadline, now))
    return 'El plazo para subir los documentos firmados terminó.';
  return null;
}

/** The physical signature: print the NDA, upload it signed with the ID, seller or admin review. */
export class NdaPhysicalService {
  constructor(private readonly app: FastifyInstance) {}

  /** The NDA text as a PDF to print; the buyer's download is evidence that the text was shown. */
  async documentPdf(user: CurrentUser, id: number, ctx: RequestContext): Promise<Uint8Array> {
    const found = await loadNdaFor(this.app.db, user, id);
    const pdf = await renderNdaPdf(this.app.db, found);
    if (found.role === 'buyer') {
      await appendNdaEvent(this.app.db, {
        ndaId: id,
        eventType: 'viewed',
        actorUserId: user.id,
        ipAddress: ctx.ip,
        userAgent: ctx.userAgent,
        metadata: {
          shownAs: 'pdf',
          documentVersion: found.nda.documentVersion,
          documentHash: found.nda.documentHash,
          pdfSha256: createHash('sha256').update(pdf).digest('hex'),
        },
      });
    }
    return pdf;
  }

  async upload(
    user: CurrentUser,
    id: number,
    readFiles: () => Promise<Record<UploadField, UploadedFile>>,
    ctx: RequestContext,
  ): Promise<Nda> {
    const db = this.app.db;
    const visible = await loadNdaFor(db, user, id);
    assertBuyer(visible.role, 'Solo la persona que firma el acuerdo puede subir sus documentos.');
    const refusal = uploadRefusal(visible.nda);
    if (refusal) throw AppError.conflict(refusal);
    assertListingOnSale(visible.business);
    await consumeUpload(this.app, user);

    const files = await readFiles();
    const checked = {} as Record<UploadField, Checked>;
    for (const field of uploadFields) checked[field] = await checkUpload(field, files[field]);

    const folder = `ndas/${id}/uploads/${randomUUID()}`;
    const keys = {} as Record<UploadField, string>;
    for (const field of uploadFields) keys[field] = `${folder}/${storedNames[field]}.${checked[field].ext}`;
    const dropNew = () =>
      Promise.all(uploadFields.map((f) => this.app.storage.deletePrivate(keys[f]).catch(() => undefined)));

    let previous: NdaRow | null = null;
    let row: NdaRow;
    try {
      for (const field of uploadFields) await this.app.storage.putPrivate(keys[field], checked[field].data);
      row = await db.transaction(async (tx) => {
        // Checked again under the row lock: the deadline job or a second upload may have won.
        const found = await loadNdaFor(tx, user, id, { forUpdate: true });
        const late = uploadRefusal(found.nda);
        if (late) throw AppError.conflict(late);
        assertListingOnSale(found.business);
        previous = found.nda;
        const now = new Date();
        const updated = await updateNda(tx, id, {
          status: 'pending',
          enhancedSignatureStatus: 'subida_fisica',
          documentsUploadedAt: now,
          signedDocumentUrl: keys.signedDocument,
          idDocumentFrontUrl: keys.idDocumentFront,
          idDocumentBackUrl: keys.idDocumentBack,
        });
        await appendNdaEvent(tx, {
          ndaId: id,
          eventType: 'uploaded',
          actorUserId: user.id,
          ipAddress: ctx.ip,
          userAgent: ctx.userAgent,
          metadata: {
            retry: found.nda.status === 'rejected',
            files: Object.fromEntries(
              uploadFields.map((f) => [
                f,
                { type: checked[f].ext, bytes: checked[f].bytes, sha256: checked[f].sha256 },
              ]),
            ),
          },
        });
        return updated!;
      });
    } catch (err) {
      await dropNew();
      throw err;
    }

    // The rejected attempt's files go (minimum data); their digests stay in its 'uploaded' event.
    const old = previous as NdaRow | null;
    if (old) {
      for (const field of uploadFields) {
        const key = old[columnOf[field]];
        if (key) await this.app.storage.deletePrivate(key).catch(() => undefined);
      }
    }
    await notifyPerson(this.app, visible.business.sellerId, (to) =>
      ndaUploadedSellerMail(to, displayName(user), visible.business, this.app.config.appUrl),
    );
    return toNda(row, visible.business);
  }

  /**
   * A private file of the NDA (uploads or the electronically signed PDF) for its buyer,
   * the listing's seller or an admin; every read is written to file_access_logs.
   */
  async file(user: CurrentUser, id: number, kind: FileKind, ctx: RequestContext): Promise<NdaFileDownload> {
    const found = await loadNdaFor(this.app.db, user, id);
    const nda = found.nda;
    const key =
      kind === 'signedPdf'
        ? nda.enhancedSignatureDocumentId && electronicPdfKey(id, nda.enhancedSignatureDocumentId)
        : nda[columnOf[kind]];
    const missing = () => AppError.notFound('Este acuerdo no tiene ese archivo.');
    if (!key) throw missing();
    const file = await this.app.storage.getPrivate(key);
    if (!file) throw missing();
    try {
      await recordFileAccess(this.app.db, {
        userId: user.id,
        ndaId: id,
        fileKey: key,
        ipAddress: ctx.ip,
        userAgent: ctx.userAgent,
      });
    } catch (err) {
      file.body.destroy();
      throw err;
    }
    const ext = key.split('.').pop() ?? 'pdf';
    const base = kind === 'signedPdf' ? 'acuerdo-firmado-electronicamente' : storedNames[kind];
    return {
      ...file,
      fileName: `acuerdo-${id}-${base}.${ext}`,
      contentType: ext === 'pdf' ? 'application/pdf' : ext === 'png' ? 'image/png' : 'image/jpeg',
    };
  }
}
