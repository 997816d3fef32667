import type { AdminQueueCounts } from '@traspasa/shared/admin-queues';
import type { FastifyInstance } from 'fastify';
import { countAdminQueues } from './admin-queues.repository.ts';

/** The counts behind the admin navigation's badges and the dashboard's "needs attention" list. */
export class AdminQueuesService {
  constructor(private readonly app: FastifyInstance) {}

  counts(): Promise<AdminQueueCounts> {
    return countAdminQueues(this.app.db);
  }
}
