// Admin lookups of user accounts (`/business/new` picks the seller of a new listing).
import { z } from 'zod';
import { businessStatuses, userRoles } from './enums.ts';

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

/** Just enough to tell two people apart; admins may see emails (nobody else does). */
export const adminUserSummary = z.object({
  id: z.number().int(),
  fullName: z.string().nullable(),
  email: z.string(),
  username: z.string(),
});
export type AdminUserSummary = z.infer<typeof adminUserSummary>;

export const adminUserList = z.object({ items: z.array(adminUserSummary) });
export type AdminUserList = z.infer<typeof adminUserList>;

// ---------- user management: `/admin/users` and `/admin/users/:id` ----------

/** Active, suspended by an admin, or erased (anonymised: the row stays for NDAs and payments). */
export const adminUserStatuses = ['active', 'suspended', 'deleted'] as const;
export type AdminUserStatus = (typeof adminUserStatuses)[number];

export const adminUserStatusLabels: Record<AdminUserStatus, string> = {
  active: 'Activa',
  suspended: 'Suspendida',
  deleted: 'Eliminada',
};

export const userRoleLabels: Record<(typeof userRoles)[number], string> = {
  buyer: 'Comprador',
  seller: 'Vendedor',
  consultant: 'Consultor',
  admin: 'Administración',
};

/**
 * `GET /api/admin/users/directory`: every account (suspended and erased ones too), newest
 * first, keyset pages. `q` searches name, email and username; `verified` is the identity check.
 */
export const adminUserDirectoryQuery = z.object({
  q: z.string().trim().max(100).optional(),
  role: z.enum(userRoles).optional(),
  verified: z.enum(['yes', 'no']).optional(),
  status: z.enum(adminUserStatuses).optional(),
  cursor: z.string().trim().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(25),
});
export type AdminUserDirectoryQuery = z.infer<typeof adminUserDirectoryQuery>;

export const adminUserRow = z.object({
  id: z.number().int(),
  fullName: z.string().nullable(),
  email: z.string(),
  username: z.string(),
  role: z.enum(userRoles),
  secondaryRole: z.enum(userRoles).nullable(),
  identityVerified: z.boolean(),
  createdAt: z.string(),
  lastLoginAt: z.string().nullable(),
  status: z.enum(adminUserStatuses),
});
export type AdminUserRow = z.infer<typeof adminUserRow>;

export const adminUserDirectory = z.object({
  items: z.array(adminUserRow),
  nextCursor: z.string().nullable(),
});
export type AdminUserDirectory = z.infer<typeof adminUserDirectory>;

/** Why an action is not possible on this account, for the screen to explain (the server enforces it). */
export const adminUserGuards = z.object({
  /** The admin looking is this person: no demoting, suspending or erasing oneself. */
  isSelf: z.boolean(),
  /** The only active admin left: cannot lose the role, be suspended or erased. */
  lastActiveAdmin: z.boolean(),
});

/** `GET /api/admin/users/:id`: everything an admin needs to understand and act on an account. */
export const adminUserDetail = z.object({
  user: adminUserRow.extend({
    avatarUrl: z.string().nullable(),
    identityVerifiedAt: z.string().nullable(),
    notificationPreferences: z.string(),
  }),
  suspension: z
    .object({
      at: z.string(),
      reason: z.string().nullable(),
      by: z.object({ id: z.number().int(), name: z.string() }).nullable(),
    })
    .nullable(),
  identity: z.object({
    /** The latest request's status, or 'none' if they never asked. */
    status: z.enum(['none', 'pending', 'approved', 'rejected']),
    requestId: z.number().int().nullable(),
    submittedAt: z.string().nullable(),
  }),
  listings: z.object({
    total: z.number().int(),
    items: z.array(
      z.object({
        id: z.number().int(),
        title: z.string(),
        status: z.enum(businessStatuses),
        createdAt: z.string(),
      }),
    ),
  }),
  ndas: z.object({
    counts: z.object({ pending: z.number().int(), signed: z.number().int(), rejected: z.number().int() }),
    recent: z.array(
      z.object({
        id: z.number().int(),
        businessId: z.number().int(),
        businessTitle: z.string(),
        status: z.string(),
        createdAt: z.string(),
      }),
    ),
  }),
  conversations: z.number().int(),
  logins: z.array(z.object({ at: z.string(), ip: z.string().nullable(), browser: z.string() })),
  payments: z.object({
    transactions: z.array(
      z.object({
        id: z.number().int(),
        amount: z.string(),
        currency: z.string(),
        status: z.string(),
        kind: z.string(),
        planType: z.string().nullable(),
        createdAt: z.string(),
      }),
    ),
    subscription: z
      .object({
        status: z.string(),
        currentPeriodEnd: z.string().nullable(),
        cancelAtPeriodEnd: z.boolean(),
      })
      .nullable(),
  }),
  guards: adminUserGuards,
});
export type AdminUserDetail = z.infer<typeof adminUserDetail>;

/** `PATCH /api/admin/users/:id/roles`: the DB rules, said in Spanish before they are hit. */
export const adminUserRolesInput = z
  .object({
    role: z.enum(userRoles, { error: 'Elige un rol válido.' }),
    secondaryRole: z.enum(userRoles, { error: 'Elige un rol secundario válido.' }).nullable(),
  })
  .refine((v) => v.secondaryRole !== 'admin', {
    path: ['secondaryRole'],
    message: 'Administración no puede ser un rol secundario.',
  })
  .refine((v) => v.secondaryRole === null || v.secondaryRole !== v.role, {
    path: ['secondaryRole'],
    message: 'El rol secundario debe ser distinto del principal.',
  });
export type AdminUserRolesInput = z.infer<typeof adminUserRolesInput>;

/** `POST /api/admin/users/:id/suspend`: the reason is shown to the person when they try to sign in. */
export const adminUserSuspendInput = z.object({
  reason: z
    .string({ error: 'Escribe el motivo de la suspensión.' })
    .trim()
    .min(5, 'Escribe el motivo de la suspensión (al menos 5 caracteres).')
    .max(500, 'El motivo puede tener hasta 500 caracteres.'),
});
export type AdminUserSuspendInput = z.infer<typeof adminUserSuspendInput>;

/** `POST /api/admin/users/:id/erase`: the account's email, typed again as confirmation. */
export const adminUserEraseInput = z.object({
  email: z
    .string({ error: 'Escribe el correo electrónico de la cuenta para confirmar.' })
    .trim()
    .min(1, 'Escribe el correo electrónico de la cuenta para confirmar.')
    .max(254),
});
export type AdminUserEraseInput = z.infer<typeof adminUserEraseInput>;

/** `POST /api/admin/users/:id/password-reset`: what happened, for the admin's confirmation. */
export const adminUserPasswordResetResult = z.object({
  sentTo: z.string(),
  sessionsRevoked: z.number().int(),
});
export type AdminUserPasswordResetResult = z.infer<typeof adminUserPasswordResetResult>;
