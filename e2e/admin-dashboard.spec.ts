// In the browser (decision 110): the demo admin's dashboard shows the numbers the API holds, draws
// its daily charts (SVG paths) with their text alternatives, switches period through the
// address, and fits a 390 px phone without sideways scroll; the user metrics draw too.
import type { DashboardResponse } from '@traspasa/shared/admin-metrics';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectHeading, waitForPath } from './support/app';
import { DEMO, signIn, useBrowser } from './support/browser';
import { apiSession, sidewaysScroll } from './support/ndas';

const browser = useBrowser();
const count = new Intl.NumberFormat('es-EC', { maximumFractionDigits: 0 });

async function dashboardFromApi(period: number): Promise<DashboardResponse> {
  const admin = await apiSession(DEMO.admin);
  const res = await admin.api.get(`/api/admin/dashboard?period=${period}`, { headers: admin.headers });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as DashboardResponse;
}

/** The value shown on the KPI card named `label`. */
function kpiValue(page: Page, label: string) {
  return page
    .locator('dl > div')
    .filter({ has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) })
    .locator('dd')
    .first();
}

/** The KPI card's number, or null before it shows one; its text must be es-EC's spelling of it. */
async function kpiNumber(page: Page, label: string): Promise<number | null> {
  const text =
    (await kpiValue(page, label)
      .textContent()
      .catch(() => null)) ?? '';
  const digits = text.replace(/\D/g, '');
  if (!digits) return null;
  expect(text).toBe(count.format(Number(digits)));
  return Number(digits);
}

async function checkDashboard(page: Page) {
  await signIn(page, DEMO.admin);
  await waitForPath(page, '/admin/dashboard');
  // Other browser tests register users and send messages meanwhile: the page must show
  // what the API held at some moment between these two reads.
  const before = await dashboardFromApi(90);
  await page.goto('/admin/dashboard?period=90');
  await expectHeading(page, 'Panel');
  await expect.poll(() => kpiNumber(page, 'Usuarios'), { timeout: 15_000 }).not.toBeNull();
  const shown = {
    usersTotal: await kpiNumber(page, 'Usuarios'),
    signups: await kpiNumber(page, 'Registros nuevos'),
    messages: await kpiNumber(page, 'Mensajes'),
  };
  const after = await dashboardFromApi(90);
  for (const key of ['usersTotal', 'signups', 'messages'] as const) {
    expect(shown[key], key).toBeGreaterThanOrEqual(before.kpis[key].value);
    expect(shown[key], key).toBeLessThanOrEqual(after.kpis[key].value);
  }
  // The demo history has sign-ups and sign-ins in the last 90 days: the chart is not empty.
  expect(shown.signups).toBeGreaterThan(0);

  const signups = page
    .locator('figure')
    .filter({ has: page.getByRole('heading', { name: 'Registros', exact: true }) });
  await signups.locator('svg path.recharts-curve').first().waitFor({ timeout: 15_000 });
  const d = await signups.locator('svg path.recharts-curve').first().getAttribute('d');
  expect(d?.length ?? 0).toBeGreaterThan(20);
  // Published listings and revenue are bar charts: bars drawn as paths too.
  const published = page
    .locator('figure')
    .filter({ has: page.getByRole('heading', { name: 'Anuncios publicados', exact: true }) });
  await expect.poll(() => published.locator('svg path').count(), { timeout: 15_000 }).toBeGreaterThan(0);
  // The text alternative: a caption with the total and a table of the days.
  await expect
    .poll(() => signups.locator('figcaption').textContent())
    .toContain(`${count.format(shown.signups!)} en el periodo`);
  expect(await signups.locator('table tbody tr').count()).toBe(90);

  await expect.poll(() => page.getByRole('heading', { name: 'Embudo del mercado' }).count()).toBe(1);
  await expect.poll(() => page.getByRole('heading', { name: 'Necesita tu atención' }).count()).toBe(1);
  // The moderation queue is not here any more: only a link to it.
  expect(await page.getByRole('button', { name: 'Aprobar' }).count()).toBe(0);

  await page.getByText('7 días', { exact: true }).click();
  await expect.poll(() => new URL(page.url()).search).toBe('?period=7');
  await expect.poll(() => signups.locator('table tbody tr').count()).toBe(7);
  expect(await sidewaysScroll(page)).toBe(false);
}

describe('the admin dashboard', () => {
  it('shows the KPIs and draws its charts at 1280 px', async () => {
    const page = await browser.newPage({ width: 1280, height: 900 });
    await checkDashboard(page);
  });

  it('shows the KPIs and draws its charts at 390 px without sideways scroll', async () => {
    const page = await browser.newPage({ width: 390, height: 844 });
    await checkDashboard(page);
  });

  it('draws the user metrics for the range in the address', async () => {
    const page = await browser.newPage({ width: 390, height: 844 });
    await signIn(page, DEMO.admin);
    await waitForPath(page, '/admin/dashboard');
    await page.goto('/admin/user-metrics');
    await expectHeading(page, 'Métricas de usuarios');
    await page.getByRole('button', { name: 'Últimos 90 días' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('from')).not.toBeNull();
    const chart = page.locator('figure').first();
    await chart.locator('svg path.recharts-curve').first().waitFor({ timeout: 15_000 });
    expect(await page.getByRole('button', { name: /Descargar CSV/ }).count()).toBeGreaterThanOrEqual(5);
    expect(await page.getByRole('heading', { name: 'Retención por semana de registro' }).count()).toBe(1);
    expect(await sidewaysScroll(page)).toBe(false);
  });
});
