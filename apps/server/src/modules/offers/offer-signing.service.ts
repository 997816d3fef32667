// Signing with a mailed 6-digit code and the typed full name (decision 170, the NDA's electronic
// signature of decision 060 without the drawing), generic over what is signed: the accepted
// version of an offer (`acceptance`) or an extension of the exclusivity (`extension`, decision
// 171). The caller's `load` locks and checks the subject inside the transaction; `after` runs
// in the same transaction once the signature is stored (the second signature reserves the listing).
import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import {
  type NegotiationEventType,
  OFFER_CODE_LENGTH,
  OFFER_CODE_MAX_ATTEMPTS,
  OFFER_CODE_TTL_MINUTES,
  type OfferSide,
  type SigningCodeResponse,
  type SigningPurpose,
  type SignOfferBody,
} from '@traspasa/shared/offers';
import { countText, plural } from '@traspasa/shared/plural';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/pg-errors.ts';
import type { RequestContext } from '../../lib/request-context.ts';
import type { CurrentUser } from '../../plugins/auth.ts';
import { appendNegotiationEvent } from './negotiation-events.service.ts';
import { offerCodeMail } from './offers.mails.ts';
import {
  consumeCode,
  countFailedAttempt,
  findOpenCodeForUpdate,
  insertSignature,
  insertSigningCode,
  type SignatureRow,
  signaturesFor,
  supersedeOpenCodes,
} from './offers.repository.ts';

/** Codes mailed per person and subject per hour (a throttle, as the NDA's). */
const CODES_PER_HOUR = 5;

/** What is being signed, as the caller found it under its locks. */
export interface SigningSubject {
  negotiationId: number;
  purpose: SigningPurpose;
  /** The accepted version's id, or the extension's. */
  subjectId: number;
  /** The version the events point at, if any. */
  versionId: number | null;
  /** SHA-256 of the exact text signed, recomputed by the caller from the stored text. */
  textSha256: string;
  /** The signer's side. */
  side: OfferSide;
  /** «la carta de intención por «Panadería»», for the code mail. */
  what: string;
  /** The event the signature appends (`signed`, or the reservation's `extension_signed`). */
  signedEvent: NegotiationEventType;
}

export type LoadSubject = (tx: Db) => Promise<SigningSubject>;

const hashCode = (code: string, salt: string) => createHmac('sha256', salt).update(code).digest('hex');

export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '••••';
  return `${email[0]}••••${email.slice(at)}`;
}

const displayName = (u: { fullName: string | null; username: string }) => u.fullName?.trim() || u.username;

function deadCode() {
  return AppError.conflict(
    `Escribiste un código incorrecto ${OFFER_CODE_MAX_ATTEMPTS} veces y ya no sirve. Pide un código nuevo.`,
  );
}

export class OfferSigningService {
  constructor(private readonly app: FastifyInstance) {}

  /**
   * Mails `user` a new code for the subject `load` returns (closing their previous ones). The
   * mail goes out last inside the transaction that stores the code and its `code_sent` event:
   * a refused mail (503) leaves neither.
   */
  async requestCode(user: CurrentUser, load: LoadSubject, ctx: RequestContext): Promise<SigningCodeResponse> {
    const db = this.app.db;
    // The subject is checked before the throttle counts anything.
    const first = await db.transaction(load);
    await this.app.rateLimiter.consume(
      {
        bucket: 'offer-code',
        key: `${first.purpose}:${first.subjectId}:${user.id}`,
        max: CODES_PER_HOUR,
        windowMs: 3600_000,
      },
      'Pediste muchos códigos en poco tiempo. Espera un rato e inténtalo de nuevo.',
    );
    const code = String(randomInt(0, 10 ** OFFER_CODE_LENGTH)).padStart(OFFER_CODE_LENGTH, '0');
    const salt = randomBytes(16).toString('hex');
    const expiresAt = new Date(Date.now() + OFFER_CODE_TTL_MINUTES * 60_000);
    const sentTo = maskEmail(user.email);
    await db.transaction(async (tx) => {
      const subject = await load(tx);
      await supersedeOpenCodes(tx, subject, user.id);
      const row = await insertSigningCode(tx, {
        negotiationId: subject.negotiationId,
        purpose: subject.purpose,
        subjectId: subject.subjectId,
        userId: user.id,
        codeHash: hashCode(code, salt),
        salt,
        expiresAt,
      });
      await appendNegotiationEvent(tx, {
        negotiationId: subject.negotiationId,
        type: 'code_sent',
        versionId: subject.versionId,
        actorUserId: user.id,
        ipAddress: ctx.ip,
        userAgent: ctx.userAgent,
        payload: {
          purpose: subject.purpose,
          subjectId: subject.subjectId,
          codeId: row.id,
          sentTo,
          expiresAt: expiresAt.toISOString(),
        },
      });
      await this.app.mailer
        .send(
          offerCodeMail(
            { name: displayName(user), email: user.email },
            code,
            subject.what,
            OFFER_CODE_TTL_MINUTES,
            ctx.ip,
          ),
        )
        .catch((err: unknown) => {
          this.app.log.error({ err, negotiationId: subject.negotiationId }, 'offer signing code mail failed');
          throw AppError.unavailable(
            'No pudimos enviarte el código por correo. Inténtalo de nuevo en un minuto.',
          );
        });
    });
    return { sentTo, expiresAt: expiresAt.toISOString() };
  }

  /**
   * Checks the code and stores the signature (typed name, the text's SHA-256, IP, browser) in
   * one transaction holding the subject: two parallel completions cannot both sign. A wrong code
   * is counted (and committed) before the 4xx; after OFFER_CODE_MAX_ATTEMPTS wrong tries it is dead.
   * `after` receives every signature of the subject, this one included.
   */
  async sign<T>(
    user: CurrentUser,
    body: SignOfferBody,
    load: LoadSubject,
    ctx: RequestContext,
    after: (tx: Db, signatures: SignatureRow[], subject: SigningSubject) => Promise<T>,
  ): Promise<T> {
    const fullName = body.fullName.trim().replace(/\s+/g, ' ');
    const outcome = await this.app.db
      .transaction(async (tx) => {
        const subject = await load(tx);
        const code = await findOpenCodeForUpdate(tx, subject, user.id);
        if (!code || code.expiresAt.getTime() <= Date.now()) {
          return {
            kind: 'refused' as const,
            error: AppError.conflict('El código venció o ya no es válido. Pide un código nuevo.'),
          };
        }
        if (code.attempts >= OFFER_CODE_MAX_ATTEMPTS) return { kind: 'refused' as const, error: deadCode() };
        const given = Buffer.from(hashCode(body.code.trim(), code.salt), 'hex');
        const expected = Buffer.from(code.codeHash, 'hex');
        if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
          const attempts = await countFailedAttempt(tx, code.id);
          const left = OFFER_CODE_MAX_ATTEMPTS - attempts;
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
        await appendNegotiationEvent(tx, {
          negotiationId: subject.negotiationId,
          type: 'code_verified',
          versionId: subject.versionId,
          actorUserId: user.id,
          ipAddress: ctx.ip,
          userAgent: ctx.userAgent,
          payload: {
            purpose: subject.purpose,
            subjectId: subject.subjectId,
            codeId: code.id,
            attempt: code.attempts + 1,
          },
        });
        const now = new Date();
        const signature = await insertSignature(tx, {
          negotiationId: subject.negotiationId,
          purpose: subject.purpose,
          subjectId: subject.subjectId,
          userId: user.id,
          side: subject.side,
          typedName: fullName,
          textSha256: subject.textSha256,
          codeId: code.id,
          ipAddress: ctx.ip,
          userAgent: ctx.userAgent,
          signedAt: now,
        });
        await appendNegotiationEvent(tx, {
          negotiationId: subject.negotiationId,
          type: subject.signedEvent,
          versionId: subject.versionId,
          actorUserId: user.id,
          ipAddress: ctx.ip,
          userAgent: ctx.userAgent,
          payload: {
            purpose: subject.purpose,
            subjectId: subject.subjectId,
            side: subject.side,
            typedName: fullName,
            textSha256: subject.textSha256,
            signatureId: signature.id,
          },
        });
        const signatures = await signaturesFor(tx, subject);
        return { kind: 'signed' as const, value: await after(tx, signatures, subject) };
      })
      .catch((err: unknown) => {
        if (isUniqueViolation(err, 'offer_signatures_once_unique')) {
          throw AppError.conflict('Ya firmaste esta carta de intención.');
        }
        throw err;
      });
    if (outcome.kind === 'refused') throw outcome.error;
    return outcome.value;
  }
}
