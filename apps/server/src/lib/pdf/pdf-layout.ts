// A small flowing-layout writer on top of pdf-lib, shared by the NDA document, the
// signature page and the evidence certificate: A4, margins, word wrapping (long tokens
// such as hashes and user agents are broken by character), automatic page breaks, a
// running header and "Página X de Y" footers added once the page count is known.
import {
  type PDFDocument,
  type PDFFont,
  type PDFImage,
  type PDFPage,
  type RGB,
  rgb,
  StandardFonts,
} from 'pdf-lib';
import { toWinAnsi } from './pdf-text.ts';
import { Measurer, wrapParagraph } from './pdf-wrap.ts';

export const A4: [number, number] = [595.28, 841.89];
const MARGIN = { top: 64, bottom: 72, left: 56, right: 56 };

const hex = (value: string): RGB =>
  rgb(
    Number.parseInt(value.slice(1, 3), 16) / 255,
    Number.parseInt(value.slice(3, 5), 16) / 255,
    Number.parseInt(value.slice(5, 7), 16) / 255,
  );

/** The web app's theme (apps/web/src/styles.css, BRAND.md "Look"). */
export const colors = {
  primary: hex('#115e59'),
  primarySoft: hex('#f0fdfa'),
  accent: hex('#f59e0b'),
  text: hex('#0f172a'),
  muted: hex('#475569'),
  border: hex('#e2e8f0'),
  success: hex('#15803d'),
  warning: hex('#b45309'),
  destructive: hex('#b91c1c'),
  white: rgb(1, 1, 1),
};

export type FontName = 'regular' | 'bold' | 'mono';

export interface TextStyle {
  font?: FontName;
  size?: number;
  color?: RGB;
  /** Extra left indent inside the content box. */
  indent?: number;
  /** Line height as a multiple of the size (default 1.35). */
  leading?: number;
}

export interface FieldRow {
  label: string;
  value: string;
  /** Monospace for hashes and identifiers. */
  mono?: boolean;
  /** A smaller size for long technical strings (user agents). */
  small?: boolean;
  color?: RGB;
}

export interface PdfMeta {
  title: string;
  subject: string;
  keywords: string[];
  creationDate: Date;
}

type Fonts = Record<FontName, PDFFont>;

export class PdfWriter {
  page!: PDFPage;
  /** Baseline cursor: where the top of the next line goes. */
  y = 0;
  /** Pages this writer created (a stamp adds pages to an existing document). */
  readonly pages: PDFPage[] = [];
  private readonly measurers: Record<FontName, Measurer>;

  private constructor(
    readonly doc: PDFDocument,
    readonly fonts: Fonts,
  ) {
    this.measurers = {
      regular: new Measurer(fonts.regular),
      bold: new Measurer(fonts.bold),
      mono: new Measurer(fonts.mono),
    };
  }

  /** Embeds the standard fonts into `doc` (new or loaded) and sets the metadata when given. */
  static async on(doc: PDFDocument, meta?: PdfMeta): Promise<PdfWriter> {
    const [regular, bold, mono] = await Promise.all([
      doc.embedFont(StandardFonts.Helvetica),
      doc.embedFont(StandardFonts.HelveticaBold),
      doc.embedFont(StandardFonts.Courier),
    ]);
    if (meta) {
      // Metadata is stored as UTF-16: no WinAnsi limit here.
      doc.setTitle(meta.title, { showInWindowTitleBar: true });
      doc.setAuthor('Traspasa');
      doc.setSubject(meta.subject);
      doc.setKeywords(meta.keywords);
      doc.setCreator('Traspasa');
      doc.setProducer('Traspasa (pdf-lib)');
      doc.setLanguage('es-EC');
      doc.setCreationDate(meta.creationDate);
      doc.setModificationDate(meta.creationDate);
    }
    return new PdfWriter(doc, { regular, bold, mono });
  }

  get left(): number {
    return MARGIN.left;
  }

  get contentWidth(): number {
    return A4[0] - MARGIN.left - MARGIN.right;
  }

  /** Height available on an empty page. */
  get pageContentHeight(): number {
    return A4[1] - MARGIN.top - MARGIN.bottom;
  }

  addPage(): void {
    this.page = this.doc.addPage(A4);
    this.pages.push(this.page);
    this.y = A4[1] - MARGIN.top;
  }

  /** Starts a new page unless `height` still fits above the bottom margin. */
  ensure(height: number): void {
    if (this.pages.length === 0 || this.y - height < MARGIN.bottom) this.addPage();
  }

  spacer(height: number): void {
    this.y -= height;
  }

  measure(text: string, font: FontName, size: number): number {
    return this.measurers[font].width(toWinAnsi(text), size);
  }

  /** Sanitised, wrapped lines of `text` ("\n" starts a new line). */
  wrap(text: string, style: TextStyle = {}, width = this.contentWidth - (style.indent ?? 0)): string[] {
    const size = style.size ?? 10;
    const measurer = this.measurers[style.font ?? 'regular'];
    return toWinAnsi(text)
      .split('\n')
      .flatMap((p) => wrapParagraph(p, measurer, size, width));
  }

  lineHeight(style: TextStyle = {}): number {
    return (style.size ?? 10) * (style.leading ?? 1.35);
  }

  /** Draws already-wrapped lines at x, breaking pages line by line. */
  private drawLines(lines: string[], x: number, style: TextStyle): void {
    const size = style.size ?? 10;
    const lh = this.lineHeight(style);
    const font = this.fonts[style.font ?? 'regular'];
    for (const line of lines) {
      this.ensure(lh);
      this.y -= lh;
      if (line !== '') {
        this.page.drawText(line, {
          x,
          y: this.y + (lh - size) / 2 + size * 0.22,
          size,
          font,
          color: style.color ?? colors.text,
        });
      }
    }
  }

  /** A wrapped paragraph that flows across pages. */
  paragraph(text: string, style: TextStyle = {}): void {
    this.drawLines(this.wrap(text, style), this.left + (style.indent ?? 0), style);
  }

  /** A section title in the primary colour with a rule; kept together with ~3 lines of what follows. */
  heading(text: string, size = 12.5): void {
    const lines = this.wrap(text, { font: 'bold', size });
    this.ensure(lines.length * size * 1.3 + 48);
    this.spacer(8);
    this.drawLines(lines, this.left, { font: 'bold', size, color: colors.primary, leading: 1.3 });
    this.spacer(3);
    this.page.drawLine({
      start: { x: this.left, y: this.y },
      end: { x: this.left + this.contentWidth, y: this.y },
      thickness: 0.8,
      color: colors.primary,
    });
    this.spacer(6);
  }

  private fieldLayout(rows: FieldRow[], labelWidth: number) {
    const valueWidth = this.contentWidth - labelWidth - 8;
    return rows.map((row) => {
      const style: TextStyle = {
        font: row.mono ? 'mono' : 'regular',
        size: row.small ? 7.5 : row.mono ? 8 : 9.5,
        color: row.color,
        leading: row.small ? 1.3 : 1.35,
      };
      const labelStyle: TextStyle = { font: 'bold', size: 9, color: colors.muted };
      const labelLines = this.wrap(row.label, labelStyle, labelWidth);
      const valueLines = this.wrap(row.value === '' ? '—' : row.value, style, valueWidth);
      const height = Math.max(
        labelLines.length * this.lineHeight(labelStyle),
        valueLines.length * this.lineHeight(style),
      );
      return { labelLines, valueLines, style, labelStyle, height };
    });
  }

  /** Height `fields` would take (for keeping a block on one page). */
  fieldsHeight(rows: FieldRow[], labelWidth = 150): number {
    return this.fieldLayout(rows, labelWidth).reduce((sum, r) => sum + r.height + 3, 0);
  }

  /** Label/value rows in two columns; a row longer than a page flows across pages. */
  fields(rows: FieldRow[], labelWidth = 150): void {
    for (const row of this.fieldLayout(rows, labelWidth)) {
      if (row.height <= this.pageContentHeight) this.ensure(row.height);
      const top = this.y;
      const startPage = this.page;
      this.drawLines(row.labelLines, this.left, row.labelStyle);
      const afterLabel = this.y;
      if (this.page === startPage) this.y = top;
      this.drawLines(row.valueLines, this.left + labelWidth + 8, row.style);
      if (this.page === startPage) this.y = Math.min(this.y, afterLabel);
      this.spacer(3);
    }
  }

  rule(color = colors.border): void {
    this.ensure(8);
    this.spacer(4);
    this.page.drawLine({
      start: { x: this.left, y: this.y },
      end: { x: this.left + this.contentWidth, y: this.y },
      thickness: 0.6,
      color,
    });
    this.spacer(4);
  }

  /** A tinted box with a bold line of text (status, warnings). */
  callout(text: string, color: RGB, background: RGB): void {
    const style: TextStyle = { font: 'bold', size: 10, color };
    const lines = this.wrap(text, style, this.contentWidth - 20);
    const height = lines.length * this.lineHeight(style) + 14;
    this.ensure(height + 6);
    this.spacer(3);
    this.page.drawRectangle({
      x: this.left,
      y: this.y - height,
      width: this.contentWidth,
      height,
      color: background,
      borderColor: color,
      borderWidth: 0.8,
    });
    this.spacer(7);
    this.drawLines(lines, this.left + 10, style);
    this.spacer(10);
  }

  /** The coloured band at the top of a document's first page. */
  banner(kind: string): void {
    this.ensure(80);
    const height = 46;
    const top = A4[1] - 28;
    this.page.drawRectangle({ x: 0, y: top - height, width: A4[0], height, color: colors.primary });
    this.page.drawRectangle({ x: 0, y: top - height - 3, width: A4[0], height: 3, color: colors.accent });
    this.page.drawText('Traspasa', {
      x: this.left,
      y: top - 30,
      size: 20,
      font: this.fonts.bold,
      color: colors.white,
    });
    const label = toWinAnsi(kind);
    const size = 10.5;
    this.page.drawText(label, {
      x: this.left + this.contentWidth - this.measurers.bold.width(label, size),
      y: top - 28,
      size,
      font: this.fonts.bold,
      color: colors.white,
    });
    this.y = top - height - 3 - 22;
  }

  /** Draws `image` scaled to fit `maxWidth`×`maxHeight` inside a framed box; returns nothing. */
  framedImage(image: PDFImage, maxWidth: number, maxHeight: number): void {
    const scale = Math.min(maxWidth / image.width, maxHeight / image.height, 1);
    const w = image.width * scale;
    const h = image.height * scale;
    const boxH = maxHeight + 16;
    this.ensure(boxH + 6);
    this.page.drawRectangle({
      x: this.left,
      y: this.y - boxH,
      width: maxWidth + 16,
      height: boxH,
      color: colors.white,
      borderColor: colors.border,
      borderWidth: 1,
    });
    this.page.drawImage(image, {
      x: this.left + 8 + (maxWidth - w) / 2,
      y: this.y - boxH + 8 + (maxHeight - h) / 2,
      width: w,
      height: h,
    });
    this.spacer(boxH + 6);
  }

  /**
   * Running header (from the second page of this writer on) and footer on every page this
   * writer created: `footer` on the left, `pageLabel(n, total)` on the right.
   */
  decorate(opts: {
    header?: string;
    footer: string;
    pageLabel: (pageNumber: number, pageCount: number) => string;
  }): void {
    const total = this.pages.length;
    const size = 7.5;
    this.pages.forEach((page, index) => {
      if (opts.header && index > 0) {
        const header = toWinAnsi(opts.header);
        page.drawText(header, {
          x: this.left,
          y: A4[1] - 36,
          size,
          font: this.fonts.regular,
          color: colors.muted,
        });
        page.drawLine({
          start: { x: this.left, y: A4[1] - 42 },
          end: { x: this.left + this.contentWidth, y: A4[1] - 42 },
          thickness: 0.5,
          color: colors.border,
        });
      }
      const label = toWinAnsi(opts.pageLabel(index + 1, total));
      const labelWidth = this.measurers.bold.width(label, size);
      page.drawLine({
        start: { x: this.left, y: 52 },
        end: { x: this.left + this.contentWidth, y: 52 },
        thickness: 0.5,
        color: colors.border,
      });
      page.drawText(label, {
        x: this.left + this.contentWidth - labelWidth,
        y: 38,
        size,
        font: this.fonts.bold,
        color: colors.muted,
      });
      const footerLines = this.wrap(opts.footer, { size }, this.contentWidth - labelWidth - 16).slice(0, 2);
      footerLines.forEach((line, i) => {
        page.drawText(line, {
          x: this.left,
          y: 38 - i * 10,
          size,
          font: this.fonts.regular,
          color: colors.muted,
        });
      });
    });
  }
}
