// Query keys of the payments feature, each starting with its endpoint, so a
// mutation invalidates the same things everywhere.

export const paymentKeys = {
  all: ['/api/payments'] as const,
  /** The catalogue marks the signed-in user's plan, so it is cached per user. */
  catalog: (userId: number | null) => ['/api/payments/catalog', userId] as const,
  quote: (productId: number, discountCode: string | null) =>
    ['/api/payments/quote', productId, discountCode] as const,
  checkoutSession: (sessionId: string) => ['/api/payments/checkout-sessions', sessionId] as const,
  subscription: ['/api/payments/subscription'] as const,
  credits: ['/api/payments/credits'] as const,
  transactions: (limit: number) => ['/api/payments/transactions', limit] as const,
  sandboxSession: (sessionId: string) => ['/api/payments/sandbox/sessions', sessionId] as const,
};
