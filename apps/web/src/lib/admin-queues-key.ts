/**
 * The cache key of the admin queues' counts (features/admin-queues reads them for the admin
 * navigation and the dashboard): a decision that empties a queue invalidates it.
 */
export const adminQueuesKey = ['admin', 'queues'] as const;
