// An address carrying ?token= or ?reset_token= opens the new-password screen
// with that token (which the screen then uses for POST /api/auth/reset-password).
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectHeading, settle, waitForPath } from './support/app';
import { useBrowser } from './support/browser';

const browser = useBrowser();

/** Every address the tab showed, same-document navigations included. */
function recordAddresses(page: Page): string[] {
  const seen: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) {
      const url = new URL(frame.url());
      seen.push(`${url.pathname}${url.search}`);
    }
  });
  return seen;
}

/** Submits a new password and returns the token the screen sent to the server. */
async function submittedToken(page: Page): Promise<string> {
  await page.getByRole('textbox', { name: 'Nueva contraseña', exact: true }).fill('OtraClaveSegura2024');
  await page
    .getByRole('textbox', { name: 'Repite la nueva contraseña', exact: true })
    .fill('OtraClaveSegura2024');
  const [req] = await Promise.all([
    page.waitForRequest((r) => r.url().endsWith('/api/auth/reset-password') && r.method() === 'POST'),
    page.getByRole('button', { name: 'Guardar contraseña' }).click(),
  ]);
  // The made-up token is refused: the screen says so.
  await page.getByRole('heading', { level: 1, name: 'El enlace no es válido o ya venció' }).waitFor();
  return (req.postDataJSON() as { token: string }).token;
}

describe('reset-token redirect', () => {
  it.each([
    ['/?token=abc123', 'abc123'],
    ['/auth?reset_token=xyz987abcd', 'xyz987abcd'],
    ['/businesses?token=t0k3n-largo', 't0k3n-largo'],
  ])('%s goes to /new-password?token=…', async (from, token) => {
    const page = await browser.newPage();
    const addresses = recordAddresses(page);
    const response = await page.goto(from);
    // The server sends the browser on at once: no page of its own to show first (a blank one,
    // server-rendered around a redirect that only the code could follow).
    expect(response?.request().redirectedFrom()?.url()).toBe(new URL(from, page.url()).href);
    expect(addresses).not.toContain(from);
    await waitForPath(page, `/new-password?token=${token}`);
    // The form to choose a new password is on screen, not the "missing link" notice, and the
    // address keeps the token.
    await expectHeading(page, 'Crea una nueva contraseña');
    await settle(page);
    expect(new URL(page.url()).search).toBe(`?token=${token}`);
    expect(await submittedToken(page)).toBe(token);
  });

  it('leaves /new-password?token=… on the new-password screen with its token', async () => {
    const page = await browser.newPage();
    const addresses = recordAddresses(page);
    await page.goto('/new-password?token=abc4567890');
    await expectHeading(page, 'Crea una nueva contraseña');
    expect(new URL(page.url()).pathname).toBe('/new-password');
    await settle(page);
    expect(new URL(page.url()).search).toBe('?token=abc4567890');
    expect(
      addresses.every((a) => a.startsWith('/new-password')),
      addresses.join(', '),
    ).toBe(true);
    expect(await submittedToken(page)).toBe('abc4567890');
  });
});
