// Decision 152: the landing pages (/negocios/{categoría}/{ciudad}) show the search's cards,
// link to their related pages and fit a phone.
import { describe, expect, it } from 'vitest';
import { apiClient, waitForPath } from './support/app';
import { seriousViolations } from './support/axe';
import { useBrowser } from './support/browser';

const browser = useBrowser();

/** A city name as literal text in a RegExp («Sto. Domingo», «Quito (norte)»). */
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

type Landing = {
  heading: string;
  searchPath: string;
  relatedCities: { name: string; path: string }[];
  listings: { items: { title: string }[]; total: number };
};

async function api<T>(url: string): Promise<T> {
  const client = await apiClient();
  try {
    const res = await client.get(url);
    expect(res.status(), url).toBe(200);
    return (await res.json()) as T;
  } finally {
    await client.dispose();
  }
}

describe('landing pages', () => {
  it('shows the restaurants of Quito, a related city and no sideways scroll at 390 px', async () => {
    const landing = await api<Landing>('/api/landing/restaurantes/quito');
    const search = await api<Landing['listings']>('/api/businesses?category=restaurant&location=Quito');
    expect(landing.listings.items.map((b) => b.title)).toEqual(search.items.map((b) => b.title));

    const page = await browser.newPage({ width: 390, height: 844 });
    const errors: string[] = [];
    const landingRequests: string[] = [];
    page.on('console', (message) => {
      // An anonymous visitor's «who am I» answers 401: the browser logs it, the app expects it.
      if (message.type() === 'error' && !message.location().url.endsWith('/api/user'))
        errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/landing/')) landingRequests.push(request.url());
    });
    await page.goto('/negocios/restaurantes/quito');
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('Restaurantes en venta en Quito');
    const cards = page.getByTestId('results').getByRole('heading', { level: 3 });
    await expect.poll(() => cards.allTextContents()).toEqual(landing.listings.items.map((b) => b.title));
    await expect
      .poll(() => page.getByRole('navigation', { name: 'Ruta de navegación' }).isVisible())
      .toBe(true);

    // Server-rendered and hydrated: the page's data came with the HTML, nothing went wrong.
    expect(landingRequests).toEqual([]);
    expect(errors).toEqual([]);

    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);

    // «Buscar con filtros» is the search with the same category, city and country.
    expect(await page.getByRole('link', { name: 'Buscar con filtros' }).getAttribute('href')).toBe(
      landing.searchPath,
    );

    // A related city's page opens from its link.
    const related = landing.relatedCities[0];
    expect(related, 'the demo data has restaurants in another city').toBeDefined();
    await page
      .getByRole('link', { name: new RegExp(`^${escapeRegExp(related!.name)}`) })
      .first()
      .click();
    await waitForPath(page, related!.path);
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe(`Restaurantes en venta en ${related!.name}`);
  });

  it.each([390, 1280])('has no serious accessibility violation at %i px', async (width) => {
    const page = await browser.newPage({ width, height: 900 });
    await page.goto('/negocios/quito');
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('Negocios en venta en Quito');
    const serious = await seriousViolations(page);
    expect(serious).toEqual([]);
  });

  it('answers an unknown city with the not-found screen', async () => {
    const page = await browser.newPage({ width: 390, height: 844 });
    const res = await page.goto('/negocios/restaurantes/atlantida');
    expect(res?.status()).toBe(404);
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('No encontramos esta página');
  });
});
