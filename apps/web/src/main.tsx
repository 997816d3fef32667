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
import { openAllGates } from '@/lib/ssr/hydrate-when-seen';
import { cn } from '@/lib/utils';

/** The server's state of a rendered page: its data (decision 145) and when it was rendered. */
type ServerState = DehydratedState & { renderedAt?: number };

/** The data a server-rendered page was rendered with (decision 145), or null. */
function readServerState(): ServerState | null {
  const element = document.getElementById('traspasa-state');
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as ServerState;
  } catch {
    return null;
  }
}

installGlobalErrorHandlers();
// Analytics follows consent: listen first, then restore the stored record (decision 022).
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

const container = document.getElementById('root');
if (!container) throw new Error('Falta el elemento #root en index.html');

const app = (router = createAppRouter(), renderedAt: number | null = null) => (
  <AppShell queryClient={queryClient} renderedAt={renderedAt}>
    <RouterProvider router={router} />
  </AppShell>
);

/**
 * A rendered page hydrates some parts only when they near the screen (decision 146). React
 * cannot update a part still waiting: a transition would wait for it, any other update would
 * render it anew. So what is about to change those parts opens them all first: a navigation
 * (the router tells its subscribers before React renders) and any change to the data the
 * server rendered the page with (a refetch, an invalidation, new data). Other queries (the
 * visitor's session, prefetches) do not reach those parts.
 */
function openGatesBeforeUpdates(router: ReturnType<typeof createAppRouter>, state: DehydratedState): void {
  router.subscribe(openAllGates);
  const pageQueries = new Set(state.queries.map((query) => query.queryHash));
  const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || !pageQueries.has(event.query.queryHash)) return;
    if (['fetch', 'success', 'error', 'invalidate', 'setState'].includes(event.action.type)) {
      openAllGates();
      unsubscribe();
    }
  });
}

/**
 * Work every public page does once, at its first render, that no slice of React's can be cut
 * into (decision 146): ICU's Spanish data (the first `Intl` formatter of the page) and
 * tailwind-merge's class table (the first `cn` with two class lists). Each runs in a task of
 * its own before hydration instead of inside one of React's, the longest tasks of the start.
 */
const warmUps: Array<() => unknown> = [
  () => new Intl.NumberFormat('es-EC').format(1000),
  () => cn('p-1', 'p-2'),
];

/** Each step in a task of its own, then `done`. */
function inSeparateTasks(steps: Array<() => unknown>, done: () => void): void {
  const next = () => {
    const step = steps.shift();
    if (!step) return done();
    step();
    setTimeout(next, 0);
  };
  setTimeout(next, 0);
}

if (serverState && container.firstElementChild) {
  // As a transition, hydration yields to the browser every few milliseconds instead of
  // holding the main thread for the whole page (decision 146): the page is already painted,
  // and a press meanwhile hydrates its part first. The router (its route table compiled)
  // is made in the task that starts it.
  inSeparateTasks(warmUps, () =>
    startTransition(() => {
      const router = createAppRouter();
      openGatesBeforeUpdates(router, serverState);
      hydrateRoot(container, app(router, serverState.renderedAt ?? null));
    }),
  );
  // The server renders every page as an anonymous visitor sees it; a signed-in visitor's
  // data (their access to a listing, their favourites) is asked for again once the page is
  // interactive.
  // (The code of a rendered page may start after `load`: src/boot.ts asks for it once painted.)
  if (getSessionToken()) {
    const refetch = () => setTimeout(() => void queryClient.invalidateQueries(), 0);
    if (document.readyState === 'complete') refetch();
    else window.addEventListener('load', refetch, { once: true });
  }
} else {
  createRoot(container).render(app());
}
