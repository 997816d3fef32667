import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BusinessCategory } from '@traspasa/shared/enums';
import { api } from '@/lib/api-client';

export interface CategoryCount {
  category: BusinessCategory;
  count: number;
}

export const categoryCountsQuery = queryOptions({
  queryKey: ['/api/businesses/categories'],
  queryFn: ({ signal }) => api.get<CategoryCount[]>('/api/businesses/categories', { signal }),
  staleTime: 5 * 60_000,
  select: (rows): Partial<Record<BusinessCategory, number>> =>
    Object.fromEntries(rows.map((row) => [row.category, Number(row.count) || 0])),
});

/** Public listings per category, as a map; categories without listings are absent (count 0). */
export function useCategoryCounts() {
  return useQuery(categoryCountsQuery);
}
