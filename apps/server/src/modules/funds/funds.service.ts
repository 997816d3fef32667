import { bandCovers, type FundsBand, fundsUploadFields, type MyFundsResponse } from '@traspasa/shared/funds';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/pg-errors.ts';
import type { RequestContext } from '../../lib/request-context.ts';
import type { StoredFile } from '../../lib/storage.ts';
import type { CurrentUser } from '../../plugins/auth.ts';
import { consumeUpload } from '../business-media/business-media-access.rules.ts';
import { toMyVerification } from './funds.mapper.ts';
import {
  type FundsRow,
  findFunds,
  findLatestOf,
  findOpenOf,
  insertFunds,
  latestApprovals,
  recordDocumentRead,
} from './funds.repository.ts';
import { badgeOf, badgeView, type FundsBadgeFacts } from './funds.rules.ts';
import { cleanFundsDocument, fundsDocumentKey } from './funds-document.service.ts';
import type { FundsForm } from './funds-form.schemas.ts';

export type { FundsBadgeFacts } from './funds.rules.ts';

const OPEN_EXISTS =
  'Ya tienes un comprobante de fondos en revisión. Te avisaremos por correo cuando lo revisemos.';
export const DOCUMENT_NOT_FOUND =
  'No encontramos ese documento. Puede que ya se haya borrado tras la revisión.';
const NOT_A_BUYER =
  'Solo las cuentas de comprador pueden verificar sus fondos. Si también compras, añade el rol de comprador en tu perfil.';

/**
 * The proof-of-funds badge of each user: their latest approval (decision 104), 'expired' once
 * past its end. Users without an approval are not in the map. For the buyer profile card and
 * the access requirements.
 */
export async function fundsBadgesFor(
  db: Db,
  userIds: number[],
  now: Date = new Date(),
): Promise<Map<number, FundsBadgeFacts>> {
  const unique = [...new Set(userIds)];
  const map = new Map<number, FundsBadgeFacts>();
  for (const row of await latestApprovals(db, unique)) {
    const badge = badgeOf(row, now);
    if (badge) map.set(row.userId, badge);
  }
  return map;
}

/** Whether the user holds a valid (not expired) funds badge at `band` or above. */
export async function hasFundsAtLeast(
  db: Db,
  userId: number,
  band: FundsBand,
  now: Date = new Date(),
): Promise<boolean> {
  const badge = (await fundsBadgesFor(db, [userId], now)).get(userId);
  return badge?.state === 'valid' && bandCovers(badge.band, band);
}

export interface FundsDocument extends StoredFile {
  fileName: string;
  contentType: string;
}

export function mayVerifyFunds(user: CurrentUser): boolean {
  return user.role === 'buyer' || user.secondaryRole === 'buyer';
}

/** The buyer's side of proof of funds (decision 104): upload, see it, open their own document. */
export class FundsService {
  constructor(private readonly app: FastifyInstance) {}

  async mine(user: CurrentUser, now = new Date()): Promise<MyFundsResponse> {
    const [latest, badges] = await Promise.all([
      findLatestOf(this.app.db, user.id),
      fundsBadgesFor(this.app.db, [user.id], now),
    ]);
    const badge = badges.get(user.id);
    const open = latest !== null && (latest.status === 'pending' || latest.status === 'in_review');
    return {
      verification: latest ? toMyVerification(latest) : null,
      badge: badge ? badgeView(badge) : null,
      canUpload: mayVerifyFunds(user) && !open,
    };
  }

  /**
   * A new upload: one open at a time (after a rejection it answers it; after an approval it
   * raises the band or renews it). The band and the document are checked before anything is
   * kept; then the cleaned file is stored privately and the row written.
   */
  async submit(user: CurrentUser, readForm: () => Promise<FundsForm>) {
    if (!mayVerifyFunds(user)) throw AppError.forbidden(NOT_A_BUYER);
    if (await findOpenOf(this.app.db, user.id)) throw AppError.conflict(OPEN_EXISTS);
    await consumeUpload(this.app, user);
    const form = await readForm();
    const parsed = fundsUploadFields.safeParse(form.fields);
    if (!parsed.success) throw AppError.invalidField('band', parsed.error.issues[0]!.message);
    if (!form.file || form.file.length === 0)
      throw AppError.invalidField(
        'file',
        'Falta el documento: sube tu certificado bancario o estado de cuenta.',
      );
    const clean = await cleanFundsDocument(form.file);
    const key = fundsDocumentKey(user.id, clean.ext);
    await this.app.storage.putPrivate(key, clean.data);
    let row: FundsRow;
    try {
      row = await insertFunds(this.app.db, {
        userId: user.id,
        declaredBand: parsed.data.band,
        status: 'pending',
        documentKeys: [key],
        documentMime: clean.mime,
        documentSize: clean.data.length,
      });
    } catch (err) {
      await this.app.storage
        .deletePrivate(key)
        .catch((e: unknown) => this.app.log.error({ err: e, key }, 'could not delete a funds document'));
      if (isUniqueViolation(err, 'funds_verifications_one_open_unique')) throw AppError.conflict(OPEN_EXISTS);
      throw err;
    }
    return toMyVerification(row);
  }

  /**
   * An upload's document, while it is kept, for its owner or an admin. Anyone else gets the
   * 404 of a document that does not exist: another buyer's upload is never revealed.
   */
  async document(user: CurrentUser, id: number, ctx: RequestContext): Promise<FundsDocument> {
    const row = await findFunds(this.app.db, id);
    if (!row || (row.userId !== user.id && user.role !== 'admin'))
      throw AppError.notFound(DOCUMENT_NOT_FOUND);
    return readDocument(this.app, row, user.id, ctx);
  }
}

/** Reads the stored document of an upload and records the read in the file access log. */
export async function readDocument(
  app: FastifyInstance,
  row: FundsRow,
  readerId: number,
  ctx: RequestContext,
): Promise<FundsDocument> {
  const key = row.documentsDeletedAt ? undefined : row.documentKeys[0];
  if (!key || !row.documentMime) throw AppError.notFound(DOCUMENT_NOT_FOUND);
  const file = await app.storage.getPrivate(key);
  if (!file) throw AppError.notFound(DOCUMENT_NOT_FOUND);
  try {
    await recordDocumentRead(app.db, {
      userId: readerId,
      verificationId: row.id,
      fileKey: key,
      ipAddress: ctx.ip,
      userAgent: ctx.userAgent,
    });
  } catch (err) {
    file.body.destroy();
    throw err;
  }
  const ext = key.split('.').pop();
  return { ...file, fileName: `fondos-${row.id}.${ext}`, contentType: row.documentMime };
}
