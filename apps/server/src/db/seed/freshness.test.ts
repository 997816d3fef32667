import { describe, expect, it } from 'vitest';
import { buildBusinessRows, seedListings } from './listings.ts';

// The demo's freshness dates (decision 151): the seed runs at first start, relative to now.
const DAY = 86_400_000;
const now = new Date('2026-11-24T22:00:00Z');
const ids = { vendedor: 1, gabriela: 2, diego: 3, valentina: 4, rodrigo: 5, ximena: 6 } as never;
const rows = buildBusinessRows(ids, now).map((row, i) => ({ row, listing: seedListings[i]! }));
const left = (d: Date | null | undefined) => ((d?.getTime() ?? 0) - now.getTime()) / DAY;

describe('seed freshness', () => {
  it('expires no listing on a fresh start, and a few within the week', () => {
    const approved = rows.filter((r) => r.row.status === 'approved');
    expect(approved.length).toBeGreaterThan(20);
    for (const { row } of approved) {
      expect(left(row.expiresAt)).toBeGreaterThan(2);
      expect(left(row.expiresAt)).toBeLessThanOrEqual(90);
      expect(row.refreshedAt!.getTime()).toBeGreaterThanOrEqual(row.approvedAt!.getTime());
      expect(row.approvedAt!.getTime()).toBeGreaterThan(row.createdAt!.getTime());
    }
    const thisWeek = approved.filter(({ row }) => left(row.expiresAt) <= 7);
    expect(thisWeek.length).toBeGreaterThanOrEqual(3);
  });

  it('shows vendedor@traspasa.test «Vence en 5 días» on one of their listings', () => {
    const own = rows.find((r) => r.listing.key === 'ec-constructora-remodelaciones')!;
    expect(own.listing.seller).toBe('vendedor');
    expect(Math.ceil(left(own.row.expiresAt))).toBe(5);
  });

  it('keeps two sold listings in search with «Incluir vendidos» and one past the 30 days', () => {
    const sold = rows.filter((r) => r.row.status === 'sold').map(({ row }) => -left(row.soldAt));
    expect(sold.filter((d) => d < 30)).toHaveLength(2);
    expect(sold.filter((d) => d > 30)).toHaveLength(1);
    for (const { row } of rows.filter((r) => r.row.status !== 'approved')) expect(row.expiresAt).toBeNull();
  });
});
