// The image watermark draws its words with the system's fonts (librsvg through fontconfig,
// decision 173). On a machine without any font it draws nothing at all and no error is raised,
// so this test counts the stamp's red ink on a white picture: with a font, a name of wide letters
// leaves clearly more ink than one of narrow letters; without one, there is no ink. If it fails,
// install a font package (Debian: fonts-dejavu-core).
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { watermarkImage } from './watermark.ts';

const WIDTH = 1200;
const HEIGHT = 800;

async function redInk(buyerName: string): Promise<number> {
  const white = await sharp({ create: { width: WIDTH, height: HEIGHT, channels: 3, background: '#ffffff' } })
    .jpeg({ quality: 95 })
    .toBuffer();
  const copy = await watermarkImage(white, {
    buyerName,
    documentLast4: null,
    at: new Date('2026-12-02T15:00:00Z'),
    reference: 'TR-000123',
    traceId: 'DR-ABCD-EFGH-JKMN',
  });
  const { data, info } = await sharp(copy).raw().toBuffer({ resolveWithObject: true });
  // The diagonal rows only: the foot band (dark text) is left out.
  const rows = info.height - 60;
  let ink = 0;
  for (let y = 0; y < rows; y++) {
    for (let x = 0; x < info.width; x++) {
      const p = (y * info.width + x) * info.channels;
      if (data[p]! - data[p + 1]! > 25) ink++;
    }
  }
  return ink;
}

describe('the photo watermark', () => {
  it('draws the buyer’s name in letters: a font is found, the stamp is not silently empty', async () => {
    const narrow = await redInk('IIIIIIIIIIIIIIII');
    const wide = await redInk('WWWWWWWWWWWWWWWW');
    // About 100,000 and 150,000 pixels with DejaVu Sans; none at all without a font.
    expect(narrow, 'no font: the photo watermark draws no text').toBeGreaterThan(20_000);
    expect(wide).toBeGreaterThan(narrow * 1.25);
  });
});
