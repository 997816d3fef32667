import { useEffect } from 'react';

/** Marks a part of the page hydrated on its own (its own Suspense boundary) with its own release. */
export const OWN_HYDRATION = 'data-own-hydration';

function releaseFields(selector: string) {
  for (const field of document.querySelectorAll(selector)) {
    field.removeAttribute('readonly');
    field.removeAttribute('data-hydrating');
  }
}

/**
 * Lifts the read-only state the server gives text fields until the page is hydrated
 * (decision 145, `fieldsReadOnlyUntilHydrated`). Rendered after the page inside the same
 * Suspense boundary, so it runs once the page itself is hydrated. It then marks <html>
 * with `data-hydrated`. Fields inside a part hydrated on its own (`OWN_HYDRATION`) wait for
 * that part's `PartHydrationRelease`.
 */
export function HydrationRelease() {
  useEffect(() => {
    releaseFields(`[data-hydrating]:not([${OWN_HYDRATION}] [data-hydrating])`);
    // From here on buttons answer: browser tests wait for this mark before pressing one.
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}

/** The release of a part hydrated on its own: last inside its Suspense boundary (decision 146). */
export function PartHydrationRelease({ part }: { part: string }) {
  useEffect(() => {
    releaseFields(`[${OWN_HYDRATION}="${part}"] [data-hydrating]`);
  }, [part]);
  return null;
}
