import { useQuery } from '@tanstack/react-query';
import type { CatalogResponse } from '@traspasa/shared/payments';
import { api } from '@/lib/api-client';
import { useUser } from '@/lib/session';
import { paymentKeys } from './keys';

/** GET /api/payments/catalog: plans and packages on sale, and the signed-in user's plan. */
export function useCatalog() {
  const { data: user, isPending: userPending } = useUser();
  return useQuery({
    queryKey: paymentKeys.catalog(user?.id ?? null),
    queryFn: ({ signal }) => api.get<CatalogResponse>('/api/payments/catalog', { signal }),
    // Wait for the session so `currentProductId` belongs to whoever is looking.
    enabled: !userPending,
    staleTime: 60_000,
  });
}
