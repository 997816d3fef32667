// WCAG 2.2 AA — zero serious or critical axe-core violations; mobile first
// (no sideways scrolling on a 390 px phone).
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { mainHeading, settle, waitForPath, watchNetwork } from './support/app';
import { seriousViolations } from './support/axe';
import { DEMO, signIn, useBrowser } from './support/browser';

const browser = useBrowser();

const PUBLIC_PAGES = [
  '/',
  '/auth',
  '/auth?tab=register',
  '/businesses',
  '/about',
  '/legal/privacy',
  '/valorar-mi-negocio',
  '/professionals',
  '/resources',
];

/** Every screen of the admin suite, and the directory's admin screens (decision 102). */
const ADMIN_PAGES = [
  '/admin/dashboard',
  '/admin/user-metrics',
  '/admin/users',
  '/admin/moderation',
  '/admin/feedback',
  '/admin/errors',
  '/admin/audit-log',
  '/admin/professionals',
  '/admin/resources',
  '/admin/valuation-leads',
];

async function open(page: Page, path: string) {
  await page.goto(path);
  await mainHeading(page);
  await settle(page);
}

async function horizontalOverflow(page: Page): Promise<{ scrollWidth: number; wide: string[] }> {
  return page.evaluate(() => {
    const vw = document.documentElement.clientWidth;
    const wide = Array.from(document.querySelectorAll('body *'))
      .filter((el) => {
        const r = el.getBoundingClientRect();
        return r.right > vw + 1 && r.width > 0 && getComputedStyle(el).position !== 'fixed';
      })
      .slice(0, 5)
      .map((el) => `${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().slice(0, 40)}"`);
    return { scrollWidth: document.documentElement.scrollWidth, wide };
  });
}

/** The page's sideways scroll on a 390 px phone, as a problem line (none when it fits). */
async function sidewaysScroll(page: Page): Promise<string[]> {
  const { scrollWidth, wide } = await horizontalOverflow(page);
  return scrollWidth > 390 ? [`scrollWidth ${scrollWidth} > 390 (${wide.join(', ')})`] : [];
}

// One test per page (each with its own time budget, and a failure names the page), on one
// page per width.
describe('accessibility: public pages at 1280 px', () => {
  let page: Page;
  beforeAll(async () => {
    page = await browser.newPage({ width: 1280 });
    watchNetwork(page);
  });

  it.each(PUBLIC_PAGES)('%s has no serious or critical axe violations', async (path) => {
    await open(page, path);
    const problems = await seriousViolations(page);
    expect(problems, problems.join('\n')).toEqual([]);
  });
});

describe('accessibility: public pages at 390 px', () => {
  let page: Page;
  beforeAll(async () => {
    page = await browser.newPage({ width: 390, height: 844 });
    watchNetwork(page);
  });

  it.each(PUBLIC_PAGES)(
    '%s has no serious or critical axe violations and no sideways scroll',
    async (path) => {
      await open(page, path);
      const problems = [...(await seriousViolations(page)), ...(await sidewaysScroll(page))];
      expect(problems, problems.join('\n')).toEqual([]);
    },
  );
});

describe('accessibility', () => {
  it('the signed-in profile has no serious or critical violations, at 1280 and 390 px', async () => {
    const page = await browser.newPage({ width: 1280 });
    watchNetwork(page);
    await signIn(page, DEMO.buyer);
    await waitForPath(page, '/buyer/dashboard');
    const problems: string[] = [];
    await open(page, '/profile');
    for (const v of await seriousViolations(page)) problems.push(`/profile 1280: ${v}`);
    await page.setViewportSize({ width: 390, height: 844 });
    await open(page, '/profile');
    for (const v of await seriousViolations(page)) problems.push(`/profile 390: ${v}`);
    for (const problem of await sidewaysScroll(page)) problems.push(`/profile: ${problem}`);
    expect(problems, problems.join('\n')).toEqual([]);
  });
});

describe('accessibility: the admin screens', () => {
  let page: Page;
  beforeAll(async () => {
    page = await browser.newPage({ width: 1280 });
    watchNetwork(page);
    await signIn(page, DEMO.admin);
    await waitForPath(page, '/admin/dashboard');
  });

  const cases = [1280, 390].flatMap((width) => ADMIN_PAGES.map((path) => [path, width] as const));
  it.each(cases)(
    '%s at %i px has no serious or critical violations, nor sideways scroll at 390 px',
    async (path, width) => {
      await page.setViewportSize({ width, height: 900 });
      await open(page, path);
      const problems = await seriousViolations(page);
      if (width === 390) problems.push(...(await sidewaysScroll(page)));
      expect(problems, problems.join('\n')).toEqual([]);
    },
  );
});

describe('accessibility: dialogs', () => {
  it('the cookie dialog has no serious or critical violations', async () => {
    const page = await browser.newPage({ width: 390, height: 844, consent: false });
    await page.goto('/');
    await page.getByRole('dialog', { name: 'Preferencias de cookies' }).waitFor();
    // A press in its first moments is taken as meant for the page (decision 022).
    await page.locator('dialog[open]:not([data-fresh])').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Configurar', exact: true }).click();
    await page.getByRole('button', { name: 'Cookies de marketing' }).click();
    const problems = await seriousViolations(page);
    expect(problems, problems.join('\n')).toEqual([]);
  });
});

describe('accessibility: the check itself', () => {
  it('reports the serious and critical violations of a page that has them', async () => {
    const page = await browser.newPage({ width: 390, height: 844 });
    await page.setContent(
      '<main><h1>Prueba</h1><img src="/foto.png"><button></button>' +
        '<p style="color:#ccc;background:#fff">Texto gris sobre blanco</p></main>',
    );
    const found = (await seriousViolations(page)).map((line) => line.split(' ')[0]).sort();
    expect(found).toEqual(['button-name', 'color-contrast', 'document-title', 'html-has-lang', 'image-alt']);
  });
});
