// The local card gateway's checkout page (decision 095): what the page needs to tokenize the
// card with Kushki in the browser, and the charge Traspasa makes with that token.
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
  /** Kushki's public merchant id: the `Public-Merchant-Id` of the token request (public by design). */
  publicMerchantId: z.string(),
  /** Where the browser asks Kushki for the card token (one-time charges or an on-demand card for plans). */
  tokenUrl: z.string(),
  /** Where Kushki sends the buyer back after the 3-D Secure step. */
  callbackUrl: z.string(),
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
