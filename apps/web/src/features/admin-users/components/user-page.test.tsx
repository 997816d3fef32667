import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { AdminUserDetail } from '@traspasa/shared/admin-users';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { adminUserKeys } from '../api/users';
import { UserActions } from './user-actions';
import { UserPage } from './user-page';

function render(node: ReactNode, detail?: AdminUserDetail) {
  const client = new QueryClient();
  if (detail) client.setQueryData(adminUserKeys.detail(detail.user.id), detail);
  return renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <MemoryRouter>{node}</MemoryRouter>
    </QueryClientProvider>,
  );
}

function detailOf(
  user: Partial<AdminUserDetail['user']> = {},
  rest: Partial<Omit<AdminUserDetail, 'user'>> = {},
): AdminUserDetail {
  return {
    user: {
      id: 42,
      fullName: 'Lucía Andrade',
      email: 'lucia@correo.ec',
      username: 'lucia',
      role: 'seller',
      secondaryRole: null,
      identityVerified: true,
      createdAt: '2026-01-05T15:00:00.000Z',
      lastLoginAt: '2026-11-20T14:30:00.000Z',
      status: 'active',
      avatarUrl: null,
      identityVerifiedAt: '2026-02-01T10:00:00.000Z',
      notificationPreferences: 'all',
      ...user,
    },
    suspension: null,
    identity: { status: 'approved', requestId: 7, submittedAt: '2026-01-30T10:00:00.000Z' },
    listings: {
      total: 1,
      items: [
        { id: 9, title: 'Ferretería El Tornillo', status: 'approved', createdAt: '2026-03-01T10:00:00.000Z' },
      ],
    },
    ndas: { counts: { pending: 1, signed: 2, rejected: 0 }, recent: [] },
    conversations: 3,
    logins: [{ at: '2026-11-20T14:30:00.000Z', ip: '190.152.10.20', browser: 'Chrome 126 en Windows' }],
    payments: {
      transactions: [
        {
          id: 1,
          amount: '1250.5',
          currency: 'usd',
          status: 'succeeded',
          kind: 'checkout',
          planType: null,
          createdAt: '2026-04-01T10:00:00.000Z',
        },
      ],
      subscription: null,
    },
    guards: { isSelf: false, lastActiveAdmin: false },
    ...rest,
  };
}

describe('the user page', () => {
  it('shows profile, listings, NDAs, payments and logins with IP and browser', () => {
    const html = render(<UserPage id={42} />, detailOf());
    expect(html).toContain('<h1');
    expect(html).toContain('Lucía Andrade');
    expect(html).toContain('lucia@correo.ec');
    expect(html).toContain('href="/businesses/9"');
    expect(html).toContain('Ferretería El Tornillo');
    expect(html).toContain('href="/admin/identity-verifications/7"');
    expect(html).toContain('Chrome 126 en Windows');
    expect(html).toContain('190.152.10.20');
    expect(html).toMatch(/\$\s?1\.250,50/);
    expect(html).toContain('Sin suscripción');
    expect(html).toMatch(/Firmados<\/dt><dd[^>]*>2</);
  });

  it('explains a suspension with its reason, date and admin, and offers reactivation instead of suspension', () => {
    const html = render(
      <UserPage id={42} />,
      detailOf(
        { status: 'suspended' },
        {
          suspension: {
            at: '2026-11-21T15:00:00.000Z',
            reason: 'Datos falsos en sus anuncios',
            by: { id: 1, name: 'Carla Admin' },
          },
        },
      ),
    );
    expect(html).toContain('Motivo: Datos falsos en sus anuncios');
    expect(html).toContain('por Carla Admin');
    expect(html).toContain('>Reactivar<');
    expect(html).not.toContain('>Suspender<');
    expect(html).toContain('Reactiva la cuenta antes de pedirle una nueva contraseña.');
  });
});

describe('the actions', () => {
  const button = (html: string, label: string) => {
    const match = html.match(new RegExp(`<button[^>]*>${label}</button>`));
    expect(match, label).not.toBeNull();
    return match![0];
  };

  it('are all open for an ordinary account', () => {
    const html = render(<UserActions detail={detailOf()} />);
    for (const label of ['Suspender', 'Pedir nueva contraseña', 'Eliminar cuenta']) {
      expect(button(html, label)).not.toMatch(/ disabled=""/);
    }
    // Nothing changed yet: nothing to save.
    expect(button(html, 'Guardar roles')).toMatch(/ disabled=""/);
  });

  it('are disabled with the reason on one’s own admin account', () => {
    const html = render(
      <UserActions
        detail={detailOf({ role: 'admin' }, { guards: { isSelf: true, lastActiveAdmin: false } })}
      />,
    );
    expect(button(html, 'Suspender')).toMatch(/ disabled=""/);
    expect(html).toContain('No puedes suspender tu propia cuenta.');
    expect(button(html, 'Eliminar cuenta')).toMatch(/ disabled=""/);
    expect(html).toContain('No puedes eliminar tu propia cuenta desde aquí.');
    expect(button(html, 'Pedir nueva contraseña')).toMatch(/ disabled=""/);
  });

  it('protect the last active admin', () => {
    const html = render(
      <UserActions
        detail={detailOf({ role: 'admin' }, { guards: { isSelf: false, lastActiveAdmin: true } })}
      />,
    );
    expect(button(html, 'Suspender')).toMatch(/ disabled=""/);
    expect(html).toContain('Es la única cuenta de administración activa');
  });

  it('admit no change on an erased account', () => {
    const html = render(<UserActions detail={detailOf({ status: 'deleted' })} />);
    expect(html).toContain('La cuenta fue eliminada: ya no admite cambios.');
    expect(button(html, 'Eliminar cuenta')).toMatch(/ disabled=""/);
  });
});
