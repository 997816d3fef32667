// Text helpers shared by the NDA PDFs: WinAnsi sanitising, dates, browser names.
// pdf-lib's standard fonts (Helvetica, Courier) only encode WinAnsi (Windows-1252) and
// throw on anything else, so every string that reaches a page goes through `toWinAnsi`.
import { browserLabel } from '@traspasa/shared/user-agent';

/** Code points of Windows-1252 that are not Latin-1 (the 0x80–0x9F row). */
const WIN_ANSI_EXTRAS = '€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ';

const WIN_ANSI = new Set<number>();
for (let cp = 0x20; cp <= 0x7e; cp++) WIN_ANSI.add(cp);
for (let cp = 0xa0; cp <= 0xff; cp++) WIN_ANSI.add(cp);
for (const ch of WIN_ANSI_EXTRAS) WIN_ANSI.add(ch.codePointAt(0)!);

/** Close equivalents for common characters outside WinAnsi. */
const REPLACEMENTS: Record<string, string> = {
  '\t': ' ',
  '\u2192': '->',
  '\u2190': '<-',
  '\u21d2': '=>',
  '\u2264': '<=',
  '\u2265': '>=',
  '\u2260': '!=',
  '\u2212': '-',
  '\u2010': '-',
  '\u2011': '-',
  '\u2012': '-',
  '\u2015': '—',
  '\u2032': "'",
  '\u2033': '"',
  '\u2009': ' ',
  '\u200a': ' ',
  '\u2002': ' ',
  '\u2003': ' ',
  '\u202f': ' ',
  '\u2007': ' ',
  '\u2713': 'v',
  '\u2714': 'v',
  '\u00ad': '',
  // Invisible joiners, variation selectors and BOM: dropping them keeps "👍🏽" one "?".
  '\u200b': '',
  '\u200c': '',
  '\u200d': '',
  '\u2060': '',
  '\ufe0e': '',
  '\ufe0f': '',
  '\ufeff': '',
};

const COMBINING = /\p{M}/gu;
const EMOJI_MODIFIER = /\p{Emoji_Modifier}/u;

/**
 * `text` in characters Helvetica/Courier can draw: NFC-normalised, line breaks kept as
 * "\n", other control characters dropped, known symbols replaced by a close ASCII
 * equivalent, accented letters outside WinAnsi stripped of their accent ("ă" → "a"),
 * and anything else (emoji, CJK…) shown as "?". Never throws.
 */
export function toWinAnsi(text: string | null | undefined): string {
  if (!text) return '';
  let out = '';
  for (const ch of text.replace(/\r\n?/g, '\n').normalize('NFC')) {
    const cp = ch.codePointAt(0)!;
    if (ch === '\n' || WIN_ANSI.has(cp)) {
      out += ch;
      continue;
    }
    const replacement = REPLACEMENTS[ch];
    if (replacement !== undefined) {
      out += replacement;
      continue;
    }
    if (cp < 0x20 || (cp >= 0x7f && cp < 0xa0) || EMOJI_MODIFIER.test(ch)) continue;
    const decomposed = ch.normalize('NFKD').replace(COMBINING, '');
    if (decomposed !== '' && [...decomposed].every((c) => WIN_ANSI.has(c.codePointAt(0)!))) {
      out += decomposed;
      continue;
    }
    out += '?';
  }
  return out;
}

/** Every code point `toWinAnsi` may emit (besides "\n"); the tests check the fonts encode them all. */
export function winAnsiCodePoints(): number[] {
  return [...WIN_ANSI];
}

const MONTHS = [
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'septiembre',
  'octubre',
  'noviembre',
  'diciembre',
];

const pad = (n: number) => String(n).padStart(2, '0');

/** "21 de noviembre de 2026, 14:03:05 UTC" — evidence times are always stated in UTC. */
export function formatUtc(date: Date | null | undefined): string {
  if (!date || Number.isNaN(date.getTime())) return 'No registrada';
  return `${date.getUTCDate()} de ${MONTHS[date.getUTCMonth()]} de ${date.getUTCFullYear()}, ${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())} UTC`;
}

/** "Chrome 126 en Windows" for the certificate (the full user agent goes beside it). */
export const browserName = (userAgent: string | null | undefined): string =>
  browserLabel(userAgent, 'No registrado');
