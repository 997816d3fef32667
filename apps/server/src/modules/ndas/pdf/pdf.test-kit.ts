// Helpers for the PDF tests: read a PDF back as text (unpdf) and a signature PNG.
import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { extractText, getDocumentProxy } from 'unpdf';
import { expect } from 'vitest';
import { NDA_CONTENT, NDA_TITLE, NDA_VERSION } from '../../../db/seed/nda-text.ts';
import type { NdaDocumentPdfInput } from './nda-document.pdf.ts';

/** The text of each page, as a reader's copy-paste would see it. */
export async function readPdf(bytes: Uint8Array): Promise<{ pages: string[]; all: string }> {
  // pdf.js may detach the buffer it is given: hand it a copy.
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const { text } = await extractText(pdf, { mergePages: false });
  const pages = (Array.isArray(text) ? text : [text]).map((t) => t.replace(/\s+/g, ' '));
  return { pages, all: pages.join(' ') };
}

/** Every page says "Página X de Y" with the right X and Y. */
export function expectPageNumbers(pages: string[]): void {
  for (const [i, text] of pages.entries()) expect(text).toContain(`Página ${i + 1} de ${pages.length}`);
}

/** A transparent PNG with a dark stroke, like the signature pad sends. */
export async function signaturePng(width = 600, height = 200): Promise<Uint8Array> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><path d="M20 150 C 120 20, 200 180, 300 80 S 500 40, 580 120" stroke="#0f172a" stroke-width="5" fill="none"/></svg>`;
  return new Uint8Array(await sharp(Buffer.from(svg)).png().toBuffer());
}

export const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

export function documentInput(overrides: Partial<NdaDocumentPdfInput> = {}): NdaDocumentPdfInput {
  return {
    ndaId: 42,
    title: NDA_TITLE,
    version: NDA_VERSION,
    documentHash: sha256(NDA_CONTENT),
    content: NDA_CONTENT,
    business: { id: 7, title: 'Panadería La Espiga', location: 'Quito, Pichincha' },
    buyer: { fullName: 'Ana Lucía Peñafiel', email: 'ana@example.com' },
    seller: { fullName: 'José Núñez' },
    generatedAt: new Date('2026-11-21T15:04:05Z'),
    ...overrides,
  };
}
