// Sign-in and registration: the login form's rules, the error and success toasts, the session.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  currentUserStatus,
  mainHeading,
  registerAccount,
  sessionToken,
  unique,
  waitForPath,
  waitForToast,
} from './support/app';
import { DEMO, signIn, useBrowser } from './support/browser';

const browser = useBrowser();

async function fillRegister(
  page: Page,
  input: { fullName: string; username: string; email: string; password: string; role: string },
) {
  const form = page.getByRole('form', { name: 'Crear cuenta' });
  // The radio itself is visually hidden inside its card: click the card's title, as a person would.
  await form.getByText(input.role, { exact: true }).click();
  expect(await form.getByRole('radio', { name: new RegExp(`^${input.role}`) }).isChecked()).toBe(true);
  await form.getByRole('textbox', { name: 'Nombre completo', exact: true }).fill(input.fullName);
  await form.getByRole('textbox', { name: 'Nombre de usuario', exact: true }).fill(input.username);
  await form.getByRole('textbox', { name: 'Correo electrónico', exact: true }).fill(input.email);
  await form.getByRole('textbox', { name: 'Contraseña', exact: true }).fill(input.password);
  await form.getByRole('button', { name: 'Crear cuenta', exact: true }).click();
}

describe('sign-in', () => {
  it('shows the 401 message for a wrong password and stays signed out', async () => {
    const page = await browser.newPage();
    await signIn(page, DEMO.buyer, 'NoEsLaClave123');
    const text = await waitForToast(
      page,
      'Credenciales incorrectas. Verifica tu correo electrónico y tu contraseña.',
    );
    expect(text).toContain('Credenciales incorrectas. Verifica tu correo electrónico y tu contraseña.');
    // It also stays on the form, after the toast is gone.
    await page
      .getByRole('form', { name: 'Iniciar sesión' })
      .getByRole('alert')
      .filter({ hasText: 'Credenciales incorrectas. Verifica tu correo electrónico y tu contraseña.' })
      .waitFor();
    expect(new URL(page.url()).pathname).toBe('/auth');
    expect(await sessionToken(page)).toBeNull();
    expect((await currentUserStatus(page)).status).toBe(401);
  });

  it('shows the same 401 message for an unknown email (no account enumeration)', async () => {
    const page = await browser.newPage();
    await signIn(page, `nadie.${unique()}@traspasa.test`, 'NoEsLaClave123');
    await waitForToast(page, 'Credenciales incorrectas. Verifica tu correo electrónico y tu contraseña.');
  });

  it('shows the form messages for an empty form and sends nothing', async () => {
    const page = await browser.newPage();
    await page.goto('/auth');
    const form = page.getByRole('form', { name: 'Iniciar sesión' });
    let loginCalls = 0;
    page.on('request', (req) => {
      if (req.url().includes('/api/auth/login')) loginCalls += 1;
    });
    await form.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
    await form.getByText('Introduce un correo electrónico válido').waitFor();
    await form.getByText('La contraseña es obligatoria').waitFor();
    expect(
      await form
        .getByRole('textbox', { name: 'Correo electrónico', exact: true })
        .getAttribute('aria-invalid'),
    ).toBe('true');
    // A one-character password passes the form's own rule (min 1 in the form, decision 011).
    await form.getByRole('textbox', { name: 'Contraseña', exact: true }).fill('x');
    await form.getByText('La contraseña es obligatoria').waitFor({ state: 'detached' });
    expect(loginCalls).toBe(0);
  });

  it('greets the user by full name on success', async () => {
    const page = await browser.newPage();
    await signIn(page, DEMO.buyer);
    await waitForPath(page, '/buyer/dashboard');
    const me = await currentUserStatus(page);
    expect(me.status).toBe(200);
    const fullName = (me.body as { fullName: string }).fullName;
    expect(fullName).toBe('Andrea Sofía Guerrero Benítez');
    const text = await waitForToast(page, '¡Bienvenido/a!');
    expect(text).toContain(`Hola ${fullName}, sesión iniciada correctamente.`);
    expect(await sessionToken(page)).toMatch(/^[\w-]{40,}$/);
  });
});

describe('registration', () => {
  it('creates an account through the form and signs the user in', async () => {
    const page = await browser.newPage();
    await page.goto('/auth');
    await page.getByRole('tab', { name: 'Crear cuenta' }).click();
    await waitForPath(page, '/auth?tab=register');
    const id = unique();
    const input = {
      fullName: `Lucía Prueba ${id}`,
      username: `lucia_${id}`,
      email: `lucia.${id}@traspasa.test`,
      password: 'UnaFraseLarga2024',
      role: 'Vendedor',
    };
    await fillRegister(page, input);
    const text = await waitForToast(page, '¡Cuenta creada!');
    expect(text).toContain(`Bienvenido/a ${input.fullName}, tu cuenta ha sido creada exitosamente.`);
    // Signed in as the new seller, on their dashboard.
    await waitForPath(page, '/seller/dashboard');
    await mainHeading(page);
    const me = await currentUserStatus(page);
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ email: input.email, username: input.username, role: 'seller' });
    expect(await sessionToken(page)).toBeTruthy();
    await page.getByRole('button', { name: `Menú de tu cuenta: ${input.fullName}` }).waitFor();
  });

  it('tells the user when the email is already registered', async () => {
    const existing = await registerAccount('buyer');
    const page = await browser.newPage();
    await page.goto('/auth?tab=register');
    await fillRegister(page, {
      fullName: 'Otra Persona',
      username: `otra_${unique()}`,
      email: existing.email,
      password: 'UnaFraseLarga2024',
      role: 'Comprador',
    });
    await waitForToast(page, 'Este correo electrónico ya está registrado. ¿Quieres iniciar sesión?');
    expect(new URL(page.url()).pathname).toBe('/auth');
    expect(await sessionToken(page)).toBeNull();
  });
});

describe('logout', () => {
  it('signs out from the user menu: toast, token removed, back home', async () => {
    const page = await browser.newPage();
    await signIn(page, DEMO.buyer);
    await waitForPath(page, '/buyer/dashboard');
    expect(await sessionToken(page)).toBeTruthy();
    await page.evaluate(() => sessionStorage.setItem('e2e-marca', '1'));

    await page.getByRole('button', { name: /^Menú de tu cuenta/ }).click();
    await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
    const text = await waitForToast(page, 'Sesión cerrada');
    expect(text).toContain('Has cerrado sesión correctamente.');
    // The token is removed and session storage cleared.
    expect(await sessionToken(page)).toBeNull();
    expect(await page.evaluate(() => sessionStorage.length)).toBe(0);
    await page.getByRole('banner').getByRole('link', { name: 'Iniciar sesión' }).waitFor();
    // use-sign-out.ts: "Log out … and go home".
    await waitForPath(page, '/', 5_000).catch(() => {
      throw new Error(`After 'Cerrar sesión' the user should be on /, but is on ${page.url()}`);
    });
  });

  it('after signing out from the user menu the server session is closed', async () => {
    const page = await browser.newPage();
    await signIn(page, DEMO.buyer);
    await waitForPath(page, '/buyer/dashboard');
    const token = await sessionToken(page);
    const logout = page.waitForResponse((res) => res.url().endsWith('/api/auth/logout'));
    await page.getByRole('button', { name: /^Menú de tu cuenta/ }).click();
    await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
    await waitForToast(page, 'Sesión cerrada');
    const logoutStatus = (await logout).status();

    // GET /api/user in the page (cookies included) and with the old token are both 401.
    const me = await currentUserStatus(page);
    expect(me.status, `GET /api/user after logout (POST /api/auth/logout answered ${logoutStatus})`).toBe(
      401,
    );
    const withOldToken = await page.request.get('/api/user', { headers: { 'X-Session-Token': token! } });
    expect(withOldToken.status(), 'the old session token still works').toBe(401);

    // A fresh load does not bring the session back, and guards apply.
    await page.goto('/profile');
    await waitForPath(page, '/auth');
  });

  it('/auth/logout while signed in closes the session and goes home', async () => {
    const page = await browser.newPage();
    await signIn(page, DEMO.seller);
    await waitForPath(page, '/seller/dashboard');
    await page.goto('/auth/logout');
    const text = await waitForToast(page, 'Sesión cerrada');
    expect(text).toContain('Has cerrado sesión correctamente.');
    await waitForPath(page, '/');
    expect(await sessionToken(page)).toBeNull();
    expect((await currentUserStatus(page)).status).toBe(401);
  });

  it("/auth/logout while signed out says 'No hay sesión activa'", async () => {
    const page = await browser.newPage();
    await page.goto('/auth/logout');
    const text = await waitForToast(page, 'No hay sesión activa');
    expect(text).toContain('No tienes una sesión iniciada para cerrar');
    await waitForPath(page, '/');
  });
});
