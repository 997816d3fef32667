import { describe, expect, it } from 'vitest';
import { auditSearch } from '../api/get-nda-audit';
import { filtersFromSearch, searchFromFilters } from './audit-filters';

describe('audit filters in the address', () => {
  it('round-trips valid filters and drops invalid ones', () => {
    const filters = filtersFromSearch(
      new URLSearchParams(
        'negocio=12&titulo=%20Ferreter%C3%ADa%20&estado=pending&desde=2026-11-01&hasta=2026-11-30&revision=1',
      ),
    );
    expect(filters).toEqual({
      businessId: 12,
      businessTitle: 'Ferretería',
      status: 'pending',
      from: '2026-11-01',
      to: '2026-11-30',
      awaitingReview: true,
    });
    expect(filtersFromSearch(searchFromFilters(filters))).toEqual(filters);
    expect(filtersFromSearch(new URLSearchParams('negocio=abc&titulo=%20&estado=otro&desde=ayer'))).toEqual(
      {},
    );
  });
  it('builds the API query of the contract', () => {
    const query = new URLSearchParams(
      auditSearch({ businessId: 3, businessTitle: 'Panadería', awaitingReview: true }, 'abc'),
    );
    expect(Object.fromEntries(query)).toEqual({
      businessId: '3',
      businessTitle: 'Panadería',
      awaitingReview: 'true',
      cursor: 'abc',
      limit: '25',
    });
  });
});
