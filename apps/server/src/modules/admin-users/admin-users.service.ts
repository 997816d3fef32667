import { randomBytes } from 'node:crypto';
import type {
  AdminUserDetail,
  AdminUserDirectory,
  AdminUserDirectoryQuery,
  AdminUserEraseInput,
  AdminUserList,
  AdminUserPasswordResetResult,
  AdminUserQuery,
  AdminUserRolesInput,
  AdminUserSuspendInput,
} from '@traspasa/shared/admin-users';
import { userRoleLabels } from '@traspasa/shared/admin-users';
import type { BusinessStatus, UserRole } from '@traspasa/shared/enums';
import { browserLabel } from '@traspasa/shared/user-agent';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { decodeCursor, encodeCursor, isRowId } from '../../lib/cursor.ts';
import type { Mail } from '../../lib/mailer.ts';
import { newToken, sha256Hex } from '../../lib/tokens.ts';
import type { CurrentUser } from '../../plugins/auth.ts';
import { eraseAccount } from '../account/account.service.ts';
import { recordAudit } from '../audit-log/audit-trail.service.ts';
import { insertResetToken } from '../auth/auth.service.ts';
import { hashPassword } from '../auth/password.service.ts';
import { holdSellerListings, releaseSellerListings } from '../businesses/seller-businesses.service.ts';
import { CLOSE } from '../messages/chat-hub.service.ts';
import { chatLiveOf } from '../messages/chat-live.routes.ts';
import { SAVED_SEARCH_ALERTS_JOB } from '../saved-searches/saved-searches.job.ts';
import { enqueueListingMatch } from '../saved-searches/saved-searches.service.ts';
import {
  accountReactivatedMail,
  accountSuspendedMail,
  forcedPasswordResetMail,
} from './admin-users.mails.ts';
import {
  activeAdminIds,
  type DirectoryCursor,
  type DirectoryRow,
  findDirectoryRow,
  type LockedUser,
  listDirectory,
  loadUserActivity,
  lockActiveAdmins,
  lockUser,
  revokeSessions,
  searchUsers,
  setPassword,
  setRoles,
  setSuspension,
} from './admin-users.repository.ts';

const BAD_CURSOR = 'El parámetro "cursor" no es válido. Vuelve a cargar la lista.';
/** A reset an admin asks for may wait in the inbox longer than a self-service one (1 hour). */
export const FORCED_RESET_HOURS = 24;

function isDirectoryCursor(v: unknown): v is DirectoryCursor {
  if (typeof v !== 'object' || v === null) return false;
  const c = v as Record<string, unknown>;
  return (
    typeof c.at === 'string' &&
    /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/.test(c.at) &&
    !Number.isNaN(Date.parse(c.at)) &&
    isRowId(c.id)
  );
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const nameOf = (u: { fullName: string | null; username: string }) => u.fullName || u.username;

type Action = 'demote' | 'suspend' | 'erase';
const SELF: Record<Action, string> = {
  demote:
    'No puedes quitarte tu propio rol de administración. Si hace falta, pídeselo a otra persona administradora.',
  suspend: 'No puedes suspender tu propia cuenta.',
  erase: 'No puedes eliminar tu propia cuenta desde aquí.',
};
const LAST_ADMIN: Record<Action, string> = {
  demote:
    'Es la única cuenta de administración activa: sin ella nadie podría administrar Traspasa. Nombra antes a otra persona administradora.',
  suspend:
    'Es la única cuenta de administración activa: suspenderla dejaría a Traspasa sin administración. Nombra antes a otra persona administradora.',
  erase:
    'Es la única cuenta de administración activa: eliminarla dejaría a Traspasa sin administración. Nombra antes a otra persona administradora.',
};

/** Admin lookups and management of accounts; the routes admit admins only. */
export class AdminUsersService {
  constructor(private readonly app: FastifyInstance) {}

  private get db() {
    return this.app.db;
  }

  /** The seller picker of the listing form: active accounts, a capped suggestion list. */
  async search(query: AdminUserQuery): Promise<AdminUserList> {
    const items = await searchUsers(this.db, {
      role: query.role,
      q: query.q || undefined,
      limit: query.limit,
    });
    return { items };
  }

  async directory(query: AdminUserDirectoryQuery): Promise<AdminUserDirectory> {
    const after = decodeCursor(query.cursor, isDirectoryCursor, BAD_CURSOR);
    const rows = await listDirectory(
      this.db,
      {
        q: query.q || undefined,
        role: query.role,
        verified: query.verified === undefined ? undefined : query.verified === 'yes',
        status: query.status,
      },
      after,
      query.limit + 1,
    );
    const page = rows.slice(0, query.limit);
    const last = page.at(-1);
    return {
      items: page.map(toRow),
      nextCursor: rows.length > query.limit && last ? encodeCursor({ at: last.cursorAt, id: last.id }) : null,
    };
  }

  async detail(admin: CurrentUser, id: number): Promise<AdminUserDetail> {
    const row = await findDirectoryRow(this.db, id);
    if (!row) throw notFound();
    const [activity, admins] = await Promise.all([loadUserActivity(this.db, id), activeAdminIds(this.db)]);
    const countOf = (status: string) => activity.ndaCounts.find((c) => c.status === status)?.n ?? 0;
    return {
      user: {
        ...toRow(row),
        avatarUrl: row.avatarUrl,
        identityVerifiedAt: iso(row.identityVerifiedAt),
        notificationPreferences: row.notificationPreferences,
      },
      suspension:
        row.suspendedAt && row.status === 'suspended'
          ? {
              at: row.suspendedAt.toISOString(),
              reason: row.suspendedReason,
              by: row.suspendedBy
                ? { id: row.suspendedBy, name: row.suspenderName ?? 'Cuenta eliminada' }
                : null,
            }
          : null,
      identity: activity.identity
        ? {
            status: activity.identity.status as 'pending' | 'approved' | 'rejected',
            requestId: activity.identity.id,
            submittedAt: activity.identity.createdAt.toISOString(),
          }
        : { status: 'none', requestId: null, submittedAt: null },
      listings: {
        total: activity.listingTotal,
        // The table's CHECK keeps the status one of businessStatuses.
        items: activity.listings.map((l) => ({
          ...l,
          status: l.status as BusinessStatus,
          createdAt: l.createdAt.toISOString(),
        })),
      },
      ndas: {
        counts: { pending: countOf('pending'), signed: countOf('signed'), rejected: countOf('rejected') },
        recent: activity.ndaRecent.map((n) => ({ ...n, createdAt: n.createdAt.toISOString() })),
      },
      conversations: activity.conversations,
      logins: activity.logins.map((l) => ({
        at: l.at.toISOString(),
        ip: l.ip,
        browser: browserLabel(l.userAgent),
      })),
      payments: {
        transactions: activity.transactions.map((t) => ({ ...t, createdAt: t.createdAt.toISOString() })),
        subscription: activity.subscription
          ? {
              status: activity.subscription.status,
              currentPeriodEnd: iso(activity.subscription.currentPeriodEnd),
              cancelAtPeriodEnd: activity.subscription.cancelAtPeriodEnd,
            }
          : null,
      },
      guards: {
        isSelf: admin.id === id,
        lastActiveAdmin:
          row.role === 'admin' && row.status === 'active' && admins.length <= 1 && admins.includes(id),
      },
    };
  }

  async changeRoles(admin: CurrentUser, id: number, input: AdminUserRolesInput): Promise<AdminUserDetail> {
    await this.db.transaction(async (tx) => {
      const { target, admins } = await this.lockForChange(tx, id);
      const role = input.role;
      const secondaryRole = input.secondaryRole;
      if (target.role === role && target.secondaryRole === secondaryRole) return;
      if (target.role === 'admin' && role !== 'admin') assertNotProtected(admin, target, admins, 'demote');
      await setRoles(tx, id, role, secondaryRole);
      const describe = (r: string, s: string | null) =>
        `${userRoleLabels[r as UserRole] ?? r}${s ? ` + ${userRoleLabels[s as UserRole] ?? s}` : ''}`;
      await recordAudit(tx, {
        userId: admin.id,
        action: 'user.role_change',
        description: `Cambió el rol de ${nameOf(target)} de ${describe(target.role, target.secondaryRole)} a ${describe(role, secondaryRole)}.`,
        metadata: {
          from: { role: target.role, secondaryRole: target.secondaryRole },
          to: { role, secondaryRole },
        },
        targetType: 'user',
        targetId: id,
      });
    });
    return this.detail(admin, id);
  }

  async suspend(admin: CurrentUser, id: number, input: AdminUserSuspendInput): Promise<AdminUserDetail> {
    const target = await this.db.transaction(async (tx) => {
      const { target, admins } = await this.lockForChange(tx, id);
      if (target.suspendedAt) throw AppError.conflict('Esta cuenta ya está suspendida.');
      assertNotProtected(admin, target, admins, 'suspend');
      await setSuspension(tx, id, { reason: input.reason, by: admin.id });
      const sessionsRevoked = await revokeSessions(tx, id);
      // Its public listings leave search and their pages until a reactivation (decision 156).
      const listingsHeld = await holdSellerListings(tx, id);
      await recordAudit(tx, {
        userId: admin.id,
        action: 'user.suspend',
        description: `Suspendió la cuenta de ${nameOf(target)}: ${input.reason}`,
        metadata: { reason: input.reason, sessionsRevoked, listingsHeld },
        targetType: 'user',
        targetId: id,
      });
      return target;
    });
    this.closeSockets(id);
    await this.tell(id, accountSuspendedMail(target, input.reason, this.app.config.supportEmail));
    return this.detail(admin, id);
  }

  async reactivate(admin: CurrentUser, id: number): Promise<AdminUserDetail> {
    const { target, backInSearch } = await this.db.transaction(async (tx) => {
      const { target } = await this.lockForChange(tx, id);
      if (!target.suspendedAt) throw AppError.conflict('Esta cuenta no está suspendida.');
      await setSuspension(tx, id, null);
      const listings = await releaseSellerListings(tx, id);
      // Saved searches made meanwhile hear of them; alerts stay one per search and listing.
      for (const businessId of listings.backInSearch) await enqueueListingMatch(tx, businessId);
      await recordAudit(tx, {
        userId: admin.id,
        action: 'user.reactivate',
        description: `Reactivó la cuenta de ${nameOf(target)}.`,
        metadata: { listingsReleased: listings.released },
        targetType: 'user',
        targetId: id,
      });
      return { target, backInSearch: listings.backInSearch.length > 0 };
    });
    if (backInSearch) this.app.jobs?.trigger(SAVED_SEARCH_ALERTS_JOB);
    await this.tell(id, accountReactivatedMail(target, this.app.config.appUrl));
    return this.detail(admin, id);
  }

  /** A mail about a decision already committed: a failure is logged, never undoes it. */
  private async tell(userId: number, mail: Mail): Promise<void> {
    try {
      await this.app.mailer.send(mail);
    } catch (err) {
      this.app.log.error({ err, userId, subject: mail.subject }, 'could not send an account decision mail');
    }
  }

  /**
   * Closes every session, makes the current password useless and mails a link to choose a
   * new one (the token machinery of the forgot-password flow, valid for longer).
   */
  async forcePasswordReset(admin: CurrentUser, id: number): Promise<AdminUserPasswordResetResult> {
    if (admin.id === id) {
      throw AppError.conflict('Para cambiar tu propia contraseña usa «Cambiar contraseña» en tu perfil.');
    }
    const unusable = await hashPassword(randomBytes(32).toString('base64url'));
    const token = newToken();
    const { target, sessionsRevoked } = await this.db.transaction(async (tx) => {
      const { target } = await this.lockForChange(tx, id);
      if (target.suspendedAt) {
        throw AppError.conflict(
          'La cuenta está suspendida: reactívala antes de pedirle una nueva contraseña.',
        );
      }
      await setPassword(tx, id, unusable);
      const sessionsRevoked = await revokeSessions(tx, id);
      await insertResetToken(tx, {
        token: sha256Hex(token),
        userId: id,
        email: target.email,
        expiresAt: new Date(Date.now() + FORCED_RESET_HOURS * 3600_000),
      });
      await recordAudit(tx, {
        userId: admin.id,
        action: 'user.password_reset',
        description: `Cerró las sesiones de ${nameOf(target)} y le envió un enlace para elegir una nueva contraseña.`,
        metadata: { sessionsRevoked },
        targetType: 'user',
        targetId: id,
      });
      return { target, sessionsRevoked };
    });
    this.closeSockets(id);
    const link = `${this.app.config.appUrl}/new-password?token=${encodeURIComponent(token)}`;
    try {
      await this.app.mailer.send(
        forcedPasswordResetMail(target, link, FORCED_RESET_HOURS, this.app.config.supportEmail),
      );
    } catch (err) {
      this.app.log.error({ err, userId: id }, 'forced password reset mail could not be sent');
      throw AppError.unavailable(
        'Cerramos sus sesiones, pero no pudimos enviar el correo con el enlace. Vuelve a intentarlo en unos minutos.',
      );
    }
    return { sentTo: target.email, sessionsRevoked };
  }

  /** The erasure of decision 014, done by an admin: the email typed again confirms it. */
  async erase(admin: CurrentUser, id: number, input: AdminUserEraseInput): Promise<AdminUserDetail> {
    const unusable = await hashPassword(randomBytes(32).toString('base64url'));
    const { avatarUrl, privateFileKeys } = await this.db.transaction(async (tx) => {
      const { target, admins } = await this.lockForChange(tx, id);
      if (input.email.toLowerCase() !== target.email.toLowerCase()) {
        throw AppError.invalidField(
          'email',
          'El correo electrónico no coincide con el de la cuenta que quieres eliminar.',
        );
      }
      assertNotProtected(admin, target, admins, 'erase');
      if (target.role === 'admin') {
        throw AppError.conflict(
          'Primero quítale el rol de administración: una cuenta de administración no se elimina directamente.',
        );
      }
      return eraseAccount(tx, id, unusable, admin.id);
    });
    this.closeSockets(id);
    if (avatarUrl) await this.app.storage.deletePublic(avatarUrl);
    // ID photos are biometric data (LOPDP): erased now, as when the person deletes the account;
    // files sent in chat, bank documents and transfer receipts go with them.
    await Promise.all(
      privateFileKeys.map((key) =>
        this.app.storage
          .deletePrivate(key)
          .catch((err: unknown) =>
            this.app.log.error(
              { err, key, userId: id },
              'could not delete a private file of an erased account',
            ),
          ),
      ),
    );
    return this.detail(admin, id);
  }

  /** Locks the active admins (see `lockActiveAdmins`), then the account; erased accounts admit no change. */
  private async lockForChange(tx: Db, id: number): Promise<{ target: LockedUser; admins: number[] }> {
    const admins = await lockActiveAdmins(tx);
    const target = await lockUser(tx, id);
    if (!target) throw notFound();
    if (target.erased) throw AppError.conflict('Esta cuenta fue eliminada: ya no admite cambios.');
    return { target, admins };
  }

  /** Live chat sockets of a person whose sessions were revoked close now, not at the next heartbeat. */
  private closeSockets(userId: number): void {
    chatLiveOf(this.app.server)?.hub.closeUser(userId, CLOSE.sessionEnded);
  }
}

function assertNotProtected(admin: CurrentUser, target: LockedUser, admins: number[], action: Action): void {
  if (target.id === admin.id) throw AppError.conflict(SELF[action]);
  if (admins.includes(target.id) && admins.length <= 1) throw AppError.conflict(LAST_ADMIN[action]);
}

function notFound(): AppError {
  return AppError.notFound('No encontramos esa cuenta.');
}

function toRow(row: DirectoryRow) {
  return {
    id: row.id,
    fullName: row.fullName,
    email: row.email,
    username: row.username,
    role: row.role as UserRole,
    secondaryRole: row.secondaryRole as UserRole | null,
    identityVerified: row.identityVerified,
    createdAt: row.createdAt.toISOString(),
    lastLoginAt: iso(row.lastLoginAt),
    status: row.status,
  };
}
