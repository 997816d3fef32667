import { useSyncExternalStore } from 'react';

const neverChanges = () => () => {};

/**
 * This site's origin (https://…), for links shared outside it. Null on the server and while
 * the browser hydrates a server-rendered page (decision 145), so both render the same markup;
 * the browser fills it in right after.
 */
export function useSiteOrigin(): string | null {
  return useSyncExternalStore(
    neverChanges,
    () => window.location.origin,
    () => null,
  );
}
