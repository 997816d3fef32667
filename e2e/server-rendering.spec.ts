// Decision 145: the public pages come server-rendered with their data and hydrate without a
// console error, without asking the API again for what the HTML already holds, without the
// listing page's layout shifting, and readable with JavaScript off.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiClient, registerAccount, settle, watchNetwork } from './support/app';
import { signIn, useBrowser } from './support/browser';

const browser = useBrowser();

type Item = { id: number; slug: string; title: string; category: string; images?: string[] };

async function listings(): Promise<Item[]> {
  const client = await apiClient();
  try {
    const res = await client.get('/api/businesses?sort=recent&limit=20');
    expect(res.status()).toBe(200);
    return ((await res.json()) as { items: Item[] }).items;
  } finally {
    await client.dispose();
  }
}

/** Opens `url` and records console errors, uncaught errors and the API requests it makes. */
async function openAndWatch(url: string, before?: (page: Page) => Promise<void>) {
  const page = await browser.newPage({ width: 390, height: 844 });
  await before?.(page);
  watchNetwork(page);
  const errors: string[] = [];
  const requests: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    // An anonymous visitor's «who am I» answers 401: the browser logs it, the app expects it.
    if (message.location().url.endsWith('/api/user')) return;
    errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('request', (request) => {
    const { pathname, search } = new URL(request.url());
    if (pathname.startsWith('/api/')) requests.push(`${pathname}${search}`);
  });
  await page.goto(url, { waitUntil: 'load' });
  await settle(page, 500);
  return { page, errors, requests };
}

/** React attached to the server's markup (hydrateRoot marks its container). */
async function hydrated(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const root = document.getElementById('root');
    return Boolean(root && Object.keys(root).some((key) => key.startsWith('__reactContainer$')));
  });
}

/** The first HTML, as the server sends it. */
async function firstHtml(page: Page, url: string): Promise<string> {
  const res = await page.request.get(url);
  expect(res.status()).toBe(200);
  return res.text();
}

describe('server-rendered public pages (decision 145)', () => {
  it('home: rendered with its listings, hydrated without errors or a second fetch of them', async () => {
    const [first] = await listings();
    const { page, errors, requests } = await openAndWatch('/');
    const html = await firstHtml(page, '/');
    expect(html).toContain('id="traspasa-state"');
    expect(html).toContain('id="hero-title"');
    expect(html).toContain(first!.title.replace(/&/g, '&amp;'));
    expect(await hydrated(page)).toBe(true);
    expect(errors).toEqual([]);
    const refetched = requests.filter(
      (r) =>
        r.startsWith('/api/businesses?featured') ||
        r.startsWith('/api/businesses?sort=recent') ||
        r === '/api/businesses/categories',
    );
    expect(refetched).toEqual([]);
  });

  it('/businesses with a category filter: the cards in the HTML, hydrated, the search not asked again', async () => {
    const [first] = await listings();
    const url = `/businesses?category=${first!.category}`;
    const { page, errors, requests } = await openAndWatch(url);
    expect(await firstHtml(page, url)).toContain(first!.title.replace(/&/g, '&amp;'));
    expect(await hydrated(page)).toBe(true);
    expect(errors).toEqual([]);
    expect(requests.filter((r) => r.includes(`category=${first!.category}`))).toEqual([]);
    // Hydrated means interactive: the filter in the address drives the page from here on.
    await page.getByRole('link', { name: first!.title }).first().waitFor();
  });

  it('a listing: title in the HTML, hydrated without errors, not fetched again, no layout shift', async () => {
    const [first] = await listings();
    const url = `/businesses/${first!.slug}`;
    const { page, errors, requests } = await openAndWatch(url);
    expect(await firstHtml(page, url)).toContain(first!.title.replace(/&/g, '&amp;'));
    expect(await hydrated(page)).toBe(true);
    expect(errors).toEqual([]);
    expect(requests.filter((r) => r === `/api/businesses/${first!.slug}`)).toEqual([]);
    const shift = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let total = 0;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & {
              value: number;
              hadRecentInput: boolean;
            })[])
              if (!entry.hadRecentInput) total += entry.value;
          }).observe({ type: 'layout-shift', buffered: true });
          setTimeout(() => resolve(total), 200);
        }),
    );
    expect(shift).toBeLessThanOrEqual(0.05);
  });

  it('a listing on a phone: its photo from the small rendition; a first visit sees the cookie dialog once the page has loaded (decision 146)', async () => {
    const [withPhoto] = (await listings()).filter((item) => item.images?.length);
    const page = await browser.newPage({ width: 390, height: 844, consent: false });
    // When the dialog is shown (a modal <dialog> gets its `open`), against the page's load event.
    await page.addInitScript(() => {
      const seen = new MutationObserver(() => {
        if (!document.querySelector('dialog[open], [role="dialog"]')) return;
        (window as unknown as { dialogAt: number }).dialogAt = performance.now();
        seen.disconnect();
      });
      seen.observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ['open'] });
    });
    await page.goto(`/businesses/${withPhoto!.slug}`, { waitUntil: 'load' });
    await page.getByRole('dialog', { name: 'Preferencias de cookies' }).waitFor();
    const timing = await page.evaluate(() => ({
      dialogAt: (window as unknown as { dialogAt: number }).dialogAt,
      loadEnd: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventEnd,
      hydrated: document.documentElement.hasAttribute('data-hydrated'),
    }));
    expect(timing.hydrated).toBe(true);
    expect(timing.loadEnd).toBeGreaterThan(0);
    expect(timing.dialogAt).toBeGreaterThanOrEqual(timing.loadEnd);
    // The page's chunks came through their imports, not linked one by one as module preloads
    // during the first render (decision 146, eighth pass: one of the start's longest tasks).
    expect(await page.locator('link[rel="modulepreload"]').count()).toBe(0);
    // 390 css px at density 1: the 640 px card rendition covers the photo's box.
    const photo = await page
      .locator('img[fetchpriority="high"]')
      .first()
      .evaluate((img: HTMLImageElement) => ({
        src: img.currentSrc,
        loaded: img.complete && img.naturalWidth > 0,
      }));
    expect(photo.src).toMatch(/-card\.webp$/);
    expect(photo.loaded).toBe(true);
  });

  it('the code is asked for once the photo is in; a button pressed before it runs is pressed again once hydrated', async () => {
    const [withPhotos] = (await listings()).filter((item) => (item.images?.length ?? 0) > 1);
    expect(withPhotos).toBeDefined();
    const page = await browser.newPage({ width: 390, height: 844 });
    const order: string[] = [];
    page.on('requestfinished', (request) => {
      if (/-(?:card|gallery)\.webp$/.test(new URL(request.url()).pathname)) order.push('photo');
    });
    // The app's code is held back until the visitor has pressed, as on a slow link.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
      order.push('code');
      await held;
      await route.continue();
    });
    const opened = page.goto(`/businesses/${withPhotos!.slug}`);
    const next = page.getByRole('button', { name: 'Foto siguiente' });
    await next.waitFor();
    // Asked for once the photo is painted, or after boot.ts's 3 s at most.
    await expect.poll(() => order.includes('code'), { timeout: 10_000 }).toBe(true);
    // The photo on screen came first, then the code (src/boot.ts).
    expect(order.indexOf('photo')).toBeGreaterThanOrEqual(0);
    expect(order.indexOf('photo')).toBeLessThan(order.indexOf('code'));
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
    await next.click();
    release();
    await opened;
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBe('true');
    // The press was not lost: the gallery moved to the second photo.
    await page.getByText(`2 / ${withPhotos!.images!.length}`).waitFor();
    expect(await page.getByRole('img', { name: /foto 2 de/ }).count()).toBe(1);
  });

  it('a button pressed while React hydrates the page is pressed once, not again afterwards', async () => {
    const [withPhotos] = (await listings()).filter((item) => (item.images?.length ?? 0) > 2);
    expect(withPhotos).toBeDefined();
    const page = await browser.newPage({ width: 390, height: 844 });
    // The listing page's own code is held back: React has started (its listeners are on the
    // page) but cannot finish hydrating the page until it arrives (src/boot.ts keeps the press
    // from React meanwhile and presses again once hydrated: once, not lost, not twice).
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let requested = false;
    await page.route(/\/assets\/business-detail-[\w-]+\.js$/, async (route) => {
      requested = true;
      await held;
      await route.continue();
    });
    const opened = page.goto(`/businesses/${withPhotos!.slug}`);
    // The router asks for it as React starts hydrating.
    await expect.poll(() => requested, { timeout: 10_000 }).toBe(true);
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
    await page.getByRole('button', { name: 'Foto siguiente' }).click();
    release();
    await opened;
    await expect
      .poll(() => page.evaluate(() => document.documentElement.dataset.hydrated), { timeout: 10_000 })
      .toBe('true');
    // Once: the gallery is on the second photo, never the third.
    await page.getByText(`2 / ${withPhotos!.images!.length}`).waitFor();
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await page.getByText(`3 / ${withPhotos!.images!.length}`).count()).toBe(0);
    expect(await page.getByText(`2 / ${withPhotos!.images!.length}`).count()).toBe(1);
  });

  it('what is typed into a filter before the code runs is kept, and the search follows it', async () => {
    const page = await browser.newPage({ width: 1280, height: 900 });
    // The app's code is held back, as on a slow phone, until the visitor has typed.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let requested = false;
    await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
      requested = true;
      await held;
      await route.continue();
    });
    const opened = page.goto('/businesses');
    const maximum = page.getByTestId('range-minPrice').getByRole('textbox', { name: 'Máximo' });
    await maximum.click();
    await page.keyboard.type('80000');
    await expect.poll(() => requested, { timeout: 10_000 }).toBe(true);
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
    expect(await maximum.inputValue()).toBe('80000');
    release();
    await opened;
    await expect
      .poll(() => page.evaluate(() => document.documentElement.dataset.hydrated), { timeout: 10_000 })
      .toBe('true');
    // The search took it: the address (and with it the results) carries the maximum.
    await page.waitForURL((url) => url.searchParams.get('maxPrice') === '80000', { timeout: 10_000 });
    expect(await maximum.inputValue()).toBe('80000');
    // The field answers as a hydrated one: more typing reaches the search too.
    await maximum.press('End');
    await page.keyboard.press('Backspace');
    expect(await maximum.inputValue()).toBe('8000');
    await expect
      .poll(() => new URL(page.url()).searchParams.get('maxPrice'), { timeout: 10_000 })
      .toBe('8000');
  });

  it('with JavaScript off, the list and a listing still read: cards, titles, prices', async () => {
    const [first] = await listings();
    const page = await browser.newPage({ width: 390, height: 844, javaScript: false });
    await page.goto('/businesses');
    await page.getByRole('link', { name: first!.title }).first().waitFor({ state: 'visible' });
    await page.goto(`/businesses/${first!.slug}`);
    const heading = page.getByRole('heading', { level: 1 });
    await heading.waitFor({ state: 'visible' });
    expect((await heading.textContent())?.trim()).toBe(first!.title);
  });

  it('resources and professionals: rendered, hydrated without errors, their lists not asked again', async () => {
    for (const [url, list] of [
      ['/resources', '/api/resources?'],
      ['/professionals', '/api/professionals?'],
    ] as const) {
      const { page, errors, requests } = await openAndWatch(url);
      expect(await firstHtml(page, url), url).toContain('id="traspasa-state"');
      expect(await hydrated(page), url).toBe(true);
      expect(errors, url).toEqual([]);
      expect(
        requests.filter((r) => r.startsWith(list)),
        url,
      ).toEqual([]);
    }
  });
});

/** The first item of a public list of the API. */
async function firstOf<T>(path: string): Promise<T> {
  const client = await apiClient();
  try {
    const res = await client.get(path);
    expect(res.status(), path).toBe(200);
    const [first] = ((await res.json()) as { items: T[] }).items;
    expect(first, path).toBeDefined();
    return first as T;
  } finally {
    await client.dispose();
  }
}

/** The chunk of a server-rendered page's own screen (decision 145's list of pages). */
const PAGE_CHUNK =
  /\/assets\/(?:home|businesses|business-detail|landing|resources|resource-detail|professionals|professional-detail)-[\w-]+\.js$/;

describe('server-rendered pages for a signed-in visitor (decision 145)', () => {
  it('every kind hydrates without a mismatch, also when the session is known before the page’s code', async () => {
    const [listing] = await listings();
    const resource = await firstOf<{ id: number }>('/api/resources?limit=1');
    const professional = await firstOf<{ id: number }>('/api/professionals?limit=1');
    const buyer = await registerAccount('buyer');
    const page = await browser.newPage({ width: 1280, height: 900 });
    watchNetwork(page);
    await signIn(page, buyer.email);
    await page.waitForURL((url) => url.pathname !== '/auth');
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(`${new URL(page.url()).pathname}: ${message.text()}`);
    });
    page.on('pageerror', (error) => errors.push(`${new URL(page.url()).pathname}: ${error.message}`));
    // The page's own chunk waits for the answer to «who am I»: the parts that show the
    // session (the search's «Guardar búsqueda», a listing's «Guardar») hydrate knowing it.
    let sessionKnown: Promise<unknown> = Promise.resolve();
    await page.route(PAGE_CHUNK, async (route) => {
      await sessionKnown;
      await route.continue();
    });
    for (const url of [
      '/',
      '/businesses',
      `/businesses/${listing!.slug}`,
      '/negocios/restaurantes/quito',
      '/resources',
      `/resources/${resource.id}`,
      '/professionals',
      `/professionals/${professional.id}`,
    ]) {
      sessionKnown = page
        .waitForResponse((res) => new URL(res.url()).pathname === '/api/user', { timeout: 15_000 })
        .catch(() => {});
      await page.goto(url, { waitUntil: 'load' });
      expect(await page.evaluate(() => document.documentElement.dataset.hydrated), url).toBe('true');
      // The parts that hydrate when seen (decision 146) hydrate now, with the session long known.
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await settle(page, 500);
    }
    expect(errors).toEqual([]);
  });
});

/** Whether React has hydrated the element `selector` finds (it attaches its fiber on hydration). */
async function elementHydrated(page: Page, selector: string): Promise<boolean> {
  return page
    .locator(selector)
    .evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber$')));
}

describe('parts of a rendered page hydrated when they near the screen (decision 146)', () => {
  it('on a phone the hidden filter column and the far cards wait; a card scrolled to hydrates', async () => {
    const { page, errors } = await openAndWatch('/businesses');
    const cards = page.getByRole('article');
    const count = await cards.count();
    expect(count).toBeGreaterThan(8);
    // The first card is on screen: it hydrates right after the page.
    await expect.poll(() => elementHydrated(page, 'article >> nth=0'), { timeout: 10_000 }).toBe(true);
    // The desktop column is not displayed at 390 px: it never hydrates there.
    expect(await elementHydrated(page, '#filters-title + * >> nth=0')).toBe(false);
    expect(await elementHydrated(page, `article >> nth=${count - 1}`)).toBe(false);
    // Its markup is the server's meanwhile: the card reads and links like any other.
    const last = cards.nth(count - 1);
    expect(await last.getByRole('link').first().getAttribute('href')).toMatch(/^\/businesses\/.+/);

    await last.scrollIntoViewIfNeeded();
    await expect
      .poll(() => elementHydrated(page, `article >> nth=${count - 1}`), { timeout: 10_000 })
      .toBe(true);
    expect(errors).toEqual([]);
  });

  it('a listing on a phone keeps the server’s markup of its lower parts: they wait, then hydrate in place', async () => {
    const [first] = await listings();
    const { page, errors } = await openAndWatch(`/businesses/${first!.slug}`, async (p) => {
      // The server's element of the confidential part, kept aside before React starts.
      await p.addInitScript(() =>
        document.addEventListener('DOMContentLoaded', () => {
          (window as unknown as { serverPart: Element | null }).serverPart =
            document.getElementById('informacion-confidencial');
        }),
      );
    });
    const serverPartInPlace = () =>
      page.evaluate(() => {
        const kept = (window as unknown as { serverPart: Element | null }).serverPart;
        return kept !== null && kept === document.getElementById('informacion-confidencial');
      });
    await settle(page, 1500);
    // Far below the first screen: still the server's markup, not hydrated and not replaced by a
    // client render (an update reaching a part that waits would throw its markup away).
    expect(await serverPartInPlace()).toBe(true);
    expect(await elementHydrated(page, '#informacion-confidencial')).toBe(false);

    await page.locator('#informacion-confidencial').scrollIntoViewIfNeeded();
    await expect
      .poll(() => elementHydrated(page, '#informacion-confidencial'), { timeout: 10_000 })
      .toBe(true);
    expect(await serverPartInPlace()).toBe(true);
    expect(errors).toEqual([]);
  });

  it('a press on a card that was not hydrated opens its listing inside the app, without reloading', async () => {
    const [, , , , , , , eighth] = await listings();
    const { page, errors } = await openAndWatch('/businesses?sort=recent');
    await page.evaluate(() => {
      (window as unknown as { loadedOnce: boolean }).loadedOnce = true;
    });
    expect(await elementHydrated(page, 'article >> nth=7')).toBe(false);
    await page.getByRole('article').nth(7).getByRole('link').first().click();
    await page.waitForURL((url) => url.pathname === `/businesses/${eighth!.slug}`);
    // (The list stays on screen until the listing's code has come.)
    await expect
      .poll(async () => (await page.getByRole('heading', { level: 1 }).textContent())?.trim(), {
        timeout: 15_000,
      })
      .toBe(eighth!.title);
    // Handled by the router: the same document, not a full page load.
    expect(await page.evaluate(() => (window as unknown as { loadedOnce?: boolean }).loadedOnce)).toBe(true);
    expect(errors).toEqual([]);
  });

  it('a card hydrated days after the page came hydrates with the words the server wrote, then reads the clock', async () => {
    // The page's clock is the test's: three days pass before the far card is scrolled to.
    const { page, errors } = await openAndWatch('/businesses', (p) => p.clock.install());
    const cards = page.getByRole('article');
    const index = (await cards.count()) - 1;
    const label = cards.nth(index).getByText(/^Actualizado /);
    const written = await label.textContent();
    expect(written).toMatch(/^Actualizado /);
    expect(await elementHydrated(page, `article >> nth=${index}`)).toBe(false);

    await page.clock.fastForward(3 * 24 * 60 * 60 * 1000);
    await cards.nth(index).scrollIntoViewIfNeeded();
    await expect.poll(() => elementHydrated(page, `article >> nth=${index}`), { timeout: 10_000 }).toBe(true);
    // No hydration error (React would report the mismatch, and the app would log it) ...
    expect(errors).toEqual([]);
    // ... and once hydrated the card tells the time from the browser's clock, three days on.
    await expect.poll(() => label.textContent(), { timeout: 10_000 }).not.toBe(written);
  });

  it('a search made while parts still wait shows its own results, every card (the router opens them first)', async () => {
    const client = await apiClient();
    const expected = await client
      .get('/api/businesses?q=restaurante&limit=20')
      .then(async (res) => ((await res.json()) as { items: Item[] }).items.map((item) => item.title));
    await client.dispose();
    expect(expected.length).toBeGreaterThan(0);
    const { page, errors } = await openAndWatch('/businesses');
    const count = await page.getByRole('article').count();
    expect(await elementHydrated(page, `article >> nth=${count - 1}`)).toBe(false);
    await page.locator('#business-q').fill('restaurante');
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.searchParams.get('q') === 'restaurante');
    await expect
      .poll(() => page.getByRole('article').getByRole('heading').allTextContents(), { timeout: 15_000 })
      .toEqual(expected);
    expect(errors).toEqual([]);
  });
});

describe('the support address', () => {
  it("is the server's configured one (SUPPORT_EMAIL) in the footer's first HTML and on the settings page", async () => {
    const client = await apiClient();
    try {
      const site = (await (await client.get('/api/site')).json()) as { supportEmail: string };
      const html = await (await client.get('/')).text();
      expect(html).toContain(`href="mailto:${site.supportEmail}"`);
      expect(html).not.toContain('hola@traspasa.test');
      const account = await registerAccount('buyer');
      const page = await browser.newPage({ width: 390, height: 844 });
      await signIn(page, account.email, account.password);
      await page.goto('/profile/settings');
      await page.getByRole('link', { name: site.supportEmail }).first().waitFor();
    } finally {
      await client.dispose();
    }
  });
});
