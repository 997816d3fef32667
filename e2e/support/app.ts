// Small helpers shared by the browser tests: waiting for a path, reading the screen's
// heading, the toast on screen, the session, and accounts made through the API.
import { type APIRequestContext, type Locator, type Page, request } from 'playwright-core';
import { expect } from 'vitest';
import { baseUrl, DEMO_PASSWORD } from './browser';

/** The two English failure screens: an error while rendering, a page that failed to load. */
export const CRASH_TEXT = 'Something went wrong';
export const CHUNK_ERROR_TEXT = 'Error loading page';

/** Waits until the address bar shows `path` (pathname only, or pathname + search when it has a '?'). */
export async function waitForPath(page: Page, path: string, timeout = 15_000): Promise<void> {
  await page.waitForURL(
    (url) => (path.includes('?') ? `${url.pathname}${url.search}` === path : url.pathname === path),
    { timeout },
  );
}

export function pathOf(page: Page): string {
  return new URL(page.url()).pathname;
}

/**
 * Waits until the page's main heading reads `expected`. Right after a click the previous
 * screen can still be showing (a lazy route loading), so the heading is polled, not read once.
 */
export async function expectHeading(page: Page, expected: string, timeout = 15_000): Promise<void> {
  await expect.poll(() => mainHeading(page, timeout), { timeout, interval: 50 }).toBe(expected);
}

/** The page's main heading (h1) once it is visible. */
export async function mainHeading(page: Page, timeout = 15_000): Promise<string> {
  // Poll every 50 ms (locator.waitFor backs off to 500 ms steps, which adds up over many pages).
  await page.waitForFunction(
    () =>
      Array.from(document.querySelectorAll('h1, [role="heading"][aria-level="1"]')).some((el) => {
        const box = el.getBoundingClientRect();
        return box.width > 0 && box.height > 0 && getComputedStyle(el).visibility !== 'hidden';
      }),
    undefined,
    { timeout, polling: 50 },
  );
  const h1 = page.getByRole('heading', { level: 1 }).first();
  await h1.waitFor({ state: 'visible', timeout });
  return ((await h1.textContent()) ?? '').trim();
}

const inFlight = new WeakMap<Page, { count: number; lastChange: number }>();

/** Counts the page's same-origin requests in flight, so `settle()` can wait for them. */
export function watchNetwork(page: Page): void {
  if (inFlight.has(page)) return;
  const state = { count: 0, lastChange: Date.now() };
  inFlight.set(page, state);
  const origin = new URL(baseUrl()).origin;
  const mine = (url: string) => url.startsWith(origin);
  const done = (req: { url(): string }) => {
    if (!mine(req.url())) return;
    state.count = Math.max(0, state.count - 1);
    state.lastChange = Date.now();
  };
  page.on('request', (req) => {
    if (!mine(req.url())) return;
    state.count += 1;
    state.lastChange = Date.now();
  });
  page.on('requestfinished', done);
  page.on('requestfailed', done);
}

/** Waits until no request of the page has been in flight for `quietMs` (see watchNetwork). */
export async function settle(page: Page, quietMs = 150, timeout = 10_000): Promise<void> {
  const state = inFlight.get(page);
  if (!state) {
    await page.waitForLoadState('networkidle', { timeout }).catch(() => {});
    return;
  }
  const deadline = Date.now() + timeout;
  while (Date.now() < deadline) {
    if (state.count === 0 && Date.now() - state.lastChange >= quietMs) return;
    await new Promise((r) => setTimeout(r, 50));
  }
}

/**
 * Asserts the page answered with a real screen: a visible h1 that is not one of the
 * failure screens, and no failure screen anywhere once the page's requests settled.
 */
export async function expectScreen(page: Page, label: string): Promise<string> {
  await mainHeading(page);
  await settle(page);
  const heading = await mainHeading(page);
  const body = (await page.locator('body').innerText()) ?? '';
  expect(heading, `${label}: the h1 is a failure screen`).not.toMatch(
    /Something went wrong|Error loading page/,
  );
  expect(body, `${label}: shows a failure screen`).not.toContain(CRASH_TEXT);
  expect(body, `${label}: shows a failure screen`).not.toContain(CHUNK_ERROR_TEXT);
  return heading;
}

/** The toast viewport (Radix region 'Notificaciones (F8)'). */
export function toastRegion(page: Page): Locator {
  return page.getByRole('region', { name: /Notificaciones/ });
}

/** The toasts currently in the viewport. */
export function toasts(page: Page): Locator {
  return toastRegion(page).getByRole('listitem');
}

/** Waits for a toast whose text contains `title` and returns its full text. */
export async function waitForToast(page: Page, title: string, timeout = 15_000): Promise<string> {
  const item = toasts(page).filter({ hasText: title }).first();
  await item.waitFor({ state: 'visible', timeout });
  return ((await item.textContent()) ?? '').replace(/\s+/g, ' ').trim();
}

/** Closes the toasts on screen (each by its own «Cerrar notificación»), e.g. before an axe check of the page under them. */
export async function closeToasts(page: Page): Promise<void> {
  for (let left = await toasts(page).count(); left > 0; left = await toasts(page).count()) {
    await toasts(page).first().getByRole('button', { name: 'Cerrar notificación' }).click();
    await expect.poll(() => toasts(page).count()).toBeLessThan(left);
  }
}

export async function sessionToken(page: Page): Promise<string | null> {
  return page.evaluate(() => localStorage.getItem('session-token'));
}

/** GET /api/user from inside the page, the way the app asks (token header when stored, cookies). */
export async function currentUserStatus(page: Page): Promise<{ status: number; body: unknown }> {
  return page.evaluate(async () => {
    const token = localStorage.getItem('session-token');
    const res = await fetch('/api/user', {
      credentials: 'include',
      headers: token ? { 'X-Session-Token': token } : {},
    });
    const text = await res.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // not JSON
    }
    return { status: res.status, body };
  });
}

let counter = 0;
/** A short unique suffix for usernames and emails. */
export function unique(): string {
  counter += 1;
  return `${Date.now().toString(36)}${process.pid.toString(36)}${counter}${Math.random().toString(36).slice(2, 6)}`;
}

export type NewAccount = {
  email: string;
  username: string;
  fullName: string;
  password: string;
  sessionToken: string;
  user: { id: number; role: string; secondaryRole: string | null; fullName: string | null };
};

/** A throwaway API client with its own cookie jar (it does not sign the browser in). */
export async function apiClient(): Promise<APIRequestContext> {
  return request.newContext({ baseURL: baseUrl() });
}

/** Registers a fresh account through POST /api/auth/register (outside the browser). */
export async function registerAccount(
  role: 'buyer' | 'seller' | 'consultant' = 'buyer',
  password = DEMO_PASSWORD,
): Promise<NewAccount> {
  const id = unique();
  const input = {
    username: `e2e_${id}`,
    email: `e2e.${id}@traspasa.test`,
    password,
    fullName: `Prueba E2E ${id}`,
    role,
  };
  const api = await apiClient();
  try {
    const res = await api.post('/api/auth/register', { data: input });
    expect(res.status(), `register ${input.email}: ${await res.text()}`).toBe(201);
    const body = (await res.json()) as { user: NewAccount['user']; sessionToken: string };
    return { ...input, sessionToken: body.sessionToken, user: body.user };
  } finally {
    await api.dispose();
  }
}

/** Polls `fn` until it returns something truthy. */
export async function until<T>(
  fn: () => Promise<T> | T,
  what: string,
  timeout = 10_000,
): Promise<NonNullable<T>> {
  const deadline = Date.now() + timeout;
  let last: T;
  do {
    last = await fn();
    if (last) return last as NonNullable<T>;
    await new Promise((r) => setTimeout(r, 100));
  } while (Date.now() < deadline);
  throw new Error(`Timed out waiting for ${what}`);
}

/**
 * Waits until the page has hydrated (decision 145): a server-rendered page shows its
 * buttons before their code runs, and a press before then does nothing.
 */
export async function waitForHydration(page: Page, timeout = 15_000): Promise<void> {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout });
}
