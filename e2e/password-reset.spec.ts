// Forgot password → mail (dev outbox) → new password → sign in; the link works once.
import { describe, expect, it } from 'vitest';
import { apiClient, expectHeading, registerAccount, until, waitForPath, waitForToast } from './support/app';
import { baseUrl, outboxLinks, signIn, useBrowser } from './support/browser';

const browser = useBrowser();

describe('password reset', () => {
  it('resets the password through the mailed link, once', async () => {
    const account = await registerAccount('buyer');
    const page = await browser.newPage();

    await page.goto('/reset-password');
    await expectHeading(page, 'Restablecer contraseña');
    await page.getByRole('textbox', { name: 'Correo electrónico', exact: true }).fill(account.email);
    await page.getByRole('button', { name: 'Enviar enlace' }).click();
    await page.getByRole('heading', { level: 1, name: 'Revisa tu correo' }).waitFor();
    const confirmation = await page
      .getByRole('status')
      .filter({ hasText: 'Si existe una cuenta' })
      .textContent();
    expect(confirmation).toContain('te enviamos un enlace para restablecer tu contraseña');

    // The dev outbox printed the mail's link to the server log; it points at APP_URL.
    const link = await until(
      () => outboxLinks(account.email).find((l) => l.includes('/new-password?token=')),
      `a reset link for ${account.email} in the server log`,
    );
    expect(link.startsWith(`${baseUrl()}/new-password?token=`), link).toBe(true);

    await page.goto(link);
    await expectHeading(page, 'Crea una nueva contraseña');
    const newPassword = 'MiNuevaClaveDeCafe2025';
    await page.getByRole('textbox', { name: 'Nueva contraseña', exact: true }).fill(newPassword);
    await page.getByRole('textbox', { name: 'Repite la nueva contraseña', exact: true }).fill(newPassword);
    await page.getByRole('button', { name: 'Guardar contraseña' }).click();
    await page.getByRole('heading', { level: 1, name: 'Tu contraseña se actualizó' }).waitFor();

    // The new password signs in through the form; the old one no longer does.
    await signIn(page, account.email, newPassword);
    await waitForPath(page, '/buyer/dashboard');
    await waitForToast(page, '¡Bienvenido/a!');
    const api = await apiClient();
    try {
      const old = await api.post('/api/auth/login', {
        data: { email: account.email, password: account.password },
      });
      expect(old.status()).toBe(401);
      // The session issued at registration was revoked by the reset.
      const before = await api.get('/api/user', { headers: { 'X-Session-Token': account.sessionToken } });
      expect(before.status()).toBe(401);
    } finally {
      await api.dispose();
    }

    // The same link a second time is refused.
    const again = await browser.newPage();
    await again.goto(link);
    await expectHeading(again, 'Crea una nueva contraseña');
    await again.getByRole('textbox', { name: 'Nueva contraseña', exact: true }).fill('OtraClaveDistinta2025');
    await again
      .getByRole('textbox', { name: 'Repite la nueva contraseña', exact: true })
      .fill('OtraClaveDistinta2025');
    await again.getByRole('button', { name: 'Guardar contraseña' }).click();
    await again.getByRole('heading', { level: 1, name: 'El enlace no es válido o ya venció' }).waitFor();
    const alert = await again.getByRole('main').getByRole('alert').first().textContent();
    expect(alert).toMatch(/no es válido|ya se usó|venció/);
    await again.getByRole('link', { name: 'Solicitar un enlace nuevo' }).waitFor();
  });

  it('gives the same confirmation for an address with no account', async () => {
    const page = await browser.newPage();
    await page.goto('/reset-password');
    await page
      .getByRole('textbox', { name: 'Correo electrónico', exact: true })
      .fill('nadie.aqui@traspasa.test');
    await page.getByRole('button', { name: 'Enviar enlace' }).click();
    await page.getByRole('heading', { level: 1, name: 'Revisa tu correo' }).waitFor();
    // Mail goes out after the answer: a request made afterwards for a real account, once its
    // link is in the log, shows the first one had its chance to write one.
    const account = await registerAccount('buyer');
    await page.goto('/reset-password');
    await page.getByRole('textbox', { name: 'Correo electrónico', exact: true }).fill(account.email);
    await page.getByRole('button', { name: 'Enviar enlace' }).click();
    await until(
      () => outboxLinks(account.email).find((l) => l.includes('/new-password?token=')),
      `a reset link for ${account.email} in the server log`,
    );
    expect(outboxLinks('nadie.aqui@traspasa.test')).toEqual([]);
  });
});
