// The guards (decision 020): who lands where.
import { describe, expect, it } from 'vitest';
import { apiClient, mainHeading, registerAccount, waitForPath } from './support/app';
import { baseUrl, DEMO, DEMO_PASSWORD, fillLogin, signIn, useBrowser } from './support/browser';

const browser = useBrowser();

describe('route guards', () => {
  it('sends anonymous visitors of signed-in and role pages to /auth, and of admin pages to /', async () => {
    const page = await browser.newPage();
    for (const path of ['/profile', '/messages', '/seller/dashboard', '/checkout', '/buyer/dashboard']) {
      await page.goto(path);
      await waitForPath(page, '/auth');
      // The guard remembers where the visitor was going.
      expect(new URL(page.url()).searchParams.get('redirectTo'), path).toBe(path);
      await page.getByRole('form', { name: 'Iniciar sesión' }).waitFor();
    }
    // The admin-only wrapper sends anonymous visitors to /, not to /auth.
    for (const path of ['/admin', '/admin/dashboard', '/admin/errors', '/business/new']) {
      await page.goto(path);
      await waitForPath(page, '/');
      await mainHeading(page);
    }
  });

  it('sends a buyer from seller pages to «Publicar mi negocio» (one button away from selling) and from admin pages to /', async () => {
    const page = await browser.newPage();
    await signIn(page, DEMO.buyer);
    await waitForPath(page, '/buyer/dashboard');
    for (const path of ['/seller/dashboard', '/seller/create-listing']) {
      await page.goto(path);
      await waitForPath(page, '/create-business');
      await page.getByRole('button', { name: 'Activar mi cuenta de vendedor' }).waitFor();
    }
    for (const path of ['/admin/dashboard', '/admin']) {
      await page.goto(path);
      await waitForPath(page, '/');
      await mainHeading(page);
    }
    // A page that only needs sign-in still opens.
    await page.goto('/profile');
    await mainHeading(page);
    expect(new URL(page.url()).pathname).toBe('/profile');
  });

  it('lets a seller open the listing form, but not the buyer dashboard', async () => {
    // A seller of its own: the demo seller may hold a title-only draft made by another
    // spec, which "Publicar negocio" reopens instead (listing-form.spec.ts).
    const account = await registerAccount('seller');
    const page = await browser.newPage();
    await signIn(page, account.email);
    await waitForPath(page, '/seller/dashboard');
    await page.goto('/seller/create-listing');
    await page.getByLabel(/Título del anuncio/).waitFor();
    expect(new URL(page.url()).pathname).toBe('/seller/create-listing');
    await page.goto('/buyer/dashboard');
    await waitForPath(page, '/');
  });

  it('lets a buyer whose secondary role is seller into the seller dashboard', async () => {
    const account = await registerAccount('buyer');
    const page = await browser.newPage();
    await signIn(page, account.email, account.password);
    await waitForPath(page, '/buyer/dashboard');

    // Without the secondary role the seller dashboard is closed: the page to become one opens.
    await page.goto('/seller/dashboard');
    await waitForPath(page, '/create-business');

    const api = await apiClient();
    try {
      const res = await api.patch('/api/user', {
        data: { secondaryRole: 'seller' },
        headers: { 'X-Session-Token': account.sessionToken },
      });
      expect(res.status(), await res.text()).toBe(200);
      expect((await res.json()).secondaryRole).toBe('seller');
    } finally {
      await api.dispose();
    }

    // A fresh load reads the new session user.
    await page.goto('/seller/dashboard');
    await mainHeading(page);
    expect(new URL(page.url()).pathname).toBe('/seller/dashboard');
  });

  it('lets the admin pass every role requirement', async () => {
    const page = await browser.newPage();
    await signIn(page, DEMO.admin);
    await waitForPath(page, '/admin/dashboard');
    for (const path of ['/buyer/dashboard', '/seller/dashboard', '/seller/create-listing', '/admin']) {
      await page.goto(path);
      await mainHeading(page);
      expect(new URL(page.url()).pathname, path).toBe(path);
    }
  });

  it.each([
    ['buyer', DEMO.buyer, '/buyer/dashboard'],
    ['seller', DEMO.seller, '/seller/dashboard'],
    ['admin', DEMO.admin, '/admin/dashboard'],
    // dashboard-redirect.tsx / paths.ts dashboardPathFor: consultants go to their own panel (decision 102).
    ['consultant', DEMO.consultant, '/consultant/dashboard'],
  ])('signs the demo %s in through the form onto their dashboard', async (_role, email, target) => {
    const page = await browser.newPage();
    await signIn(page, email);
    await waitForPath(page, target);
    await mainHeading(page);
  });

  it('brings the user back to the guarded page after signing in', async () => {
    const page = await browser.newPage();
    await page.goto('/profile/settings');
    await waitForPath(page, '/auth');
    await fillLogin(page, DEMO.buyer);
    await waitForPath(page, '/profile/settings');
    await mainHeading(page);

    // Also across the register tab and back, and with a query string kept.
    const other = await browser.newPage();
    await other.goto('/messages?conversacion=1');
    await waitForPath(other, '/auth');
    await other.getByRole('tab', { name: 'Crear cuenta' }).click();
    await other.getByRole('tab', { name: 'Iniciar sesión' }).click();
    await fillLogin(other, DEMO.seller);
    await waitForPath(other, '/messages?conversacion=1');
  });

  it.each(['https://evil.example/robar', '//evil.example', '/\\evil.example'])(
    'never sends the user off-site after signing in (redirectTo=%s)',
    async (target) => {
      const page = await browser.newPage();
      await page.goto(`/auth?redirectTo=${encodeURIComponent(target)}`);
      await fillLogin(page, DEMO.buyer);
      await waitForPath(page, '/buyer/dashboard');
      expect(new URL(page.url()).origin).toBe(new URL(baseUrl()).origin);
    },
  );
});

describe('/business/edit/:id for someone who does not own the listing', () => {
  it('tells a buyer at once that there is no such listing to edit, for a draft and for a published listing', async () => {
    const api = await apiClient();
    let draftId: number;
    let publishedId: number;
    try {
      const login = await api.post('/api/auth/login', {
        data: { email: DEMO.seller, password: DEMO_PASSWORD },
      });
      const headers = { 'X-Session-Token': ((await login.json()) as { sessionToken: string }).sessionToken };
      const draft = await api.post('/api/businesses', {
        data: { title: 'Borrador ajeno para probar la edición' },
        headers: { ...headers, 'Idempotency-Key': `guards-${Date.now()}` },
      });
      expect(draft.status(), await draft.text()).toBe(201);
      draftId = ((await draft.json()) as { id: number }).id;
      const list = await api.get('/api/businesses?limit=1');
      publishedId = ((await list.json()) as { items: Array<{ id: number }> }).items[0]!.id;
    } finally {
      await api.dispose();
    }

    const page = await browser.newPage();
    await signIn(page, DEMO.buyer);
    await waitForPath(page, '/buyer/dashboard');
    for (const id of [draftId, publishedId]) {
      const asked: string[] = [];
      page.on('request', (req) => {
        if (new URL(req.url()).pathname === `/api/businesses/${id}`) asked.push(req.url());
      });
      await page.goto(`/business/edit/${id}`);
      await page.getByRole('heading', { name: 'No encontramos este anuncio' }).waitFor({ timeout: 5000 });
      // A 404 is an answer: asked once, not retried behind a skeleton (decision 021).
      expect(asked, `listing ${id}`).toHaveLength(1);
      // Never the editor of someone else's listing.
      expect(await page.getByLabel(/Título del anuncio/).count(), `listing ${id}`).toBe(0);
      page.removeAllListeners('request');
    }
  });
});
