// Listings stay fresh, in the browser (decision 151): a published listing whose 90
// days ran out leaves search and its page tells visitors it ended (HTTP 410 for crawlers); its
// seller sees it «Vencido» on the dashboard, renews it in one click, and it is public again —
// its page answers and search finds it.
import crypto from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { type NewAccount, registerAccount, waitForToast } from './support/app';
import { seriousViolations } from './support/axe';
import { signIn, useBrowser } from './support/browser';
import { expireListing } from './support/db';
import { approvedListing as approveListing } from './support/listings';

const browser = useBrowser();

/** A word no other listing has, letters only, so a search for it finds this listing alone. */
function oddWord(): string {
  return Array.from(crypto.randomBytes(9), (b) => String.fromCharCode(97 + (b % 26))).join('');
}

/** A complete listing of `seller` with a photo, sent to review and approved (API). */
function approvedListing(seller: NewAccount, word: string) {
  return approveListing(seller, {
    title: `Lavandería ${word} con clientela fija`,
    location: 'Loja',
    askingPrice: 27000,
    description: 'Lavandería de barrio con diez años de clientes fijos, máquinas al día y local alquilado.',
    photoColor: '#1d4ed8',
    photoName: 'lavanderia.jpg',
  });
}

/** The search for `word` as a visitor sees it: the result links' names. */
async function searchResults(page: Page, word: string): Promise<string> {
  await page.goto(`/businesses?q=${word}`);
  const count = page.getByTestId('results-count');
  await count.waitFor();
  await expect.poll(() => count.innerText(), { timeout: 15_000 }).toMatch(/\d|Ningún|No /);
  return (await page.locator('main').innerText()).replace(/\s+/g, ' ');
}

describe('listing renewal', () => {
  it('an expired listing leaves search and says so; its seller renews it in one click and it is back', async () => {
    const seller = await registerAccount('seller');
    const word = oddWord();
    const listing = await approvedListing(seller, word);

    const visitor = await browser.newPage({ width: 390, height: 844 });
    expect(await searchResults(visitor, word)).toContain(listing.title);

    const notices = await expireListing(listing.id);
    expect(notices).toEqual([`Tu anuncio «${listing.title}» venció`]);

    // The visitor: the page answers 410 and says the listing is no longer published.
    const gone = await visitor.goto(`/businesses/${listing.slug}`);
    expect(gone?.status()).toBe(410);
    await visitor.getByText('Este anuncio venció', { exact: true }).waitFor();
    const body = (await visitor.locator('main').innerText()).replace(/\s+/g, ' ');
    expect(body).toContain('ya no está publicado');
    expect(body).not.toContain('Lavandería de barrio con diez años');
    expect(await visitor.title()).toBe('Anuncio vencido | Traspasa');
    expect(await searchResults(visitor, word)).not.toContain(listing.title);

    // The seller: «Vencido» and «Venció · Renovar» on the dashboard; one click renews it.
    const page = await browser.newPage({ width: 1280, height: 900 });
    await signIn(page, seller.email);
    await page.waitForURL((url) => url.pathname !== '/auth');
    await page.goto('/seller/dashboard');
    const expiredGroup = page.getByRole('region', { name: /^Vencidos/ });
    const row = expiredGroup.getByRole('listitem').filter({ hasText: listing.title });
    await row.waitFor();
    expect((await row.innerText()).replace(/\s+/g, ' ')).toMatch(
      /Vencido.*Venció · ya no aparece en la búsqueda/,
    );
    expect(await seriousViolations(page)).toEqual([]);
    await row.getByRole('button', { name: `Renovar «${listing.title}»` }).click();
    const toast = await waitForToast(page, 'Anuncio renovado');
    expect(toast).toMatch(/Sigue publicado hasta el \d{1,2} de \w+ de \d{4}/);
    const publishedRow = page
      .getByRole('region', { name: /^Publicados/ })
      .getByRole('listitem')
      .filter({ hasText: listing.title });
    await publishedRow.waitFor();
    expect(await publishedRow.innerText()).toMatch(/Publicado hasta el/);
    expect(await expiredGroup.getByRole('listitem').filter({ hasText: listing.title }).count()).toBe(0);

    // Public again: its page answers 200 with the listing, and search finds it.
    const back = await visitor.goto(`/businesses/${listing.slug}`);
    expect(back?.status()).toBe(200);
    await visitor.getByRole('heading', { level: 1, name: listing.title }).waitFor();
    expect(await visitor.locator('main').innerText()).toMatch(/Actualizado hace (un momento|\d+ minutos?)/);
    expect(await searchResults(visitor, word)).toContain(listing.title);
  });
});
