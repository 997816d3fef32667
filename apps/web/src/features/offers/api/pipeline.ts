import { useQuery } from '@tanstack/react-query';
import type { ListingPipeline } from '@traspasa/shared/offers';
import { api } from '@/lib/api-client';
import { offerKeys } from './keys';

/** GET /api/listings/:id/pipeline (the listing's seller): how many buyers are at each stage. */
export function useListingPipeline(businessId: number) {
  return useQuery({
    queryKey: offerKeys.pipeline(businessId),
    queryFn: ({ signal }) => api.get<ListingPipeline>(`/api/listings/${businessId}/pipeline`, { signal }),
  });
}
