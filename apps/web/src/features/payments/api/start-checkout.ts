import { useMutation } from '@tanstack/react-query';
import type { CheckoutInput, CheckoutResponse } from '@traspasa/shared/payments';
import { api } from '@/lib/api-client';
import { rememberCheckout, rememberReturn } from '../lib/checkout-memory';

export type StartCheckoutVariables = CheckoutInput & {
  /**
   * One key per attempt to pay (`newRequestId()` when the person presses the button): the
   * automatic retries of that attempt reuse it, so the server opens one session at most.
   */
  idempotencyKey: string;
  /** A screen of ours to come back to after paying or canceling (checkout-memory.ts). */
  returnTo?: string;
};

/** Send the browser to the provider's checkout page (Stripe, or the sandbox's own page). */
export function goToCheckout(url: string): void {
  window.location.assign(url);
}

/**
 * POST /api/payments/checkout → {sessionId, url}. By default the browser then goes to
 * `url`; pass `redirect: false` to decide yourself. Errors carry the server's Spanish
 * message: 400 (discount code refused), 403 (packages are for sellers), 409 (already on this plan).
 */
export function useStartCheckout({ redirect = true }: { redirect?: boolean } = {}) {
  return useMutation({
    mutationFn: ({ idempotencyKey, returnTo: _returnTo, ...input }: StartCheckoutVariables) =>
      api.post<CheckoutResponse>('/api/payments/checkout', input, {
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
    onSuccess: (session, variables) => {
      rememberCheckout(session.sessionId, variables.productId);
      if (variables.returnTo) rememberReturn(session.sessionId, variables.productId, variables.returnTo);
      if (redirect) goToCheckout(session.url);
    },
  });
}
