import { describe, expect, it } from 'vitest';
import { errorsListSearch, filtersFromSearch, searchFromFilters } from './filters';

describe('error log filters in the address', () => {
  it('opens on open groups by last seen, page 1, ignoring unknown values', () => {
    expect(filtersFromSearch(new URLSearchParams('estado=x&nivel=fatal&origen=luna&pagina=-3'))).toEqual({
      status: 'open',
      level: null,
      source: null,
      sort: 'last_seen',
      q: null,
      page: 1,
    });
  });

  it('round-trips Spanish words and asks the API by its own names', () => {
    const params = new URLSearchParams(
      'estado=resueltos&nivel=warning&origen=servidor&orden=ocurrencias&buscar=pago&pagina=2',
    );
    const filters = filtersFromSearch(params);
    expect(filters).toEqual({
      status: 'resolved',
      level: 'warning',
      source: 'backend',
      sort: 'count',
      q: 'pago',
      page: 2,
    });
    expect(searchFromFilters(filters).toString()).toBe(params.toString());
    expect(errorsListSearch(filters, 25)).toBe(
      'status=resolved&sort=count&level=warning&source=backend&q=pago&page=2&limit=25',
    );
  });
});
