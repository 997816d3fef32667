// The search (decision 051) in the browser: on a
// desktop the side column applies every filter as it changes and keeps it in the address;
// on a phone the results come first and the «Filtros» sheet counts what it will give.
import fs from 'node:fs';
import path from 'node:path';
import type { Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { useBrowser } from './support/browser';
import { sidewaysScroll } from './support/ndas';

const browser = useBrowser();

/** Set SEARCH_SHOTS_DIR to keep screenshots of the page (for looking at, not compared). */
async function shot(page: Page, name: string) {
  const dir = process.env.SEARCH_SHOTS_DIR;
  if (!dir) return;
  fs.mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: false });
}

const countText = (page: Page) => page.getByTestId('results-count').textContent();
const param = (page: Page, key: string) => new URL(page.url()).searchParams.get(key);

/** The list requests the page makes (not the sheet's one-row counts). */
function listRequests(page: Page): URL[] {
  const seen: URL[] = [];
  page.on('request', (r: Request) => {
    const url = new URL(r.url());
    if (url.pathname === '/api/businesses' && url.searchParams.get('limit') !== '1') seen.push(url);
  });
  return seen;
}

async function pickOption(page: Page, triggerId: string, option: string) {
  await page.locator(`#${triggerId}`).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

describe('search on a desktop (1280 px)', () => {
  it('applies each filter as it changes, keeps it in the address, and walks back with the browser', async () => {
    const page = await browser.newPage({ width: 1280, height: 900 });
    await page.goto('/businesses');
    await page.getByRole('article').first().waitFor();
    const allCount = await countText(page);
    expect(allCount).toMatch(/^\d+ negocios$/);
    // No «Buscar» or «Aplicar» buttons: the column is the search.
    expect(await page.getByRole('button', { name: /^(Buscar|Aplicar)/ }).count()).toBe(0);
    // Sold listings are hidden by default.
    expect(await page.getByText('Vendido', { exact: true }).count()).toBe(0);

    await pickOption(page, 'filters-category', 'Salud');
    await page.waitForURL((url) => url.searchParams.get('category') === 'healthcare');
    await expect.poll(() => countText(page), { timeout: 15_000 }).not.toBe(allCount);
    const cards = await page.getByRole('article').evaluateAll((els) => els.map((e) => e.textContent ?? ''));
    expect(cards.length).toBeGreaterThan(0);
    expect(cards.every((t) => t.includes('Salud'))).toBe(true);
    const healthCount = await countText(page);
    expect(healthCount).toMatch(new RegExp(`^${cards.length} negocios?$`));

    // «Incluir vendidos»: the sold clinics appear, with their badge.
    await page.getByLabel('Incluir vendidos').click();
    await page.waitForURL((url) => url.searchParams.get('includeSold') === 'true');
    await page.getByText('Vendido', { exact: true }).first().waitFor({ timeout: 15_000 });
    expect(await countText(page)).not.toBe(healthCount);
    await shot(page, 'search-1280-sold');

    // Back: the address and the results return to the previous search.
    await page.goBack();
    await page.waitForURL((url) => url.searchParams.get('includeSold') === null);
    await expect.poll(() => countText(page), { timeout: 15_000 }).toBe(healthCount);
    expect(await page.getByText('Vendido', { exact: true }).count()).toBe(0);
    expect(await page.getByLabel('Incluir vendidos').getAttribute('aria-checked')).toBe('false');
    // Forward again.
    await page.goForward();
    await page.waitForURL((url) => url.searchParams.get('includeSold') === 'true');
    await page.getByText('Vendido', { exact: true }).first().waitFor({ timeout: 15_000 });
  });

  it('searches typed amounts after a pause, warns about an inverted range and does not send it', async () => {
    const page = await browser.newPage({ width: 1280, height: 900 });
    const requests = listRequests(page);
    await page.goto('/businesses');
    await page.getByRole('article').first().waitFor();
    const price = page.getByRole('group', { name: 'Precio de venta' });

    await price.getByLabel('Mínimo').fill('50.000,50');
    await page.waitForURL((url) => url.searchParams.get('minPrice') === '50000.5');
    await price.getByLabel('Máximo').fill('20.000');
    await page.waitForURL((url) => url.searchParams.get('maxPrice') === '20000');
    await price
      .getByText('El mínimo de precio es mayor que el máximo: así no aparecería ningún negocio.', {
        exact: false,
      })
      .waitFor();
    await shot(page, 'search-1280-inverted');
    // The address keeps what was typed; the request leaves the inverted range out.
    await expect.poll(() => requests.at(-1)?.searchParams.get('maxPrice') ?? null).toBeNull();
    expect(requests.some((u) => u.searchParams.get('maxPrice') === '20000')).toBe(false);
    expect(await page.getByRole('article').count()).toBeGreaterThan(0);

    await price.getByLabel('Máximo').fill('300.000');
    await page.waitForURL((url) => url.searchParams.get('maxPrice') === '300000');
    await expect
      .poll(() => requests.some((u) => u.searchParams.get('maxPrice') === '300000'), { timeout: 15_000 })
      .toBe(true);
    const sent = requests.find((u) => u.searchParams.get('maxPrice') === '300000')!;
    expect(sent.searchParams.get('minPrice')).toBe('50000.5');
    expect(await price.getByText('es mayor que el máximo', { exact: false }).count()).toBe(0);
    expect(param(page, 'minPrice')).toBe('50000.5');

    // Read back from the address, the fields show the amounts as people write them.
    await page.reload();
    await page.getByRole('article').first().waitFor();
    expect(await price.getByLabel('Mínimo').inputValue()).toBe('50.000,50');
    expect(await price.getByLabel('Máximo').inputValue()).toBe('300.000');
  });

  it('says when no business has the words, and which words it searched when it corrected them', async () => {
    // On the demo data «carniceria» once found «Carpintería»: three edits away, not a typo.
    const page = await browser.newPage({ width: 1280, height: 900 });
    await page.goto('/businesses?q=carniceria');
    await page.getByRole('heading', { name: 'No encontramos «carniceria»' }).waitFor();
    expect(await page.getByRole('article').count()).toBe(0);
    expect(await countText(page)).toBe('Ningún negocio');
    await shot(page, 'search-1280-no-match');

    // A misspelling is corrected, and the page says to what.
    await page.getByRole('searchbox').fill('restorante');
    await page.getByTestId('corrected-query').waitFor({ timeout: 15_000 });
    expect(await page.getByTestId('corrected-query').textContent()).toBe(
      'No encontramos «restorante». Mostrando resultados para «restaurante».',
    );
    // The cards are those of the corrected words.
    const res = await page.request.get('/api/businesses?q=restaurante');
    const titles = ((await res.json()) as { items: Array<{ title: string }> }).items.map((i) => i.title);
    expect(titles.length).toBeGreaterThan(0);
    const headings = page.getByRole('article').getByRole('heading');
    await expect.poll(() => headings.allTextContents()).toEqual(titles);
    await shot(page, 'search-1280-corrected');
  });

  it('has no serious axe violations', async () => {
    const page = await browser.newPage({ width: 1280, height: 900 });
    await page.goto('/businesses');
    await page.getByRole('article').first().waitFor();
    await shot(page, 'search-1280');
    expect(await seriousViolations(page)).toEqual([]);
  });
});

describe('search on a phone (390 × 844)', () => {
  it('shows the first card without scrolling and applies the Filtros sheet with its live count', async () => {
    const page = await browser.newPage({ width: 390, height: 844 });
    await page.goto('/businesses');
    const first = page.getByRole('article').first();
    await first.waitFor();
    const box = await first.boundingBox();
    expect(box).not.toBeNull();
    // The card's picture starts well inside the first screen.
    expect(box!.y + 120).toBeLessThan(844);
    expect(await sidewaysScroll(page)).toBe(false);
    await shot(page, 'search-390');
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('button', { name: /^Filtros/ }).click();
    const sheet = page.getByRole('dialog', { name: 'Filtros' });
    await sheet.waitFor();
    await pickOption(page, 'sheet-category', 'Tecnología');
    // The main button counts what the pending filters give, before they are applied.
    const res = await page.request.get('/api/businesses?category=technology&limit=1');
    const n = ((await res.json()) as { total: number }).total;
    expect(n).toBeGreaterThan(0);
    const button = sheet.getByRole('button', { name: `Ver ${n} ${n === 1 ? 'resultado' : 'resultados'}` });
    await button.waitFor({ timeout: 15_000 });
    expect(param(page, 'category')).toBeNull();
    await shot(page, 'search-390-sheet');
    expect(await seriousViolations(page)).toEqual([]);

    await button.click();
    await page.waitForURL((url) => url.searchParams.get('category') === 'technology');
    await expect
      .poll(() => countText(page), { timeout: 15_000 })
      .toBe(`${n} ${n === 1 ? 'negocio' : 'negocios'}`);
    const cards = await page.getByRole('article').evaluateAll((els) => els.map((e) => e.textContent ?? ''));
    expect(cards.every((t) => t.includes('Tecnología'))).toBe(true);
    // The button says how many filters are on.
    expect(await page.getByRole('button', { name: /^Filtros\s*1 activo$/ }).count()).toBe(1);
    expect(await sidewaysScroll(page)).toBe(false);
  });
});
