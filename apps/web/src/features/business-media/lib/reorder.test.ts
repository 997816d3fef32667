import { describe, expect, it } from 'vitest';
import { imageIdFromUrl, moveItem, thumbUrl } from './reorder';

describe('reorder', () => {
  it('moves items', () => {
    expect(moveItem(['a', 'b', 'c'], 0, 2)).toEqual(['b', 'c', 'a']);
    expect(moveItem(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'c', 'b']);
    expect(moveItem(['a', 'b'], 0, 5)).toEqual(['a', 'b']);
  });
  it('extracts image ids', () => {
    expect(imageIdFromUrl('/uploads/businesses/7/0f8e-12ab-gallery.webp')).toBe('0f8e-12ab');
    expect(thumbUrl('/u/x-gallery.webp')).toBe('/u/x-card.webp');
  });
});
