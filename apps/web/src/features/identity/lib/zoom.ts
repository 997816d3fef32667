// The steps of the reviewer's larger view of an image (decision 100).

export const ZOOM_LEVELS = [1, 1.5, 2, 3, 4] as const;

/** The next zoom level up (direction 1) or down (-1) from the current one, within the steps. */
export function nextZoom(current: number, direction: 1 | -1): number {
  if (direction === 1)
    return ZOOM_LEVELS.find((level) => level > current + 1e-9) ?? ZOOM_LEVELS[ZOOM_LEVELS.length - 1]!;
  return [...ZOOM_LEVELS].reverse().find((level) => level < current - 1e-9) ?? ZOOM_LEVELS[0];
}

/**
 * Sizes (px) of the zoomed canvas and of the image inside it for a view box, a zoom and a
 * number of quarter turns. Turned sideways, the image's own width lies along the box's
 * height, so its layout box is swapped before it is rotated.
 */
export function zoomedLayout(box: { width: number; height: number }, zoom: number, quarterTurns: number) {
  const canvas = { width: box.width * zoom, height: box.height * zoom };
  const sideways = ((quarterTurns % 4) + 4) % 2 === 1;
  const image = sideways ? { width: canvas.height, height: canvas.width } : { ...canvas };
  return { canvas, image, rotation: (((quarterTurns % 4) + 4) % 4) * 90 };
}
