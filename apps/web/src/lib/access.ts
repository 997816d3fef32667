// The guard rules (decision 020) as pure functions (unit-tested in access.test.ts).
import type { UserRole } from '@traspasa/shared/enums';

export type SessionUser = { role?: string | null; secondaryRole?: string | null } | null | undefined;

export type AccessDecision = 'allow' | 'sign-in' | 'forbidden';

/**
 * A signed-in user passes when no role is required, or when their primary role,
 * secondary role or admin status matches. Anonymous → 'sign-in' (/auth), others → 'forbidden' (/).
 */
export function canAccess(user: SessionUser, requiredRole?: UserRole | null): AccessDecision {
  if (!user) return 'sign-in';
  if (!requiredRole) return 'allow';
  if (user.role === 'admin') return 'allow';
  if (user.role === requiredRole || user.secondaryRole === requiredRole) return 'allow';
  return 'forbidden';
}

/**
 * Where a signed-in person without the required role goes: a seller screen opened by
 * someone who is not a seller yet leads to /create-business, whose one button makes them
 * one; any other role mismatch goes home (decision 020).
 */
export function forbiddenTarget(requiredRole?: UserRole | null): '/create-business' | '/' {
  return requiredRole === 'seller' ? '/create-business' : '/';
}

/** Admin-only screens: only admins; everyone else, anonymous included, goes to /. */
export function canAccessAdmin(user: SessionUser): boolean {
  return Boolean(user && user.role === 'admin');
}

/** The reset-link redirect: one rule for the server and the app. */
export { tokenRedirectTarget } from '@traspasa/shared/reset-link';
