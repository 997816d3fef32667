import { describe, expect, it } from 'vitest';
import {
  emptyValuationForm,
  loadPendingDraft,
  PENDING_DRAFT_KEY,
  readValuationForm,
  savePendingDraft,
  type ValuationFormValues,
} from './form-values';
import { leadFiltersFromSearch, leadsApiSearch, searchFromLeadFilters } from './lead-filters';

const cafe: ValuationFormValues = {
  ...emptyValuationForm,
  category: 'restaurant',
  city: 'Quito',
  annualRevenue: '180.000',
  annualProfit: '42.000,50',
  yearsOperation: '7',
};

function memoryStorage(): Storage {
  const data = new Map<string, string>();
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    getItem: (k) => data.get(k) ?? null,
    key: (i) => [...data.keys()][i] ?? null,
    removeItem: (k) => void data.delete(k),
    setItem: (k, v) => void data.set(k, v),
  };
}

describe('readValuationForm', () => {
  it('reads amounts as typed in Ecuador and leaves the optional fields empty', () => {
    const read = readValuationForm(cafe);
    expect(read).toEqual({
      ok: true,
      input: {
        category: 'restaurant',
        country: 'Ecuador',
        city: 'Quito',
        annualRevenue: 180_000,
        annualProfit: 42_000.5,
        yearsOperation: 7,
        assetsValue: null,
        trend: null,
        ownerHoursPerWeek: null,
      },
    });
  });

  it('says in Spanish what is missing or wrong, at each field', () => {
    const read = readValuationForm({
      ...emptyValuationForm,
      annualRevenue: '54500.50',
      ownerHoursPerWeek: '200',
    });
    expect(read.ok).toBe(false);
    if (read.ok) return;
    expect(read.errors.category).toBe('Elige la categoría de tu negocio.');
    expect(read.errors.city).toContain('ciudad');
    expect(read.errors.annualRevenue).toBe('Para los centavos usa coma, por ejemplo 54.500,50.');
    expect(read.errors.annualProfit).toContain('cuánto te deja');
    expect(read.errors.yearsOperation).toContain('años');
    expect(read.errors.ownerHoursPerWeek).toContain('168');
  });

  it('refuses a profit above the revenue at the profit', () => {
    const read = readValuationForm({ ...cafe, annualProfit: '200.000' });
    expect(read.ok).toBe(false);
    if (!read.ok) expect(read.errors.annualProfit).toContain('mayor que las ventas');
  });
});

describe('pending draft across sign-in', () => {
  it('keeps the typed values and nothing else', () => {
    const storage = memoryStorage();
    savePendingDraft(cafe, storage);
    storage.setItem(PENDING_DRAFT_KEY, JSON.stringify({ ...cafe, extra: 'x', city: 42 }));
    expect(loadPendingDraft(storage)).toEqual({ ...cafe, city: '' });
    storage.setItem(PENDING_DRAFT_KEY, '{no json');
    expect(loadPendingDraft(storage)).toBeNull();
  });
});

describe('lead filters in the address', () => {
  it('round-trips and drops what is not a filter', () => {
    const params = new URLSearchParams('desde=2026-01-01&hasta=mal&categoria=retail&buscar=%20ana%20&x=1');
    const filters = leadFiltersFromSearch(params);
    expect(filters).toEqual({ from: '2026-01-01', to: null, category: 'retail', q: 'ana' });
    expect(searchFromLeadFilters(filters).toString()).toBe('desde=2026-01-01&categoria=retail&buscar=ana');
    expect(leadsApiSearch(filters, 'abc', 25)).toBe(
      'from=2026-01-01&category=retail&q=ana&limit=25&cursor=abc',
    );
    expect(leadsApiSearch(filters, null, null)).toBe('from=2026-01-01&category=retail&q=ana');
  });
});
