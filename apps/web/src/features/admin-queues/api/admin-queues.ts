import { useQuery } from '@tanstack/react-query';
import type { AdminQueueCounts } from '@traspasa/shared/admin-queues';
import { adminQueuesKey } from '@/lib/admin-queues-key';
import { api } from '@/lib/api-client';

/** How often the counts are read again while an admin screen is open. */
export const ADMIN_QUEUES_REFETCH_MS = 60_000;

/**
 * GET /api/admin/queues: what waits in each admin queue (the navigation's badges,
 * the dashboard's "needs attention" list). Read again every minute and when the
 * window gets focus; invalidate `adminQueuesKey` after a decision that empties a queue.
 */
export function useAdminQueues(options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: adminQueuesKey,
    queryFn: ({ signal }) => api.get<AdminQueueCounts>('/api/admin/queues', { signal }),
    refetchInterval: ADMIN_QUEUES_REFETCH_MS,
    refetchOnWindowFocus: true,
    staleTime: 10_000,
    enabled: options.enabled ?? true,
  });
}
