import { createHash, createHmac, randomBytes, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import {
  type ElectronicCompleteBody,
  type ElectronicStartResponse,
  NDA_CODE_LENGTH,
  NDA_CODE_MAX_ATTEMPTS,
  NDA_CODE_TTL_MINUTES,
  NDA_SIGNATURE_IMAGE_MAX_BYTES,
  type Nda,
} from '@traspasa/shared/ndas';
import { countText, plural } from '@traspasa/shared/plural';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { AppError } from '../../lib/app-error.ts';
import type { RequestContext } from '../../lib/request-context.ts';
import type { CurrentUser } from '../../plugins/auth.ts';
import { mailAccessNotice, openAccessRequest } from '../listing-access/listing-access.service.ts';
import { displayName, maskEmail, toNda } from './nda.mapper.ts';
import { assertBuyer, assertListingOnSale, isBeforeDeadline, loadNdaFor } from './nda-access.rules.ts';
import { appendNdaEvent } from './nda-events.service.ts';
import { notifyPerson } from './nda-notify.service.ts';
import { renderNdaPdf } from './nda-pdf.service.ts';
import { ndaCodeMail, ndaElectronicSellerMail } from './ndas.mails.ts';
import {
  consumeCode,
  countFailedAttempt,
  findOpenCodeForUpdate,
  insertSignatureCode,
  type NdaRow,
  supersedeOpenCodes,
  updateNda,
} from './ndas.repository.ts';
import { stampSignature } from './pdf/signature-stamp.pdf.ts';

/** Codes mailed per NDA per hour (a throttle, decision 060). */
const CODES_PER_HOUR = 5;
const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** A signature pad on a phone or a desktop: anything outside is not a drawn signature. */
const SIGNATURE_MIN_SIDE = 40;
const SIGNATURE_MAX_SIDE = 4000;

/** Keyed with the row's random salt: a leaked table does not hand out a precomputed table. */
const hashCode = (code: string, salt: string) => createHmac('sha256', salt).update(code).digest('hex');

/** The NDA waits for an enhanced signature and its deadline has not passed. */
function assertAwaitingSignature(nda: NdaRow) {
  if (nda.status === 'signed') throw AppError.conflict('Este acuerdo ya está firmado.');
  if (nda.status !== 'pending' || nda.enhancedSignatureStatus !== 'pendiente') {
    throw AppError.conflict('Este acuerdo no espera una firma electrónica.');
  }
  if (!isBeforeDeadline(nda.uploadDeadline)) {
    throw AppError.conflict('El plazo para completar la firma de este acuerdo terminó.');
  }
}

/**
 * The drawn signature as PNG bytes, re-encoded (no metadata survives), or a Spanish 400.
 * The size and the magic bytes are checked before sharp looks at it, and sharp reads the
 * dimensions from the header before decoding anything.
 */
export async function decodeSignatureImage(dataUrl: string): Promise<Buffer> {
  const invalid = () =>
    AppError.invalidField('signatureImage', 'La firma no es una imagen PNG válida. Vuelve a dibujarla.');
  const base64 = dataUrl.slice('data:image/png;base64,'.length);
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(base64)) throw invalid();
  const png = Buffer.from(base64, 'base64');
  if (png.length > NDA_SIGNATURE_IMAGE_MAX_BYTES) {
    throw AppError.invalidField('signatureImage', 'La firma es demasiado grande. Vuelve a dibujarla.');
  }
  if (png.length < PNG_MAGIC.length || !png.subarray(0, PNG_MAGIC.length).equals(PNG_MAGIC)) throw invalid();
  try {
    const image = sharp(png, { limitInputPixels: SIGNATURE_MAX_SIDE * SIGNATURE_MAX_SIDE, failOn: 'error' });
    const meta = await image.metadata();
    const { width = 0, height = 0 } = meta;
    const sane = (side: number) => side >= 1 && side <= SIGNATURE_MAX_SIDE;
    if (
      meta.format !== 'png' ||
      !sane(width) ||
      !sane(height) ||
      Math.max(width, height) < SIGNATURE_MIN_SIDE
    ) {
      throw invalid();
    }
    return await image.png().toBuffer();
  } catch (err) {
    if (err instanceof AppError) throw err;
    throw invalid();
  }
}

/** The built-in electronic signature: a one-time code by mail plus the drawn signature (decision 060). */
export class NdaElectronicService {
  constructor(private readonly app: FastifyInstance) {}

  async start(user: CurrentUser, id: number, ctx: RequestContext): Promise<ElectronicStartResponse> {
    const db = this.app.db;
    const found = await loadNdaFor(db, user, id);
    assertBuyer(found.role, 'Solo la persona que firma el acuerdo puede pedir el código.');
    assertAwaitingSignature(found.nda);
    assertListingOnSale(found.business);
    await this.app.rateLimiter.consume(
      { bucket: 'nda-code:nda', key: String(id), max: CODES_PER_HOUR, windowMs: 3600_000 },
      'Pediste muchos códigos en poco tiempo. Espera un rato e inténtalo de nuevo.',
    );

    const code = String(randomInt(0, 10 ** NDA_CODE_LENGTH)).padStart(NDA_CODE_LENGTH, '0');
    const salt = randomBytes(16).toString('hex');
    const expiresAt = new Date(Date.now() + NDA_CODE_TTL_MINUTES * 60_000);
    const sentTo = maskEmail(user.email);
    // The mail goes out last, inside the transaction: if the mail server refuses it, no code
    // and no `otp_sent` event are left behind (the evidence only says "sent" when it was).
    await db.transaction(async (tx) => {
      await supersedeOpenCodes(tx, id);
      const row = await insertSignatureCode(tx, {
        ndaId: id,
        codeHash: hashCode(code, salt),
        salt,
        expiresAt,
      });
      await appendNdaEvent(tx, {
        ndaId: id,
        eventType: 'otp_sent',
        actorUserId: user.id,
        ipAddress: ctx.ip,
        userAgent: ctx.userAgent,
        metadata: { codeId: row.id, sentTo, expiresAt: expiresAt.toISOString() },
      });
      await this.app.mailer
        .send(
          ndaCodeMail(
            { name: displayName(user), email: user.email },
            code,
            found.business,
            NDA_CODE_TTL_MINUTES,
            ctx.ip,
          ),
        )
        .catch((err: unknown) => {
          this.app.log.error({ err, ndaId: id }, 'NDA signing code mail failed');
          throw AppError.unavailable(
            'No pudimos enviarte el código por correo. Inténtalo de nuevo en un minuto.',
          );
        });
    });
    return { sentTo, expiresAt: expiresAt.toISOString() };
  }

  /**
   * Checks the code and stamps the signature into the NDA PDF, in one transaction holding
   * the NDA row: two parallel completions cannot both sign. A wrong code is counted (and
   * committed) before the 4xx; after NDA_CODE_MAX_ATTEMPTS wrong tries the code is dead.
   */
  async complete(
    user: CurrentUser,
    id: number,
    body: ElectronicCompleteBody,
    ctx: RequestContext,
  ): Promise<Nda> {
    const db = this.app.db;
    // Cheap refusals first: nothing is counted against the code for a broken image.
    const visible = await loadNdaFor(db, user, id);
    assertBuyer(visible.role, 'Solo la persona que firma el acuerdo puede completar la firma.');
    const png = await decodeSignatureImage(body.signatureImage);

    let storedKey: string | null = null;
    const outcome = await db
      .transaction(async (tx) => {
        const found = await loadNdaFor(tx, user, id, { forUpdate: true });
        assertAwaitingSignature(found.nda);
        assertListingOnSale(found.business);
        const code = await findOpenCodeForUpdate(tx, id);
        if (!code || code.expiresAt.getTime() <= Date.now()) {
          return {
            kind: 'refused' as const,
            error: AppError.conflict('El código venció o ya no es válido. Pide un código nuevo.'),
          };
        }
        if (code.attempts >= NDA_CODE_MAX_ATTEMPTS) {
          return { kind: 'refused' as const, error: deadCode() };
        }
        const given = Buffer.from(hashCode(body.code, code.salt), 'hex');
        const expected = Buffer.from(code.codeHash, 'hex');
        if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
          const attempts = await countFailedAttempt(tx, code.id);
          const left = NDA_CODE_MAX_ATTEMPTS - attempts;
          return {
            kind: 'refused' as const,
            error:
              left > 0
                ? AppError.invalidField(
                    'code',
                    `El código no es correcto. Te ${plural(left, 'queda', 'quedan')} ${countText(left, 'intento', 'intentos')}.`,
                  )
                : deadCode(),
          };
        }
        await consumeCode(tx, code.id);
        await appendNdaEvent(tx, {
          ndaId: id,
          eventType: 'otp_verified',
          actorUserId: user.id,
          ipAddress: ctx.ip,
          userAgent: ctx.userAgent,
          metadata: { codeId: code.id, attempt: code.attempts + 1 },
        });

        const now = new Date();
        const unsigned = await renderNdaPdf(tx, found, now);
        const signed = await stampSignature(unsigned, {
          png,
          signerName: found.nda.firmadoPor ?? displayName(user),
          signedAt: now,
          email: maskEmail(user.email),
          ipAddress: ctx.ip,
        });
        const documentId = randomUUID();
        storedKey = electronicPdfKey(id, documentId);
        await this.app.storage.putPrivate(storedKey, Buffer.from(signed));
        const row = await updateNda(tx, id, {
          status: 'signed',
          signedAt: now,
          enhancedSignatureStatus: 'firmada_electronica',
          enhancedSignatureMethod: 'firmada_electronica',
          enhancedSignatureProvider: 'interno',
          enhancedSignatureDocumentId: documentId,
          enhancedSignatureCompletedAt: now,
        });
        await appendNdaEvent(tx, {
          ndaId: id,
          eventType: 'signed_electronically',
          actorUserId: user.id,
          ipAddress: ctx.ip,
          userAgent: ctx.userAgent,
          metadata: {
            provider: 'interno',
            documentId,
            signedPdfSha256: sha256(signed),
            unsignedPdfSha256: sha256(unsigned),
            signatureImageSha256: sha256(png),
            documentHash: found.nda.documentHash,
          },
        });
        // On a listing whose seller approves each buyer, the signature sends the request (decision 062).
        const accessNotice = await openAccessRequest(tx, id, {
          userId: user.id,
          ip: ctx.ip,
          userAgent: ctx.userAgent,
        });
        return { kind: 'signed' as const, nda: row!, found, accessNotice };
      })
      .catch(async (err: unknown) => {
        // Rolled back: the stamped PDF no longer belongs to anything.
        if (storedKey) await this.app.storage.deletePrivate(storedKey).catch(() => undefined);
        throw err;
      });

    if (outcome.kind === 'refused') throw outcome.error;
    const { business } = outcome.found;
    await mailAccessNotice(this.app, outcome.accessNotice);
    await notifyPerson(this.app, business.sellerId, (to) =>
      ndaElectronicSellerMail(to, displayName(user), business, this.app.config.appUrl),
    );
    return toNda(outcome.nda, outcome.found.business);
  }
}

/** Where the electronically signed NDA PDF lives (private storage). */
export const electronicPdfKey = (ndaId: number, documentId: string) =>
  `ndas/${ndaId}/electronic/${documentId}.pdf`;

const sha256 = (data: Uint8Array) => createHash('sha256').update(data).digest('hex');

function deadCode() {
  return AppError.conflict(
    `Escribiste un código incorrecto ${NDA_CODE_MAX_ATTEMPTS} veces y ya no sirve. Pide un código nuevo.`,
  );
}
