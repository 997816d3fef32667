import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { BusinessSummary } from '@/lib/listings/types';
import { heroListing, newestNotFeatured } from '../api/get-home-listings';
import { HeroListingCard, heroSecondFigure } from './hero-listing-card';

const listing = (id: number, over: Partial<BusinessSummary> = {}): BusinessSummary => ({
  id,
  slug: `negocio-${id}`,
  title: `Negocio ${id}`,
  category: 'restaurant',
  location: 'Quito',
  country: 'Ecuador',
  askingPrice: '85000',
  annualRevenue: '240000',
  annualProfit: '54500.50',
  images: [],
  featured: false,
  status: 'approved',
  ...over,
});

describe('the hero card on the home page', () => {
  it('shows the first featured listing, else the newest, else none at all', () => {
    const featured = listing(1, { featured: true });
    const newest = listing(2);
    expect(heroListing([featured], [newest])).toBe(featured);
    expect(heroListing([], [newest])).toBe(newest);
    expect(heroListing([], [])).toBeNull();
    expect(heroListing(undefined, undefined)).toBeNull();
  });

  it("shows the listing's own title, price and profit, linking to it", () => {
    const html = renderToStaticMarkup(
      <MemoryRouter>
        <HeroListingCard listing={listing(7, { title: 'Cafetería frente al parque', featured: true })} />
      </MemoryRouter>,
    );
    expect(html).toContain('href="/businesses/negocio-7"');
    expect(html).toContain('Cafetería frente al parque');
    expect(html).toContain('$85.000');
    expect(html).toContain('$54.500,50');
    expect(html).toContain('Destacado');
  });

  it('falls back to the sales when the profit is not given, and to nothing when neither is', () => {
    expect(heroSecondFigure(listing(3, { annualProfit: null }))).toEqual({
      label: 'Ventas anuales',
      value: '$240.000',
    });
    expect(heroSecondFigure(listing(4, { annualProfit: null, annualRevenue: null }))).toBeNull();
  });
});

describe('«Recién publicados»', () => {
  it('leaves out the listings the featured row already shows, unless that leaves none', () => {
    const featured = [listing(1, { featured: true }), listing(2, { featured: true })];
    const recent = [listing(2), listing(3), listing(1), listing(4)];
    expect(newestNotFeatured(recent, featured).map((l) => l.id)).toEqual([3, 4]);
    expect(newestNotFeatured([listing(1)], featured).map((l) => l.id)).toEqual([1]);
    expect(newestNotFeatured(recent, undefined, 3).map((l) => l.id)).toEqual([2, 3, 1]);
  });
});
