import type { AdminUserDetail } from '@traspasa/shared/admin-users';
import { describe, expect, it } from 'vitest';
import { blockedReason, formatAmount, rolesLabel } from './labels';

function detail(user: Partial<AdminUserDetail['user']>, guards: Partial<AdminUserDetail['guards']> = {}) {
  return {
    user: { role: 'buyer', secondaryRole: null, status: 'active', ...user },
    guards: { isSelf: false, lastActiveAdmin: false, ...guards },
  } as AdminUserDetail;
}

describe('blockedReason', () => {
  it('lets an admin act on an ordinary active account', () => {
    const d = detail({});
    for (const action of ['roles', 'demote', 'suspend', 'reset', 'erase'] as const) {
      expect(blockedReason(d, action), action).toBeNull();
    }
    expect(blockedReason(d, 'reactivate')).toBe('La cuenta no está suspendida.');
  });

  it('explains why an admin cannot demote, suspend or erase themselves', () => {
    const self = detail({ role: 'admin' }, { isSelf: true });
    expect(blockedReason(self, 'demote')).toMatch(/tu propio rol/);
    expect(blockedReason(self, 'suspend')).toMatch(/tu propia cuenta/);
    expect(blockedReason(self, 'erase')).toMatch(/tu propia cuenta/);
    expect(blockedReason(self, 'reset')).toMatch(/Cambiar contraseña/);
  });

  it('protects the last active admin and refuses erasing any admin directly', () => {
    const last = detail({ role: 'admin' }, { lastActiveAdmin: true });
    expect(blockedReason(last, 'demote')).toMatch(/única cuenta de administración/);
    expect(blockedReason(last, 'suspend')).toMatch(/única cuenta de administración/);
    expect(blockedReason(detail({ role: 'admin' }), 'erase')).toMatch(/quítale el rol/);
  });

  it('blocks everything on an erased account and suspension twice', () => {
    const erased = detail({ status: 'deleted' });
    for (const action of ['roles', 'suspend', 'reactivate', 'reset', 'erase'] as const) {
      expect(blockedReason(erased, action)).toMatch(/eliminada/);
    }
    const suspended = detail({ status: 'suspended' });
    expect(blockedReason(suspended, 'suspend')).toMatch(/ya está suspendida/);
    expect(blockedReason(suspended, 'reactivate')).toBeNull();
    expect(blockedReason(suspended, 'reset')).toMatch(/Reactiva/);
  });
});

describe('small formats', () => {
  it('names roles in Spanish and formats dollars the es-EC way', () => {
    expect(rolesLabel('seller', 'buyer')).toBe('Vendedor + Comprador');
    expect(rolesLabel('admin', null)).toBe('Administración');
    expect(formatAmount('1234.5', 'usd')).toMatch(/1\.234,50/);
  });
});
