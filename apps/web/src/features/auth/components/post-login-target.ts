import type { Location } from 'react-router';
import { safeRedirectTarget } from '@/config/paths';

export const DEFAULT_AFTER_LOGIN = '/dashboard';

type FromState =
  | { from?: string | Partial<Pick<Location, 'pathname' | 'search' | 'hash'>> }
  | null
  | undefined;

/**
 * Where to go after signing in: the location a guard sent along in `state.from`,
 * else `?redirectTo=` / `?redirect=` — same-site paths only — else the dashboard.
 */
export function postLoginTarget(location: Pick<Location, 'search' | 'state'>): string {
  const from = (location.state as FromState)?.from;
  if (typeof from === 'string') return safeRedirectTarget(from, DEFAULT_AFTER_LOGIN);
  if (from && typeof from === 'object' && typeof from.pathname === 'string') {
    return safeRedirectTarget(`${from.pathname}${from.search ?? ''}${from.hash ?? ''}`, DEFAULT_AFTER_LOGIN);
  }
  const params = new URLSearchParams(location.search);
  return safeRedirectTarget(params.get('redirectTo') ?? params.get('redirect'), DEFAULT_AFTER_LOGIN);
}
