import type { AdminUserList, AdminUserQuery } from '@traspasa/shared/admin-users';
import type { FastifyInstance } from 'fastify';
import { searchUsers } from './admin-users.repository.ts';

/** Admin lookups of accounts; the route admits admins only. */
export class AdminUsersService {
  constructor(private readonly app: FastifyInstance) {}

  async search(query: AdminUserQuery): Promise<AdminUserList> {
    const items = await searchUsers(this.app.db, {
      role: query.role,
      q: query.q || undefined,
      limit: query.limit,
    });
    return { items };
  }
}
