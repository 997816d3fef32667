import { type ComponentType, lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { BusinessSummary } from '@/lib/listings/types';

// «Negocios parecidos» and «Vistos recientemente» below a listing (decision 155). Neither is
// part of the page's first load: their code and data are fetched once the visitor scrolls near
// them and the browser is idle, never in the server-rendered prefetch.
const Sections = lazy<ComponentType<{ business: BusinessSummary }>>(() =>
  import('./listing-discovery-sections').catch(() => ({
    // A chunk that cannot be fetched (an old deploy, a dropped connection) leaves the page as it is.
    default: (_: { business: BusinessSummary }) => null,
  })),
);

/** How far below the viewport the sections start loading (about a screen ahead). */
const AHEAD = '800px 0px';

function whenIdle(run: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(run, { timeout: 2000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(run, 200);
  return () => window.clearTimeout(handle);
}

export function ListingDiscovery({ business }: { business: BusinessSummary }) {
  const anchor = useRef<HTMLDivElement>(null);
  const [show, setShow] = useState(false);

  useEffect(() => {
    if (show) return;
    const el = anchor.current;
    if (!el) return;
    let cancelIdle: (() => void) | null = null;
    if (typeof IntersectionObserver === 'undefined') {
      cancelIdle = whenIdle(() => setShow(true));
      return () => cancelIdle?.();
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting) || cancelIdle) return;
        observer.disconnect();
        cancelIdle = whenIdle(() => setShow(true));
      },
      { rootMargin: AHEAD },
    );
    observer.observe(el);
    return () => {
      observer.disconnect();
      cancelIdle?.();
    };
  }, [show]);

  return (
    <div ref={anchor} data-testid="listing-discovery">
      {show ? (
        <Suspense fallback={null}>
          <Sections business={business} />
        </Suspense>
      ) : null}
    </div>
  );
}
