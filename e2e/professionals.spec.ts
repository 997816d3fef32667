// Decision 102 in the browser: a consultant edits their own directory entry; the change is not
// public until the demo admin approves it in /admin/professionals, and then it is, while the
// approved version stays public meanwhile (decision 102). A fresh
// consultant each run, so the demo data and other runs are left alone.
import { describe, expect, it } from 'vitest';
import {
  apiClient,
  expectHeading,
  registerAccount,
  settle,
  unique,
  waitForPath,
  waitForToast,
} from './support/app';
import { DEMO, DEMO_PASSWORD, signIn, useBrowser } from './support/browser';

const browser = useBrowser();

async function adminHeaders(): Promise<Record<string, string>> {
  const api = await apiClient();
  try {
    const res = await api.post('/api/auth/login', { data: { email: DEMO.admin, password: DEMO_PASSWORD } });
    expect(res.status()).toBe(200);
    return { 'x-session-token': ((await res.json()) as { sessionToken: string }).sessionToken };
  } finally {
    await api.dispose();
  }
}

describe('a consultant’s directory entry', () => {
  it('shows an edit publicly only after the admin approves it, the approved entry meanwhile', async () => {
    const consultant = await registerAccount('consultant');
    const name = `Valeria Prueba ${unique().slice(-5)}`;
    const api = await apiClient();
    let id: number;
    try {
      // Setup through the API: the entry exists and is approved.
      const created = await api.post('/api/professionals', {
        headers: { 'x-session-token': consultant.sessionToken },
        data: {
          name,
          profession: 'Contadora pública',
          category: 'Contable',
          description: 'Reviso balances antes de la compra.',
          specialties: ['Auditoría'],
          services: ['Revisión de estados financieros'],
          location: 'Cuenca, Ecuador',
          yearsExperience: 8,
        },
      });
      expect(created.status(), await created.text()).toBe(201);
      id = ((await created.json()) as { professional: { id: number } }).professional.id;
      const approved = await api.post(`/api/admin/professionals/${id}/approve`, {
        headers: await adminHeaders(),
      });
      expect(approved.status()).toBe(200);
    } finally {
      await api.dispose();
    }

    // The consultant lands on their panel from /dashboard and edits the profession.
    const page = await browser.newPage({ width: 390, height: 844 });
    await signIn(page, consultant.email);
    await waitForPath(page, '/consultant/dashboard');
    await expectHeading(page, 'Mi panel');
    await expect.poll(() => page.getByText('Tu ficha: Publicado').isVisible()).toBe(true);
    await page.getByRole('link', { name: 'Editar mi ficha' }).click();
    await waitForPath(page, '/consultant/professional');
    await expectHeading(page, 'Editar mi ficha');
    await page.getByLabel('Profesión').fill('Perito contable');
    await expect
      .poll(() => page.getByText('Al guardar, revisaremos estos cambios antes de publicarlos').isVisible())
      .toBe(true);
    await page.getByRole('button', { name: 'Guardar y enviar a revisión' }).click();
    await waitForToast(page, 'Cambios enviados a revisión');
    await page.getByRole('link', { name: 'Volver a mi panel' }).click();
    await expect
      .poll(() => page.getByText('Tu ficha: Publicado · cambios en revisión').isVisible())
      .toBe(true);

    // A visitor keeps seeing the approved entry, not the edit, while it waits.
    const visitor = await browser.newPage();
    await visitor.goto(`/professionals/${id}`);
    await expectHeading(visitor, name);
    await expect.poll(() => visitor.getByText('Contadora pública').first().isVisible()).toBe(true);
    expect(await visitor.getByText('Perito contable').count()).toBe(0);

    // The demo admin approves it from the review list.
    const admin = await browser.newPage();
    await signIn(admin, DEMO.admin);
    await waitForPath(admin, '/admin/dashboard');
    await admin.goto('/admin/professionals?status=pending');
    await expectHeading(admin, 'Profesionales');
    const card = admin.getByRole('article', { name });
    await card.waitFor();
    await expect.poll(() => card.getByText('Perito contable · Contable').isVisible()).toBe(true);
    // Beside the proposal, what the directory shows now.
    await card.getByText('Lo que el directorio muestra ahora').waitFor();
    await card.getByText('Contadora pública', { exact: true }).waitFor();
    await card.getByRole('button', { name: 'Aprobar los cambios' }).click();
    await waitForToast(admin, `Publicaste los cambios de ${name}`);

    // Now the public page shows the new profession, and the directory finds it.
    await visitor.reload();
    await expectHeading(visitor, name);
    await expect.poll(() => visitor.getByText('Perito contable').first().isVisible()).toBe(true);
    await visitor.goto(`/professionals?q=${encodeURIComponent('perito')}`);
    await settle(visitor);
    await expect.poll(() => visitor.getByRole('link', { name }).isVisible()).toBe(true);
  });
});
