import { describe, expect, it } from 'vitest';
import { csvField, csvFileName, toCsv, UTF8_BOM } from './csv';

describe('CSV export', () => {
  it('quotes fields with commas, quotes and line breaks, doubling the quotes', () => {
    expect(csvField('Quito, Ecuador')).toBe('"Quito, Ecuador"');
    expect(csvField('El "Rincón"')).toBe('"El ""Rincón"""');
    expect(csvField('línea 1\nlínea 2')).toBe('"línea 1\nlínea 2"');
    expect(csvField('sin nada raro')).toBe('sin nada raro');
  });

  it('writes numbers as they are and leaves empty cells empty', () => {
    expect(csvField(1234)).toBe('1234');
    expect(csvField(0.5)).toBe('0.5');
    expect(csvField(null)).toBe('');
    expect(csvField(undefined)).toBe('');
    expect(csvField(Number.NaN)).toBe('');
  });

  it('defuses text that a spreadsheet would run as a formula', () => {
    expect(csvField('=HYPERLINK("http://x")')).toBe('"\'=HYPERLINK(""http://x"")"');
    expect(csvField('+1')).toBe("'+1");
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvField(-5)).toBe('-5');
  });

  it('starts with the UTF-8 BOM so Excel reads accents, and ends rows with CRLF', () => {
    const csv = toCsv(
      ['País', 'Anuncios'],
      [
        ['Perú', 3],
        ['Ecuador, Quito', 10],
      ],
    );
    expect(csv.startsWith(UTF8_BOM)).toBe(true);
    expect(csv.slice(1)).toBe('País,Anuncios\r\nPerú,3\r\n"Ecuador, Quito",10\r\n');
    expect(new TextEncoder().encode(csv).slice(0, 3)).toEqual(new Uint8Array([0xef, 0xbb, 0xbf]));
  });

  it('names the file after the table and the range, without accents or spaces', () => {
    expect(csvFileName('Retención por semanas', '2025-01-01', '2025-03-31')).toBe(
      'retencion-por-semanas-2025-01-01-a-2025-03-31.csv',
    );
    expect(csvFileName('Países')).toBe('paises.csv');
  });
});
