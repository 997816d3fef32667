// Query keys of the access the seller controls (decision 062). Each key starts with its endpoint.
import type { ListingAccessState } from '@traspasa/shared/listing-access';

export type AccessRequestFilters = { businessId?: number; state?: ListingAccessState };

export const accessKeys = {
  all: ['/api/listing-access'] as const,
  forBusiness: (businessId: number) => ['/api/listing-access', 'business', businessId] as const,
  requests: (filters: AccessRequestFilters = {}) => ['/api/listing-access', 'requests', filters] as const,
  history: (businessId: number) => ['/api/admin/listing-access', businessId, 'history'] as const,
};
