// Which product a checkout session was for, kept in this tab only: the session's status
// does not name the product id, and a failed payment should lead back to the same checkout.

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
