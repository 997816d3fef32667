// Page views (decision 022): each route change records path, full URL, referrer and title
// (mirrored on window.__traspasaPageViews when localStorage 'traspasa:debug-analytics' is '1').
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectHeading, mainHeading, settle, until, waitForPath, watchNetwork } from './support/app';
import { baseUrl, useBrowser } from './support/browser';

const browser = useBrowser();

type PageView = { path: string; url: string; referrer: string; title: string };

async function pageViews(page: Page): Promise<PageView[]> {
  return page.evaluate(
    () => (window as unknown as { __traspasaPageViews?: PageView[] }).__traspasaPageViews ?? [],
  );
}

describe('page views', () => {
  it('records one page view per route change with path, URL, referrer and title', async () => {
    const page = await browser.newPage();
    await page.addInitScript(() => localStorage.setItem('traspasa:debug-analytics', '1'));
    watchNetwork(page);
    const base = baseUrl();
    const titles: string[] = [];

    await page.goto('/');
    await mainHeading(page);
    await settle(page);
    titles.push(await page.title());

    await page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Negocios' }).click();
    await waitForPath(page, '/businesses');
    // The URL changes before the new screen commits (the previous one stays up while the
    // route loads), so wait for this page's own heading before reading the title.
    await expectHeading(page, 'Negocios en venta');
    await settle(page);
    titles.push(await page.title());

    await page.getByRole('contentinfo').getByRole('link', { name: 'Quiénes somos' }).click();
    await waitForPath(page, '/about');
    await expectHeading(page, 'Un mercado serio para traspasar negocios');
    await settle(page);
    titles.push(await page.title());

    const views = await until(async () => {
      const v = await pageViews(page);
      return v.length >= 3 ? v : null;
    }, 'three page views');
    expect(views.map((v) => v.path)).toEqual(['/', '/businesses', '/about']);
    expect(views.map((v) => v.url)).toEqual([`${base}/`, `${base}/businesses`, `${base}/about`]);
    expect(views.map((v) => v.referrer)).toEqual(['', `${base}/`, `${base}/businesses`]);
    // Each view carries its own page's title, not the previous one's.
    expect(new Set(titles).size, titles.join(' | ')).toBe(3);
    expect(views.map((v) => v.title)).toEqual(titles);
  });

  it('records nothing on window without the debug flag', async () => {
    const page = await browser.newPage();
    watchNetwork(page);
    await page.goto('/');
    await mainHeading(page);
    await page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Negocios' }).click();
    await waitForPath(page, '/businesses');
    await expectHeading(page, 'Negocios en venta');
    await settle(page);
    expect(await pageViews(page)).toEqual([]);
  });

  it('never records a password-reset token', async () => {
    const page = await browser.newPage();
    await page.addInitScript(() => localStorage.setItem('traspasa:debug-analytics', '1'));
    await page.goto('/?token=secreto-de-prueba-123');
    await waitForPath(page, '/new-password');
    await mainHeading(page);
    const views = await until(async () => {
      const v = await pageViews(page);
      return v.length > 0 ? v : null;
    }, 'a page view');
    expect(JSON.stringify(views)).not.toContain('secreto-de-prueba-123');
  });
});
