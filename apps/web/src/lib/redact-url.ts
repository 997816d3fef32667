/** Query parameters that carry secrets (the password-reset link's token). */
const SECRET_PARAMS = ['token', 'reset_token'];

/**
 * The URL with secret query values replaced, for anything that leaves the page
 * (analytics, error reports): a reset link must never end up in a third party's logs.
 */
export function redactUrl(url: string): string {
  if (!url || !SECRET_PARAMS.some((p) => url.includes(`${p}=`))) return url;
  try {
    const parsed = new URL(url, 'http://redact.invalid');
    for (const p of SECRET_PARAMS) if (parsed.searchParams.has(p)) parsed.searchParams.set(p, '[redacted]');
    const out = parsed.toString();
    return url.startsWith('http') ? out : out.replace('http://redact.invalid', '');
  } catch {
    return url.replace(/((?:reset_)?token=)[^&#]*/g, '$1[redacted]');
  }
}
