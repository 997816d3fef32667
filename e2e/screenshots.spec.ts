// Screenshots for a human look (not assertions): E2E_SHOTS=/tmp/shots/e2e npx vitest run --project e2e e2e/screenshots.spec.ts
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, it } from 'vitest';
import { mainHeading, settle, waitForPath, watchNetwork } from './support/app';
import { DEMO, signIn, useBrowser } from './support/browser';

const dir = process.env.E2E_SHOTS;
const browser = useBrowser();

async function shot(page: Page, name: string) {
  await settle(page, 300);
  // Let entry animations finish.
  await page.waitForTimeout(400);
  await page.screenshot({ path: path.join(dir!, `${name}.png`), fullPage: true });
  // Tall pages also in readable slices.
  const { width, height } = await page.evaluate(() => ({
    width: document.documentElement.clientWidth,
    height: document.documentElement.scrollHeight,
  }));
  const slice = width * 3;
  if (height > slice * 1.2) {
    for (let i = 0, y = 0; y < height; i += 1, y += slice) {
      await page.screenshot({
        path: path.join(dir!, `${name}-part${i + 1}.png`),
        fullPage: true,
        clip: { x: 0, y, width, height: Math.min(slice, height - y) },
      });
    }
  }
}

describe.skipIf(!dir)('screenshots', () => {
  it.each([1280, 390])(
    'at %i px',
    async (width) => {
      fs.mkdirSync(dir!, { recursive: true });
      const page = await browser.newPage({ width, height: width > 500 ? 900 : 844 });
      watchNetwork(page);
      for (const [name, url] of [
        ['home', '/'],
        ['auth-login', '/auth'],
        ['auth-register', '/auth?tab=register'],
      ] as const) {
        await page.goto(url);
        await mainHeading(page);
        await shot(page, `${name}-${width}`);
      }
      await signIn(page, DEMO.buyer);
      await waitForPath(page, '/buyer/dashboard');
      await page.goto('/profile');
      await mainHeading(page);
      await shot(page, `profile-${width}`);

      const fresh = await browser.newPage({ width, height: width > 500 ? 900 : 844, consent: false });
      watchNetwork(fresh);
      await fresh.goto('/');
      await fresh.getByRole('dialog', { name: 'Preferencias de cookies' }).waitFor();
      await settle(fresh, 300);
      await fresh.waitForTimeout(400);
      await fresh.screenshot({ path: path.join(dir!, `cookie-dialog-${width}.png`) });
      await fresh.locator('dialog[open]:not([data-fresh])').waitFor();
      await fresh.getByRole('button', { name: 'Configurar', exact: true }).click();
      await fresh.getByRole('button', { name: 'Cookies analíticas' }).click();
      await fresh.waitForTimeout(400);
      await fresh.screenshot({ path: path.join(dir!, `cookie-dialog-open-section-${width}.png`) });
    },
    60_000,
  );
});
