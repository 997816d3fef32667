import { describe, expect, it } from 'vitest';
import { addRecentlyViewed, parseRecentlyViewed } from './recently-viewed';

describe('recently viewed', () => {
  it('puts the newest first without duplicates and keeps 12', () => {
    expect(addRecentlyViewed(['1', '2', '3'], '2')).toEqual(['2', '1', '3']);
    const many = Array.from({ length: 12 }, (_, i) => String(i));
    expect(addRecentlyViewed(many, 'x')).toHaveLength(12);
    expect(addRecentlyViewed(many, 'x')[0]).toBe('x');
    expect(addRecentlyViewed(many, 'x')).not.toContain('11');
  });

  it('parses defensively', () => {
    expect(parseRecentlyViewed(null)).toEqual([]);
    expect(parseRecentlyViewed('nope')).toEqual([]);
    expect(parseRecentlyViewed('{"a":1}')).toEqual([]);
    expect(parseRecentlyViewed('[1,"2",null,""]')).toEqual(['1', '2']);
  });
});
