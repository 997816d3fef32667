// Every scheduled job of the server, with its cron (UTC), in one list beside app.ts: what runs
// by itself and when (decision 061). The queue is lib/jobs.ts (pg-boss); plugins/services.ts
// starts it with this list unless JOBS_ENABLED=false (API tests call the job functions
// directly). Each job's work lives in its module (`*.job.ts`); the sweeps that lock and
// handle due rows one by one share `forEachDue` (lib/jobs.ts, decision 160).
import type { FastifyInstance } from 'fastify';
import type { ScheduledJob } from './lib/jobs.ts';
import { runMetricsRollup } from './modules/admin-metrics/admin-metrics.service.ts';
import { runFeaturedExpiry } from './modules/businesses/featured-expiry.job.ts';
import {
  LISTING_EXPIRY_JOB,
  LISTING_EXPIRY_REMINDERS_JOB,
  runExpiryReminders,
  runListingExpiry,
} from './modules/businesses/listing-expiry.job.ts';
import { CLOSING_REMINDERS_JOB, runClosingReminders } from './modules/closing/closing.job.ts';
import { QUESTION_REMINDERS_JOB, runQuestionReminders } from './modules/data-room/questions.job.ts';
import { FUNDS_JOB, runFundsLifecycle } from './modules/funds/funds.job.ts';
import { runIdempotencyCleanup } from './modules/idempotency/idempotency.service.ts';
import {
  IDENTITY_ASSIST_JOB,
  IDENTITY_RETENTION_JOB,
  runIdentityAssist,
  runIdentityRetention,
} from './modules/identity/identity.job.ts';
import { INVOICE_SIGNING_JOB, runInvoiceSigning } from './modules/invoices/invoice-signing.job.ts';
import { SRI_SUBMISSION_JOB, sriSubmissionRun } from './modules/invoices/sri/sri-submission.service.ts';
import { runListingAccessRequests } from './modules/listing-access/listing-access.job.ts';
import { runChatMails } from './modules/messages/chat-mails.job.ts';
import { runNdaDeadlines } from './modules/ndas/nda-deadlines.job.ts';
import { OFFERS_LAPSE_JOB, runOffersLapse } from './modules/offers/offers-lapse.job.ts';
import { RESERVATION_JOB, runReservationJob } from './modules/offers/reservation.job.ts';
import { runPaymentLifecycle } from './modules/payments/lifecycle.job.ts';
import { runTransfersJob, TRANSFERS_JOB } from './modules/payments/transfers/transfers.job.ts';
import { PAYMENT_EVENTS_JOB } from './modules/payments/webhook/pipeline.service.ts';
import {
  runSavedSearchAlerts,
  runSavedSearchDigest,
  SAVED_SEARCH_ALERTS_JOB,
} from './modules/saved-searches/saved-searches.job.ts';

export function scheduledJobs(app: FastifyInstance): ScheduledJob[] {
  const sriSubmission = sriSubmissionRun({ db: app.db, log: app.log, sri: app.config.sri });
  return [
    {
      name: 'nda-deadlines',
      cron: '*/5 * * * *',
      run: () => runNdaDeadlines({ db: app.db, mailer: app.mailer, appUrl: app.config.appUrl, log: app.log }),
    },
    // Access requests (decision 062): the seller reminded after 7 days, the request expired after 14.
    {
      name: 'listing-access-requests',
      cron: '11 * * * *',
      run: () => runListingAccessRequests({ db: app.db, app }),
    },
    // Reserved listings (decision 171): both reminded 3 days before the exclusivity ends, the
    // seller told at its end to extend, close or release, released 14 days later if nothing was done.
    { name: RESERVATION_JOB, cron: '19 * * * *', run: () => runReservationJob({ db: app.db, app }) },
    // Offers (decision 170): versions past their validity day, acceptances unsigned after 7 days.
    { name: OFFERS_LAPSE_JOB, cron: '13 * * * *', run: () => runOffersLapse({ db: app.db, app }) },
    // The road to closing (decision 175): overdue steps remind their responsible party once.
    { name: CLOSING_REMINDERS_JOB, cron: '29 * * * *', run: () => runClosingReminders({ db: app.db, app }) },
    // Data room questions (decision 174): the seller reminded once of a question 3 days unanswered.
    {
      name: QUESTION_REMINDERS_JOB,
      cron: '37 * * * *',
      run: () => runQuestionReminders({ db: app.db, app }),
    },
    { name: 'featured-expiry', cron: '*/15 * * * *', run: () => runFeaturedExpiry({ db: app.db }) },
    { name: 'idempotency-cleanup', cron: '17 * * * *', run: () => runIdempotencyCleanup({ db: app.db }) },
    // Listings stay fresh (decision 151): reminders 7 and 1 day before, then the expiry.
    {
      name: LISTING_EXPIRY_REMINDERS_JOB,
      cron: '23 * * * *',
      run: () =>
        runExpiryReminders({ db: app.db, mailer: app.mailer, appUrl: app.config.appUrl, log: app.log }),
    },
    {
      name: LISTING_EXPIRY_JOB,
      cron: '*/15 * * * *',
      run: () =>
        runListingExpiry({ db: app.db, mailer: app.mailer, appUrl: app.config.appUrl, log: app.log }),
    },
    {
      name: 'payment-lifecycle',
      cron: '*/10 * * * *',
      run: () =>
        runPaymentLifecycle({ db: app.db, mailer: app.mailer, appUrl: app.config.appUrl, log: app.log }),
    },
    // SRI documents left unsigned after their payment committed (decision 092).
    { name: INVOICE_SIGNING_JOB, cron: '*/5 * * * *', run: () => runInvoiceSigning(app.invoices) },
    // Provider events (decision 090): run when the webhook stores one, and every minute for retries.
    {
      name: PAYMENT_EVENTS_JOB,
      cron: '* * * * *',
      triggered: true,
      run: () => app.payments.drainEvents(),
    },
    { name: 'payment-checkouts', cron: '*/5 * * * *', run: () => app.payments.expireOpenCheckouts() },
    { name: 'sandbox-billing', cron: '*/10 * * * *', run: () => app.payments.runProviderClock() },
    // Bank transfers (decision 094): held orders expire, yearly plans get their renewal order.
    {
      name: TRANSFERS_JOB,
      cron: '*/10 * * * *',
      run: () => runTransfersJob({ db: app.db, mailer: app.mailer, appUrl: app.config.appUrl, log: app.log }),
    },
    // Identity checks (decision 100): run when a request arrives, and every 2 minutes as a fallback.
    {
      name: IDENTITY_ASSIST_JOB,
      cron: '*/2 * * * *',
      triggered: true,
      run: () => runIdentityAssist({ db: app.db, storage: app.storage, log: app.log }),
    },
    {
      name: IDENTITY_RETENTION_JOB,
      cron: '41 * * * *',
      run: () =>
        runIdentityRetention({
          db: app.db,
          storage: app.storage,
          log: app.log,
          retentionDays: app.config.identity.retentionDays,
        }),
    },
    // Proof of funds (decision 104): reminder 7 days before the badge ends, expiry, document retention.
    {
      name: FUNDS_JOB,
      cron: '47 * * * *',
      run: () =>
        runFundsLifecycle({
          db: app.db,
          storage: app.storage,
          mailer: app.mailer,
          appUrl: app.config.appUrl,
          log: app.log,
        }),
    },
    { name: 'admin-metrics-rollup', cron: '7 * * * *', run: () => runMetricsRollup({ db: app.db }) },
    {
      name: 'chat-mails',
      cron: '* * * * *',
      run: () => runChatMails({ db: app.db, mailer: app.mailer, appUrl: app.config.appUrl, log: app.log }),
    },
    // Saved searches (decision 150): matching and instant mails when a listing is
    // approved (triggered) and every minute; the digests at 07:00 in Ecuador (12:00 UTC).
    {
      name: SAVED_SEARCH_ALERTS_JOB,
      cron: '* * * * *',
      triggered: true,
      run: () =>
        runSavedSearchAlerts({ db: app.db, mailer: app.mailer, appUrl: app.config.appUrl, log: app.log }),
    },
    {
      name: 'saved-search-daily',
      cron: '0 12 * * *',
      run: () =>
        runSavedSearchDigest(
          { db: app.db, mailer: app.mailer, appUrl: app.config.appUrl, log: app.log },
          'daily',
        ),
    },
    {
      name: 'saved-search-weekly',
      cron: '0 12 * * 1',
      run: () =>
        runSavedSearchDigest(
          { db: app.db, mailer: app.mailer, appUrl: app.config.appUrl, log: app.log },
          'weekly',
        ),
    },
    // SRI submission (decision 093): when a document is signed, and every minute for its
    // retries; only with SRI_ENVIRONMENT set (offline, documents stay «sin enviar»).
    ...(sriSubmission
      ? [{ name: SRI_SUBMISSION_JOB, cron: '* * * * *', triggered: true, run: sriSubmission }]
      : []),
  ];
}
