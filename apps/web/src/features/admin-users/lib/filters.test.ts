import { describe, expect, it } from 'vitest';
import { directorySearch } from '../api/users';
import { emptyFilters, filtersFromSearch, hasFilters, searchFromFilters } from './filters';

describe('user list filters in the address', () => {
  it('reads Spanish words and round-trips them', () => {
    const params = new URLSearchParams('buscar=ana&rol=vendedor&verificada=si&estado=suspendida');
    const filters = filtersFromSearch(params);
    expect(filters).toEqual({ q: 'ana', role: 'seller', verified: 'yes', status: 'suspended' });
    expect(searchFromFilters(filters).toString()).toBe(params.toString());
    expect(directorySearch(filters, 'abc', 10)).toBe(
      'q=ana&role=seller&verified=yes&status=suspended&limit=10&cursor=abc',
    );
  });

  it('ignores unknown values instead of sending them to the server', () => {
    const filters = filtersFromSearch(new URLSearchParams('rol=jefe&estado=borrada&verificada=tal'));
    expect(filters).toEqual(emptyFilters);
    expect(hasFilters(filters)).toBe(false);
    expect(directorySearch(filters, null)).toBe('limit=25');
  });
});
