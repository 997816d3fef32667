import { describe, expect, it } from 'vitest';
import { parseBlocks, parseInline } from './blocks';

describe('parseBlocks', () => {
  it('reads headings, paragraphs and lists', () => {
    const text =
      '# Cómo valorar\n\nPrimer párrafo\nsigue aquí.\n\n## Pasos\n- Uno\n- Dos\n\n1. A\n2. B\n\n> Cita';
    expect(parseBlocks(text)).toEqual([
      { kind: 'heading', level: 2, text: 'Cómo valorar' },
      { kind: 'paragraph', text: 'Primer párrafo sigue aquí.' },
      { kind: 'heading', level: 3, text: 'Pasos' },
      { kind: 'list', ordered: false, items: ['Uno', 'Dos'] },
      { kind: 'list', ordered: true, items: ['A', 'B'] },
      { kind: 'quote', text: 'Cita' },
    ]);
  });

  it('keeps HTML as plain text (it is rendered as text, never injected)', () => {
    expect(parseBlocks('<script>alert(1)</script>')).toEqual([
      { kind: 'paragraph', text: '<script>alert(1)</script>' },
    ]);
  });

  it('handles empty input', () => {
    expect(parseBlocks(null)).toEqual([]);
    expect(parseBlocks('\n\n')).toEqual([]);
  });
});

describe('parseInline', () => {
  it('splits **bold** parts', () => {
    expect(parseInline('Precio **negociable** hoy')).toEqual([
      { text: 'Precio ', bold: false },
      { text: 'negociable', bold: true },
      { text: ' hoy', bold: false },
    ]);
    expect(parseInline('sin **cierre')).toEqual([{ text: 'sin **cierre', bold: false }]);
  });
});
