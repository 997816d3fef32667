// The listing form in the browser (decision 081). Money: in the listing form, "Utilidad anual" typed as
// 54.500,50 was saved as $545.005 once the form reloaded it. A fresh seller types amounts
// the Ecuadorian way; what the field shows after a reload, and what the API stored, is
// exactly what was typed — and an ambiguous amount is refused beside its field.
import { describe, expect, it } from 'vitest';
import { apiClient, registerAccount, until } from './support/app';
import { signIn, useBrowser } from './support/browser';

const browser = useBrowser();

describe('money in the listing form', () => {
  it('saves 54.500,50 and 54500,75 exactly, shows them the same after a reload, and refuses 54500.50', async () => {
    const account = await registerAccount('seller');
    const api = await apiClient();
    const headers = { 'x-session-token': account.sessionToken };
    const created = await api.post('/api/businesses', {
      headers,
      data: { title: 'Heladería artesanal en Cuenca', annualRevenue: 90000 },
    });
    expect(created.status()).toBe(201);
    const id = ((await created.json()) as { id: number }).id;
    const stored = async () =>
      (
        (await (await api.get(`/api/businesses/${id}`, { headers })).json()) as {
          annualProfit: string | null;
        }
      ).annualProfit;

    const page = await browser.newPage({ width: 390 });
    await signIn(page, account.email);
    await page.waitForURL((url) => !url.pathname.startsWith('/auth'));
    const profit = async () => {
      await page.goto(`/seller/create-listing/${id}?paso=2`);
      const field = page.getByLabel(/Utilidad anual/);
      await field.waitFor();
      return field;
    };

    for (const [typed, shown, saved] of [
      ['54.500,50', '54.500,50', '54500.50'],
      ['54500,75', '54.500,75', '54500.75'],
      ['-1.200', '-1.200', '-1200.00'],
    ] as const) {
      const field = await profit();
      await field.fill(typed);
      // Before leaving the field it says what will be stored.
      if (typed !== shown) await page.getByText(`Se guardará como $${shown}`).waitFor();
      await field.blur();
      expect(await field.inputValue()).toBe(shown);
      await until(async () => (await stored()) === saved, `annualProfit = ${saved}`);
      // Reloaded from the server, the field shows the very same amount.
      expect(await (await profit()).inputValue()).toBe(shown);
    }

    const field = await profit();
    await field.fill('54500.50');
    await field.blur();
    await page.getByText('Para los centavos usa coma, por ejemplo 54.500,50.').waitFor();
    await page.waitForTimeout(1500); // past the autosave delay: nothing may be sent
    expect(await stored()).toBe('-1200.00');
    await api.dispose();
  });
});

describe('"Publicar negocio" with an unfinished draft', () => {
  it('reopens the draft that holds only a title instead of starting an identical one', async () => {
    const account = await registerAccount('seller');
    const api = await apiClient();
    const headers = { 'x-session-token': account.sessionToken };
    const draft = (await (
      await api.post('/api/businesses', { headers, data: { title: 'Panadería del barrio San Blas' } })
    ).json()) as { id: number };

    const page = await browser.newPage();
    await signIn(page, account.email);
    await page.waitForURL((url) => !url.pathname.startsWith('/auth'));
    await page.goto('/seller/create-listing');
    await page.waitForURL((url) => url.pathname === `/seller/create-listing/${draft.id}`);
    expect(await page.getByLabel(/Título del anuncio/).inputValue()).toBe('Panadería del barrio San Blas');
    await page.getByText('Retomamos tu borrador').first().waitFor();

    // Once it has a story, it is a draft in progress: "Publicar negocio" starts a new one.
    const patched = await api.patch(`/api/businesses/${draft.id}`, {
      headers,
      data: { description: 'Panadería con horno de leña y clientela fija.' },
    });
    expect(patched.status()).toBe(200);
    await page.goto('/seller/create-listing');
    await page.getByLabel(/Título del anuncio/).waitFor();
    expect(new URL(page.url()).pathname).toBe('/seller/create-listing');
    expect(await page.getByLabel(/Título del anuncio/).inputValue()).toBe('');
    const mine = (await (await api.get('/api/seller/businesses', { headers })).json()) as {
      items: unknown[];
    };
    expect(mine.items).toHaveLength(1);
    await api.dispose();
  });
});

describe('from buyer to seller', () => {
  it('takes one button, and the listing form opens in place', async () => {
    const account = await registerAccount('buyer');
    const page = await browser.newPage({ width: 390 });
    await signIn(page, account.email);
    await page.waitForURL((url) => !url.pathname.startsWith('/auth'));
    await page.goto('/create-business');
    await page.getByRole('button', { name: 'Activar mi cuenta de vendedor' }).click();
    await page.getByLabel(/Título del anuncio/).waitFor();
    expect(new URL(page.url()).pathname).toBe('/create-business');
    const api = await apiClient();
    const me = await api.get('/api/user', { headers: { 'x-session-token': account.sessionToken } });
    expect(((await me.json()) as { role: string; secondaryRole: string }).secondaryRole).toBe('seller');
    await api.dispose();
  });
});

describe('amounts in the search filters', () => {
  it('puts exactly the typed amount in the address and warns when the minimum exceeds the maximum', async () => {
    const page = await browser.newPage();
    await page.goto('/businesses');
    // The desktop column applies amounts after a pause in typing (decision 051, e2e/search.spec.ts).
    const price = page.getByRole('group', { name: 'Precio de venta' });
    await price.getByLabel('Mínimo').fill('50.000,50');
    await price.getByLabel('Máximo').fill('20.000');
    await price.getByText('El mínimo de precio es mayor que el máximo', { exact: false }).waitFor();

    await price.getByLabel('Máximo').fill('300.000');
    await page.waitForURL((url) => url.searchParams.get('maxPrice') === '300000');
    expect(new URL(page.url()).searchParams.get('minPrice')).toBe('50000.5');
    // Read back from the address, the fields show the amounts as typed.
    await page.reload();
    expect(await price.getByLabel('Mínimo').inputValue()).toBe('50.000,50');
    expect(await price.getByLabel('Máximo').inputValue()).toBe('300.000');
  });
});
