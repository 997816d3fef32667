// Wires the payments feature (decision 090): picks the provider, builds the event
// pipeline and exposes both on `app.payments` for the routes and the jobs.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ensureCatalogue } from './checkout.service.ts';
import { KushkiClient } from './kushki/kushki.client.ts';
import { KushkiProvider } from './kushki/kushki.provider.ts';
import { notifyPaymentFailed, type ReceiptDeps, sendReceipt, sendRefundNotice } from './payments.mails.ts';
import type { PaymentProvider } from './provider.types.ts';
import { SandboxProvider } from './sandbox/sandbox.provider.ts';
import { StripeProvider } from './stripe.provider.ts';
import { expiredOpenCheckouts } from './transactions.repository.ts';
import { closeUnpaid, type EffectDeps } from './webhook/effects.service.ts';
import { WEBHOOK_PATH, WebhookInbox } from './webhook/inbox.service.ts';
import { type DrainOptions, EventPipeline, PAYMENT_EVENTS_JOB } from './webhook/pipeline.service.ts';

export interface Payments {
  provider: PaymentProvider;
  /** Set when the offline provider runs. */
  sandbox: SandboxProvider | null;
  /** Set when the local card gateway runs (PAYMENT_PROVIDER=kushki, decision 095). */
  kushki: KushkiProvider | null;
  pipeline: EventPipeline;
  /** Where the webhook stores verified events before answering. */
  inbox: WebhookInbox;
  /** Processes due events (the job; tests call it directly). */
  drainEvents(opts?: DrainOptions): Promise<Record<string, number>>;
  /** Asks the job to process new events now (no-op without jobs). */
  kick(): void;
  /** Ends checkouts left open past their expiry and gives their discount uses back. */
  expireOpenCheckouts(now?: Date): Promise<Record<string, number>>;
  /** The sandbox's renewals and deliveries; nothing with Stripe. */
  runProviderClock(now?: Date): Promise<Record<string, number>>;
  /** Tests: waits for the sandbox's deliveries, then processes what they stored. */
  settle(): Promise<void>;
}

export default fp(
  async (app: FastifyInstance) => {
    const { config } = app;
    const inbox = new WebhookInbox(app.db);
    let kickEvents = () => {};
    const kushki = config.kushki
      ? new KushkiProvider({
          db: app.db,
          log: app.log,
          client: new KushkiClient({
            apiUrl: config.kushki.apiUrl,
            privateMerchantId: config.kushki.privateMerchantId,
          }),
          appUrl: config.appUrl,
          apiUrl: config.kushki.apiUrl,
          publicMerchantId: config.kushki.publicMerchantId,
          environment: config.kushki.environment,
          webhookSignature: config.kushki.webhookSignature,
          emit: async (event) => {
            if (await inbox.store(event.id, event.type, JSON.stringify(event))) kickEvents();
          },
        })
      : null;
    const sandbox =
      kushki || config.stripe.secretKey
        ? null
        : new SandboxProvider({
            db: app.db,
            appUrl: config.appUrl,
            log: app.log,
            webhookSecret: config.stripe.webhookSecret,
            deliver: async (payload, signature) => {
              const res = await app.inject({
                method: 'POST',
                url: WEBHOOK_PATH,
                headers: { 'content-type': 'application/json', 'stripe-signature': signature },
                payload,
              });
              return res.statusCode;
            },
          });
    const provider: PaymentProvider =
      kushki ??
      sandbox ??
      new StripeProvider({
        db: app.db,
        log: app.log,
        secretKey: config.stripe.secretKey!,
        webhookSecret: config.stripe.webhookSecret,
      });
    const mails: ReceiptDeps = {
      db: app.db,
      mailer: app.mailer,
      appUrl: config.appUrl,
      supportEmail: config.supportEmail,
      log: app.log,
    };
    const deps: EffectDeps = {
      db: app.db,
      provider,
      log: app.log,
      invoices: app.invoices,
      notify: {
        receipt: (id) => sendReceipt(mails, id),
        refund: (id) => sendRefundNotice(mails, id),
        paymentFailed: (userId, subscriptionId) => notifyPaymentFailed(mails, userId, subscriptionId),
      },
    };
    const pipeline = new EventPipeline(deps);
    let kickPending = false;

    const payments: Payments = {
      provider,
      sandbox,
      kushki,
      pipeline,
      inbox,
      drainEvents: (opts) => pipeline.drain(opts),
      kick() {
        // One trigger per 50 ms at most: a burst of events costs one job, which drains them all.
        if (!app.jobs || kickPending) return;
        kickPending = true;
        setTimeout(() => {
          kickPending = false;
          app.jobs?.trigger(PAYMENT_EVENTS_JOB);
        }, 50).unref();
      },
      async expireOpenCheckouts(now = new Date()) {
        const open = await expiredOpenCheckouts(app.db, now);
        let expired = 0;
        for (const row of open) {
          if (row.sessionId && !row.sessionId.startsWith('local_')) {
            // A session the provider completed meanwhile is left to its events.
            const state = await provider.sessionState(row.sessionId);
            if (state === 'complete') continue;
            await provider.expireCheckoutSession(row.sessionId);
          }
          if (await app.db.transaction((tx) => closeUnpaid(tx, row.id))) expired++;
        }
        return { expired };
      },
      async runProviderClock(now = new Date()) {
        if (kushki) return kushki.runClock(now);
        return sandbox ? sandbox.runClock(now) : {};
      },
      async settle() {
        await sandbox?.flush();
        await pipeline.drain({ ignoreSchedule: false });
      },
    };
    kickEvents = () => payments.kick();
    app.decorate('payments', payments);

    app.addHook('onReady', async () => {
      await ensureCatalogue(app.db);
      await provider
        .syncCatalogue()
        .catch((err: unknown) => app.log.error({ err }, 'could not sync the catalogue'));
    });
  },
  { name: 'payments', dependencies: ['db', 'mail', 'invoices'] },
);
