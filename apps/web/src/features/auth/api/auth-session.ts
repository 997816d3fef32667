// What login and register do with a successful answer: store the token, put the
// user in the cache, tell analytics (only when it is on).

import type { QueryClient } from '@tanstack/react-query';
import type { PublicUser } from '@traspasa/shared/auth';
import { identifyUser, trackEvent } from '@/lib/analytics/analytics';
import { isApiError } from '@/lib/api-client';
import { USER_QUERY_KEY } from '@/lib/session';
import { storeSessionToken } from '@/lib/session-token';

/** The login answer is {user, sessionToken} or the user at top level plus sessionToken. */
export type AuthAnswer =
  | { user?: PublicUser; sessionToken?: string }
  | (PublicUser & { sessionToken?: string });

export function extractAuthAnswer(answer: AuthAnswer | null | undefined): {
  user: PublicUser | null;
  sessionToken: string | null;
} {
  if (!answer || typeof answer !== 'object') return { user: null, sessionToken: null };
  const sessionToken =
    typeof answer.sessionToken === 'string' && answer.sessionToken ? answer.sessionToken : null;
  if ('user' in answer && answer.user && typeof answer.user === 'object')
    return { user: answer.user, sessionToken };
  if ('id' in answer) {
    const { sessionToken: _omit, ...user } = answer as PublicUser & { sessionToken?: string };
    return { user: user as PublicUser, sessionToken };
  }
  return { user: null, sessionToken };
}

export function applyAuthAnswer(
  queryClient: QueryClient,
  answer: AuthAnswer,
  event: 'login' | 'register',
): PublicUser | null {
  const { user, sessionToken } = extractAuthAnswer(answer);
  if (sessionToken) storeSessionToken(sessionToken);
  if (user) {
    queryClient.setQueryData(USER_QUERY_KEY, user);
    identifyUser(user);
    trackEvent(event, { role: user.role });
  } else {
    // Unexpected shape: ask the server who we are.
    void queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY });
  }
  return user;
}

export const NETWORK_ERROR_MESSAGE =
  'No pudimos conectar con el servidor. Revisa tu conexión a internet e inténtalo de nuevo.';

/** Status, the server's Spanish message and the error's own text, for the message functions of auth-messages.ts. */
export function errorParts(error: unknown): { status?: number; serverMessage?: string; text?: string } {
  if (isApiError(error))
    return { status: error.status, serverMessage: error.userMessage, text: error.message };
  if (error instanceof TypeError) return { text: NETWORK_ERROR_MESSAGE };
  if (error instanceof Error) return { text: error.message };
  return {};
}
