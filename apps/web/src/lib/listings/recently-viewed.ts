/** The last listings a visitor opened, newest first, kept in localStorage (no account needed). */
export const RECENTLY_VIEWED_KEY = 'recently-viewed-businesses';
export const RECENTLY_VIEWED_MAX = 12;

export function addRecentlyViewed(list: readonly string[], id: string, max = RECENTLY_VIEWED_MAX): string[] {
  return [id, ...list.filter((item) => item !== id)].slice(0, max);
}

export function parseRecentlyViewed(raw: string | null): string[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) return [];
    return value
      .map((v) => (typeof v === 'number' ? String(v) : v))
      .filter((v): v is string => typeof v === 'string' && v.length > 0 && v.length < 200)
      .slice(0, RECENTLY_VIEWED_MAX);
  } catch {
    return [];
  }
}

export function readRecentlyViewed(): string[] {
  try {
    return parseRecentlyViewed(window.localStorage.getItem(RECENTLY_VIEWED_KEY));
  } catch {
    return [];
  }
}

export function rememberViewed(id: string | number): void {
  try {
    const next = addRecentlyViewed(readRecentlyViewed(), String(id));
    window.localStorage.setItem(RECENTLY_VIEWED_KEY, JSON.stringify(next));
  } catch {
    // Storage blocked: nothing to remember.
  }
}
