// The NDA as a PDF (decision 060): what a buyer prints and signs by hand on the physical path,
// and the base the electronic signature page is stamped onto.
import { displayOption } from '@traspasa/shared/format';
import { PDFDocument } from 'pdf-lib';
import { colors, PdfWriter, type TextStyle } from '../../../lib/pdf/pdf-layout.ts';
import { formatUtc } from '../../../lib/pdf/pdf-text.ts';

export interface NdaDocumentPdfInput {
  ndaId: number;
  title: string;
  version: string;
  documentHash: string;
  content: string;
  business: { id: number; title: string; location: string | null };
  buyer: { fullName: string; email: string };
  seller: { fullName: string };
  generatedAt: Date;
}

/**
 * A line of the NDA text that reads as a clause heading: short, no final period, and
 * in capitals ("1. OBJETO", "ACUERDO DE CONFIDENCIALIDAD…").
 */
function isHeadingLine(line: string): boolean {
  const letters = line.replace(/[^\p{L}]/gu, '');
  return (
    line.length <= 90 &&
    letters.length >= 3 &&
    letters === letters.toLocaleUpperCase('es') &&
    !/[.:;,]$/.test(line)
  );
}

/** Renders the NDA text line by line as stored (its hash is over this exact text). */
export function writeNdaText(w: PdfWriter, content: string): void {
  const body: TextStyle = { size: 10, leading: 1.4 };
  const heading: TextStyle = { size: 10.5, font: 'bold', leading: 1.4 };
  let blank = false;
  for (const raw of content.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trimEnd();
    if (line.trim() === '') {
      if (!blank) w.spacer(6);
      blank = true;
      continue;
    }
    blank = false;
    if (isHeadingLine(line.trim())) {
      w.ensure(w.lineHeight(heading) * 3);
      w.paragraph(line.trim(), heading);
    } else {
      w.paragraph(line, body);
      w.spacer(2);
    }
  }
}

export async function renderNdaDocumentPdf(input: NdaDocumentPdfInput): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const w = await PdfWriter.on(doc, {
    title: `${input.title} (versión ${input.version}) — acuerdo n.º ${input.ndaId}`,
    subject: `Acuerdo de confidencialidad sobre «${input.business.title}». SHA-256 del texto: ${input.documentHash}`,
    keywords: [
      'Traspasa',
      'acuerdo de confidencialidad',
      'NDA',
      `nda:${input.ndaId}`,
      `sha256:${input.documentHash}`,
    ],
    creationDate: input.generatedAt,
  });
  w.addPage();
  w.banner('Acuerdo de confidencialidad');

  w.paragraph(input.title, { font: 'bold', size: 17, color: colors.text, leading: 1.25 });
  w.paragraph(`Versión ${input.version} · Acuerdo n.º ${input.ndaId}`, { size: 10, color: colors.muted });
  w.spacer(6);

  w.heading('Partes y negocio');
  w.fields([
    { label: 'Negocio', value: `${input.business.title} (n.º ${input.business.id})` },
    { label: 'Ubicación', value: displayOption(input.business.location) },
    { label: 'Parte interesada (comprador)', value: input.buyer.fullName },
    { label: 'Correo electrónico', value: input.buyer.email },
    { label: 'Vendedor', value: input.seller.fullName },
    { label: 'Huella SHA-256 del texto', value: input.documentHash, mono: true },
  ]);
  w.paragraph(
    'La huella SHA-256 identifica exactamente el texto de este acuerdo: cualquier cambio en el texto produce una huella distinta.',
    { size: 8.5, color: colors.muted },
  );

  w.heading('Texto del acuerdo');
  writeNdaText(w, input.content);

  // The handwritten-signature block of the physical path; the electronic path appends its own page.
  w.heading('Firma del comprador');
  w.paragraph(
    'Si firmas en papel: imprime este documento, fírmalo a mano en cada página o en este recuadro y súbelo escaneado junto con tu cédula (anverso y reverso) en Traspasa. Si firmas electrónicamente, la hoja de firma se añade al final de este documento.',
    { size: 9, color: colors.muted },
  );
  w.ensure(150);
  w.spacer(10);
  const lineRow = (label: string, value = '') => {
    w.ensure(34);
    w.spacer(24);
    w.page.drawText(label, { x: w.left, y: w.y + 4, size: 9, font: w.fonts.bold, color: colors.muted });
    if (value) {
      const text = w.wrap(value, { size: 10 }, w.contentWidth - 130)[0] ?? '';
      w.page.drawText(text, {
        x: w.left + 130,
        y: w.y + 6,
        size: 10,
        font: w.fonts.regular,
        color: colors.text,
      });
    }
    w.page.drawLine({
      start: { x: w.left + 125, y: w.y + 2 },
      end: { x: w.left + w.contentWidth, y: w.y + 2 },
      thickness: 0.7,
      color: colors.muted,
    });
  };
  lineRow('Firma');
  lineRow('Nombre completo', input.buyer.fullName);
  lineRow('Cédula / documento');
  lineRow('Lugar y fecha');

  w.decorate({
    header: `Traspasa · ${input.title} v${input.version} · acuerdo n.º ${input.ndaId}`,
    footer: `Traspasa · ${input.title} v${input.version} · acuerdo n.º ${input.ndaId} · generado el ${formatUtc(input.generatedAt)}`,
    pageLabel: (n, total) => `Página ${n} de ${total}`,
  });
  return doc.save();
}
