import { degrees, PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import {
  buyerSeesFolder,
  findTraceId,
  newTraceId,
  sanitiseFileName,
  sniffFormat,
} from './data-room.rules.ts';
import { readCsv, sheetsToPdf } from './spreadsheet-pdf.ts';
import { prepareImage, stampLines, TRACE_MARKER, watermarkImage, watermarkPdf } from './watermark.ts';

const stamp = {
  buyerName: 'José Ñáñez',
  documentLast4: '4065',
  at: new Date('2026-12-02T15:41:00Z'),
  reference: 'TR-000042',
  traceId: 'DR-7K3M-9QXP-2A4B',
};

describe('formats by their bytes', () => {
  it('reads PDF, JPEG, PNG and WebP signatures whatever the name, xlsx and csv only with their name', async () => {
    const png = await sharp({ create: { width: 2, height: 2, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    const webp = await sharp(png).webp().toBuffer();
    const jpg = await sharp(png).jpeg().toBuffer();
    expect(sniffFormat(Buffer.from('%PDF-1.7\n'), 'foto.jpg')).toBe('pdf');
    expect(sniffFormat(jpg, 'balance.pdf')).toBe('jpeg');
    expect(sniffFormat(png, 'x')).toBe('png');
    expect(sniffFormat(webp, 'x')).toBe('webp');
    expect(sniffFormat(Buffer.from('PK\x03\x04rest'), 'ventas.xlsx')).toBe('xlsx');
    expect(sniffFormat(Buffer.from('PK\x03\x04rest'), 'ventas.zip')).toBeNull();
    expect(sniffFormat(Buffer.from('a;b\n1;2\n'), 'datos.csv')).toBe('csv');
    expect(sniffFormat(Buffer.from([0x4d, 0x5a, 0x90, 0x00]), 'datos.csv')).toBeNull();
    expect(sniffFormat(Buffer.from('<?php system($_GET[1]);'), 'balance.pdf')).toBeNull();
  });

  it('keeps a safe name with the extension of the bytes', () => {
    expect(sanitiseFileName('../../Balance 2025 (año).PDF', 'pdf')).toBe('Balance 2025 -año.pdf');
    expect(sanitiseFileName('foto.png', 'jpeg')).toBe('foto.jpg');
    expect(sanitiseFileName('...', 'csv')).toBe('documento.csv');
  });
});

describe('who sees a folder', () => {
  const noAccess = { hasAccess: false, acceptedOffer: true };
  it('needs access first, then the folder’s level', () => {
    expect(buyerSeesFolder({ accessLevel: 'nda', namedBuyerIds: [7] }, 7, noAccess)).toBe(false);
    expect(
      buyerSeesFolder({ accessLevel: 'nda', namedBuyerIds: [] }, 7, {
        hasAccess: true,
        acceptedOffer: false,
      }),
    ).toBe(true);
    expect(
      buyerSeesFolder({ accessLevel: 'accepted_offer', namedBuyerIds: [] }, 7, {
        hasAccess: true,
        acceptedOffer: false,
      }),
    ).toBe(false);
    expect(
      buyerSeesFolder({ accessLevel: 'accepted_offer', namedBuyerIds: [] }, 7, {
        hasAccess: true,
        acceptedOffer: true,
      }),
    ).toBe(true);
    expect(
      buyerSeesFolder({ accessLevel: 'named', namedBuyerIds: [8] }, 7, {
        hasAccess: true,
        acceptedOffer: true,
      }),
    ).toBe(false);
    expect(
      buyerSeesFolder({ accessLevel: 'named', namedBuyerIds: [7] }, 7, {
        hasAccess: true,
        acceptedOffer: false,
      }),
    ).toBe(true);
  });
});

describe('trace ids', () => {
  it('are DR-XXXX-XXXX-XXXX without I, L, O, U, and are found after their marker', () => {
    const ids = new Set(Array.from({ length: 200 }, newTraceId));
    expect(ids.size).toBe(200);
    for (const id of ids)
      expect(id).toMatch(/^DR-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/);
    expect(findTraceId(`x ${TRACE_MARKER}DR-AAAA-BBBB-CCCC y`, TRACE_MARKER)).toBe('DR-AAAA-BBBB-CCCC');
    expect(findTraceId('Copia DR-AAAA-BBBB-CCCC para')).toBe('DR-AAAA-BBBB-CCCC');
    expect(findTraceId('nada aquí')).toBeNull();
  });
});

describe('watermarks', () => {
  it('print the time in Ecuador and the cédula digits only when given', () => {
    expect(stampLines(stamp).name).toBe('José Ñáñez · C.I. ••••4065');
    expect(stampLines(stamp).detail).toBe('TR-000042 · 2 dic 2026, 10:41 (Ecuador)');
    expect(stampLines({ ...stamp, documentLast4: null }).name).toBe('José Ñáñez');
  });

  it('stamp every page of a PDF, landscape and rotated pages included, and hide the trace id', async () => {
    const doc = await PDFDocument.create();
    doc.addPage([595, 842]);
    doc.addPage([842, 595]);
    doc.addPage([300, 200]).setRotation(degrees(90));
    const out = await watermarkPdf(await doc.save(), stamp);
    expect((await PDFDocument.load(out)).getKeywords()).toContain(stamp.traceId);
    // pdf.js takes the buffer over: a copy.
    const { text } = await extractText(await getDocumentProxy(out.slice()), { mergePages: false });
    expect(text).toHaveLength(3);
    for (const page of text) {
      expect(page).toContain('José Ñáñez');
      expect(page).toContain('TR-000042');
      expect(page).toContain(`${TRACE_MARKER}${stamp.traceId}`);
    }
  });

  it('stamp an image: pixels change, the EXIF holds the trace id, the size is capped at 1600 px', async () => {
    const photo = await sharp({ create: { width: 4000, height: 3000, channels: 3, background: '#ffffff' } })
      .jpeg()
      .toBuffer();
    const prepared = await prepareImage(photo);
    const out = await watermarkImage(prepared, stamp);
    const meta = await sharp(out).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1600, 1200]);
    expect(meta.exif?.toString('latin1')).toContain(`${TRACE_MARKER}${stamp.traceId}`);
    const { data } = await sharp(out).raw().toBuffer({ resolveWithObject: true });
    const changed = data.reduce((n, v) => n + (v < 200 ? 1 : 0), 0);
    expect(changed).toBeGreaterThan(10_000);
  });
});

describe('spreadsheets as tables', () => {
  it('read semicolon CSV with quotes and Windows-1252 text, and draw the cells', async () => {
    const csv = Buffer.concat([
      Buffer.from('Cliente;Saldo\n"P'),
      Buffer.from([0xe9]),
      Buffer.from('rez; Hnos.";"1.200,50"\n'),
    ]);
    const sheets = readCsv(csv);
    expect(sheets[0]!.rows).toEqual([
      ['Cliente', 'Saldo'],
      ['Pérez; Hnos.', '1.200,50'],
    ]);
    const { text } = await extractText(await getDocumentProxy(await sheetsToPdf(sheets, 'clientes.csv')), {
      mergePages: true,
    });
    expect(text).toContain('Pérez; Hnos.');
  });
});
