// Spec §2/§6 guard rules as pure functions (unit-tested in access.test.ts).
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
 * one (issue 15); any other role mismatch goes home (spec §2).
 */
export function forbiddenTarget(requiredRole?: UserRole | null): '/create-business' | '/' {
  return requiredRole === 'seller' ? '/create-business' : '/';
}

/** Admin-only screens: only admins; everyone else, anonymous included, goes to /. */
export function canAccessAdmin(user: SessionUser): boolean {
  return Boolean(user && user.role === 'admin');
}

/**
 * Spec §2: an address with ?token= or ?reset_token= on any path but /new-password
 * goes to /new-password?token={token}. Returns the target, or null to stay.
 */
export function tokenRedirectTarget(pathname: string, search: string): string | null {
  if (pathname === '/new-password') return null;
  const params = new URLSearchParams(search);
  const token = params.get('token') || params.get('reset_token');
  if (!token) return null;
  return `/new-password?token=${encodeURIComponent(token)}`;
}
