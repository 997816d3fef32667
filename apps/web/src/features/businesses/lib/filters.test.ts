import { describe, expect, it } from 'vitest';
import { activeFilterCount, cleanAmount, countLabel, filtersFromParams, paramsFromFilters } from './filters';

describe('URL ↔ filters', () => {
  it('reads every known filter and drops unknown or malformed values', () => {
    const params = new URLSearchParams(
      'q=panaderia&category=restaurant&country=Ecuador&location=Quito&minPrice=1000&maxPrice=5e4&minRevenue=abc&minProfit=-500&sort=price_asc&foo=bar',
    );
    expect(filtersFromParams(params)).toEqual({
      q: 'panaderia',
      category: 'restaurant',
      country: 'Ecuador',
      location: 'Quito',
      minPrice: '1000',
      minProfit: '-500',
      sort: 'price_asc',
    });
  });

  it('ignores an invalid category or sort and the default sort', () => {
    expect(filtersFromParams(new URLSearchParams('category=nope&sort=weird'))).toEqual({});
    expect(filtersFromParams(new URLSearchParams('sort=relevance'))).toEqual({});
  });

  it('writes a stable, minimal query string', () => {
    expect(
      paramsFromFilters({ sort: 'recent', q: ' cafe ', minPrice: '', category: 'technology' }).toString(),
    ).toBe('q=cafe&category=technology&sort=recent');
    expect(paramsFromFilters({ sort: 'relevance' }).toString()).toBe('');
  });

  it('round-trips', () => {
    const filters = {
      q: 'ferretería',
      location: 'Cuenca',
      minRevenue: '20000',
      sort: 'revenue_desc' as const,
    };
    expect(filtersFromParams(paramsFromFilters(filters))).toEqual(filters);
  });

  it('reads amounts from the address exactly, or drops them: never a value off by a factor', () => {
    expect(cleanAmount('$ 85.000')).toBe('85000');
    expect(cleanAmount('50000.5')).toBe('50000.5');
    expect(cleanAmount('50.000,50')).toBe('50000.5');
    expect(cleanAmount('-100')).toBe('');
    expect(cleanAmount('-100', true)).toBe('-100');
    expect(cleanAmount('007')).toBe('7');
    expect(cleanAmount('5e4')).toBe('');
    expect(cleanAmount('1,254,500')).toBe('');
    expect(cleanAmount('')).toBe('');
  });

  it('counts filters and labels results', () => {
    expect(activeFilterCount({ q: 'x', sort: 'recent', category: 'other', minPrice: '1' })).toBe(2);
    expect(countLabel(58)).toBe('58 negocios');
    expect(countLabel(1)).toBe('1 negocio');
    expect(countLabel(0)).toBe('Ningún negocio');
    expect(countLabel(1200)).toBe(
      '1200 negocios'.replace('1200', new Intl.NumberFormat('es-EC').format(1200)),
    );
    expect(countLabel(1000, true)).toBe(`más de ${new Intl.NumberFormat('es-EC').format(1000)} negocios`);
  });
});
