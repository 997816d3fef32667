import { PDFDocument, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { browserName, formatUtc, toWinAnsi, winAnsiCodePoints } from './pdf-text.ts';

describe('toWinAnsi', () => {
  it('keeps Spanish text as it is', () => {
    const text = '¿Año? ¡Sí! Ñandú, pingüino, acción: «€ 1.000» — “ok” • fin…';
    expect(toWinAnsi(text)).toBe(text);
  });

  it('replaces what the standard fonts cannot draw, never throwing', () => {
    expect(toWinAnsi('María 😀 李小龍')).toBe('María ? ???');
    expect(toWinAnsi('👍🏽 ok')).toBe('? ok');
    expect(toWinAnsi('a → b ≤ c')).toBe('a -> b <= c');
    expect(toWinAnsi('Ștefan Łukasz ﬁn')).toBe('Stefan ?ukasz fin');
    expect(toWinAnsi('a\tb\r\nc\u0000d')).toBe('a b\ncd');
    expect(toWinAnsi(null)).toBe('');
  });

  it('only emits characters that Helvetica, Helvetica-Bold and Courier encode', async () => {
    const doc = await PDFDocument.create();
    const fonts = await Promise.all(
      [StandardFonts.Helvetica, StandardFonts.HelveticaBold, StandardFonts.Courier].map((f) =>
        doc.embedFont(f),
      ),
    );
    const all = String.fromCodePoint(...winAnsiCodePoints());
    for (const font of fonts) expect(() => font.encodeText(all)).not.toThrow();
    // A few thousand arbitrary code points, sanitised, encode too.
    const random = Array.from({ length: 5000 }, (_, i) => String.fromCodePoint((i * 7919) % 0x2ffff)).join(
      '',
    );
    for (const font of fonts)
      expect(() => font.encodeText(toWinAnsi(random).replace(/\n/g, ''))).not.toThrow();
  });
});

describe('formatUtc and browserName', () => {
  it('states times in UTC, in Spanish', () => {
    expect(formatUtc(new Date('2026-11-21T19:03:05.120Z'))).toBe('21 de noviembre de 2026, 19:03:05 UTC');
    expect(formatUtc(null)).toBe('No registrada');
  });

  it('names the common browsers', () => {
    expect(
      browserName(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
      ),
    ).toBe('Chrome 126 en Windows');
    expect(
      browserName(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.2592.56',
      ),
    ).toBe('Edge 126 en Windows');
    expect(
      browserName(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      ),
    ).toBe('Safari 17 en iOS');
    expect(browserName('Mozilla/5.0 (X11; Linux x86_64; rv:127.0) Gecko/20100101 Firefox/127.0')).toBe(
      'Firefox 127 en Linux',
    );
    expect(browserName(null)).toBe('No registrado');
  });
});
