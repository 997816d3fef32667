// The error fallback screen (decision 020), the page-load failure and the error reports.
import type { Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectHeading, mainHeading, until } from './support/app';
import { useBrowser } from './support/browser';

const browser = useBrowser();

function recordReports(page: Page): Array<{ message: string; source?: string }> {
  const reports: Array<{ message: string; source?: string }> = [];
  page.on('request', (req: Request) => {
    if (req.method() === 'POST' && new URL(req.url()).pathname === '/api/errors/report') {
      reports.push(req.postDataJSON());
    }
  });
  return reports;
}

describe('error screens', () => {
  it("a render error shows 'Something went wrong', is reported, and 'Refresh Page' reloads", async () => {
    const page = await browser.newPage();
    const reports = recordReports(page);
    const answers: number[] = [];
    page.on('response', (res) => {
      if (new URL(res.url()).pathname === '/api/errors/report') answers.push(res.status());
    });
    await page.goto('/analytics-demo');
    await expectHeading(page, 'Analítica y errores');

    await page.getByRole('button', { name: 'Provocar error de prueba' }).click();
    await page.getByRole('heading', { level: 1, name: 'Something went wrong' }).waitFor();
    const alert = page.getByRole('alert').filter({ hasText: 'Something went wrong' });
    expect(await alert.textContent()).toContain(
      'An unexpected error occurred. Please try refreshing the page.',
    );
    // The error screen replaces the page (no half-drawn demo page behind it).
    expect(await page.getByRole('heading', { name: 'Analítica y errores' }).count()).toBe(0);

    // The report reaches the server.
    const report = await until(
      () => reports.find((r) => r.message.includes('Error de prueba provocado desde /analytics-demo')),
      'POST /api/errors/report with the render error',
    );
    expect(report.source).toBe('frontend');
    await until(() => answers.length > 0, 'the error report answer');
    expect(answers[0]).toBeLessThan(300);

    // 'Refresh Page' reloads the page, which comes back whole.
    const reloaded = page.waitForEvent('load');
    await alert.getByRole('button', { name: 'Refresh Page' }).click();
    await reloaded;
    await expectHeading(page, 'Analítica y errores');
    expect(new URL(page.url()).pathname).toBe('/analytics-demo');
  });

  it("a page chunk that fails to load shows 'Error loading page' with 'Reload'", async () => {
    const page = await browser.newPage();
    const reports = recordReports(page);
    let blocked = 0;
    await page.route('**/assets/about-*.js', (route) => {
      blocked += 1;
      return route.abort();
    });
    await page.goto('/about');
    await expectHeading(page, 'Error loading page');
    expect(blocked).toBeGreaterThan(0);
    // The rest of the app still works around it.
    await page.getByRole('banner').getByRole('link', { name: 'Traspasa, ir al inicio' }).waitFor();
    await until(
      () => reports.some((r) => r.message.includes('Error loading page')),
      'the chunk failure report',
    );

    // Once the chunk is reachable again, 'Reload' brings the page.
    await page.unroute('**/assets/about-*.js');
    const reloaded = page.waitForEvent('load');
    await page.getByRole('button', { name: 'Reload' }).click();
    await reloaded;
    const heading = await mainHeading(page);
    expect(heading).not.toBe('Error loading page');
    expect(await page.getByRole('button', { name: 'Reload' }).count()).toBe(0);
  });
});
