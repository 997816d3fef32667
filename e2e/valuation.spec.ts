// Decision 120 in the browser: on a phone (390 px) a visitor values a café in Quito, reads the
// range with the multiple and why, asks for the report by mail (refused until the consent
// box is ticked), then publishes it: registers as a seller on the way and lands on the
// listing form of a draft that holds what was typed, the typical value as its price.
import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { apiClient, expectHeading, settle, unique, until, waitForPath } from './support/app';
import { useBrowser } from './support/browser';

const browser = useBrowser();

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function noSidewaysScroll(page: Page) {
  const widths = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(widths.scroll).toBeLessThanOrEqual(widths.client);
}

describe('valuation calculator', () => {
  it('values a café in Quito at 390 px, mails the report with consent and publishes it as a draft', async () => {
    const page = await browser.newPage({ width: 390, height: 844 });
    await page.goto('/valorar-mi-negocio');
    await expectHeading(page, '¿Cuánto vale tu negocio?');

    // Nothing filled: Spanish errors at the fields.
    await page.getByRole('button', { name: 'Calcular el valor' }).click();
    await page.getByText('Elige la categoría de tu negocio.').waitFor();
    await page.getByText('Escribe cuánto te deja el negocio en un año.').waitFor();

    await choose(page, 'Categoría', 'Restaurantes');
    await page.getByLabel(/^Ciudad/).fill('Quito');
    await page.getByLabel(/^Ventas anuales/).fill('180000');
    await page.getByLabel(/^Utilidad anual del dueño/).fill('42.000');
    await page.getByLabel(/^Años funcionando/).fill('7');
    await page.getByLabel(/^Valor de los activos incluidos/).fill('15.000');
    await choose(page, 'Tendencia de las ventas', 'Creciendo');
    await page.getByLabel(/^Tus horas de trabajo por semana/).fill('50');
    await page.getByRole('button', { name: 'Calcular el valor' }).click();

    // Restaurants start at 2,00×; growing +0,30, 50 hours a week −0,20 → 2,10× of $42.000.
    const result = page.getByRole('region', { name: 'Tu negocio vale, como referencia' });
    await result.waitFor();
    const text = await result.innerText();
    expect(text).toContain('$88.200');
    expect(text).toContain('$67.200');
    expect(text).toContain('$113.400');
    expect(text).toContain('2,10× tu utilidad anual');
    expect(text).toContain('Las ventas crecen');
    expect(text).toContain('no una tasación');

    // The marketplace median, as the API has it (the demo data decides which one shows).
    const api = await apiClient();
    const market = (await (await api.get('/api/valuation/comparables?category=restaurant')).json()) as {
      count: number;
      medianMultiple: number | null;
    };
    const marketBox = result.getByRole('region', { name: 'Lo que piden en Traspasa' });
    if (market.medianMultiple === null) {
      await marketBox.getByText('necesitamos al menos 5').waitFor();
    } else {
      await marketBox.getByText(`${market.medianMultiple.toFixed(2).replace('.', ',')}×`).waitFor();
      expect(await marketBox.innerText()).toContain(`${market.count} negocios`);
    }
    await settle(page);
    await noSidewaysScroll(page);

    // The report: refused without consent, sent with it.
    const email = `valora.${unique()}@traspasa.test`;
    const report = page.getByRole('region', { name: 'Recibe el informe detallado' });
    await report.getByLabel(/^Tu nombre/).fill('Rosa Quishpe');
    await report.getByLabel(/^Tu correo electrónico/).fill(email);
    await report.getByRole('button', { name: 'Enviarme el informe' }).click();
    await report.getByText('Marca la casilla para que podamos guardar tus datos').waitFor();
    await report.getByRole('checkbox').check();
    await report.getByRole('button', { name: 'Enviarme el informe' }).click();
    await page.getByText('Te enviamos el informe').waitFor();
    const logFile = inject('e2e').logFile;
    const mailLine = await until(
      () =>
        fs
          .readFileSync(logFile, 'utf8')
          .split('\n')
          .find((line) => line.includes('[outbox]') && line.includes(email)),
      'the report mail in the outbox',
    );
    expect(mailLine).toContain('Tu valoración: entre $67.200 y $113.400');
    expect(mailLine).toContain('valoracion-traspasa.pdf');

    // Publish: anonymous → register as a seller → back → the draft's form.
    await page.getByRole('button', { name: 'Publica tu negocio con estos datos' }).click();
    await waitForPath(page, '/auth?tab=register&redirectTo=%2Fvalorar-mi-negocio%3Fpublicar%3D1');
    const id = unique();
    const form = page.getByRole('form', { name: 'Crear cuenta' });
    await form.getByText('Vendedor', { exact: true }).click();
    await form.getByRole('textbox', { name: 'Nombre completo', exact: true }).fill('Rosa Quishpe');
    await form.getByRole('textbox', { name: 'Nombre de usuario', exact: true }).fill(`rosa_${id}`);
    await form
      .getByRole('textbox', { name: 'Correo electrónico', exact: true })
      .fill(`rosa.${id}@traspasa.test`);
    await form.getByRole('textbox', { name: 'Contraseña', exact: true }).fill('Cafeteria-Quito-2026');
    await form.getByRole('button', { name: 'Crear cuenta', exact: true }).click();

    await page.waitForURL((url) => /^\/seller\/create-listing\/\d+$/.test(url.pathname), { timeout: 20_000 });
    const businessId = Number(new URL(page.url()).pathname.split('/').pop());
    const title = page.getByLabel(/Título del anuncio/);
    await title.waitFor();
    expect(await title.inputValue()).toBe('Restaurante en Quito');
    expect(await page.getByLabel(/^Ciudad o provincia/).inputValue()).toBe('Quito');

    await page.goto(`/seller/create-listing/${businessId}?paso=2`);
    const price = page.getByLabel(/^Precio de venta/);
    await price.waitFor();
    expect(await price.inputValue()).toBe('88.200');
    expect(await page.getByLabel(/^Ventas anuales/).inputValue()).toBe('180.000');
    expect(await page.getByLabel(/^Utilidad anual/).inputValue()).toBe('42.000');
    expect(await page.getByLabel(/^Años en operación/).inputValue()).toBe('7');
    await noSidewaysScroll(page);

    // Server side: one draft, of the new seller, with those figures.
    const token = await page.evaluate(() => localStorage.getItem('session-token'));
    const own = await api.get(`/api/businesses/${businessId}`, {
      headers: { 'x-session-token': token ?? '' },
    });
    expect(own.status()).toBe(200);
    expect(await own.json()).toMatchObject({
      status: 'draft',
      category: 'restaurant',
      country: 'Ecuador',
      location: 'Quito',
    });
    await api.dispose();
  });
});
