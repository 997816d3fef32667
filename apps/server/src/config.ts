import path from 'node:path';
import { IDENTITY_RETENTION_DAYS_DEFAULT } from '@traspasa/shared/identity';
import { z } from 'zod';
import { serverDir } from './paths.ts';

const optionalUrl = z.preprocess((v) => (v === '' ? undefined : v), z.string().url().optional());
const optionalString = z.preprocess((v) => (v === '' ? undefined : v), z.string().optional());
const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);

/** The support address when SUPPORT_EMAIL is not set (the demo's). */
export const DEFAULT_SUPPORT_EMAIL = 'soporte@traspasa.test';

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  /** Behind a reverse proxy, trust X-Forwarded-For so throttling sees the real client IP. */
  TRUST_PROXY: z.enum(['true', 'false']).default('false'),
  DATABASE_URL: optionalUrl,
  DATA_DIR: optionalString,
  APP_URL: optionalUrl,
  SMTP_URL: optionalUrl,
  MAIL_FROM: z.string().default('Traspasa <no-responder@traspasa.test>'),
  /** The one address people write to for help: mails, messages and the web app (GET /api/site). */
  SUPPORT_EMAIL: z.email('must be an email address').default(DEFAULT_SUPPORT_EMAIL),
  STRIPE_SECRET_KEY: optionalString,
  STRIPE_WEBHOOK_SECRET: optionalString,
  /** `kushki` selects the local card gateway (decision 095); unset: Stripe with a key, else the sandbox. */
  PAYMENT_PROVIDER: z.preprocess((v) => (v === '' ? undefined : v), z.enum(['kushki']).optional()),
  KUSHKI_PUBLIC_MERCHANT_ID: optionalString,
  KUSHKI_PRIVATE_MERCHANT_ID: optionalString,
  /** The «Webhook signature» key of Kushki's console: X-Kushki-Signature is made with it. */
  KUSHKI_WEBHOOK_SIGNATURE: optionalString,
  /** uat (https://api-uat.kushkipagos.com, the default) or production (https://api.kushkipagos.com). */
  KUSHKI_ENVIRONMENT: z.enum(['uat', 'production']).default('uat'),
  /** Another base address for Kushki's API (the local fake in tests). */
  KUSHKI_API_URL: optionalUrl,
  /**
   * SRI electronic invoices (decision 092): pruebas or produccion sends them to the SRI; unset,
   * they are generated, signed with a demo certificate and kept «sin enviar». The issuer's data
   * and its PKCS#12 certificate are required once it is set.
   */
  SRI_ENVIRONMENT: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.enum(['pruebas', 'produccion']).optional(),
  ),
  SRI_RUC: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z
      .string()
      .regex(/^\d{13}$/, 'must be 13 digits')
      .optional(),
  ),
  SRI_RAZON_SOCIAL: optionalString,
  SRI_NOMBRE_COMERCIAL: optionalString,
  SRI_DIR_MATRIZ: optionalString,
  SRI_ESTABLECIMIENTO: z
    .string()
    .regex(/^\d{3}$/, 'must be 3 digits')
    .default('001'),
  SRI_PUNTO_EMISION: z
    .string()
    .regex(/^\d{3}$/, 'must be 3 digits')
    .default('001'),
  SRI_OBLIGADO_CONTABILIDAD: z.enum(['SI', 'NO']).default('SI'),
  SRI_P12_PATH: optionalString,
  SRI_P12_PASSWORD: optionalString,
  S3_ENDPOINT: optionalUrl,
  S3_BUCKET: optionalString,
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  /** Most S3-compatible services ignore the region; AWS itself needs the bucket's. */
  S3_REGION: optionalString,
  VITE_POSTHOG_KEY: optionalString,
  VITE_POSTHOG_HOST: optionalUrl,
  VITE_GTM_ID: optionalString,
  VITE_META_PIXEL_ID: optionalString,
  VITE_GOOGLE_ADS_ID: optionalString,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
  // Throttling (decision 011); configurable so load tests and CI can raise them.
  RATE_LOGIN_PER_ACCOUNT: positiveInt(5),
  RATE_LOGIN_PER_IP: positiveInt(20),
  RATE_LOGIN_WINDOW_MIN: positiveInt(15),
  RATE_REGISTER_PER_IP_HOUR: positiveInt(20),
  RATE_FORGOT_PER_EMAIL_HOUR: positiveInt(5),
  RATE_FORGOT_PER_IP_HOUR: positiveInt(20),
  RATE_RESET_PER_IP_HOUR: positiveInt(30),
  RATE_ERROR_REPORTS_PER_IP_MIN: positiveInt(60),
  RATE_UPLOADS_PER_USER_HOUR: positiveInt(60),
  RATE_MESSAGES_PER_MIN: positiveInt(30),
  /**
   * Graceful overload of chat sends (decision 070): at most this many sends in progress on
   * one instance, none of them waiting longer than CHAT_MAX_WAIT_MS; past either, a send is
   * refused at once (503 / `message.rejected` overloaded) instead of queueing.
   */
  CHAT_MAX_IN_FLIGHT: positiveInt(512),
  /** 500 ms; 5 s under NODE_ENV=test, where a busy test machine is not an overload to refuse. */
  CHAT_MAX_WAIT_MS: z.coerce.number().int().positive().optional(),
  /**
   * Chat sends are refused at once while the event loop runs this late (ms; decision 070,
   * plugins/overload.ts). Default 150; 0 = off, the default under NODE_ENV=test.
   */
  CHAT_MAX_LOOP_DELAY_MS: z.coerce.number().int().min(0).optional(),
  /** How often an instance records its chat sends in PostgreSQL and checks the shared per-minute limit. */
  CHAT_RATE_SYNC_MS: positiveInt(1000),
  /**
   * How long an anonymous search result may be reused, in ms (decision 050); any listing change
   * drops every result at once on every instance. 0 turns the cache off. Default: 5000 in
   * production, 0 elsewhere.
   */
  SEARCH_CACHE_TTL_MS: z.coerce.number().int().min(0).max(600_000).optional(),
  /** Identity verification requests a person may send in a day (decision 100). */
  RATE_IDENTITY_PER_USER_DAY: positiveInt(5),
  /** Feedback messages per IP and per account in an hour (spam resistance). */
  RATE_FEEDBACK_PER_IP_HOUR: positiveInt(5),
  RATE_FEEDBACK_PER_USER_HOUR: positiveInt(5),
  /** Days after the decision until the ID images are erased (decision 100, LOPDP). */
  IDENTITY_RETENTION_DAYS: positiveInt(IDENTITY_RETENTION_DAYS_DEFAULT),
  /** Hours a bank transfer order waits for its transfer (decision 094). */
  TRANSFER_HOLD_HOURS: positiveInt(72),
  /**
   * Key of the HMAC kept of each ID number (duplicate check). Without it the server
   * generates one on first use and keeps it in the database (app_secrets).
   */
  IDENTITY_HASH_KEY: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.string().min(32, 'IDENTITY_HASH_KEY must be at least 32 characters').optional(),
  ),
  /** Seed demo data on an empty database. Defaults to on for the embedded database only. */
  SEED_DEMO_DATA: z.enum(['true', 'false']).optional(),
  /** Scheduled jobs (pg-boss, decision 061). Default on, off under NODE_ENV=test. */
  JOBS_ENABLED: z.enum(['true', 'false']).optional(),
  API_DOCS: z.enum(['public', 'admins', 'off']).optional(),
  /**
   * Prometheus metrics at /api/metrics (decision 140): scraped with `Authorization: Bearer
   * <METRICS_TOKEN>`. Unset, the endpoint does not exist (404).
   */
  METRICS_TOKEN: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.string().min(16, 'METRICS_TOKEN must be at least 16 characters').optional(),
  ),
});

export type Config = ReturnType<typeof loadConfig>;

function kushkiSettings(e: z.infer<typeof envSchema>) {
  if (e.PAYMENT_PROVIDER !== 'kushki') return null;
  const missing = (
    ['KUSHKI_PUBLIC_MERCHANT_ID', 'KUSHKI_PRIVATE_MERCHANT_ID', 'KUSHKI_WEBHOOK_SIGNATURE'] as const
  ).find((k) => !e[k]);
  if (missing)
    throw new ConfigError(`Invalid configuration: ${missing}: required with PAYMENT_PROVIDER=kushki`);
  const base =
    e.KUSHKI_API_URL ??
    (e.KUSHKI_ENVIRONMENT === 'production'
      ? 'https://api.kushkipagos.com'
      : 'https://api-uat.kushkipagos.com');
  return {
    publicMerchantId: e.KUSHKI_PUBLIC_MERCHANT_ID!,
    privateMerchantId: e.KUSHKI_PRIVATE_MERCHANT_ID!,
    webhookSignature: e.KUSHKI_WEBHOOK_SIGNATURE!,
    /** kushki.js in the browser talks to this environment's hosts whatever KUSHKI_API_URL says. */
    environment: e.KUSHKI_ENVIRONMENT,
    apiUrl: base.replace(/\/$/, ''),
  };
}

/** The checkout's root: `./data` there is the default home of the database and uploads. */
const repoRoot = path.resolve(serverDir, '../..');

export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const first = parsed.error.issues[0];
    throw new ConfigError(`Invalid configuration: ${first?.path.join('.')}: ${first?.message}`);
  }
  const e = parsed.data;
  const dataDir = e.DATA_DIR
    ? // Relative to where the command was typed (npm runs workspace scripts inside apps/server).
      path.resolve(env.INIT_CWD ?? process.cwd(), e.DATA_DIR)
    : path.join(repoRoot, 'data');
  return {
    s3: s3Settings(e),
    env: e.NODE_ENV,
    isProduction: e.NODE_ENV === 'production',
    port: e.PORT,
    host: e.HOST,
    trustProxy: e.TRUST_PROXY === 'true',
    databaseUrl: e.DATABASE_URL,
    dataDir,
    uploadsDir: path.join(dataDir, 'uploads'),
    appUrl: (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    smtpUrl: e.SMTP_URL,
    /** Payments (decision 090): Stripe when a secret key is set, the offline sandbox otherwise. */
    stripe: { secretKey: e.STRIPE_SECRET_KEY, webhookSecret: e.STRIPE_WEBHOOK_SECRET },
    /** The local card gateway (decision 095), only with PAYMENT_PROVIDER=kushki. */
    kushki: kushkiSettings(e),
    /** SRI electronic invoices (decision 092): the issuer, the certificate, and whether they are sent. */
    sri: sriSettings(e),
    mailFrom: e.MAIL_FROM,
    supportEmail: e.SUPPORT_EMAIL,
    /** Identity verification (decision 100): image retention after the decision, and the number's HMAC key. */
    identity: { retentionDays: e.IDENTITY_RETENTION_DAYS, hashKey: e.IDENTITY_HASH_KEY ?? null },
    /** Bank transfer payments (decision 094): how long an order is held. */
    transfers: { holdHours: e.TRANSFER_HOLD_HOURS },
    logLevel: e.LOG_LEVEL ?? (e.NODE_ENV === 'test' ? 'silent' : 'info'),
    seedDemoData: e.SEED_DEMO_DATA ? e.SEED_DEMO_DATA === 'true' : !e.DATABASE_URL,
    jobsEnabled: e.JOBS_ENABLED ? e.JOBS_ENABLED === 'true' : e.NODE_ENV !== 'test',
    // The OpenAPI document maps every route: in production it is for admins unless chosen otherwise.
    apiDocs: e.API_DOCS ?? (e.NODE_ENV === 'production' ? 'admins' : 'public'),
    metricsToken: e.METRICS_TOKEN ?? null,
    searchCacheTtlMs: e.SEARCH_CACHE_TTL_MS ?? (e.NODE_ENV === 'production' ? 5000 : 0),
    analyticsHosts: [
      e.VITE_POSTHOG_HOST ?? (e.VITE_POSTHOG_KEY ? 'https://us.i.posthog.com' : undefined),
    ].filter((h): h is string => Boolean(h)),
    gtm: Boolean(e.VITE_GTM_ID),
    metaPixel: Boolean(e.VITE_META_PIXEL_ID),
    googleAds: Boolean(e.VITE_GOOGLE_ADS_ID),
    limits: {
      loginPerAccount: e.RATE_LOGIN_PER_ACCOUNT,
      loginPerIp: e.RATE_LOGIN_PER_IP,
      loginWindowMs: e.RATE_LOGIN_WINDOW_MIN * 60_000,
      registerPerIpHour: e.RATE_REGISTER_PER_IP_HOUR,
      forgotPerEmailHour: e.RATE_FORGOT_PER_EMAIL_HOUR,
      forgotPerIpHour: e.RATE_FORGOT_PER_IP_HOUR,
      resetPerIpHour: e.RATE_RESET_PER_IP_HOUR,
      errorReportsPerIpMinute: e.RATE_ERROR_REPORTS_PER_IP_MIN,
      uploadsPerUserHour: e.RATE_UPLOADS_PER_USER_HOUR,
      messagesPerMinute: e.RATE_MESSAGES_PER_MIN,
      chatMaxInFlight: e.CHAT_MAX_IN_FLIGHT,
      chatMaxWaitMs: e.CHAT_MAX_WAIT_MS ?? (e.NODE_ENV === 'test' ? 5000 : 500),
      chatRateSyncMs: e.CHAT_RATE_SYNC_MS,
      chatMaxLoopDelayMs: e.CHAT_MAX_LOOP_DELAY_MS ?? (e.NODE_ENV === 'test' ? 0 : 150),
      identityPerUserDay: e.RATE_IDENTITY_PER_USER_DAY,
      feedbackPerIpHour: e.RATE_FEEDBACK_PER_IP_HOUR,
      feedbackPerUserHour: e.RATE_FEEDBACK_PER_USER_HOUR,
    },
  };
}

export class ConfigError extends Error {}

/** The demo issuer, so `npm start` issues invoices offline (never sent: no SRI_ENVIRONMENT). */
const DEMO_ISSUER = {
  ruc: '1793000000001',
  legalName: 'TRASPASA DEMO S.A.S.',
  tradeName: 'Traspasa',
  mainAddress: 'Av. Amazonas N24-03 y Wilson, Quito',
};

/** SRI_ENVIRONMENT sends invoices to the SRI: then the issuer and its certificate must be configured. */
function sriSettings(e: z.infer<typeof envSchema>) {
  if (e.SRI_ENVIRONMENT) {
    const missing = (['SRI_RUC', 'SRI_RAZON_SOCIAL', 'SRI_DIR_MATRIZ', 'SRI_P12_PATH'] as const).find(
      (k) => !e[k],
    );
    if (missing) throw new ConfigError(`Invalid configuration: ${missing}: required with SRI_ENVIRONMENT`);
  }
  return {
    environment: e.SRI_ENVIRONMENT ?? null,
    /** ambiente of the documents and their access keys: 2 producción, 1 pruebas (also offline). */
    ambiente: e.SRI_ENVIRONMENT === 'produccion' ? ('2' as const) : ('1' as const),
    ruc: e.SRI_RUC ?? DEMO_ISSUER.ruc,
    legalName: e.SRI_RAZON_SOCIAL ?? DEMO_ISSUER.legalName,
    tradeName: e.SRI_NOMBRE_COMERCIAL ?? (e.SRI_ENVIRONMENT ? null : DEMO_ISSUER.tradeName),
    mainAddress: e.SRI_DIR_MATRIZ ?? DEMO_ISSUER.mainAddress,
    establishment: e.SRI_ESTABLECIMIENTO,
    emissionPoint: e.SRI_PUNTO_EMISION,
    keepsAccounts: e.SRI_OBLIGADO_CONTABILIDAD,
    /** The issuer's PKCS#12; null: a demo certificate made once and kept in the database. */
    p12: e.SRI_P12_PATH ? { path: e.SRI_P12_PATH, password: e.SRI_P12_PASSWORD ?? '' } : null,
  };
}

export type SriSettings = ReturnType<typeof sriSettings>;

/** S3-compatible storage is on when S3_BUCKET is set (decision 040); a half-configured S3 stops the server. */
function s3Settings(e: z.infer<typeof envSchema>) {
  if (!e.S3_BUCKET) {
    if (e.S3_ENDPOINT || e.S3_ACCESS_KEY_ID || e.S3_SECRET_ACCESS_KEY) {
      throw new ConfigError(
        'Invalid configuration: S3_BUCKET is required when any other S3_* setting is set',
      );
    }
    return null;
  }
  if (Boolean(e.S3_ACCESS_KEY_ID) !== Boolean(e.S3_SECRET_ACCESS_KEY)) {
    throw new ConfigError(
      'Invalid configuration: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together',
    );
  }
  return {
    endpoint: e.S3_ENDPOINT,
    bucket: e.S3_BUCKET,
    region: e.S3_REGION ?? 'us-east-1',
    credentials:
      e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
        : undefined,
  };
}

export type S3Settings = NonNullable<ReturnType<typeof s3Settings>>;
