/** pg-boss queue names of identity verification (stored in pgboss.schedule: keep them stable). */
export const IDENTITY_ASSIST_JOB = 'identity-assist';
export const IDENTITY_RETENTION_JOB = 'identity-retention';
