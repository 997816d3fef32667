import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminResourceItem, ResourceInput } from '@traspasa/shared/content';
import { api } from '@/lib/api-client';

const BASE = '/api/admin/resources';
const PAGE_SIZE = 20;
export const adminResourcesKey = [BASE] as const;

export type AdminResourceFilters = { q?: string; published?: boolean };

export function useAdminResources(filters: AdminResourceFilters) {
  return useInfiniteQuery({
    queryKey: [BASE, 'list', filters],
    queryFn: ({ signal, pageParam }) => {
      const params = new URLSearchParams({ limit: String(PAGE_SIZE) });
      if (filters.q) params.set('q', filters.q);
      if (filters.published !== undefined) params.set('published', String(filters.published));
      if (pageParam !== null) params.set('cursor', String(pageParam));
      return api.get<{ items: AdminResourceItem[]; nextCursor: number | null }>(`${BASE}?${params}`, {
        signal,
      });
    },
    initialPageParam: null as number | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

export function useAdminResource(id: number | null) {
  return useQuery({
    queryKey: [BASE, 'detail', id],
    queryFn: ({ signal }) => api.get<AdminResourceItem>(`${BASE}/${id}`, { signal }),
    enabled: id !== null,
  });
}

function useRefresh() {
  const queryClient = useQueryClient();
  return (item?: AdminResourceItem) => {
    if (item) queryClient.setQueryData([BASE, 'detail', item.id], item);
    return Promise.all([
      queryClient.invalidateQueries({ queryKey: [BASE, 'list'] }),
      queryClient.invalidateQueries({ queryKey: ['/api/resources'] }),
    ]);
  };
}

export function useSaveResource(id: number | null) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: ResourceInput) =>
      id === null
        ? api.post<AdminResourceItem>(BASE, input)
        : api.put<AdminResourceItem>(`${BASE}/${id}`, input),
    onSuccess: (item) => refresh(item),
  });
}

export function usePublishResource() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, published }: { id: number; published: boolean }) =>
      api.post<AdminResourceItem>(`${BASE}/${id}/publish`, { published }),
    onSuccess: (item) => refresh(item),
  });
}

export function useResourceCover(id: number) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file);
      return api.post<AdminResourceItem>(`${BASE}/${id}/cover`, form);
    },
    onSuccess: (item) => refresh(item),
  });
}

export function useDeleteResource() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: number) => api.delete<void>(`${BASE}/${id}`),
    onSuccess: () => refresh(),
  });
}
