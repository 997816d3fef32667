// Issue 15, "Money input corrupts data": in the listing form, "Utilidad anual" typed as
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
