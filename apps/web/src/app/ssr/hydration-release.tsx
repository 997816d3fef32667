import { useEffect } from 'react';

/**
 * Lifts the read-only state the server gives text fields until the page is hydrated
 * (decision 145, `fieldsReadOnlyUntilHydrated`). Rendered after the page inside the same
 * Suspense boundary, so it runs once the page itself is hydrated.
 */
export function HydrationRelease() {
  useEffect(() => {
    for (const field of document.querySelectorAll('[data-hydrating]')) {
      field.removeAttribute('readonly');
      field.removeAttribute('data-hydrating');
    }
  }, []);
  return null;
}
