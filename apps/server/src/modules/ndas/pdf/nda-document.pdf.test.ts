import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { NDA_TITLE, NDA_VERSION } from '../../../db/seed/nda-text.ts';
import { renderNdaDocumentPdf } from './nda-document.pdf.ts';
import { documentInput, expectPageNumbers, readPdf, sha256 } from './pdf.test-kit.ts';

describe('renderNdaDocumentPdf', () => {
  it('prints the parties, the version, the full hash and the text, with page numbers', async () => {
    const input = documentInput();
    const bytes = await renderNdaDocumentPdf(input);
    const { pages, all } = await readPdf(bytes);
    expect(all).toContain('Ana Lucía Peñafiel');
    expect(all).toContain('José Núñez');
    expect(all).toContain('Panadería La Espiga');
    expect(all).toContain(`Versión ${NDA_VERSION}`);
    expect(all).toContain(input.documentHash);
    expect(all).toContain('ACUERDO DE CONFIDENCIALIDAD Y NO DIVULGACIÓN');
    expect(all).toContain('Firma del comprador');
    expectPageNumbers(pages);

    const doc = await PDFDocument.load(bytes);
    expect(doc.getAuthor()).toBe('Traspasa');
    expect(doc.getTitle()).toContain(NDA_TITLE);
    expect(doc.getCreationDate()?.toISOString()).toBe('2026-11-21T15:04:05.000Z');
    const { width, height } = doc.getPage(0).getSize();
    expect([Math.round(width), Math.round(height)]).toEqual([595, 842]);
  });

  it('flows a 5,000-word text over several pages, every page numbered "Página X de Y"', async () => {
    const words = Array.from({ length: 5000 }, (_, i) =>
      i % 97 === 0 ? `\n\n${i + 1}. CLÁUSULA` : `palabra${i}`,
    );
    const content = words.join(' ');
    const bytes = await renderNdaDocumentPdf(documentInput({ content, documentHash: sha256(content) }));
    const { pages, all } = await readPdf(bytes);
    expect(pages.length).toBeGreaterThanOrEqual(8);
    expectPageNumbers(pages);
    // Nothing lost at page breaks.
    expect(all).toContain('palabra1');
    expect(all).toContain('palabra4998');
    expect(all).toContain('palabra4999');
  });

  it('survives names with emoji, CJK and a hash-like token longer than a line', async () => {
    const longToken = 'x'.repeat(400);
    const bytes = await renderNdaDocumentPdf(
      documentInput({
        buyer: { fullName: 'María 😀 李小龍', email: 'maria@example.com' },
        seller: { fullName: 'Vendedor → 🚀' },
        business: { id: 1, title: 'Café ☕ 東京', location: null },
        content: `Texto con emoji 🎉 y ${longToken} fin.`,
      }),
    );
    const { all } = await readPdf(bytes);
    expect(all).toContain('María ? ???');
    expect(all).toContain('Vendedor -> ?');
    expect(all).toContain('No especificada');
    expect(all.replace(/\s/g, '')).toContain(longToken);
  });
});
