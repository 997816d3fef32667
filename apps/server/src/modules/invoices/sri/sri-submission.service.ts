// What the rest of the server needs of the SRI submission (decision 093): the job's run with
// the configured client, or nothing when SRI_ENVIRONMENT is not set (documents stay «sin enviar»).
import type { FastifyBaseLogger } from 'fastify';
import type { SriSettings } from '../../../config.ts';
import type { Db } from '../../../db/client.ts';
import { createSriClient, type SriClient } from './sri-client.service.ts';
import { sriEndpoints } from './sri-soap.rules.ts';
import { runSriSubmission } from './sri-submission.job.ts';

export { SRI_SUBMISSION_JOB } from './sri-submission.rules.ts';

/** The client for the configured environment; null offline. */
export function sriClientFor(sri: Pick<SriSettings, 'environment'>): SriClient | null {
  return sri.environment ? createSriClient({ endpoints: sriEndpoints(sri.environment) }) : null;
}

/** The job's run for jobs.ts: null when there is no SRI to send to. */
export function sriSubmissionRun(deps: { db: Db; log: FastifyBaseLogger; sri: SriSettings }) {
  const client = sriClientFor(deps.sri);
  if (!client) return null;
  return () => runSriSubmission({ db: deps.db, log: deps.log, client });
}
