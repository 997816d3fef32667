// Server rendering of the public pages (decision 145): the web app's own render function
// (apps/web/src/entry-server.tsx, built to apps/web/dist-ssr) is loaded here, its API calls
// answered in-process by this server, and its markup and data put into index.html.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';

type RenderedPage = { html: string; head: string; state: unknown; module: string };
type WebRenderer = {
  renderPage(url: string): Promise<RenderedPage | null>;
  hasPage(pathname: string): boolean;
  setApiFetcher(fetcher: (path: string, init: RequestInit) => Promise<Response>): void;
};
type Manifest = Record<
  string,
  { file: string; imports?: string[]; css?: string[]; assets?: string[]; isEntry?: boolean }
>;

/** One page request's view of the web app's server build. */
type PageRenderer = {
  /** False when the web app has no screen at `pathname` (its not-found screen). */
  hasPage(pathname: string): boolean;
  /** The rendered page and the build's manifest; null for a page left to the browser. */
  render(url: string): Promise<{ page: RenderedPage; manifest: Manifest } | null>;
};

/** No response body for these statuses (the Response constructor refuses one). */
const NULL_BODY_STATUSES = new Set([101, 204, 205, 304]);

/**
 * The web renderer, from the server build beside the web build (apps/web/dist-ssr next to
 * apps/web/dist), reloaded when it changes. A web build without one (a test's fixture) answers
 * null: its pages are client-rendered only, and no path is known to be missing.
 */
export function webRenderer(app: FastifyInstance, opts: { distDir: string }) {
  const entry = path.join(path.dirname(opts.distDir), 'dist-ssr', 'entry-server.js');
  const manifestFile = path.join(opts.distDir, '.vite', 'manifest.json');
  let loaded: { mtimeMs: number; page: Promise<PageRenderer | null> } | null = null;

  const answerInProcess = async (url: string, init: RequestInit): Promise<Response> => {
    const res = await app.inject({
      method: (init.method ?? 'GET') as 'GET',
      url,
      headers: { accept: 'application/json', 'user-agent': 'traspasa-ssr' },
    });
    // A Uint8Array copy, not the Buffer: with the DOM library in the same program (a test's
    // XML dependency brings it) a Buffer is not a BodyInit.
    const body = NULL_BODY_STATUSES.has(res.statusCode) ? null : new Uint8Array(res.rawPayload);
    const contentType = res.headers['content-type'];
    return new Response(body, {
      status: res.statusCode,
      statusText: res.statusMessage,
      headers: contentType ? { 'content-type': String(contentType) } : {},
    });
  };

  /** The build's renderer, made once per build; null (logged once) when the build fails to load. */
  const load = (mtimeMs: number): Promise<PageRenderer | null> => {
    const manifest = fs.existsSync(manifestFile)
      ? (JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Manifest)
      : {};
    return import(`${pathToFileURL(entry).href}?v=${mtimeMs}`).then(
      (renderer: WebRenderer): PageRenderer => {
        renderer.setApiFetcher(answerInProcess);
        return {
          hasPage: (pathname) => renderer.hasPage(pathname),
          async render(url) {
            const page = await renderer.renderPage(url);
            return page ? { page, manifest } : null;
          },
        };
      },
      (err: unknown) => {
        app.log.error(
          { err },
          'the server build of the web app could not be loaded; pages are client-rendered',
        );
        return null;
      },
    );
  };

  /**
   * The current build's renderer for one page request: one stat of the server build (as for
   * index.html), shared by the 404 check and the render. Null without a server build, or when
   * it failed to load: the page is then served client-rendered, with 200.
   */
  return (): Promise<PageRenderer | null> => {
    let mtimeMs: number;
    try {
      mtimeMs = fs.statSync(entry).mtimeMs;
    } catch {
      return Promise.resolve(null);
    }
    if (loaded?.mtimeMs !== mtimeMs) loaded = { mtimeMs, page: load(mtimeMs) };
    return loaded.page;
  };
}

/** The element the browser reads the page's data from (apps/web/src/main.tsx); data, not code, so the CSP holds. */
export const STATE_ELEMENT_ID = 'traspasa-state';

/** JSON safe inside a <script>: nothing in it can close the element or open a comment. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The page's stylesheets and the text font (see below), which the first paint needs. */
function preloadLinks(manifest: Manifest, module: string, indexHtml: string): string {
  const files = new Set<string>();
  const css = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const sheet of chunk.css ?? []) css.add(sheet);
    for (const next of chunk.imports ?? []) visit(next);
  };
  visit(module);
  // The text face (Latin subset: all of Spanish) is needed by the first paint; without a
  // preload the browser finds it only once the stylesheet is parsed.
  const fonts = Object.values(manifest)
    .filter((chunk) => chunk.isEntry)
    .flatMap((chunk) => chunk.assets ?? [])
    .filter((file) => /inter-latin-wght-normal-[\w-]+\.woff2$/.test(file));
  return [
    ...fonts.map((file) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="/${file}">`),
    // index.html links the entry's sheet already: a second link to it would be matched twice in
    // every style recalculation (decision 146).
    ...[...css]
      .filter((file) => !indexHtml.includes(`href="/${file}"`))
      .map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
  ].join('');
}

/** The loader a rendered page starts its code with (apps/web/src/boot.ts), in the manifest. */
const BOOT_MODULE = 'src/boot.ts';
const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/;

/**
 * The app's module script, replaced by the loader's `defer` script carrying the entry's address:
 * the page's stylesheet, font and first-screen pictures take the link first, and the code is
 * asked for once they are painted (decision 145, "Issue 14, third pass"). A module script is
 * fetched at high priority as soon as it is seen, with all it imports; on a phone's link that
 * competed with the first paint, and Lighthouse's simulation counted it against FCP and LCP
 * whenever it happened to arrive before the first paint. Without the loader in the build, the
 * module script stays.
 */
function deferredEntry(html: string, manifest: Manifest): string {
  const boot = manifest[BOOT_MODULE]?.file;
  if (!boot) return html;
  return html.replace(
    ENTRY_SCRIPT,
    (_tag, src: string) => `<script defer src="/${boot}" data-entry="${src}"></script>`,
  );
}

/**
 * The first-screen pictures (`loading="eager"` or `fetchPriority="high"`) marked for Element
 * Timing, so the loader (apps/web/src/boot.ts) learns from the browser when each is on screen
 * and only then asks for the code. The attribute is not React's: hydration leaves it alone.
 */
export function firstScreenPicturesTimed(html: string): string {
  return html.replace(
    /<img\b(?=[^>]*\s(?:loading="eager"|fetchPriority="high"))/g,
    '<img elementtiming="first-screen"',
  );
}

/** index.html with the rendered page in #root, its data for hydration and its chunks preloaded. */
export function renderedHtml(indexHtml: string, page: RenderedPage, manifest: Manifest): string {
  const root = '<div id="root"></div>';
  if (!indexHtml.includes(root)) return indexHtml;
  // Vite's preloads of the code go: the page shows without it, and ~230 KB of JavaScript at
  // high priority shared a phone's bandwidth with the first picture and the stylesheet
  // (Lighthouse LCP 3.0–4.7 s with them, 1.6–1.7 s without). The deferred loader (src/boot.ts)
  // asks for it once the first screen is shown.
  const withPage = deferredEntry(indexHtml, manifest)
    .replace(/<link rel="modulepreload"[^>]*>\s*/g, '')
    .replace(
      root,
      () =>
        `<div id="root">${firstScreenPicturesTimed(page.html)}</div><script type="application/json" id="${STATE_ELEMENT_ID}">${scriptJson(page.state)}</script>`,
    );
  return withPage.replace(
    '</head>',
    () => `${page.head}${preloadLinks(manifest, page.module, indexHtml)}</head>`,
  );
}
