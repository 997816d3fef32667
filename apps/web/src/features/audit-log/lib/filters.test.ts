import { describe, expect, it } from 'vitest';
import {
  auditApiSearch,
  auditFiltersFromSearch,
  dateRangeError,
  emptyAuditFilters,
  hasAuditFilters,
  searchFromAuditFilters,
} from './filters';

describe('audit filters in the address', () => {
  it('read Spanish words, round-trip, and become the API query', () => {
    const params = new URLSearchParams(
      'admin=3&accion=user.suspend&objeto=user&id=42&desde=2026-01-01&hasta=2026-01-31',
    );
    const filters = auditFiltersFromSearch(params);
    expect(filters).toEqual({
      adminId: 3,
      action: 'user.suspend',
      targetType: 'user',
      targetId: 42,
      from: '2026-01-01',
      to: '2026-01-31',
    });
    expect(searchFromAuditFilters(filters).toString()).toBe(params.toString());
    expect(auditApiSearch(filters, 'c1', 30)).toBe(
      'adminId=3&action=user.suspend&targetType=user&targetId=42&from=2026-01-01&to=2026-01-31&limit=30&cursor=c1',
    );
  });

  it('drop unknown actions and types, an id without a type, and bad dates', () => {
    const filters = auditFiltersFromSearch(
      new URLSearchParams('admin=-1&accion=drop&objeto=planeta&id=4&desde=ayer'),
    );
    expect(filters).toEqual(emptyAuditFilters);
    expect(hasAuditFilters(filters)).toBe(false);
  });

  it('do not send the end of an impossible range', () => {
    const filters = { ...emptyAuditFilters, from: '2026-02-10', to: '2026-02-01' };
    expect(dateRangeError(filters)).toMatch(/anterior/);
    expect(auditApiSearch(filters, null, 30)).toBe('from=2026-02-10&limit=30');
  });
});
