import { describe, expect, it } from 'vitest';
import { identityListSearch } from '../api/get-admin-identity-list';
import { dateRangeError, filtersFromSearch, hasExtraFilters, searchFromFilters } from './queue-filters';

describe('queue filters in the address', () => {
  it('opens on the pending requests', () => {
    expect(filtersFromSearch(new URLSearchParams())).toEqual({
      status: 'pending',
      documentType: null,
      country: null,
      from: null,
      to: null,
    });
    expect(hasExtraFilters(filtersFromSearch(new URLSearchParams()))).toBe(false);
  });

  it('reads and writes every filter, "todas" being every status', () => {
    const params = new URLSearchParams(
      'estado=todas&tipo=pasaporte&pais=PE&desde=2026-11-01&hasta=2026-11-30',
    );
    const filters = filtersFromSearch(params);
    expect(filters).toEqual({
      status: null,
      documentType: 'pasaporte',
      country: 'PE',
      from: '2026-11-01',
      to: '2026-11-30',
    });
    expect(searchFromFilters(filters).toString()).toBe(params.toString());
  });

  it('ignores values that are not filters', () => {
    expect(
      filtersFromSearch(new URLSearchParams('estado=borrado&tipo=licencia&pais=peru&desde=ayer')),
    ).toEqual(filtersFromSearch(new URLSearchParams()));
  });

  it('sends the API its own names, without the empty ones, with the cursor of the page before', () => {
    const filters = filtersFromSearch(new URLSearchParams('tipo=cedula_ec'));
    expect(identityListSearch(filters, null)).toBe('status=pending&documentType=cedula_ec&limit=20');
    expect(identityListSearch({ ...filters, status: null }, 'abc', 5)).toBe(
      'documentType=cedula_ec&limit=5&cursor=abc',
    );
  });

  it('names a range that ends before it starts', () => {
    expect(dateRangeError({ from: '2026-11-10', to: '2026-11-01' })).toMatch(/anterior/);
    expect(dateRangeError({ from: '2026-11-01', to: '2026-11-01' })).toBeNull();
    expect(dateRangeError({ from: null, to: '2026-11-01' })).toBeNull();
  });
});
