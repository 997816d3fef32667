import { useEffect } from 'react';

/**
 * Lifts the read-only state the server gives text fields until the page is hydrated
 * (decision 145, `fieldsReadOnlyUntilHydrated`). Rendered after the page inside the same
 * Suspense boundary, so it runs once the page itself is hydrated. It then marks <html>
 * with `data-hydrated`.
 */
export function HydrationRelease() {
  useEffect(() => {
    for (const field of document.querySelectorAll('[data-hydrating]')) {
      field.removeAttribute('readonly');
      field.removeAttribute('data-hydrating');
    }
    // From here on buttons answer: browser tests wait for this mark before pressing one.
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}
