import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BusinessStats, OwnBusiness } from '@traspasa/shared/listings';
import { api } from '@/lib/api-client';

export const SELLER_BUSINESSES_KEY = ['/api/seller/businesses'] as const;

export function useSellerBusinesses() {
  return useQuery({
    queryKey: SELLER_BUSINESSES_KEY,
    queryFn: ({ signal }) => api.get<{ items: OwnBusiness[] }>('/api/seller/businesses', { signal }),
    retry: 1,
  });
}

export function useBusinessStats(id: number, days = 30) {
  return useQuery({
    queryKey: ['/api/seller/businesses', id, 'stats', days],
    queryFn: ({ signal }) =>
      api.get<BusinessStats>(`/api/seller/businesses/${id}/stats?days=${days}`, { signal }),
    retry: 1,
  });
}

type Action = 'submit' | 'sold' | 'delete';

export function useSellerAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: number; action: Action }) =>
      action === 'delete'
        ? api.delete(`/api/businesses/${id}`)
        : api.post(`/api/businesses/${id}/${action === 'sold' ? 'sold' : 'submit'}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: SELLER_BUSINESSES_KEY }),
  });
}
