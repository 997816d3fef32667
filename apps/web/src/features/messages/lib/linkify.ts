// Messages are plain text. Web addresses in them become links, built as React elements
// (never HTML) and only for http(s), so a message cannot smuggle in markup or a
// javascript: link.

export type TextSegment = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

const URL_PATTERN = /\bhttps?:\/\/[^\s<>"']+/gi;
/** Punctuation that usually ends the sentence rather than the address. */
const TRAILING = /[.,;:!?)\]}¡¿»”’]+$/;

export function splitLinks(text: string): TextSegment[] {
  const segments: TextSegment[] = [];
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const start = match.index ?? 0;
    let url = match[0];
    const trailing = url.match(TRAILING)?.[0] ?? '';
    // Keep a closing bracket that belongs to the address, e.g. …/Wiki_(dato).
    if (trailing && !(trailing.startsWith(')') && url.slice(0, -trailing.length).includes('('))) {
      url = url.slice(0, -trailing.length);
    }
    let href: string | null = null;
    try {
      const parsed = new URL(url);
      if (parsed.protocol === 'http:' || parsed.protocol === 'https:') href = parsed.href;
    } catch {
      href = null;
    }
    if (!href) continue;
    if (start > last) segments.push({ kind: 'text', text: text.slice(last, start) });
    segments.push({ kind: 'link', text: url, href });
    last = start + url.length;
  }
  if (last < text.length) segments.push({ kind: 'text', text: text.slice(last) });
  return segments;
}
