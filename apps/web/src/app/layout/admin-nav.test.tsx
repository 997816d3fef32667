import type { AdminQueueCounts } from '@traspasa/shared/admin-queues';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AdminNav } from './admin-nav';
import { activeItem, adminNav, isItemActive, itemName, totalWaiting } from './admin-nav-items';

const counts: AdminQueueCounts = {
  listingsPending: 2,
  reportsPending: 1,
  identityPending: 1,
  fundsPending: 3,
  professionalsPending: 0,
  ndaUploadsPending: 0,
  feedbackPending: 4,
  errorsUnresolved: 7,
  paymentEventsFailed: 1,
  transfersPending: 0,
};

function render(pathname: string, c: AdminQueueCounts | null = counts) {
  return renderToStaticMarkup(
    <MemoryRouter initialEntries={[pathname]}>
      <AdminNav pathname={pathname} counts={c ?? undefined} />
    </MemoryRouter>,
  );
}

/** Each link's href, accessible name and aria-current, as a screen reader would list them. */
function links(html: string) {
  return [...html.matchAll(/<a ([^>]*)>/g)].map(([, attrs]) => ({
    href: /href="([^"]*)"/.exec(attrs!)?.[1],
    name: /aria-label="([^"]*)"/.exec(attrs!)?.[1],
    current: /aria-current="page"/.test(attrs!),
  }));
}

describe('admin navigation', () => {
  it('links to every admin screen, named with what waits in its queue', () => {
    const found = links(render('/admin/dashboard'));
    const hrefs = found.map((l) => l.href);
    expect(hrefs).toEqual(
      expect.arrayContaining([
        '/admin/dashboard',
        '/admin/user-metrics',
        '/admin/moderation',
        '/nda-audit',
        '/business/new',
        '/admin/users',
        '/admin/identity-verifications',
        '/admin/funds-verifications',
        '/admin/feedback',
        '/admin/errors',
        '/admin/audit-log',
        '/admin/stripe',
        '/admin/discount-codes',
      ]),
    );
    // Each screen once; the dashboard first.
    expect(new Set(hrefs).size).toBe(hrefs.length);
    expect(hrefs[0]).toBe('/admin/dashboard');
    const name = (href: string) => found.find((l) => l.href === href)?.name;
    expect(name('/admin/moderation')).toBe('Moderación, 3 pendientes');
    expect(name('/admin/identity-verifications')).toBe('Verificaciones de identidad, 1 pendiente');
    expect(name('/admin/funds-verifications')).toBe('Verificaciones de fondos, 3 pendientes');
    expect(name('/admin/feedback')).toBe('Comentarios, 4 pendientes');
    expect(name('/admin/errors')).toBe('Errores, 7 sin resolver');
    expect(name('/admin/stripe')).toBe('Pagos, 1 evento fallido');
    // Nothing waiting: just the name, no "0 pendientes".
    expect(name('/nda-audit')).toBe('Acuerdos');
    expect(name('/admin/users')).toBe('Usuarios');
  });

  it('shows the counts as badges, and none before they load', () => {
    expect(render('/admin/dashboard')).toMatch(/aria-hidden="true"[^>]*>3<\/span>/);
    const loading = links(render('/admin/dashboard', null));
    expect(loading.find((l) => l.href === '/admin/moderation')?.name).toBe('Moderación');
    expect(render('/admin/dashboard', { ...counts, errorsUnresolved: 250 })).toContain('>99+<');
  });

  it('marks exactly the current screen with aria-current, pages below it included', () => {
    const current = (path: string) =>
      links(render(path))
        .filter((l) => l.current)
        .map((l) => l.href);
    expect(current('/admin/moderation')).toEqual(['/admin/moderation']);
    expect(current('/admin/users/42')).toEqual(['/admin/users']);
    expect(current('/admin/errors/abc123')).toEqual(['/admin/errors']);
    // /admin is the dashboard; the dashboard does not light up for every /admin/… page.
    expect(current('/admin')).toEqual(['/admin/dashboard']);
    expect(current('/admin/user-metrics')).toEqual(['/admin/user-metrics']);
    expect(current('/admin/moderationx')).toEqual([]);
  });

  it('groups the screens under headings and adds up what waits for the phone menu', () => {
    const html = render('/admin/dashboard');
    for (const group of adminNav) expect(html).toContain(`>${group.title}</h2>`);
    expect(totalWaiting(counts)).toBe(2 + 1 + 1 + 3 + 0 + 4 + 7 + 1);
    expect(totalWaiting(undefined)).toBe(0);
    expect(activeItem('/admin/feedback/9')?.label).toBe('Comentarios');
    const moderation = adminNav[1]!.items[0]!;
    expect(isItemActive(moderation, '/admin/moderation/')).toBe(true);
    expect(itemName(moderation, { ...counts, listingsPending: 0, reportsPending: 0 })).toBe('Moderación');
  });
});
