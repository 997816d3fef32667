// In the browser: the demo admin finds a freshly registered person in the user
// list, suspends them with a reason; the person's open session is sent to sign in and the
// login form tells them why they cannot enter. At 390 px the list shows cards.
import { describe, expect, it } from 'vitest';
import { expectHeading, registerAccount, waitForPath, waitForToast } from './support/app';
import { seriousViolations } from './support/axe';
import { DEMO, fillLogin, signIn, useBrowser } from './support/browser';
import { sidewaysScroll } from './support/ndas';

const browser = useBrowser();

describe('user management', () => {
  it('the admin suspends a new user with a reason; their session ends and the login form shows the reason', async () => {
    const person = await registerAccount('seller');

    // The person is signed in, in their own browser.
    const theirs = await browser.newPage({ width: 390, height: 844 });
    await signIn(theirs, person.email, person.password);
    await theirs.waitForURL((url) => url.pathname !== '/auth', { timeout: 15_000 });

    // The admin finds them by part of their email.
    const admin = await browser.newPage({ width: 1280, height: 900 });
    await signIn(admin, DEMO.admin);
    await waitForPath(admin, '/admin/dashboard');
    await admin.goto('/admin/users');
    await expectHeading(admin, 'Usuarios');
    await admin.getByRole('searchbox', { name: 'Buscar por nombre, correo o usuario' }).fill(person.email);
    await admin.getByRole('button', { name: 'Buscar', exact: true }).click();
    await admin.waitForURL((url) => url.searchParams.get('buscar') === person.email);
    // The newest-first list may show them before the search answers: wait for the search's answer.
    await expect.poll(() => admin.getByRole('row').count(), { timeout: 15_000 }).toBe(2); // header + this person
    const row = admin.getByRole('row').filter({ hasText: person.email });
    expect(await row.textContent()).toContain('Activa');
    expect(await seriousViolations(admin)).toEqual([]);
    await row.getByRole('link', { name: `${person.fullName} (ver la cuenta)` }).click();
    await waitForPath(admin, `/admin/users/${person.user.id}`);
    await expectHeading(admin, person.fullName);

    // Suspension needs a reason.
    await admin.getByRole('button', { name: 'Suspender', exact: true }).click();
    const dialog = admin.getByRole('dialog', { name: `¿Suspender la cuenta de ${person.fullName}?` });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Sí, suspender' }).click();
    await dialog.getByText('Escribe el motivo de la suspensión').waitFor();
    const reason = 'Publicaste datos falsos en tu anuncio';
    await dialog.getByRole('textbox', { name: /^Motivo/ }).fill(reason);
    await dialog.getByRole('button', { name: 'Sí, suspender' }).click();
    await waitForToast(admin, 'Cuenta suspendida');
    await admin.getByText(`Motivo: ${reason}`).waitFor();
    await admin.getByRole('button', { name: 'Reactivar', exact: true }).waitFor();
    expect(await seriousViolations(admin)).toEqual([]);

    // Their browser: the next page they open sends them to sign in…
    await theirs.goto('/profile');
    await waitForPath(theirs, '/auth');
    // …and signing in again explains the suspension and its reason.
    await fillLogin(theirs, person.email, person.password);
    const alert = theirs.getByRole('form', { name: 'Iniciar sesión' }).getByRole('alert');
    await alert.waitFor();
    const text = await alert.textContent();
    expect(text).toContain('Tu cuenta está suspendida');
    expect(text).toContain(`Motivo: ${reason}.`);
    expect(await sidewaysScroll(theirs)).toBe(false);
    expect(new URL(theirs.url()).pathname).toBe('/auth');

    // The audit log has it, in words, linking to the account.
    await admin.goto(`/admin/audit-log?objeto=user&id=${person.user.id}`);
    await expectHeading(admin, 'Registro de auditoría');
    const entry = admin.getByRole('listitem').filter({ hasText: 'Suspendió una cuenta' });
    await entry.waitFor();
    expect(await entry.getByRole('link', { name: new RegExp(person.fullName) }).getAttribute('href')).toBe(
      `/admin/users/${person.user.id}`,
    );
  });

  it('at 390 px the list shows cards without sideways scrolling', async () => {
    const page = await browser.newPage({ width: 390, height: 844 });
    await signIn(page, DEMO.admin);
    await waitForPath(page, '/admin/dashboard');
    await page.goto('/admin/users?rol=admin');
    await expectHeading(page, 'Usuarios');
    const cards = page.getByRole('list', { name: 'Usuarios, los más nuevos primero' });
    await cards.getByRole('link').first().waitFor();
    expect(await page.getByRole('table').isVisible()).toBe(false);
    expect(await sidewaysScroll(page)).toBe(false);
    expect(await seriousViolations(page)).toEqual([]);
  });
});
