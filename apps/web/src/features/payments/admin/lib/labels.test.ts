import { paymentStatuses, webhookEventStatuses } from '@traspasa/shared/enums';
import { describe, expect, it } from 'vitest';
import {
  chipLabel,
  eventFilters,
  eventStatusLabels,
  formatCents,
  formatDateTime,
  pageSearch,
  paymentStatusLabels,
  subscriptionStatus,
  totalCount,
  transactionFilters,
} from './labels';

describe('pageSearch', () => {
  it('sends the filter, the page size and the cursor of the page before', () => {
    expect(pageSearch({ status: 'failed' }, 'abc', 25)).toBe('status=failed&limit=25&cursor=abc');
  });
  it('leaves out empty filters and the first page cursor', () => {
    expect(pageSearch({ status: null, resolved: undefined }, null, 25)).toBe('limit=25');
    expect(pageSearch({ resolved: 'false' }, null, 10)).toBe('resolved=false&limit=10');
  });
  it('encodes an opaque cursor', () => {
    expect(pageSearch({}, 'a+b/c=', 5)).toBe('limit=5&cursor=a%2Bb%2Fc%3D');
  });
});

describe('chips', () => {
  it('adds the count the server sent, and only then', () => {
    expect(chipLabel('Fallidos', 3)).toBe('Fallidos (3)');
    expect(chipLabel('Fallidos', 0)).toBe('Fallidos (0)');
    expect(chipLabel('Fallidos', undefined)).toBe('Fallidos');
  });
  it('totals the counts by status for "Todos"', () => {
    expect(totalCount({ pending: 2, failed: 1, succeeded: 40 })).toBe(43);
    expect(totalCount({})).toBe(0);
    expect(totalCount(undefined)).toBeUndefined();
  });
  it('has a Spanish label for every status of the contract', () => {
    for (const s of paymentStatuses) expect(paymentStatusLabels[s].label).toMatch(/^[A-ZÁÉÍÓÚ]/);
    for (const s of webhookEventStatuses) expect(eventStatusLabels[s].label).toMatch(/^[A-ZÁÉÍÓÚ]/);
    expect(eventFilters.map((f) => f.value).sort()).toEqual([...webhookEventStatuses].sort());
    expect(transactionFilters.filter((f) => f.value !== null)).toHaveLength(paymentStatuses.length);
  });
});

describe('subscriptionStatus', () => {
  it('says the provider status in Spanish', () => {
    expect(subscriptionStatus('active').label).toBe('Activa');
    expect(subscriptionStatus('past_due').label).toBe('Pago pendiente');
  });
  it('shows a status it does not know as it came rather than hiding it', () => {
    expect(subscriptionStatus('something_new')).toEqual({ label: 'something_new', tone: 'outline' });
  });
});

describe('formats', () => {
  it('writes whole cents as dollars the es-EC way', () => {
    expect(formatCents(4900)).toBe('$49');
    expect(formatCents(4950)).toBe('$49,50');
    expect(formatCents(1254500)).toBe('$12.545');
    expect(formatCents(0)).toBe('$0');
  });
  it('writes a date with its hour, and a dash for none', () => {
    expect(formatDateTime('2026-11-21T15:04:00Z')).toMatch(/2026/);
    expect(formatDateTime(null)).toBe('—');
    expect(formatDateTime('not a date')).toBe('—');
  });
});
