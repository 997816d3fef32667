// The session token lives in localStorage 'session-token', else
// sessionStorage, else a readable cookie of the same name. The server also sets an
// httpOnly cookie, which the browser sends by itself (credentials: 'include').

export const SESSION_TOKEN_KEY = 'session-token';

function safeStorage(kind: 'localStorage' | 'sessionStorage'): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window[kind];
  } catch {
    // Storage can throw (privacy mode, blocked third-party storage).
    return null;
  }
}

/** Read a cookie value by name from a `document.cookie` string. */
export function readCookie(cookieString: string, name: string): string | null {
  for (const part of cookieString.split(';')) {
    const [rawKey, ...rest] = part.split('=');
    if (rawKey?.trim() === name) {
      const value = rest.join('=').trim();
      try {
        return value ? decodeURIComponent(value) : null;
      } catch {
        return value || null;
      }
    }
  }
  return null;
}

export function getSessionToken(): string | null {
  const fromLocal = safeStorage('localStorage')?.getItem(SESSION_TOKEN_KEY);
  if (fromLocal) return fromLocal;
  const fromSession = safeStorage('sessionStorage')?.getItem(SESSION_TOKEN_KEY);
  if (fromSession) return fromSession;
  if (typeof document !== 'undefined') return readCookie(document.cookie, SESSION_TOKEN_KEY);
  return null;
}

export function storeSessionToken(token: string): void {
  safeStorage('localStorage')?.setItem(SESSION_TOKEN_KEY, token);
}

/** Logout: remove the token, clear session storage and expire every readable cookie. */
export function clearClientSession(): void {
  safeStorage('localStorage')?.removeItem(SESSION_TOKEN_KEY);
  safeStorage('sessionStorage')?.clear();
  if (typeof document === 'undefined') return;
  const host = window.location.hostname;
  const domains = ['', host, `.${host}`];
  const expired = 'expires=Thu, 01 Jan 1970 00:00:00 GMT; max-age=0';
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (!name) continue;
    for (const domain of domains) {
      const domainAttr = domain ? `; domain=${domain}` : '';
      // biome-ignore lint/suspicious/noDocumentCookie: expiring cookies needs the classic API (logout)
      document.cookie = `${name}=; ${expired}; path=/${domainAttr}`;
    }
  }
}

/** Headers every API call carries: the token when we have one. */
export function sessionHeaders(): Record<string, string> {
  const token = getSessionToken();
  return token ? { 'X-Session-Token': token } : {};
}
