// The buyer card's data (decision 103), for every screen that shows a buyer to a seller: the
// interested-people list, the conversation header, access requests.
import { useQuery } from '@tanstack/react-query';
import type { BuyerProfileCard } from '@traspasa/shared/buyer-profiles';
import { api, isApiError } from '@/lib/api-client';

export const buyerCardKey = (userId: number) => ['buyer-card', userId] as const;

export function fetchBuyerCard(userId: number, signal?: AbortSignal): Promise<BuyerProfileCard> {
  return api.get<BuyerProfileCard>(`/api/buyer-profiles/${userId}/card`, { signal });
}

/**
 * GET /api/buyer-profiles/:userId/card, or the card a list already brought (`preloaded`,
 * then nothing is fetched). A 404 (no relation to that buyer) is not retried.
 */
export function useBuyerCard(userId: number, preloaded?: BuyerProfileCard) {
  return useQuery({
    queryKey: buyerCardKey(userId),
    queryFn: ({ signal }) => fetchBuyerCard(userId, signal),
    enabled: !preloaded && Number.isInteger(userId) && userId > 0,
    initialData: preloaded,
    staleTime: 60_000,
    retry: (count, error) => !(isApiError(error) && error.status === 404) && count < 2,
  });
}
