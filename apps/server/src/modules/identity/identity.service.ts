import {
  IDENTITY_CONSENT_VERSION,
  type IdentityImageKind,
  identityDocumentCountry,
  identityDocumentLabels,
  identityFields,
  type MyIdentityVerification,
} from '@traspasa/shared/identity';
import { documentNumberHint, validateDocumentNumber } from '@traspasa/shared/identity-documents';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/pg-errors.ts';
import type { RequestContext } from '../../lib/request-context.ts';
import type { StoredFile } from '../../lib/storage.ts';
import type { CurrentUser } from '../../plugins/auth.ts';
import { consumeUpload } from '../business-media/business-media-access.rules.ts';
import { emptyAssist, toMyVerification } from './identity.mapper.ts';
import {
  appendEvent,
  findLatestOf,
  findPendingOf,
  insertVerification,
  listOfUser,
  recordImageRead,
  type VerificationRow,
} from './identity.repository.ts';
import type { IdentityForm } from './identity-form.schemas.ts';
import { documentNumberHash, identityHashKey } from './identity-hash.rules.ts';
import {
  cleanIdentityImage,
  identityFolder,
  identityImageKey,
  imageKeysOf,
} from './identity-images.service.ts';
import { IDENTITY_ASSIST_JOB } from './identity-job-names.rules.ts';

const PENDING_EXISTS =
  'Ya tienes una solicitud de verificación en revisión. Te avisaremos por correo cuando la revisemos.';
const IMAGE_NOT_FOUND = 'No encontramos esa imagen. Puede que ya se haya borrado tras la revisión.';
const DAY_MS = 24 * 3600_000;

export interface IdentityImage extends StoredFile {
  fileName: string;
}

/** The person's side of identity verification (decision 100): send a request, see it, see its photos. */
export class IdentityService {
  constructor(private readonly app: FastifyInstance) {}

  async mine(user: CurrentUser) {
    const latest = await findLatestOf(this.app.db, user.id);
    return {
      verification: latest ? toMyVerification(latest) : null,
      identityVerified: user.identityVerified,
      verifiedAt: user.identityVerifiedAt?.toISOString() ?? null,
    };
  }

  /**
   * A new request. Checked before anything is kept: one open request, the daily limit,
   * consent with the current text, the number by its type's rules, and each photo. Only
   * then are the cleaned photos stored (privately) and the row written with its history.
   */
  async submit(
    user: CurrentUser,
    readForm: () => Promise<IdentityForm>,
    ctx: RequestContext,
  ): Promise<MyIdentityVerification> {
    const db = this.app.db;
    if (await findPendingOf(db, user.id)) throw AppError.conflict(PENDING_EXISTS);
    const hits = await this.app.rateLimiter.consume(
      {
        bucket: 'identity:user',
        key: String(user.id),
        max: this.app.config.limits.identityPerUserDay,
        windowMs: DAY_MS,
      },
      'Enviaste varias solicitudes de verificación hoy. Podrás enviar otra mañana; si necesitas ayuda, escríbenos.',
    );
    // Only requests that are created count toward the daily limit: a refused one gives its hit back.
    let created = false;
    try {
      await consumeUpload(this.app, user);
      const row = await this.create(user, await readForm(), ctx);
      created = true;
      return toMyVerification(row);
    } finally {
      if (!created) await this.app.rateLimiter.release(hits);
    }
  }

  private async create(user: CurrentUser, form: IdentityForm, ctx: RequestContext): Promise<VerificationRow> {
    const parsed = identityFields.safeParse(form.fields);
    if (!parsed.success) {
      // Consent first: without it nothing else about the request matters.
      const issues = parsed.error.issues;
      const first =
        issues.find((i) => i.path[0] === 'consent') ??
        issues.find((i) => i.path[0] === 'consentVersion') ??
        issues[0]!;
      throw AppError.invalidField(String(first.path[0] ?? ''), first.message);
    }
    const fields = parsed.data;
    const type = fields.documentType;
    const country =
      type === 'pasaporte'
        ? (fields.documentCountry?.toUpperCase() ?? undefined)
        : identityDocumentCountry[type];
    const checked = validateDocumentNumber(type, fields.documentNumber, country);
    if (!checked.ok) throw AppError.invalidField('documentNumber', checked.error);

    const needed: IdentityImageKind[] =
      type === 'pasaporte' ? ['front', 'selfie'] : ['front', 'back', 'selfie'];
    const missing = needed.filter((k) => !form.files[k]);
    if (missing.length > 0) throw AppError.invalidField(missing[0]!, missingMessage(missing));
    const kinds = (['front', 'back', 'selfie'] as const).filter((k) => form.files[k]);
    const cleaned: Partial<Record<IdentityImageKind, Buffer>> = {};
    for (const kind of kinds)
      cleaned[kind] = await onField(kind, () => cleanIdentityImage(kind, form.files[kind]!));

    const key = await identityHashKey(this.app.db, this.app.config.identity.hashKey);
    const hash = documentNumberHash(key, {
      documentType: type,
      country: country ?? null,
      normalized: checked.normalized,
    });
    const folder = identityFolder(user.id);
    const keys = Object.fromEntries(kinds.map((k) => [k, identityImageKey(folder, k)])) as Partial<
      Record<IdentityImageKind, string>
    >;
    const dropFiles = () =>
      Promise.all(
        Object.values(keys).map((k) =>
          this.app.storage
            .deletePrivate(k)
            .catch((err: unknown) =>
              this.app.log.error({ err, key: k }, 'could not delete an identity image'),
            ),
        ),
      );

    let row: VerificationRow;
    try {
      for (const kind of kinds) await this.app.storage.putPrivate(keys[kind]!, cleaned[kind]!);
      const hint = documentNumberHint(checked.normalized);
      row = await this.app.db.transaction(async (tx) => {
        const inserted = await insertVerification(tx, {
          userId: user.id,
          documentType: type,
          documentCountry: country ?? null,
          documentNumber: checked.normalized,
          documentNumberHint: hint,
          documentNumberHash: hash,
          documentImages: [keys.front!, ...(keys.back ? [keys.back] : [])],
          selfieImage: keys.selfie!,
          status: 'pending',
          consentAt: new Date(),
          consentVersion: IDENTITY_CONSENT_VERSION,
          consentIp: ctx.ip,
          consentUserAgent: ctx.userAgent,
          assist: emptyAssist(),
        });
        await appendEvent(tx, {
          verificationId: inserted.id,
          actorUserId: user.id,
          action: 'created',
          detail: `${identityDocumentLabels[type]}${country && type === 'pasaporte' ? ` (${country})` : ''}, número ${hint}; consentimiento ${IDENTITY_CONSENT_VERSION}.`,
        });
        return inserted;
      });
    } catch (err) {
      await dropFiles();
      if (isUniqueViolation(err, 'identity_verifications_one_pending_unique'))
        throw AppError.conflict(PENDING_EXISTS);
      throw err;
    }
    // The assistive checks run off the request path (OCR takes seconds).
    this.app.jobs?.trigger(IDENTITY_ASSIST_JOB);
    return row;
  }

  /** The person's own photo of their newest request, while it is kept; each read is logged. */
  async ownImage(user: CurrentUser, kind: IdentityImageKind, ctx: RequestContext): Promise<IdentityImage> {
    const latest = await findLatestOf(this.app.db, user.id);
    if (!latest || latest.imagesDeletedAt) throw AppError.notFound(IMAGE_NOT_FOUND);
    return readImage(this.app, latest, kind, user.id, ctx);
  }
}

/**
 * The last 4 characters of the document of the person's approved verification, while their
 * identity is verified (decision 100); null otherwise. What the data room's watermark prints.
 */
export async function verifiedDocumentLast4(
  app: FastifyInstance,
  user: Pick<CurrentUser, 'id' | 'identityVerified'>,
): Promise<string | null> {
  if (!user.identityVerified) return null;
  const approved = (await listOfUser(app.db, user.id)).filter((r) => r.status === 'approved').at(-1);
  const hint =
    approved?.documentNumberHint ?? (approved ? documentNumberHint(approved.documentNumber) : null);
  const last4 = hint?.replace(/^•+/, '') ?? '';
  return last4.length === 4 ? last4 : null;
}

/** Reads one stored photo and records the read in the request's history and the file access log. */
export async function readImage(
  app: FastifyInstance,
  row: VerificationRow,
  kind: IdentityImageKind,
  readerId: number,
  ctx: RequestContext,
): Promise<IdentityImage> {
  const key = row.imagesDeletedAt ? undefined : imageKeysOf(row)[kind];
  if (!key) throw AppError.notFound(IMAGE_NOT_FOUND);
  const file = await app.storage.getPrivate(key);
  if (!file) throw AppError.notFound(IMAGE_NOT_FOUND);
  try {
    await app.db.transaction(async (tx) => {
      await appendEvent(tx, {
        verificationId: row.id,
        actorUserId: readerId,
        action: 'image_viewed',
        detail: kind,
      });
      await recordImageRead(tx, {
        userId: readerId,
        verificationId: row.id,
        fileKey: key,
        ipAddress: ctx.ip,
        userAgent: ctx.userAgent,
      });
    });
  } catch (err) {
    file.body.destroy();
    throw err;
  }
  return { ...file, fileName: `identidad-${row.id}-${kind}.jpg` };
}

/** The refusal of one photo names its field (`issues[0].path`), so the form shows it beside that photo. */
async function onField<T>(field: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    if (!(err instanceof AppError) || err.issues) throw err;
    throw new AppError(err.code, err.statusCode, err.userMessage, err.headers, [
      { path: field, message: err.userMessage },
    ]);
  }
}

function missingMessage(missing: IdentityImageKind[]): string {
  const names: Record<IdentityImageKind, string> = {
    front: 'la foto del anverso del documento (campo "front")',
    back: 'la foto del reverso del documento (campo "back")',
    selfie: 'la selfie sosteniendo tu documento (campo "selfie")',
  };
  return `Falta ${missing.map((k) => names[k]).join(' y ')}.`;
}
