// Server rendering of the public pages (decision 145). The server's SPA plugin imports the
// build of this file (apps/web/dist-ssr/entry-server.js) and calls `renderPage` for every
// page request: the same route table, the same query options and the same components as in
// the browser; the data is fetched first through the server's own request handler and
// handed to the browser, dehydrated, with the HTML.

import { Writable } from 'node:stream';
import { dehydrate } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, matchRoutes, StaticRouterProvider } from 'react-router';
import { AppShell } from '@/app/app-shell';
import { routes } from '@/app/router';
import { matchServerPage } from '@/app/ssr/server-pages';
import { setApiFetcher } from '@/lib/api-client';
import { createQueryClient } from '@/lib/query-client';
import { siteInfoQueryOptions } from '@/lib/site-info';

export { setApiFetcher };

export type RenderedPage = {
  /** The markup of #root. */
  html: string;
  /** What the page asks to preload (its first picture), for the head. */
  head: string;
  /** TanStack Query's dehydrated cache, for `hydrate` in entry-client, and `renderedAt`. */
  state: unknown;
  /** The page's source module (the build manifest's key), to preload its chunk. */
  module: string;
};

/** How long a render may take before the page is sent client-rendered instead. */
const RENDER_TIMEOUT_MS = 5000;

/**
 * Whether the route table has a screen for `pathname` other than the not-found one (spec: "any
 * other path"): the server answers 404 for the rest, so search engines do not index the
 * not-found screen as a page. Signed-in screens count: they exist, behind a sign-in.
 */
export function hasPage(pathname: string): boolean {
  const matches = matchRoutes(routes, pathname);
  return matches !== null && matches.at(-1)?.route.path !== '*';
}

/** The rendered page for a public address; null for any other page (it stays client-rendered). */
export async function renderPage(url: string): Promise<RenderedPage | null> {
  const address = new URL(url, 'http://traspasa.local');
  const matched = matchServerPage(address.pathname);
  if (!matched) return null;

  const queryClient = createQueryClient();
  await Promise.all([
    matched.page.prefetch(queryClient, matched.params, address.searchParams),
    // The footer's support address (lib/site-info.ts), in the first HTML of every page.
    queryClient.prefetchQuery(siteInfoQueryOptions),
  ]);
  // A query that failed is left out: the browser starts without it too (its loading state on
  // both sides, so hydration matches), fetches it and shows its own error screen if it fails.
  for (const query of queryClient.getQueryCache().getAll()) {
    if (query.state.status !== 'success')
      queryClient.removeQueries({ queryKey: query.queryKey, exact: true });
  }

  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(address));
  // A redirect (or any other answer the route table gives as a Response) is the browser's to follow.
  if (context instanceof Response) return null;
  const router = createStaticRouter(handler.dataRoutes, context);

  // The labels that read the clock render with this moment, and hydrate with it (decision 146).
  const renderedAt = Date.now();
  const markup = await renderToString(
    <AppShell queryClient={queryClient} renderedAt={renderedAt}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppShell>,
  );
  const state = { ...dehydrate(queryClient), renderedAt };
  queryClient.clear();
  const { head, html: body } = splitPreamble(markup);
  const html = markFieldsHydrating(body);
  return { html, head, state, module: matched.page.module };
}

/**
 * React puts what components hoist (a page's <title> and <meta>, the preload of a picture with
 * fetchPriority="high") ahead of the markup. The preloads go to the head; titles and
 * descriptions are the SEO module's, already there (decision 043), so React's copies are
 * dropped. The browser does not look for them in #root while hydrating.
 */
export function splitPreamble(markup: string): { head: string; html: string } {
  const preamble = /^(?:<link\b[^>]*>|<meta\b[^>]*>|<title>[^<]*<\/title>)*/.exec(markup)?.[0] ?? '';
  const head = preamble.match(/<link\b[^>]*>/g)?.join('') ?? '';
  return { head, html: markup.slice(preamble.length) };
}

/** Inputs whose typing React must see: not boxes, buttons or hidden fields. */
const NOT_TYPED = /\stype="(?:checkbox|radio|hidden|submit|button|reset|file|range|color)"/;

/**
 * Text fields come marked `data-hydrating`: they take typing before the code runs, and what
 * was typed by then is handed to React once the field is hydrated (`HydrationRelease`; React
 * keeps the text on screen but not in its state). The attribute is not React's, so hydration
 * leaves it alone.
 */
export function markFieldsHydrating(html: string): string {
  return html.replace(/<(input|textarea)\b([^>]*)>/g, (tag, name: string, attrs: string) =>
    NOT_TYPED.test(attrs) || /\s(?:readonly|disabled)(?=[\s/=]|$)/i.test(attrs)
      ? tag
      : `<${name} data-hydrating=""${attrs}>`,
  );
}

/** React's streaming renderer, waited out to the end (lazy page chunks included) and collected. */
function renderToString(element: ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    let renderError: unknown = null;
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        done();
      },
      final(done) {
        clearTimeout(timer);
        done();
        if (renderError) reject(renderError);
        else resolve(Buffer.concat(chunks).toString('utf8'));
      },
    });
    const stream = renderToPipeableStream(element, {
      // The whole page in order, no part held back for a script to put in place: it is
      // sent once complete, and must read the same without JavaScript.
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      onAllReady() {
        stream.pipe(sink);
      },
      onShellError: reject,
      // An error inside a Suspense boundary would leave that part to the browser: render the
      // whole page there instead, so nothing half-rendered is sent.
      onError(error) {
        renderError = error;
      },
    });
    const timer = setTimeout(
      () => stream.abort(new Error('La página tardó demasiado en renderizarse.')),
      RENDER_TIMEOUT_MS,
    );
  });
}
