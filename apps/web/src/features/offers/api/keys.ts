import type { NegotiationListQuery } from '@traspasa/shared/offers';

// Query keys of the offers feature; each starts with its endpoint, so one invalidation reaches
// every list and detail after an action.
export const offerKeys = {
  negotiations: ['/api/negotiations'] as const,
  list: (query: NegotiationListQuery) => ['/api/negotiations', 'list', query] as const,
  detail: (id: number) => ['/api/negotiations', 'detail', id] as const,
  defaults: (businessId: number) => ['/api/offers/defaults', businessId] as const,
  template: ['/api/offers/letter-template'] as const,
  pipeline: (businessId: number) => ['/api/listings', businessId, 'pipeline'] as const,
  admin: ['/api/admin/negotiations'] as const,
  adminList: (businessId: number | null) => ['/api/admin/negotiations', 'list', businessId] as const,
  adminDetail: (id: number) => ['/api/admin/negotiations', 'detail', id] as const,
};
