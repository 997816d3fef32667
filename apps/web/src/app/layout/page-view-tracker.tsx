import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { trackPageView } from '@/lib/analytics/analytics';
import { redactUrl } from '@/lib/redact-url';

let lastTracked: string | null = null;
let previousUrl: string | null = null;

/**
 * Decision 022: a page view on each route change with path, full URL, referrer and title.
 * Rendered after the page inside the same Suspense boundary, so it runs once the
 * lazy page has mounted and set its <title>. Hash-only changes are not page views.
 */
export function PageViewTracker() {
  const { pathname, search } = useLocation();
  const route = `${pathname}${search}`;

  useEffect(() => {
    if (route === lastTracked) return; // StrictMode's double effects
    lastTracked = route;
    const url = redactUrl(window.location.href);
    const referrer = previousUrl ?? redactUrl(document.referrer);
    previousUrl = url;
    trackPageView({ path: route.split('?')[0] ?? route, url, referrer, title: document.title });
  }, [route]);

  return null;
}
