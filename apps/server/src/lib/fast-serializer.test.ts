import { businessListResponse } from '@traspasa/shared/businesses';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { compileFastSerializer, serializationSchema } from './fast-serializer.ts';

/** Every field of a listing card, the nullable ones null, plus columns the card must not carry. */
const sparseCard = {
  id: 7,
  slug: 'cafeteria-sin-datos',
  title: 'Cafetería «La Esquina» con \\ barra y "terraza"\nen Quito',
  category: null,
  country: null,
  location: null,
  askingPrice: null,
  annualRevenue: null,
  annualProfit: null,
  images: [],
  featured: false,
  status: 'approved',
  packageTier: 'basic',
  createdAt: '2026-11-20T10:00:00.000Z',
  refreshedAt: '2026-11-21T10:00:00.000Z',
  sellerVerified: false,
};
const fullCard = {
  ...sparseCard,
  id: 8,
  slug: 'ferreteria-guayaquil',
  title: 'Ferretería en Guayaquil',
  category: 'retail',
  country: 'Ecuador',
  location: 'Guayaquil',
  askingPrice: '125000.00',
  annualRevenue: '480000.00',
  annualProfit: '-3500.50',
  images: ['/uploads/public/a.webp', '/uploads/public/b.webp'],
  featured: true,
  status: 'sold',
  packageTier: 'featured',
  sellerVerified: true,
};
const response = {
  items: [fullCard, sparseCard],
  nextCursor: null,
  total: 2,
  totalIsLowerBound: false,
  correctedQuery: null,
};

describe('fast serializer of the listing search (decision 050)', () => {
  const fast = compileFastSerializer(businessListResponse, { check: false });

  it('writes exactly the text the zod contract does, nulls and escapes included', () => {
    const expected = JSON.stringify(businessListResponse.encode(response as never));
    expect(fast(response)).toBe(expected);
    const withCursor = { ...response, nextCursor: 'eyJ0b3RhbCI6Mn0', correctedQuery: 'restaurante' };
    expect(fast(withCursor)).toBe(JSON.stringify(businessListResponse.encode(withCursor as never)));
    expect(JSON.parse(fast(response)).items[1]).toEqual(sparseCard);
  });

  it('never writes a field the contract does not declare', () => {
    const leaky = {
      ...response,
      items: [{ ...fullCard, taxId: '0999999999001', confidentialInfo: 'Dueño: Ana', sellerId: 3 }],
      internal: true,
    };
    const text = fast(leaky);
    expect(text).not.toContain('0999999999001');
    expect(text).not.toContain('Dueño');
    expect(text).not.toContain('sellerId');
    expect(text).not.toContain('internal');
    expect(text).toBe(JSON.stringify(businessListResponse.encode(leaky as never)));
  });

  it('in checked mode (outside production) refuses what breaks the contract', () => {
    const checked = compileFastSerializer(businessListResponse, { check: true });
    expect(checked(response)).toBe(fast(response));
    expect(() => checked({ ...response, items: [{ ...fullCard, status: 'borrador' }] })).toThrow();
    expect(() => checked({ ...response, total: undefined })).toThrow();
  });

  it('refuses at start-up a schema it could only serialise by checking values', () => {
    const union = z.toJSONSchema(z.object({ v: z.union([z.string(), z.number()]) })) as Record<
      string,
      unknown
    >;
    expect(() => serializationSchema(union)).toThrow(/union/);
  });
});
