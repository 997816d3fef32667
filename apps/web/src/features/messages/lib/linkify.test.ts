import { describe, expect, it } from 'vitest';
import { splitLinks } from './linkify';

describe('splitLinks', () => {
  it('leaves plain text (and markup) as text', () => {
    expect(splitLinks('<b>hola</b><script>alert(1)</script>')).toEqual([
      { kind: 'text', text: '<b>hola</b><script>alert(1)</script>' },
    ]);
  });

  it('turns http(s) addresses into links, leaving the sentence punctuation out', () => {
    expect(splitLinks('Mira https://traspasa.com/negocios/12. ¿Te sirve?')).toEqual([
      { kind: 'text', text: 'Mira ' },
      { kind: 'link', text: 'https://traspasa.com/negocios/12', href: 'https://traspasa.com/negocios/12' },
      { kind: 'text', text: '. ¿Te sirve?' },
    ]);
  });

  it('keeps a bracket that belongs to the address', () => {
    const [, link] = splitLinks('ver https://es.wikipedia.org/wiki/Quito_(ciudad)');
    expect(link).toMatchObject({ kind: 'link', text: 'https://es.wikipedia.org/wiki/Quito_(ciudad)' });
  });

  it('never links other schemes', () => {
    for (const text of ['javascript:alert(1)', 'data:text/html,<b>x</b>', 'vbscript:x', 'ftp://x.y']) {
      expect(splitLinks(text).every((s) => s.kind === 'text')).toBe(true);
    }
  });

  it('does not let quotes or angle brackets into a link', () => {
    const segments = splitLinks('https://a.com/"onmouseover="x');
    expect(segments[0]).toMatchObject({ kind: 'link', href: 'https://a.com/' });
  });
});
