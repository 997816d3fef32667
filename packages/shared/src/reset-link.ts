// An address with ?token= or ?reset_token= on any path but /new-password goes to
// /new-password?token={token}. The server answers such an address with the redirect itself
// (no page first); the web app's root layout follows it for an address reached inside the app.

/** Where a reset-link address goes, or null to stay. `search` is the query, with or without `?`. */
export function tokenRedirectTarget(pathname: string, search: string): string | null {
  if (pathname === '/new-password') return null;
  const params = new URLSearchParams(search);
  const token = params.get('token') || params.get('reset_token');
  if (!token) return null;
  return `/new-password?token=${encodeURIComponent(token)}`;
}
