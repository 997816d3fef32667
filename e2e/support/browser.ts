import fs from 'node:fs';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export const DEMO_PASSWORD = 'Demo12345!';
export const DEMO = {
  admin: 'admin@traspasa.test',
  seller: 'vendedor@traspasa.test',
  buyer: 'comprador@traspasa.test',
  consultant: 'consultor@traspasa.test',
} as const;

export function baseUrl(): string {
  return inject('e2e').baseUrl;
}

/**
 * One Chromium per test file (or per `describe` it is called in); a fresh context (cookies,
 * storage) per `newPage()`. Playwright hides the scrollbars of a headless browser; with
 * `scrollbars` they take their room as on a desktop, for tests about what a scrollbar moves.
 */
export function useBrowser({ scrollbars = false }: { scrollbars?: boolean } = {}) {
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  beforeAll(async () => {
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: CHROMIUM_ARGS,
      ignoreDefaultArgs: scrollbars ? ['--hide-scrollbars'] : undefined,
    });
  });
  afterAll(async () => {
    await Promise.all(contexts.map((c) => c.close().catch(() => {})));
    await browser?.close();
  });
  return {
    async newPage(
      opts: { width?: number; height?: number; consent?: boolean; javaScript?: boolean } = {},
    ): Promise<Page> {
      const context = await browser.newContext({
        baseURL: baseUrl(),
        viewport: { width: opts.width ?? 1280, height: opts.height ?? 900 },
        locale: 'es-EC',
        javaScriptEnabled: opts.javaScript ?? true,
      });
      contexts.push(context);
      if (opts.consent !== false) {
        // Keep the first-visit cookie dialog out of tests that are not about it.
        await context.addInitScript(() => {
          if (!localStorage.getItem('cookieConsent')) {
            localStorage.setItem(
              'cookieConsent',
              JSON.stringify({ necessary: true, analytics: false, marketing: false, preferences: false }),
            );
          }
        });
      }
      const page = await context.newPage();
      if (opts.javaScript !== false) settleAfterLoad(page);
      return page;
    },
  };
}

/**
 * `goto` and `reload` also wait for the app to hydrate (`<html data-hydrated>`, decision
 * 145): a server-rendered page shows its buttons before their code runs, and a press
 * before then does nothing, as for a person on a slow phone. A page that is not the app
 * (a PDF, an API answer) is left as loaded.
 */
function settleAfterLoad(page: Page): void {
  const hydrated = () =>
    page
      .waitForFunction(
        () => document.documentElement.dataset.hydrated === 'true' || !document.getElementById('root'),
        undefined,
        { timeout: 15_000 },
      )
      .catch(() => {});
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args: Parameters<Page['goto']>) => {
    const response = await goto(...args);
    await hydrated();
    return response;
  };
  page.reload = async (...args: Parameters<Page['reload']>) => {
    const response = await reload(...args);
    await hydrated();
    return response;
  };
}

/** Signs in through the real form (opens /auth first). */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.goto('/auth');
  await fillLogin(page, email, password);
}

/** Fills and submits the login form already on screen (e.g. after a guard sent us to /auth). */
export async function fillLogin(page: Page, email: string, password = DEMO_PASSWORD) {
  const form = page.getByRole('form', { name: 'Iniciar sesión' });
  // By accessible name: the visible label also carries an aria-hidden '*'.
  await form.getByRole('textbox', { name: 'Correo electrónico', exact: true }).fill(email);
  await form.getByRole('textbox', { name: 'Contraseña', exact: true }).fill(password);
  await form.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
}

/** The links the dev outbox printed to the server log for `email`, newest last. */
export function outboxLinks(email: string): string[] {
  const log = fs.readFileSync(inject('e2e').logFile, 'utf8');
  const links: string[] = [];
  for (const line of log.split('\n')) {
    if (!line.includes('[outbox]') || !line.includes(email)) continue;
    links.push(...(line.match(/https?:\/\/[^\s"\\]+/g) ?? []));
  }
  return links;
}
