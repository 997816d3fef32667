import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { DashboardPeriod, DashboardResponse, UserMetricsResponse } from '@traspasa/shared/admin-metrics';
import { api } from '@/lib/api-client';

export const adminMetricsKeys = {
  all: ['admin', 'metrics'] as const,
  dashboard: (period: DashboardPeriod) => ['admin', 'metrics', 'dashboard', period] as const,
  userMetrics: (from: string, to: string) => ['admin', 'metrics', 'users', from, to] as const,
};

/** GET /api/admin/dashboard: every number of the panel in one request. */
export function useAdminDashboard(period: DashboardPeriod) {
  return useQuery({
    queryKey: adminMetricsKeys.dashboard(period),
    queryFn: ({ signal }) => api.get<DashboardResponse>(`/api/admin/dashboard?period=${period}`, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

/** GET /api/admin/user-metrics for a range of days (YYYY-MM-DD, both included). */
export function useUserMetrics(from: string, to: string, enabled = true) {
  return useQuery({
    queryKey: adminMetricsKeys.userMetrics(from, to),
    queryFn: ({ signal }) =>
      api.get<UserMetricsResponse>(
        `/api/admin/user-metrics?${new URLSearchParams({ from, to }).toString()}`,
        { signal },
      ),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
    enabled,
  });
}
