import { describe, expect, it } from 'vitest';
import { sellerName, sellerSearchPath } from './search-sellers';

describe('seller search', () => {
  it('asks for sellers only, with the trimmed term encoded and a small limit', () => {
    expect(sellerSearchPath('')).toBe('/api/admin/users?role=seller&limit=10');
    expect(sellerSearchPath('  Ana Muñoz & Cía ')).toBe(
      '/api/admin/users?role=seller&limit=10&q=Ana+Mu%C3%B1oz+%26+C%C3%ADa',
    );
  });

  it('names a seller by full name, or by username when there is none', () => {
    const base = { id: 1, email: 'a@b.ec', username: 'anam' };
    expect(sellerName({ ...base, fullName: 'Ana Muñoz' })).toBe('Ana Muñoz');
    expect(sellerName({ ...base, fullName: null })).toBe('anam');
    expect(sellerName({ ...base, fullName: '  ' })).toBe('anam');
  });
});
