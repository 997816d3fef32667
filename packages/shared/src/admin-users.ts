// Admin lookups of user accounts (issue #3: `/business/new` picks the seller of a new listing).
import { z } from 'zod';
import { userRoles } from './enums.ts';

/**
 * `GET /api/admin/users`: a type-ahead search by name, email or username. `role` matches
 * the primary or the secondary role. A suggestion list, so it is capped by `limit` instead
 * of paged: past that, the admin types more.
 */
export const adminUserQuery = z.object({
  role: z.enum(userRoles).optional(),
  q: z.string().trim().max(100).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});
export type AdminUserQuery = z.infer<typeof adminUserQuery>;

/** Just enough to tell two people apart; admins may see emails (DESIGN.md §3 user object). */
export const adminUserSummary = z.object({
  id: z.number().int(),
  fullName: z.string().nullable(),
  email: z.string(),
  username: z.string(),
});
export type AdminUserSummary = z.infer<typeof adminUserSummary>;

export const adminUserList = z.object({ items: z.array(adminUserSummary) });
export type AdminUserList = z.infer<typeof adminUserList>;
