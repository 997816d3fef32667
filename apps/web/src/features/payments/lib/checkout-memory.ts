// Which product a checkout session was for, kept in this tab only: the session's status
// does not name the product id, and a failed payment should lead back to the same checkout.
import { safeRedirectTarget } from '@/config/paths';

const key = (sessionId: string) => `traspasa:checkout:${sessionId}`;

export function rememberCheckout(sessionId: string, productId: number): void {
  try {
    sessionStorage.setItem(key(sessionId), String(productId));
  } catch {
    // Storage can be full or blocked (private mode): the fallback link still works.
  }
}

export function recallCheckout(sessionId: string): number | null {
  try {
    const value = Number(sessionStorage.getItem(key(sessionId)));
    return Number.isInteger(value) && value > 0 ? value : null;
  } catch {
    return null;
  }
}

// Where to go back after a checkout started from inside another screen (the listing form's
// tier step): the draft, with its step and the tier asked for. Kept for the session (paid,
// failed) and for the product (a canceled payment comes back naming only the product).
const returnKey = (id: string) => `traspasa:checkout-return:${id}`;

export function rememberReturn(sessionId: string, productId: number, path: string): void {
  try {
    sessionStorage.setItem(returnKey(`session:${sessionId}`), path);
    sessionStorage.setItem(returnKey(`product:${productId}`), path);
  } catch {
    // Storage blocked: the result page offers its usual links.
  }
}

export function recallReturn(of: { sessionId?: string | null; productId?: number | null }): string | null {
  try {
    const value = of.sessionId
      ? sessionStorage.getItem(returnKey(`session:${of.sessionId}`))
      : of.productId
        ? sessionStorage.getItem(returnKey(`product:${of.productId}`))
        : null;
    if (!value) return null;
    const safe = safeRedirectTarget(value, '');
    return safe === '' ? null : safe;
  } catch {
    return null;
  }
}
