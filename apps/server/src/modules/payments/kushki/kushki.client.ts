// Kushki's card API over HTTP (decision 095): charges, on-demand recurring cards, their
// charges and cancellation, refunds. The private merchant id authenticates every call.
import type { KushkiAmount } from './kushki.rules.ts';

/** A refusal Kushki answered (a declined card, a used token): its code and message. */
export class KushkiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string | null,
    message: string,
  ) {
    super(message);
  }
}

export interface KushkiCharge {
  ticketNumber: string;
  transactionReference: string | null;
  approvalCode: string | null;
  transactionStatus: string;
  lastFourDigits: string | null;
  paymentBrand: string | null;
}

export interface ContactDetails {
  email: string;
  firstName: string;
  lastName: string;
}

type Fetch = typeof fetch;

export class KushkiClient {
  constructor(
    private readonly opts: { apiUrl: string; privateMerchantId: string; fetch?: Fetch; timeoutMs?: number },
  ) {}

  private async call<T>(method: string, path: string, body: unknown, extra: Record<string, string> = {}) {
    const res = await (this.opts.fetch ?? fetch)(`${this.opts.apiUrl}${path}`, {
      method,
      headers: {
        'Private-Merchant-Id': this.opts.privateMerchantId,
        'Content-Type': 'application/json',
        ...extra,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(this.opts.timeoutMs ?? 29_000),
    });
    const text = await res.text();
    let json: Record<string, unknown> = {};
    try {
      json = text ? (JSON.parse(text) as Record<string, unknown>) : {};
    } catch {
      throw new Error(`Kushki answered ${res.status} with a body that is not JSON`);
    }
    if (!res.ok) {
      const code = typeof json.code === 'string' ? json.code : null;
      const message = typeof json.message === 'string' ? json.message : `Kushki answered ${res.status}`;
      throw new KushkiError(res.status, code, message);
    }
    return json as T;
  }

  /** POST /card/v1/charges: a one-time charge with a card token. */
  async charge(input: {
    token: string;
    amount: KushkiAmount;
    metadata: Record<string, string>;
    contactDetails: ContactDetails;
  }) {
    return toCharge(
      await this.call<Record<string, unknown>>('POST', '/card/v1/charges', { ...input, fullResponse: 'v2' }),
    );
  }

  /** POST /subscriptions/v1/card: keeps the card for on-demand charges (periodicity custom). */
  async createOnDemandCard(input: {
    token: string;
    planName: string;
    amount: KushkiAmount;
    startDate: string;
    metadata: Record<string, string>;
    contactDetails: ContactDetails;
  }): Promise<string> {
    const res = await this.call<{ subscriptionId?: unknown }>('POST', '/subscriptions/v1/card', {
      ...input,
      periodicity: 'custom',
    });
    if (typeof res.subscriptionId !== 'string') throw new Error('Kushki did not return a subscriptionId');
    return res.subscriptionId;
  }

  /** POST /subscriptions/v1/card/{subscriptionId}/charge: charges the kept card now. */
  async chargeOnDemand(
    subscriptionId: string,
    input: { amount: KushkiAmount; metadata: Record<string, string> },
  ) {
    return toCharge(
      await this.call<Record<string, unknown>>(
        'POST',
        `/subscriptions/v1/card/${encodeURIComponent(subscriptionId)}/charge`,
        { ...input, fullResponse: 'v2' },
      ),
    );
  }

  /** DELETE /subscriptions/v1/card/{subscriptionId}: forgets the kept card. */
  async deleteOnDemandCard(subscriptionId: string): Promise<void> {
    await this.call('DELETE', `/subscriptions/v1/card/${encodeURIComponent(subscriptionId)}`, undefined);
  }

  /** DELETE /v1/refund/{ticketNumber}: the whole charge back (Ecuador has no partial refunds). */
  async refund(ticketNumber: string, idempotencyKey: string): Promise<{ ticketNumber: string }> {
    const res = await this.call<{ ticketNumber?: unknown }>(
      'DELETE',
      `/v1/refund/${encodeURIComponent(ticketNumber)}`,
      { fullResponse: 'v2' },
      { 'Idempotency-Key': idempotencyKey },
    );
    if (typeof res.ticketNumber !== 'string')
      throw new Error('Kushki did not return the refund ticketNumber');
    return { ticketNumber: res.ticketNumber };
  }
}

function toCharge(res: Record<string, unknown>): KushkiCharge {
  const details = (res.details ?? {}) as Record<string, unknown>;
  const bin = (details.binInfo ?? {}) as Record<string, unknown>;
  const s = (v: unknown) => (typeof v === 'string' && v !== '' ? v : null);
  const ticketNumber = s(res.ticketNumber) ?? s(details.ticketNumber);
  if (!ticketNumber) throw new Error('Kushki did not return a ticketNumber');
  return {
    ticketNumber,
    transactionReference: s(res.transactionReference) ?? s(details.transactionReference),
    approvalCode: s(details.approvalCode),
    transactionStatus: s(details.transactionStatus) ?? 'APPROVAL',
    lastFourDigits: s(bin.lastFourDigits) ?? s(details.lastFourDigits),
    paymentBrand: s(details.paymentBrand),
  };
}
