import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { renderNdaDocumentPdf } from './nda-document.pdf.ts';
import { documentInput, readPdf, signaturePng } from './pdf.test-kit.ts';
import { stampSignature } from './signature-stamp.pdf.ts';

describe('stampSignature', () => {
  it('appends one signature page with the signer, UTC time, email, IP and the one-time-code statement', async () => {
    const original = await renderNdaDocumentPdf(documentInput());
    const before = await PDFDocument.load(original);
    const stamped = await stampSignature(original, {
      png: await signaturePng(),
      signerName: 'Ana Lucía Peñafiel',
      signedAt: new Date('2026-11-22T10:11:12Z'),
      email: 'ana@example.com',
      ipAddress: '203.0.113.9',
    });
    const after = await PDFDocument.load(stamped);
    expect(after.getPageCount()).toBe(before.getPageCount() + 1);
    expect(after.getTitle()).toBe(before.getTitle());
    expect(after.getAuthor()).toBe('Traspasa');

    const { pages } = await readPdf(stamped);
    const last = pages.at(-1)!;
    expect(last).toContain('Ana Lucía Peñafiel');
    expect(last).toContain('22 de noviembre de 2026, 10:11:12 UTC');
    // The signer's time with the zone named, and never a raw ISO string.
    expect(last).toContain('22 de noviembre de 2026, 05:11 (hora de Ecuador)');
    expect(last).not.toMatch(/\d{4}-\d{2}-\d{2}T\d{2}:/);
    expect(last).toContain('ana@example.com');
    expect(last).toContain('203.0.113.9');
    expect(last).toContain('código de un solo uso');
    expect(last).toContain('interno');
    expect(last).toContain(`página ${before.getPageCount() + 1} del PDF firmado`);
    // The original pages are untouched.
    expect(pages[0]).toContain(`Página 1 de ${before.getPageCount()}`);
  });

  it('accepts a signer name with emoji and a missing IP', async () => {
    const stamped = await stampSignature(await renderNdaDocumentPdf(documentInput()), {
      png: await signaturePng(120, 400),
      signerName: 'Zoë 🖊️ 王',
      signedAt: new Date(),
      email: 'zoe@example.com',
      ipAddress: null,
    });
    const { pages } = await readPdf(stamped);
    expect(pages.at(-1)).toContain('Zoë ? ?');
    expect(pages.at(-1)).toContain('No registrada');
  });

  it('refuses an image that is not a PNG', async () => {
    const pdf = await renderNdaDocumentPdf(documentInput());
    await expect(
      stampSignature(pdf, {
        png: new TextEncoder().encode('<?php echo 1; ?>'),
        signerName: 'X',
        signedAt: new Date(),
        email: 'x@example.com',
        ipAddress: null,
      }),
    ).rejects.toThrow(/PNG/);
  });
});
