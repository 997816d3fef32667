// The two jobs of identity verification (decision 100): the assistive checks, run off the
// request path after each new request (and by a cron as a fallback), and the retention
// sweep that erases the photos a set time after the decision. Both are idempotent.
import type { IdentityAssist, IdentityDocumentType } from '@traspasa/shared/identity';
import { documentNumberHint } from '@traspasa/shared/identity-documents';
import { countText, plural } from '@traspasa/shared/plural';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { identityVerifications } from '../../db/schema/identity.ts';
import type { Storage } from '../../lib/storage.ts';
import { readDocument } from './assist.service.ts';
import {
  appendEvent,
  approvedDuplicateOf,
  dueForRetention,
  pendingAssist,
  saveAssist,
  type VerificationRow,
} from './identity.repository.ts';
import { allImageKeys, imageKeysOf } from './identity-images.service.ts';

export { IDENTITY_ASSIST_JOB, IDENTITY_RETENTION_JOB } from './identity-job-names.rules.ts';

const DAY_MS = 24 * 3600_000;

export interface IdentityJobDeps {
  db: Db;
  storage: Storage;
  log: FastifyBaseLogger;
}

type Reader = typeof readDocument;

/**
 * Reads the number (OCR) and the MRZ of pending requests not checked yet, flags a number
 * already approved on another account, and stores the result with an `ocr_checked` event.
 * Never a decision: the reviewer sees it beside the photos.
 */
export async function runIdentityAssist(
  deps: IdentityJobDeps & { limit?: number; read?: Reader },
): Promise<{ checked: number; failed: number }> {
  const { db, log } = deps;
  const read = deps.read ?? readDocument;
  let checked = 0;
  let failed = 0;
  for (const row of await pendingAssist(db, deps.limit ?? 10)) {
    const duplicateOfUserId = await approvedDuplicateOf(db, row.documentNumberHash, row.userId);
    let assist: IdentityAssist;
    try {
      const keys = imageKeysOf(row);
      const front = keys.front ? await readStored(deps.storage, keys.front) : null;
      if (!front) throw new Error('front image missing');
      const back = keys.back ? await readStored(deps.storage, keys.back) : null;
      const reading = await read(
        { front, back },
        { documentType: row.documentType as IdentityDocumentType, documentNumber: row.documentNumber },
      );
      assist = { status: 'done', ...reading, duplicateOfUserId };
    } catch (err) {
      log.warn({ err, verificationId: row.id }, 'identity assist could not read the images');
      assist = {
        status: 'failed',
        ocrNumber: null,
        ocrMatches: null,
        mrz: null,
        mrzMatches: null,
        duplicateOfUserId,
      };
    }
    const saved = await db.transaction(async (tx) => {
      if (!(await saveAssist(tx, row.id, assist))) return false;
      await appendEvent(tx, {
        verificationId: row.id,
        actorUserId: null,
        action: 'ocr_checked',
        detail: describeAssist(assist),
      });
      return true;
    });
    if (!saved) continue;
    if (assist.status === 'done') checked += 1;
    else failed += 1;
  }
  return { checked, failed };
}

/** One Spanish line for the history: what was read and whether it matched. */
export function describeAssist(a: IdentityAssist): string {
  if (a.status === 'failed') return 'No se pudieron leer las fotos para la comprobación automática.';
  const parts: string[] = [];
  if (a.ocrNumber === null) parts.push('no se leyó el número en el anverso');
  else parts.push(a.ocrMatches ? 'el número leído coincide' : 'el número leído no coincide');
  if (a.mrz) {
    const validity = a.mrz.valid ? 'válida' : 'con dígitos de control que no cuadran';
    const match = a.mrzMatches === null ? '' : a.mrzMatches ? ', coincide' : ', no coincide';
    parts.push(`zona MRZ ${validity}${match}`);
  }
  if (a.duplicateOfUserId !== null) parts.push(`el número ya verificó la cuenta ${a.duplicateOfUserId}`);
  const text = parts.join('; ');
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;
}

async function readStored(storage: Storage, key: string): Promise<Buffer | null> {
  const file = await storage.getPrivate(key);
  if (!file) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of file.body) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  return Buffer.concat(chunks);
}

/**
 * Erases the photos of requests decided more than `retentionDays` ago (decision 100). The
 * record stays with its decision, type, country and the number's keyed hash; the number
 * itself is cut down to its hint. A file that cannot be deleted now keeps its row as it
 * is, so the next run tries again.
 */
export async function runIdentityRetention(
  deps: IdentityJobDeps & { retentionDays: number; now?: Date; limit?: number },
): Promise<{ erased: number }> {
  const now = deps.now ?? new Date();
  const before = new Date(now.getTime() - deps.retentionDays * DAY_MS);
  let erased = 0;
  for (const row of await dueForRetention(deps.db, before, deps.limit ?? 500)) {
    if (
      await eraseImages(
        deps,
        row,
        now,
        `${countText(deps.retentionDays, 'día', 'días')} después de la decisión`,
      )
    )
      erased += 1;
  }
  return { erased };
}

async function eraseImages(
  deps: IdentityJobDeps,
  row: VerificationRow,
  now: Date,
  why: string,
): Promise<boolean> {
  const keys = allImageKeys(row);
  try {
    await Promise.all(keys.map((key) => deps.storage.deletePrivate(key)));
  } catch (err) {
    deps.log.error({ err, verificationId: row.id }, 'could not delete identity images; will retry');
    return false;
  }
  const hint = row.documentNumberHint ?? documentNumberHint(row.documentNumber);
  return deps.db.transaction(async (tx) => {
    const updated = await tx
      .update(identityVerifications)
      .set({
        documentImages: [],
        selfieImage: null,
        imagesDeletedAt: now,
        documentNumber: hint,
        documentNumberHint: hint,
      })
      .where(and(eq(identityVerifications.id, row.id), isNull(identityVerifications.imagesDeletedAt)))
      .returning({ id: identityVerifications.id });
    if (updated.length === 0) return false;
    await appendEvent(tx, {
      verificationId: row.id,
      actorUserId: null,
      action: 'images_deleted',
      detail: `Se borraron ${plural(keys.length, 'la imagen', `las ${keys.length} imágenes`)} (${why}). Se conservan la decisión, el tipo de documento, el país y la huella del número.`,
    });
    return true;
  });
}
