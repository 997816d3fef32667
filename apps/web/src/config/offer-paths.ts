// The addresses inside the offers area (decision 170). The route table (router.tsx) loads the
// area at /offers/* and /admin/negotiations/* as one lazy page each and the area routes its own
// screens, so these builders stay out of the first load of "/" (scripts/bundle-size.mjs):
// only the offers screens and the links into them import this file.

export const offerPaths = {
  /** Inside /offers/*. */
  routes: { list: '', new: 'new/:businessId', negotiation: ':id', counter: ':id/counter' },
  /** Inside /admin/negotiations/*. */
  adminRoutes: { list: '', negotiation: ':id' },
  offerNew: (businessId: number) => `/offers/new/${businessId}`,
  counterOffer: (negotiationId: number) => `/offers/${negotiationId}/counter`,
  adminNegotiations: (businessId?: number) =>
    businessId ? `/admin/negotiations?businessId=${businessId}` : '/admin/negotiations',
  adminNegotiation: (negotiationId: number) => `/admin/negotiations/${negotiationId}`,
} as const;
