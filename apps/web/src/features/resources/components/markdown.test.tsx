import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Markdown, safeMarkdownUrl } from './markdown';

const html = (text: string) => renderToStaticMarkup(<Markdown text={text} />);

describe('resource Markdown', () => {
  it('renders headings, emphasis, lists and web links', () => {
    const out = html(
      '## Documentos\n\nReúne **tres** cosas:\n\n- RUC\n- Balances\n\n[SRI](https://www.sri.gob.ec)',
    );
    expect(out).toContain('<h2');
    expect(out).toContain('Documentos</h2>');
    expect(out).toContain('<strong class="font-semibold text-foreground">tres</strong>');
    expect(out).toMatch(/<li>RUC<\/li>/);
    expect(out).toMatch(/<a href="https:\/\/www\.sri\.gob\.ec" [^>]*rel="noopener noreferrer nofollow"/);
  });

  it('shows raw HTML as text: a <script> never becomes an element', () => {
    const out = html(
      'Hola <script>alert("x")</script> y <img src=x onerror="alert(1)">\n\n<iframe src="https://mal.example"></iframe>',
    );
    expect(out).not.toMatch(/<script/i);
    expect(out).not.toMatch(/<img/i);
    expect(out).not.toMatch(/<iframe/i);
    expect(out).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    expect(out).toContain('&lt;iframe');
  });

  it('drops javascript:, data: and protocol-relative links but keeps their words', () => {
    const out = html(
      '[clic](javascript:alert(1)) [datos](data:text/html;base64,PHNjcmlwdD4=) [otro](//mal.example) [aquí](JaVaScRiPt:alert(2))',
    );
    expect(out).not.toMatch(/javascript:/i);
    expect(out).not.toContain('data:text');
    expect(out).not.toContain('//mal.example');
    expect(out).not.toMatch(/<a /);
    for (const word of ['clic', 'datos', 'otro', 'aquí']) expect(out).toContain(word);
  });

  it('keeps mail and in-site links', () => {
    expect(safeMarkdownUrl('mailto:hola@traspasa.ec')).toBe('mailto:hola@traspasa.ec');
    expect(safeMarkdownUrl('/resources/3')).toBe('/resources/3');
    expect(safeMarkdownUrl('vbscript:msgbox')).toBe('');
  });

  it('renders nothing for an empty body', () => {
    expect(html('   ')).toBe('');
  });
});
