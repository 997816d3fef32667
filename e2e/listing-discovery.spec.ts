// The listing page's «Negocios parecidos» and «Vistos recientemente» (decision 155):
// below the content, loaded only when the visitor scrolls near them (never in the first HTML),
// without an account.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiClient } from './support/app';
import { seriousViolations } from './support/axe';
import { useBrowser } from './support/browser';
import { sidewaysScroll } from './support/ndas';

const browser = useBrowser();

type Card = { id: number; slug: string; title: string };

/** A demo listing that has similar ones, and its first similar listing (public API). */
async function listingWithSimilar(): Promise<{ listing: Card; similar: Card }> {
  const api = await apiClient();
  try {
    const res = await api.get('/api/businesses?limit=50');
    expect(res.status()).toBe(200);
    const { items } = (await res.json()) as { items: Card[] };
    for (const listing of items) {
      const similar = await api.get(`/api/businesses/${listing.id}/similar`);
      expect(similar.status()).toBe(200);
      const found = ((await similar.json()) as { items: Card[] }).items;
      if (found.length > 0) return { listing, similar: found[0]! };
    }
    throw new Error('no demo listing has a similar one');
  } finally {
    await api.dispose();
  }
}

/** Scrolls to the bottom of the listing page, where the two sections load. */
async function scrollToSections(page: Page): Promise<void> {
  await page.getByTestId('listing-discovery').scrollIntoViewIfNeeded();
  await page.mouse.wheel(0, 4000);
}

const section = (page: Page, name: string) => page.getByRole('region', { name });

describe('similar and recently viewed listings on a listing page', () => {
  it('are not in the first HTML; they appear near the bottom and link to other listings', async () => {
    const { listing, similar } = await listingWithSimilar();

    // The server-rendered page leaves them out: they cost nothing on the first load.
    const api = await apiClient();
    const html = await (await api.get(`/businesses/${listing.slug}`)).text();
    await api.dispose();
    expect(html).toContain(listing.title);
    expect(html).not.toContain('Negocios parecidos');
    expect(html).not.toContain('Vistos recientemente');

    for (const width of [390, 1280]) {
      const page = await browser.newPage({ width, height: width === 390 ? 844 : 900 });
      await page.goto(`/businesses/${listing.slug}`);
      await page.getByRole('heading', { level: 1, name: listing.title }).waitFor();
      await scrollToSections(page);

      const similarSection = section(page, 'Negocios parecidos');
      await similarSection.waitFor({ timeout: 15_000 });
      const cards = similarSection.getByRole('list', { name: 'Negocios parecidos' }).getByRole('listitem');
      await cards.first().waitFor();
      expect(await cards.count()).toBeGreaterThanOrEqual(1);
      expect(await cards.count()).toBeLessThanOrEqual(4);
      // Never the listing itself.
      expect(await similarSection.locator(`a[href="/businesses/${listing.slug}"]`).count()).toBe(0);
      // Only this listing was seen on this device: nothing «recently viewed» to show yet.
      expect(await section(page, 'Vistos recientemente').count()).toBe(0);
      expect(await sidewaysScroll(page), `sideways scroll at ${width}`).toBe(false);
      expect(await seriousViolations(page)).toEqual([]);

      // Its first card opens the similar listing; there, the first one is «recently viewed».
      await similarSection.locator(`a[href="/businesses/${similar.slug}"]`).first().click();
      await page.getByRole('heading', { level: 1, name: similar.title }).waitFor();
      await scrollToSections(page);
      const recent = section(page, 'Vistos recientemente');
      await recent.waitFor({ timeout: 15_000 });
      const recentLinks = recent.getByRole('list', { name: 'Vistos recientemente' }).getByRole('link');
      await recentLinks.first().waitFor();
      expect(await recent.locator(`a[href="/businesses/${listing.slug}"]`).count()).toBeGreaterThanOrEqual(1);
      expect(await recent.locator(`a[href="/businesses/${similar.slug}"]`).count()).toBe(0);
      expect((await recent.innerText()).replace(/\s+/g, ' ')).toContain(listing.title);
      await page.context().close();
    }
  });
});
