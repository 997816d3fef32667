import './styles.css';
import type { DehydratedState } from '@tanstack/react-query';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppShell } from '@/app/app-shell';
import { createAppRouter } from '@/app/router';
import { startAnalytics } from '@/lib/analytics/analytics';
import { initConsent } from '@/lib/analytics/consent';
import { installGlobalErrorHandlers } from '@/lib/error-reporting';
import { prefetchStartupData, queryClient } from '@/lib/query-client';
import { getSessionToken } from '@/lib/session-token';

/** The data a server-rendered page was rendered with (decision 145), or null. */
function readServerState(): DehydratedState | null {
  const element = document.getElementById('traspasa-state');
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as DehydratedState;
  } catch {
    return null;
  }
}

installGlobalErrorHandlers();
// Analytics follows consent: listen first, then restore the stored record (spec §4).
startAnalytics();
// A public page the server rendered comes with its data: into the cache before the first
// render, so hydration renders exactly what the server did and nothing is fetched again.
const serverState = readServerState();
// There the consent dialog waits for the page to load and the browser to be idle (decision 146).
initConsent({ openWhenIdle: Boolean(serverState) });

// (TanStack Query's dehydrated format; its successful queries are all the server sends, so
// setting their data is all `hydrate` would do, without its weight in the first load.)
for (const query of serverState?.queries ?? []) {
  queryClient.setQueryData(query.queryKey, query.state.data, { updatedAt: query.state.dataUpdatedAt });
}
prefetchStartupData(queryClient, { whenIdle: Boolean(serverState) });

document.documentElement.lang = 'es';

const router = createAppRouter();
const container = document.getElementById('root');
if (!container) throw new Error('Falta el elemento #root en index.html');

const app = (
  <AppShell queryClient={queryClient}>
    <RouterProvider router={router} />
  </AppShell>
);

if (serverState && container.firstElementChild) {
  // As a transition, hydration yields to the browser every few milliseconds instead of
  // holding the main thread for the whole page (decision 146): the page is already painted,
  // and a press meanwhile hydrates its part first.
  startTransition(() => {
    hydrateRoot(container, app);
  });
  // The server renders every page as an anonymous visitor sees it; a signed-in visitor's
  // data (their access to a listing, their favourites) is asked for again once the page is
  // interactive.
  if (getSessionToken()) {
    window.addEventListener('load', () => setTimeout(() => void queryClient.invalidateQueries(), 0), {
      once: true,
    });
  }
} else {
  createRoot(container).render(app);
}
