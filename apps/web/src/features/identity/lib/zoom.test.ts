import { describe, expect, it } from 'vitest';
import { nextZoom, zoomedLayout } from './zoom';

describe('zoom', () => {
  it('steps up and down within the levels', () => {
    expect(nextZoom(1, 1)).toBe(1.5);
    expect(nextZoom(4, 1)).toBe(4);
    expect(nextZoom(1.5, -1)).toBe(1);
    expect(nextZoom(1, -1)).toBe(1);
  });

  it('swaps the image box when turned a quarter', () => {
    const box = { width: 800, height: 600 };
    expect(zoomedLayout(box, 2, 0)).toEqual({
      canvas: { width: 1600, height: 1200 },
      image: { width: 1600, height: 1200 },
      rotation: 0,
    });
    expect(zoomedLayout(box, 1, 1).image).toEqual({ width: 600, height: 800 });
    expect(zoomedLayout(box, 1, -1).rotation).toBe(270);
    expect(zoomedLayout(box, 1, 2).image).toEqual({ width: 800, height: 600 });
  });
});
