/**
 * Set when the person signs out on purpose. A protected page that sees the user turn
 * null right after sends them home, not to /auth: signing out is not "please sign in
 * again", and /auth?redirectTo=… would hand the next person on this device the previous
 * user's page. It expires quickly, so a later visit to a protected page still asks to
 * sign in as usual.
 */
const VALID_MS = 3000;
let signedOutAt = 0;

export function markSigningOut(now = Date.now()): void {
  signedOutAt = now;
}

/** True once, within a few seconds of a deliberate sign-out. */
export function takeSigningOut(now = Date.now()): boolean {
  const recent = signedOutAt > 0 && now - signedOutAt < VALID_MS;
  signedOutAt = 0;
  return recent;
}
