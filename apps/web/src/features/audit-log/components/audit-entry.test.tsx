import type { AuditLogEntry } from '@traspasa/shared/audit-log';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AuditEntry } from './audit-log-screen';

const base: AuditLogEntry = {
  id: 1,
  createdAt: '2026-11-21T15:04:00.000Z',
  admin: { id: 3, name: 'Carla Admin' },
  action: 'business.approve',
  actionLabel: 'Aprobó un anuncio',
  description: 'Aprobó el negocio «Cafetería del parque».',
  target: { type: 'business', id: 9, label: 'Cafetería del parque', href: '/businesses/9' },
  metadata: {},
};

const render = (entry: AuditLogEntry) =>
  renderToStaticMarkup(
    <MemoryRouter>
      <ol>
        <AuditEntry entry={entry} />
      </ol>
    </MemoryRouter>,
  );

describe('an audit entry', () => {
  it('says who did what in words, links the object and the admin, never shows the raw code', () => {
    const html = render(base);
    expect(html).toContain('Aprobó un anuncio');
    expect(html).not.toContain('business.approve');
    expect(html).toContain('href="/businesses/9"');
    expect(html).toContain('Anuncio «Cafetería del parque»');
    expect(html).toContain('href="/admin/users/3"');
    expect(html).toContain('dateTime="2026-11-21T15:04:00.000Z"');
  });

  it('links a user target to its admin page, and leaves a vanished one unlinked', () => {
    const user = render({
      ...base,
      action: 'user.suspend',
      actionLabel: 'Suspendió una cuenta',
      target: { type: 'user', id: 42, label: 'Lucía Andrade', href: '/admin/users/42' },
    });
    expect(user).toContain('href="/admin/users/42"');
    const gone = render({ ...base, target: { type: 'business', id: 77, label: null, href: null } });
    expect(gone).toContain('Anuncio 77 (ya no existe)');
    expect(gone).not.toContain('href="/businesses/77"');
  });

  it('names the system when no admin acted', () => {
    const html = render({
      ...base,
      admin: null,
      action: 'business.feature_expired',
      actionLabel: 'Terminó el destacado de un anuncio',
    });
    expect(html).toContain('El sistema');
  });
});
