// Decision 103 in the browser, at 390 and 1280 px: a new buyer sees on the dashboard that
// the profile is empty, fills the form (a range with the minimum above the maximum is refused
// beside the field), saves, and the dashboard says it is complete; after the buyer signs an
// agreement on the demo seller's listing, the seller sees the buyer card on the interested-
// people list and in the conversation header. With BUYER_PROFILE_SHOTS=<dir> each screen is
// also saved there for a human look.
import fs from 'node:fs/promises';
import path from 'node:path';
import { PRICE_RANGE_MESSAGE } from '@traspasa/shared/buyer-profiles';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, expectHeading, registerAccount, settle, waitForPath } from './support/app';
import { DEMO, signIn, useBrowser } from './support/browser';
import { apiSession, type Listing, type Session, signViaApi, unsignedSellerListing } from './support/ndas';

const browser = useBrowser();
const shots = process.env.BUYER_PROFILE_SHOTS;

async function shot(page: Page, name: string) {
  if (!shots) return;
  await fs.mkdir(shots, { recursive: true });
  await settle(page);
  await page.screenshot({ path: path.join(shots, `${name}.png`), fullPage: true });
}

const PRESENTATION =
  'Soy contadora en Quito y busco una panadería o cafetería en marcha para dirigirla con mi familia.';

let seller: Session;
let sellerListings: Listing[];
const used: number[] = [];

beforeAll(async () => {
  seller = await apiSession(DEMO.seller);
  const res = await seller.api.get('/api/seller/businesses', { headers: seller.headers });
  expect(res.status()).toBe(200);
  sellerListings = (
    (await res.json()) as { items: Array<Listing & { tradeName: string | null }> }
  ).items.filter((b) => b.status === 'approved' && Boolean(b.tradeName));
});

afterAll(async () => {
  await seller?.api.dispose();
});

describe('buyer profile', () => {
  for (const width of [390, 1280]) {
    it(`a buyer completes the profile and the seller sees the card (${width} px)`, async () => {
      const buyer = await registerAccount('buyer');
      const page = await browser.newPage({ width, height: 900 });
      await signIn(page, buyer.email, buyer.password);
      await waitForPath(page, '/buyer/dashboard');
      const empty = page.getByRole('progressbar', { name: 'Tu perfil de comprador está al 0 %' });
      await empty.waitFor();
      expect(await page.getByText('Una presentación breve').count()).toBe(1);
      await shot(page, `dashboard-empty-${width}`);

      await page.getByRole('link', { name: 'Completar mi perfil' }).click();
      await waitForPath(page, '/buyer/profile');
      await expectHeading(page, 'Mi perfil de comprador');

      await page.getByLabel('Presentación').fill(PRESENTATION);
      await page.getByLabel('Experiencia con negocios').fill('Llevé la contabilidad de tres restaurantes.');
      await page.getByRole('checkbox', { name: 'Restaurantes' }).click();
      await page.getByRole('checkbox', { name: 'Comercio minorista' }).click();
      await page.getByLabel('Dónde buscas').fill('Quito, Cumbayá');
      await page.getByLabel('Precio desde').fill('100.000');
      await page.getByLabel('Precio hasta').fill('50.000');
      await page.getByRole('checkbox', { name: 'Fondos propios' }).click();
      await page.getByRole('checkbox', { name: 'Crédito bancario' }).click();
      await page.getByRole('radio', { name: 'De 3 a 6 meses' }).check();
      await page.getByLabel('Perfil de LinkedIn (opcional)').fill('linkedin.com/in/ana');
      await page.getByRole('button', { name: 'Guardar mi perfil' }).click();

      // Refused beside each field, nothing saved.
      await page.getByText(PRICE_RANGE_MESSAGE).waitFor();
      await page.getByText(/^Escribe la dirección de tu perfil de LinkedIn/).waitFor();
      expect(await page.getByLabel('Precio hasta').getAttribute('aria-invalid')).toBe('true');
      await shot(page, `form-errors-${width}`);

      await page.getByLabel('Precio desde').fill('30.000');
      await page.getByLabel('Precio hasta').fill('90.000');
      await page.getByLabel('Perfil de LinkedIn (opcional)').fill('https://www.linkedin.com/in/prueba-e2e');
      await page.getByRole('button', { name: 'Guardar mi perfil' }).click();
      await page.getByText('Perfil guardado').first().waitFor();
      await page.getByRole('progressbar', { name: 'Tu perfil de comprador está completo' }).waitFor();
      await shot(page, `form-saved-${width}`);

      await page.reload();
      await expectHeading(page, 'Mi perfil de comprador');
      await expect.poll(() => page.getByLabel('Precio desde').inputValue()).toBe('30.000');
      expect(await page.getByLabel('Dónde buscas').inputValue()).toBe('Quito, Cumbayá');
      expect(await page.getByRole('radio', { name: 'De 3 a 6 meses' }).isChecked()).toBe(true);

      await page.goto('/buyer/dashboard');
      await page.getByRole('progressbar', { name: 'Tu perfil de comprador está completo' }).waitFor();
      await shot(page, `dashboard-complete-${width}`);

      // The buyer signs an agreement on one of the demo seller's listings.
      const api = await apiClient();
      const session: Session = {
        api,
        headers: { 'x-session-token': buyer.sessionToken },
        userId: buyer.user.id,
      };
      const listing = await unsignedSellerListing(session, sellerListings, false, used);
      used.push(listing.id);
      await signViaApi(session, listing.id);
      await api.dispose();

      const sellerPage = await browser.newPage({ width, height: 900 });
      await signIn(sellerPage, DEMO.seller);
      await waitForPath(sellerPage, '/seller/dashboard');
      await sellerPage.goto(`/nda-audit?negocio=${listing.id}`);
      const card = sellerPage.getByRole('region', { name: `Perfil de comprador de ${buyer.fullName}` });
      await card.first().waitFor();
      // The table at 1280 px, the cards at 390 px: one of them is on screen.
      const visible = card.filter({ visible: true }).first();
      await visible.getByText('Busca: Entre $30.000 y $90.000 · De 3 a 6 meses').waitFor();
      await visible.getByText('1 acuerdo firmado').waitFor();
      await visible.getByRole('button', { name: 'Ver perfil completo' }).click();
      await visible.getByText(PRESENTATION).waitFor();
      expect(await visible.getByRole('link', { name: /Perfil de LinkedIn/ }).getAttribute('href')).toBe(
        'https://www.linkedin.com/in/prueba-e2e',
      );
      await shot(sellerPage, `nda-audit-card-${width}`);

      await sellerPage.goto(`/messages/${buyer.user.id}`);
      const header = sellerPage.getByRole('region', { name: `Sobre ${buyer.fullName}` });
      await header.waitFor();
      const open = header.getByRole('button', { name: `Ver perfil de comprador de ${buyer.fullName}` });
      await open.waitFor();
      await open.click();
      await header.getByText(PRESENTATION).waitFor();
      await shot(sellerPage, `conversation-card-${width}`);
    });
  }
});
