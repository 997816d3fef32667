// The webhook's side of the provider event pipeline (decision 090): verify the signature on
// the exact bytes received, store the event, answer 200. Processing is the pipeline's job
// (pipeline.service.ts), what each event changes is effects.service.ts.
import Stripe from 'stripe';
import type { Db } from '../../../db/client.ts';
import { AppError } from '../../../lib/app-error.ts';
import { insertEvents } from './webhook.repository.ts';

/** Where the provider posts its events (Stripe's webhook endpoint; the sandbox delivers there too). */
export const WEBHOOK_PATH = '/api/payments/webhook';

const BAD_SIGNATURE = 'La firma del evento no es válida.';
const BAD_EVENT = 'El evento no tiene el formato de un evento del proveedor de pagos.';
const STALE_SIGNATURE =
  'La firma del evento no es de ahora: su hora difiere en más de 5 minutos de la nuestra. Revisa el reloj de quien lo envía.';
/**
 * How far a signature's timestamp may be from our clock, either way: a captured delivery
 * cannot be replayed later, nor one signed for the future used once its time comes.
 */
export const SIGNATURE_TOLERANCE_S = 300;

/** The `t=` of a `Stripe-Signature` header in seconds (the last one, as Stripe reads it), or null. */
function signedAt(header: string): number | null {
  let at: number | null = null;
  for (const part of header.split(',')) {
    const [key, value] = part.split('=');
    if (key === 't') at = value && /^\d{1,12}$/.test(value) ? Number(value) : null;
  }
  return at;
}

/** What the pipeline needs of an event: an id, a type and a data object. */
function isEventShape(value: unknown): value is Stripe.Event {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return false;
  const e = value as { id?: unknown; type?: unknown; data?: { object?: unknown } };
  return (
    typeof e.id === 'string' &&
    e.id.length > 0 &&
    e.id.length <= 255 &&
    typeof e.type === 'string' &&
    e.type.length > 0 &&
    e.type.length <= 255 &&
    typeof e.data?.object === 'object' &&
    e.data.object !== null &&
    !Array.isArray(e.data.object)
  );
}
/**
 * Verifies the signature on the exact bytes received, that it was made within
 * `SIGNATURE_TOLERANCE_S` of now (before or after), and the event's shape; 400 otherwise.
 */
export function verifyEvent(
  rawBody: Buffer,
  signature: string | undefined,
  secret: string,
  now: Date = new Date(),
): Stripe.Event {
  // The window is checked first, both ways: Stripe's own check only refuses old signatures.
  const at = signature ? signedAt(signature) : null;
  if (at !== null && Math.abs(Math.floor(now.getTime() / 1000) - at) > SIGNATURE_TOLERANCE_S) {
    throw AppError.badRequest(STALE_SIGNATURE);
  }
  let event: Stripe.Event;
  try {
    if (!signature) throw new Error('missing signature');
    event = Stripe.webhooks.constructEvent(
      rawBody,
      signature,
      secret,
      SIGNATURE_TOLERANCE_S,
      undefined,
      now.getTime(),
    );
  } catch (err) {
    // A signed body that is not JSON is the sender's mistake, not a forgery.
    const signed = Boolean(signature) && !(err instanceof Stripe.errors.StripeSignatureVerificationError);
    throw AppError.badRequest(signed && err instanceof SyntaxError ? BAD_EVENT : BAD_SIGNATURE);
  }
  if (!isEventShape(event)) throw AppError.badRequest(BAD_EVENT);
  return event;
}

interface InboxItem {
  eventId: string;
  eventType: string;
  /** The verified body as sent: PostgreSQL parses it once, as jsonb. */
  payload: string;
  done: (isNew: boolean) => void;
  fail: (err: unknown) => void;
}

/**
 * Where verified events are stored before the webhook answers 200 (decision 090). Events
 * that arrive together are written together: one statement and one commit for up to
 * `maxBatch` of them (group commit), so a burst costs a few transactions, not one per
 * delivery. Each caller's promise settles only after the commit that holds its event.
 * If a batch fails, its events are written one by one, so one bad event fails alone.
 */
export class WebhookInbox {
  private queue: InboxItem[] = [];
  private scheduled = false;

  constructor(
    private readonly db: Db,
    private readonly opts: { maxBatch?: number; waitMs?: number } = {},
  ) {}

  /** Resolves to whether the event is new (a repeated delivery changes nothing). */
  store(eventId: string, eventType: string, payload: string): Promise<boolean> {
    return new Promise((done, fail) => {
      this.queue.push({ eventId, eventType, payload, done, fail });
      if (this.queue.length >= (this.opts.maxBatch ?? 200)) void this.flush();
      else if (!this.scheduled) {
        this.scheduled = true;
        setTimeout(() => void this.flush(), this.opts.waitMs ?? 2);
      }
    });
  }

  private async flush(): Promise<void> {
    this.scheduled = false;
    const batch = this.queue;
    this.queue = [];
    if (batch.length === 0) return;
    try {
      const inserted = await this.write(batch);
      for (const item of batch) item.done(inserted.has(item.eventId));
    } catch {
      for (const item of batch) {
        await this.write([item]).then(
          (inserted) => item.done(inserted.has(item.eventId)),
          (err: unknown) => item.fail(err),
        );
      }
    }
  }

  private write(items: InboxItem[]): Promise<Set<string>> {
    return insertEvents(this.db, items);
  }
}
