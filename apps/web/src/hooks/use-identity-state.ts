import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '@/lib/api-client';
import { identityState, type MyIdentityAnswer } from '@/lib/identity-state';
import { USER_QUERY_KEY, useUser } from '@/lib/session';

const MY_IDENTITY_URL = '/api/identity-verifications/me';
/** Keyed by its endpoint: the same cache entry /identity-verification reads and refreshes. */
export const MY_IDENTITY_QUERY_KEY = [MY_IDENTITY_URL] as const;

/**
 * Where the signed-in person's verification stands (decision 100). `GET /api/identity-verifications/me`
 * shares its cache entry with /identity-verification; until it answers — or if it cannot
 * (a 404, no connection) — the session's `identityVerified` stands in. When the server's
 * answer differs from the session (an approval since sign-in), the session is read again
 * so every badge and gate follows.
 */
export function useIdentityState({
  enabled = true,
  onlyWhenUnverified = false,
}: {
  enabled?: boolean;
  /** Ask the server only when the session says "not verified" (a gate, not the profile). */
  onlyWhenUnverified?: boolean;
} = {}) {
  const { data: user, isPending: userPending } = useUser();
  const queryClient = useQueryClient();
  const asking = enabled && Boolean(user) && !(onlyWhenUnverified && user?.identityVerified);
  const mine = useQuery({
    queryKey: MY_IDENTITY_QUERY_KEY,
    queryFn: ({ signal }) => api.get<MyIdentityAnswer>(MY_IDENTITY_URL, { signal }),
    enabled: asking,
  });
  // An answer cached by another screen is not used when this one does not ask.
  const answer = asking ? mine.data : undefined;
  const serverVerified = answer?.identityVerified;
  const sessionVerified = user?.identityVerified;
  useEffect(() => {
    if (serverVerified !== undefined && sessionVerified !== undefined && serverVerified !== sessionVerified) {
      void queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY });
    }
  }, [serverVerified, sessionVerified, queryClient]);
  return {
    user,
    userPending,
    state: identityState(Boolean(user?.identityVerified), answer),
    /** True while the server's answer is awaited (not when it is disabled or failed). */
    checking: asking && mine.isLoading,
  };
}
