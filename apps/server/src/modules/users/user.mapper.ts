import type { PublicUser } from '@traspasa/shared/auth';
import type { NotificationPreference, UserRole } from '@traspasa/shared/enums';
import type { UserRow } from './users.repository.ts';

/** The only shape in which a user leaves the server: never the password hash or the document number. */
export function toPublicUser(user: UserRow): PublicUser {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    fullName: user.fullName,
    role: user.role as UserRole,
    secondaryRole: (user.secondaryRole as UserRole | null) ?? null,
    avatarUrl: user.avatarUrl,
    subscriptionTier: user.subscriptionTier,
    subscriptionStatus: user.subscriptionStatus,
    identityVerified: user.identityVerified,
    notificationPreferences: user.notificationPreferences as NotificationPreference,
    createdAt: user.createdAt.toISOString(),
  };
}
