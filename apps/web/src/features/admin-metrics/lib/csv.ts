/** A spreadsheet cell: text, a number, or nothing. */
export type CsvCell = string | number | null | undefined;

/**
 * One CSV field (RFC 4180): quoted when it holds a separator, a quote or a line break, with
 * quotes doubled. A text that starts like a formula (=, +, -, @, tab, return) gets a leading
 * apostrophe so Excel shows it instead of running it; numbers are written as they are.
 */
export function csvField(value: CsvCell, separator = ','): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  let text = value;
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return new RegExp(`["\\r\\n${separator}]`).test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The byte-order mark that tells Excel the file is UTF-8 (accents and ñ read right). */
export const UTF8_BOM = '\uFEFF';

/** A whole CSV document: the BOM, the header row, the rows, CRLF line ends. */
export function toCsv(header: string[], rows: CsvCell[][]): string {
  const lines = [header, ...rows].map((row) => row.map((cell) => csvField(cell)).join(','));
  return `${UTF8_BOM}${lines.join('\r\n')}\r\n`;
}

/** A file name without characters a file system would refuse: "registros-2025-01-01-a-2025-01-31.csv". */
export function csvFileName(base: string, from?: string, to?: string): string {
  const slug = base
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `${[slug, from, from && to ? 'a' : undefined, to].filter(Boolean).join('-')}.csv`;
}

/** Starts the download of `csv` in the browser (a Blob URL, freed right after). */
export function downloadCsv(fileName: string, csv: string): void {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
