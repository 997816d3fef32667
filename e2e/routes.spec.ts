// Every path of the route table answers with a screen (or its guard's
// redirect), for an anonymous visitor and for the admin; unknown paths are not found.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectScreen, mainHeading, waitForPath, watchNetwork } from './support/app';
import { DEMO, signIn, useBrowser } from './support/browser';

const browser = useBrowser();

type Access = 'public' | 'signed-in' | 'role' | 'admin';

/** [path, access]; params use existing demo ids. */
const ROUTES: Array<[string, Access]> = [
  ['/', 'public'],
  ['/auth', 'public'],
  ['/reset-password', 'public'],
  ['/new-password', 'public'],
  ['/password-reset', 'public'],
  ['/businesses', 'public'],
  ['/businesses/1', 'public'],
  ['/buyer/businesses/1', 'public'],
  ['/resources', 'public'],
  ['/resources/1', 'public'],
  ['/professionals', 'public'],
  ['/professionals/1', 'public'],
  // Public (decision 065): an anonymous visitor sees the agreement, or a sign-in
  // prompt that comes back to the screen.
  ['/nda-signature/1', 'public'],
  ['/nda-signature/1/%2Fbusinesses%2F1', 'public'],
  ['/nda-status/1', 'public'],
  ['/nda-upload/1', 'public'],
  ['/upload/nda-documents/1', 'public'],
  ['/about', 'public'],
  ['/mission', 'public'],
  ['/faq', 'public'],
  ['/legal/terms', 'public'],
  ['/legal/privacy', 'public'],
  ['/payment-success', 'public'],
  ['/analytics-demo', 'public'],
  ['/feature-flags-demo', 'public'],
  ['/subscription-plans', 'public'],
  ['/subscription-plans-dynamic', 'public'],
  // Decision 020: the paths listed both public and protected.
  ['/checkout', 'signed-in'],
  ['/subscription-success', 'signed-in'],
  ['/messages', 'signed-in'],
  ['/messages/2', 'signed-in'],
  ['/identity-verification', 'signed-in'],
  ['/subscribe', 'signed-in'],
  ['/subscription-checkout', 'signed-in'],
  ['/profile', 'signed-in'],
  ['/profile/settings', 'signed-in'],
  ['/change-password', 'signed-in'],
  ['/nda-audit', 'signed-in'],
  ['/create-business', 'signed-in'],
  ['/subscription', 'signed-in'],
  ['/dashboard', 'signed-in'],
  ['/business/edit/1', 'signed-in'],
  ['/buyer/dashboard', 'role'],
  ['/seller/dashboard', 'role'],
  ['/seller/create-listing', 'role'],
  ['/seller/create-listing/1', 'role'],
  ['/seller/edit-listing/1', 'role'],
  ['/seller/edit-business/1', 'role'],
  ['/seller/create-listing-fixed', 'role'],
  ['/admin', 'admin'],
  ['/admin/dashboard', 'admin'],
  ['/admin/moderation', 'admin'],
  ['/admin/discount-codes', 'admin'],
  ['/admin/stripe', 'admin'],
  ['/admin/user-metrics', 'admin'],
  ['/admin/feedback', 'admin'],
  ['/admin/errors', 'admin'],
  ['/admin/identity-verifications', 'admin'],
  ['/business/new', 'admin'],
];

function anonymousTarget(path: string, access: Access): string {
  if (access === 'public') return new URL(path, 'http://x').pathname;
  if (access === 'admin') return '/';
  return '/auth';
}

function adminTarget(path: string): string {
  if (path === '/dashboard') return '/admin/dashboard';
  return new URL(path, 'http://x').pathname;
}

async function visit(page: Page, path: string, expectedPath: string, who: string) {
  const started = Date.now();
  watchNetwork(page);
  await page.goto(path);
  await waitForPath(page, expectedPath).catch(() => {
    throw new Error(`${who} ${path}: expected to land on ${expectedPath}, got ${page.url()}`);
  });
  const heading = await expectScreen(page, `${who} ${path}`);
  if (process.env.E2E_DEBUG) {
    const alerts = await page.getByRole('main').getByRole('alert').allTextContents();
    console.log(
      `${who} ${path} → ${new URL(page.url()).pathname} "${heading}" ${Date.now() - started}ms`,
      alerts,
    );
  }
}

// One test per path (each with its own time budget, and a failure names the path), in the
// table's order on one page per visitor.
describe('route table: an anonymous visitor', () => {
  let page: Page;
  beforeAll(async () => {
    page = await browser.newPage();
  });

  it.each(ROUTES)('%s answers with a screen or the guard redirect', async (path, access) => {
    await visit(page, path, anonymousTarget(path, access), 'anonymous');
  });
});

describe('route table: the admin', () => {
  let page: Page;
  beforeAll(async () => {
    page = await browser.newPage();
    await signIn(page, DEMO.admin);
    await waitForPath(page, '/admin/dashboard');
  });

  it.each(ROUTES)('%s answers with its screen', async (path) => {
    await visit(page, path, adminTarget(path), 'admin');
  });

  // Logout last: it ends the session.
  it('signs out at /auth/logout and lands home', async () => {
    await page.goto('/auth/logout');
    await waitForPath(page, '/');
    await mainHeading(page);
  });
});

describe('unknown paths', () => {
  it.each(['/esto-no-existe', '/businesses/x/y/z', '/admin/no-existe/de-verdad'])(
    'shows the not-found screen with a link home for %s',
    async (path) => {
      const page = await browser.newPage();
      // The first HTML answers 404 (no page to index); the app still shows its screen.
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      const heading = await mainHeading(page);
      expect(heading).toBe('No encontramos esta página');
      expect(new URL(page.url()).pathname).toBe(path);
      const home = page.getByRole('main').getByRole('link', { name: 'Ir al inicio' });
      expect(await home.getAttribute('href')).toBe('/');
      await home.click();
      await waitForPath(page, '/');
      await page
        .getByRole('heading', { level: 1, name: 'No encontramos esta página' })
        .waitFor({ state: 'detached' });
      expect(await mainHeading(page)).not.toBe('No encontramos esta página');
    },
  );
});
