// Spreadsheets of the data room shown as tables (decision 173): an xlsx or csv upload is read
// once, at upload, and drawn as a PDF table; views and downloads watermark that PDF like any
// other, unless the folder allows the original.
import { read, utils } from '@e965/xlsx';
import { parse } from 'csv-parse/sync';
import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';
import { toWinAnsi } from '../../lib/pdf/pdf-text.ts';

/** What is drawn at most: beyond this the PDF says how much was left out. */
export const SHEET_LIMITS = { sheets: 10, rows: 3000, columns: 30, cellChars: 60 } as const;

export interface Sheet {
  name: string;
  rows: string[][];
  /** Rows or columns beyond the limits. */
  truncated: boolean;
}

export class SpreadsheetError extends Error {}

/** The sheets of an xlsx workbook, cells as the spreadsheet displays them. */
export function readXlsx(data: Buffer): Sheet[] {
  let workbook: ReturnType<typeof read>;
  try {
    workbook = read(data, {
      type: 'buffer',
      dense: true,
      cellFormula: false,
      cellHTML: false,
      cellStyles: false,
      sheetRows: SHEET_LIMITS.rows + 1,
    });
  } catch {
    throw new SpreadsheetError('not a workbook');
  }
  if (!workbook.SheetNames.length) throw new SpreadsheetError('no sheets');
  return workbook.SheetNames.slice(0, SHEET_LIMITS.sheets).map((name) => {
    const sheet = workbook.Sheets[name]!;
    const all = utils.sheet_to_json<unknown[]>(sheet, {
      header: 1,
      raw: false,
      defval: '',
      blankrows: false,
    });
    return toSheet(name, all, workbook.SheetNames.length > SHEET_LIMITS.sheets);
  });
}

/** A CSV (comma or semicolon, as Spanish-locale Excel writes it), quotes handled; UTF-8 or Windows-1252. */
export function readCsv(data: Buffer): Sheet[] {
  let text = new TextDecoder('utf-8', { fatal: false }).decode(data);
  if (text.includes('\uFFFD')) text = new TextDecoder('windows-1252').decode(data);
  text = text.replace(/^\uFEFF/, '');
  const firstLine = text.slice(0, text.indexOf('\n') === -1 ? undefined : text.indexOf('\n'));
  const delimiter = (firstLine.match(/;/g)?.length ?? 0) > (firstLine.match(/,/g)?.length ?? 0) ? ';' : ',';
  let rows: string[][];
  try {
    rows = parse(text, {
      delimiter,
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
      to_line: SHEET_LIMITS.rows + 1,
    }) as string[][];
  } catch {
    throw new SpreadsheetError('not a csv');
  }
  return [toSheet('CSV', rows, false)];
}

function toSheet(name: string, all: unknown[][], moreSheets: boolean): Sheet {
  const rows = all.slice(0, SHEET_LIMITS.rows).map((row) =>
    row.slice(0, SHEET_LIMITS.columns).map((cell) => {
      const s = cell === null || cell === undefined ? '' : String(cell).replace(/\s+/g, ' ').trim();
      return s.length > SHEET_LIMITS.cellChars ? `${s.slice(0, SHEET_LIMITS.cellChars - 1)}…` : s;
    }),
  );
  const truncated =
    moreSheets || all.length > SHEET_LIMITS.rows || all.some((r) => r.length > SHEET_LIMITS.columns);
  return { name, rows, truncated };
}

// A4 landscape.
const PAGE: [number, number] = [841.89, 595.28];
const MARGIN = 32;
const SIZE = 7.5;
const ROW = 12;
const BORDER = rgb(0.82, 0.85, 0.88);
const HEAD = rgb(0.94, 0.99, 0.98);
const TEXT = rgb(0.06, 0.09, 0.16);

/** The sheets drawn as tables, one after another, the header row repeated on every page. */
export async function sheetsToPdf(sheets: Sheet[], title: string): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  doc.setTitle(toWinAnsi(title));
  doc.setProducer('Traspasa');
  const usable = PAGE[0] - 2 * MARGIN;
  for (const sheet of sheets) {
    const rows = sheet.rows.map((r) => r.map((c) => toWinAnsi(c)));
    const columns = Math.max(1, ...rows.map((r) => r.length));
    const widths = columnWidths(rows, columns, font, usable);
    const [header, ...body] = rows.length ? rows : [['(hoja vacía)']];
    let page: PDFPage | null = null;
    let y = 0;
    const newPage = () => {
      page = doc.addPage(PAGE);
      page.drawText(toWinAnsi(`${title} · ${sheet.name}`), {
        x: MARGIN,
        y: PAGE[1] - MARGIN + 8,
        size: 9,
        font: bold,
        color: TEXT,
      });
      y = PAGE[1] - MARGIN - 12;
      drawRow(page, header!, widths, y, bold, true);
      y -= ROW;
    };
    newPage();
    for (const row of body) {
      if (y < MARGIN + 16) newPage();
      drawRow(page!, row, widths, y, font, false);
      y -= ROW;
    }
    if (sheet.truncated) {
      if (y < MARGIN + 16) newPage();
      (page as PDFPage | null)?.drawText(
        toWinAnsi(
          `Se muestran hasta ${SHEET_LIMITS.rows} filas, ${SHEET_LIMITS.columns} columnas y ${SHEET_LIMITS.sheets} hojas; el archivo original tiene más.`,
        ),
        { x: MARGIN, y: y - 4, size: SIZE, font, color: rgb(0.7, 0.33, 0.04) },
      );
    }
  }
  return doc.save();
}

function columnWidths(rows: string[][], columns: number, font: PDFFont, usable: number): number[] {
  const natural = Array.from({ length: columns }, (_, c) =>
    Math.min(
      220,
      Math.max(24, ...rows.slice(0, 200).map((r) => font.widthOfTextAtSize(r[c] ?? '', SIZE) + 8)),
    ),
  );
  const total = natural.reduce((a, b) => a + b, 0);
  return total <= usable ? natural : natural.map((w) => (w * usable) / total);
}

function drawRow(page: PDFPage, row: string[], widths: number[], y: number, font: PDFFont, head: boolean) {
  let x = MARGIN;
  const total = widths.reduce((a, b) => a + b, 0);
  if (head) page.drawRectangle({ x, y: y - 3, width: total, height: ROW, color: HEAD });
  page.drawLine({ start: { x, y: y - 3 }, end: { x: x + total, y: y - 3 }, thickness: 0.4, color: BORDER });
  widths.forEach((w, c) => {
    let cell = row[c] ?? '';
    while (cell.length > 1 && font.widthOfTextAtSize(cell, SIZE) > w - 4) cell = `${cell.slice(0, -2)}…`;
    if (cell) page.drawText(toWinAnsi(cell), { x: x + 2, y, size: SIZE, font, color: TEXT });
    x += w;
  });
}
