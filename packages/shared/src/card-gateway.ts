// The local card gateway's checkout page (decision 095): what the page needs to tokenize the
// card with kushki.js in the browser, and the charge Traspasa makes with that token.
import { z } from 'zod';

export const cardGatewaySessionView = z.object({
  sessionId: z.string(),
  state: z.enum(['open', 'complete', 'expired']),
  mode: z.enum(['payment', 'subscription']),
  productName: z.string(),
  description: z.string().nullable(),
  totalCents: z.number().int().nonnegative(),
  customerEmail: z.string(),
  successUrl: z.string(),
  cancelUrl: z.string(),
  /** Kushki's public merchant id: kushki.js's `merchantId` (public by design). */
  publicMerchantId: z.string(),
  /**
   * Kushki's environment: `uat` is its test environment (kushki.js's `inTestEnvironment`,
   * test cards only, the page says «Pago de prueba»); `production` charges real cards.
   */
  environment: z.enum(['uat', 'production']),
});
export type CardGatewaySessionView = z.infer<typeof cardGatewaySessionView>;

export const cardGatewayChargeInput = z.object({
  token: z.string().trim().min(8, 'Falta el token de la tarjeta.').max(200),
});

export const cardGatewayChargeResponse = z.object({
  outcome: z.enum(['succeeded', 'declined']),
  message: z.string().nullable(),
  redirectUrl: z.string().nullable(),
});
export type CardGatewayChargeResponse = z.infer<typeof cardGatewayChargeResponse>;
