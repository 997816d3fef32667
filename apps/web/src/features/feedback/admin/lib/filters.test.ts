import { describe, expect, it } from 'vitest';
import { feedbackListSearch, filtersFromSearch, searchFromFilters } from './filters';

describe('feedback filters in the address', () => {
  it('opens on pending and ignores unknown values', () => {
    expect(filtersFromSearch(new URLSearchParams('tema=spam&prioridad=urgente&estado=x'))).toEqual({
      status: 'pending',
      category: null,
      priority: null,
      q: null,
    });
  });

  it('round-trips every filter, «todos» meaning any status', () => {
    const params = new URLSearchParams('estado=todos&tema=pagos&prioridad=alta&buscar=recibo');
    const filters = filtersFromSearch(params);
    expect(filters).toEqual({ status: null, category: 'pagos', priority: 'alta', q: 'recibo' });
    expect(searchFromFilters(filters).toString()).toBe(params.toString());
    expect(searchFromFilters(filtersFromSearch(new URLSearchParams())).toString()).toBe('');
  });

  it('asks the API by its own names, without empty filters', () => {
    expect(
      feedbackListSearch({ status: 'responded', category: null, priority: 'alta', q: 'cámara' }, 'abc', 20),
    ).toBe('status=responded&priority=alta&q=c%C3%A1mara&limit=20&cursor=abc');
  });
});
