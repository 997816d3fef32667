import { afterEach, describe, expect, it, vi } from 'vitest';
import { cardPictures } from '@/lib/listings/images';
import {
  activeFilterCount,
  cleanAmount,
  countLabel,
  debounce,
  filtersFromParams,
  invertedFilterRanges,
  paramsFromFilters,
  requestFilters,
  resultsButtonLabel,
  TYPING_DEBOUNCE_MS,
} from './filters';

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
    // A range counts once, whichever ends are set; each option counts.
    expect(
      activeFilterCount({
        minPrice: '1',
        maxPrice: '9',
        maxProfit: '5',
        withPhotos: 'true',
        includeSold: 'true',
      }),
    ).toBe(4);
    expect(countLabel(58)).toBe('58 negocios');
    expect(countLabel(1)).toBe('1 negocio');
    expect(countLabel(0)).toBe('Ningún negocio');
    expect(countLabel(1200)).toBe(
      '1200 negocios'.replace('1200', new Intl.NumberFormat('es-EC').format(1200)),
    );
    expect(countLabel(1000, true)).toBe(`más de ${new Intl.NumberFormat('es-EC').format(1000)} negocios`);
  });
});

describe('the filter model in the address (decision 051)', () => {
  it('reads and writes ranges, photos and sold as the one model, and round-trips it', () => {
    const params = new URLSearchParams(
      'maxRevenue=500000&minProfit=-2000&maxProfit=80000&withPhotos=true&includeSold=true&category=service',
    );
    const filters = filtersFromParams(params);
    expect(filters).toEqual({
      category: 'service',
      maxRevenue: '500000',
      minProfit: '-2000',
      maxProfit: '80000',
      withPhotos: 'true',
      includeSold: 'true',
    });
    expect(paramsFromFilters(filters).toString()).toBe(
      'category=service&maxRevenue=500000&minProfit=-2000&maxProfit=80000&withPhotos=true&includeSold=true',
    );
    expect(filtersFromParams(paramsFromFilters(filters))).toEqual(filters);
  });

  it('keeps an option only when it is on: «false», «1» or «si» leave sold listings hidden', () => {
    expect(filtersFromParams(new URLSearchParams('includeSold=false&withPhotos=1'))).toEqual({});
    expect(filtersFromParams(new URLSearchParams('includeSold=si'))).toEqual({});
    expect(paramsFromFilters({ includeSold: 'false' as 'true' }).toString()).toBe('');
  });

  it('reads «Ocultar reservados» as hideReserved=true only, writes it after the sold option and counts it (decision 171)', () => {
    const filters = filtersFromParams(new URLSearchParams('hideReserved=true&includeSold=true&q=café'));
    expect(filters).toEqual({ q: 'café', includeSold: 'true', hideReserved: 'true' });
    expect(paramsFromFilters(filters).toString()).toBe('q=caf%C3%A9&includeSold=true&hideReserved=true');
    expect(filtersFromParams(paramsFromFilters(filters))).toEqual(filters);
    expect(activeFilterCount(filters)).toBe(2);
    for (const off of ['false', '1', 'si', '']) {
      expect(filtersFromParams(new URLSearchParams(`hideReserved=${off}`)), off).toEqual({});
    }
    expect(paramsFromFilters({ hideReserved: 'false' as 'true' }).toString()).toBe('');
    expect(paramsFromFilters({}).has('hideReserved')).toBe(false);
  });

  it('drops a negative price or sales from the address but keeps a negative profit', () => {
    expect(filtersFromParams(new URLSearchParams('minPrice=-5&maxRevenue=-1&maxProfit=-100'))).toEqual({
      maxProfit: '-100',
    });
  });

  it('warns about an inverted range and leaves only that range out of the request', () => {
    const filters = {
      category: 'retail',
      minPrice: '90000',
      maxPrice: '80000',
      minRevenue: '1',
      maxRevenue: '2',
    };
    expect(invertedFilterRanges(filters).map((r) => r.label)).toEqual(['precio']);
    expect(requestFilters(filters)).toEqual({ category: 'retail', minRevenue: '1', maxRevenue: '2' });
    // Negative profits compare as numbers, not as text.
    expect(invertedFilterRanges({ minProfit: '-500', maxProfit: '-100' })).toEqual([]);
    expect(invertedFilterRanges({ minProfit: '-100', maxProfit: '-500' }).map((r) => r.label)).toEqual([
      'utilidad anual',
    ]);
    // One end alone, or equal ends, is never inverted.
    expect(invertedFilterRanges({ minPrice: '90000' })).toEqual([]);
    expect(requestFilters({ minPrice: '5', maxPrice: '5' })).toEqual({ minPrice: '5', maxPrice: '5' });
  });

  it('labels the sheet button with the live count', () => {
    expect(resultsButtonLabel(23)).toBe('Ver 23 resultados');
    expect(resultsButtonLabel(1)).toBe('Ver 1 resultado');
    expect(resultsButtonLabel(0)).toBe('Ningún resultado con estos filtros');
    expect(resultsButtonLabel(1000, true)).toBe(
      `Ver más de ${new Intl.NumberFormat('es-EC').format(1000)} resultados`,
    );
  });
});

describe('typing waits for a pause before it searches', () => {
  afterEach(() => vi.useRealTimers());

  it('hands on only the last value, TYPING_DEBOUNCE_MS after the last key', () => {
    vi.useFakeTimers();
    const commit = vi.fn();
    const typed = debounce(commit, TYPING_DEBOUNCE_MS);
    for (const text of ['5', '50', '50.0', '50.000']) {
      typed(text);
      vi.advanceTimersByTime(100);
    }
    expect(commit).not.toHaveBeenCalled();
    vi.advanceTimersByTime(TYPING_DEBOUNCE_MS - 100);
    expect(commit).toHaveBeenCalledTimes(1);
    expect(commit).toHaveBeenCalledWith('50.000');
    vi.advanceTimersByTime(5 * TYPING_DEBOUNCE_MS);
    expect(commit).toHaveBeenCalledTimes(1);
  });

  it('hands on at once when the field is left, and drops a pending value when cancelled', () => {
    vi.useFakeTimers();
    const commit = vi.fn();
    const typed = debounce(commit, TYPING_DEBOUNCE_MS);
    typed('Quito');
    typed.flush();
    expect(commit).toHaveBeenCalledWith('Quito');
    typed('Cuenca');
    typed.cancel();
    vi.advanceTimersByTime(TYPING_DEBOUNCE_MS * 2);
    expect(commit).toHaveBeenCalledTimes(1);
    typed.flush();
    expect(commit).toHaveBeenCalledTimes(1);
  });
});

describe('card pictures', () => {
  const g = (name: string) => `/uploads/businesses/${name}-gallery.webp`;
  const c = (name: string) => `/uploads/businesses/${name}-card.webp`;

  it("shows the listing's own first photo, its next one when the neighbour shows the same file", () => {
    const pictures = cardPictures([
      { id: 1, category: 'restaurant', images: [g('a'), g('b')] },
      { id: 2, category: 'restaurant', images: [g('a'), g('c')] },
      { id: 3, category: 'restaurant', images: [g('d')] },
    ]);
    expect(pictures.map((p) => p.image)).toEqual([c('a'), c('c'), c('d')]);
    // In a row of three, a listing with a picture to spare does not repeat the one two cards back.
    const row = cardPictures([
      { id: 1, category: 'healthcare', images: [g('h1'), g('h2')] },
      { id: 2, category: 'healthcare', images: [g('h2'), g('h3')] },
      { id: 3, category: 'healthcare', images: [g('h1'), g('h3')] },
    ]);
    expect(row.map((p) => p.image)).toEqual([c('h1'), c('h2'), c('h3')]);
  });

  it('without photos: an illustration of the category, never the same variant beside the same category', () => {
    const items = [3, 6, 9, 12, 15].map((id) => ({ id, category: 'service', images: [] }));
    const pictures = cardPictures(items);
    expect(pictures.every((p) => p.image === null)).toBe(true);
    for (let i = 1; i < pictures.length; i++) {
      expect(pictures[i]!.illustration, `card ${i}`).not.toBe(pictures[i - 1]!.illustration);
    }
    // Deterministic: the same list gives the same pictures.
    expect(cardPictures(items)).toEqual(pictures);
    // A lone photo identical to the neighbour's gives way to the illustration.
    const same = cardPictures([
      { id: 1, category: 'retail', images: [g('x')] },
      { id: 2, category: 'retail', images: [g('x')] },
    ]);
    expect(same[1]!.image).toBeNull();
  });
});
