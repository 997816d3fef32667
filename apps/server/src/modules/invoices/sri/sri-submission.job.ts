// Sends signed documents to the SRI and asks for their authorisation (decision 093): a
// triggered and every-minute job over `forEachDue`, so each document is handled in its own
// transaction under a row lock (a parallel run skips it) and a crash before the commit only
// means the next run sends it again, which the SRI answers with 43 «clave de acceso
// registrada» and we take as received. Every state the SRI gives is kept with its messages.
import type { SriMessage } from '@traspasa/shared/invoices';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../db/client.ts';
import { forEachDue } from '../../../lib/jobs.ts';
import { type SriClient, SriUnavailableError } from './sri-client.service.ts';
import { SriFormatError } from './sri-soap.rules.ts';
import {
  listDueSubmissions,
  lockDueSubmission,
  type SubmissionRow,
  saveSubmission,
} from './sri-submission.repository.ts';
import { authorizationOutcome, nextAttemptAfter, receptionOutcome } from './sri-submission.rules.ts';

export { SRI_SUBMISSION_JOB } from './sri-submission.rules.ts';

export interface SriSubmissionDeps {
  db: Db;
  client: SriClient;
  log: FastifyBaseLogger;
  now?: () => Date;
}

export type SriSubmissionResult = Record<
  'authorized' | 'returned' | 'refused' | 'pending' | 'failed',
  number
>;

type Outcome = keyof SriSubmissionResult;

async function submitOne(tx: Db, row: SubmissionRow, deps: SriSubmissionDeps, now: Date): Promise<Outcome> {
  const attempts = row.attempts + 1;
  const base = { attempts, lastAttemptAt: now };
  let state = row.state;
  let messages: SriMessage[] = row.sriMessages;
  let alreadyRegistered = false;
  try {
    if (state === 'firmada') {
      const reception = receptionOutcome(await deps.client.send(row.signedXml));
      if (reception.kind === 'returned') {
        await saveSubmission(tx, row.id, {
          ...base,
          state: 'devuelta',
          sriMessages: reception.mensajes,
          nextAttemptAt: null,
        });
        return 'returned';
      }
      state = 'recibida';
      messages = reception.mensajes;
      alreadyRegistered = reception.alreadyRegistered;
    }
    const authorization = authorizationOutcome(await deps.client.authorization(row.accessKey), now);
    switch (authorization.kind) {
      case 'authorized':
        await saveSubmission(tx, row.id, {
          ...base,
          state: 'autorizada',
          sriMessages: authorization.mensajes,
          authorizationNumber: authorization.number,
          authorizedAt: authorization.at,
          nextAttemptAt: null,
        });
        return 'authorized';
      case 'refused':
        await saveSubmission(tx, row.id, {
          ...base,
          state: 'no_autorizada',
          sriMessages: authorization.mensajes,
          nextAttemptAt: null,
        });
        return 'refused';
      case 'unknown':
        if (alreadyRegistered) {
          // «Registrado» yet unknown under our key: another document holds this number.
          await saveSubmission(tx, row.id, {
            ...base,
            state: 'devuelta',
            sriMessages: messages,
            nextAttemptAt: null,
          });
          return 'returned';
        }
        break;
      case 'pending':
        break;
    }
    await saveSubmission(tx, row.id, {
      ...base,
      state,
      sriMessages: messages,
      nextAttemptAt: nextAttemptAfter(now, attempts),
    });
    return 'pending';
  } catch (err) {
    if (!(err instanceof SriUnavailableError || err instanceof SriFormatError)) throw err;
    deps.log.warn({ err: err.message, documentId: row.id, attempts }, 'SRI submission failed, will retry');
    await saveSubmission(tx, row.id, {
      ...base,
      state,
      sriMessages: messages,
      nextAttemptAt: nextAttemptAfter(now, attempts),
    });
    return 'failed';
  }
}

/** One pass over the due documents; counts what became of them. */
export async function runSriSubmission(deps: SriSubmissionDeps): Promise<SriSubmissionResult> {
  const now = deps.now?.() ?? new Date();
  const result: SriSubmissionResult = { authorized: 0, returned: 0, refused: 0, pending: 0, failed: 0 };
  await forEachDue<SubmissionRow>(deps.db, {
    listDue: (afterId, limit) => listDueSubmissions(deps.db, now, afterId, limit),
    lock: (tx, id) => lockDueSubmission(tx, id, now),
    handle: async (tx, row) => {
      result[await submitOne(tx, row, deps, now)] += 1;
      return true;
    },
    onError: (err, id) => deps.log.error({ err, documentId: id }, 'SRI submission: document rolled back'),
  });
  return result;
}
