// Word wrapping for pdf-lib's standard fonts, measured glyph by glyph.
import type { PDFFont } from 'pdf-lib';

/** Sum of glyph widths without kerning: pdf-lib draws without kerning, so this is what ends up on the page. */
export class Measurer {
  private readonly cache = new Map<string, number>();
  constructor(private readonly font: PDFFont) {}
  width(text: string, size: number): number {
    let units = 0;
    for (const ch of text) {
      let w = this.cache.get(ch);
      if (w === undefined) {
        w = this.font.widthOfTextAtSize(ch, 1000);
        this.cache.set(ch, w);
      }
      units += w;
    }
    return (units * size) / 1000;
  }
}

/**
 * Splits one paragraph (no "\n") into lines no wider than `maxWidth`. Words are kept
 * whole when they fit on a line; a word wider than a line is cut by character.
 */
export function wrapParagraph(text: string, measurer: Measurer, size: number, maxWidth: number): string[] {
  const words = text.split(/ +/).filter((w) => w !== '');
  if (words.length === 0) return [''];
  const lines: string[] = [];
  const space = measurer.width(' ', size);
  let line = '';
  let lineWidth = 0;
  for (const word of words) {
    const w = measurer.width(word, size);
    if (line !== '' && lineWidth + space + w <= maxWidth) {
      line += ` ${word}`;
      lineWidth += space + w;
      continue;
    }
    if (line !== '') lines.push(line);
    if (w <= maxWidth) {
      line = word;
      lineWidth = w;
      continue;
    }
    // A token wider than the line (a hash, a user agent, a URL): break it by character.
    line = '';
    lineWidth = 0;
    for (const ch of word) {
      const cw = measurer.width(ch, size);
      if (line !== '' && lineWidth + cw > maxWidth) {
        lines.push(line);
        line = '';
        lineWidth = 0;
      }
      line += ch;
      lineWidth += cw;
    }
  }
  if (line !== '') lines.push(line);
  return lines;
}
