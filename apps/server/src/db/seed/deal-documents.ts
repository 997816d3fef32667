// The demo data room's documents (decision 172's room, the demo seed of decision 010): small PDFs drawn with pdf-lib at seed time, so
// no binary file is committed. Figures are the listing's own (its asking price, revenue, profit).
import { formatCents } from '@traspasa/shared/offers';
import { PDFDocument, rgb, StandardFonts } from 'pdf-lib';

export interface DemoDocument {
  /** Folder of the room's default set (decision 172) the file goes to. */
  folder: string;
  filename: string;
  title: string;
  lines: readonly string[];
}

const usd = (dollars: number) => formatCents(Math.round(dollars) * 100);

/** Three documents a seller would put in the room first: results, taxes, the lease. */
export function demoDocuments(listing: {
  title: string;
  annualRevenue: number;
  annualProfit: number | null;
  year: number;
}): DemoDocument[] {
  const revenue = listing.annualRevenue;
  const profit = listing.annualProfit ?? Math.round(revenue * 0.18);
  const cost = Math.round(revenue * 0.46);
  const payroll = Math.round(revenue * 0.19);
  const rent = Math.round(revenue - cost - payroll - profit);
  const previous = listing.year - 1;
  return [
    {
      folder: 'Finanzas',
      filename: `estado-de-resultados-${previous}.pdf`,
      title: `Estado de resultados ${previous}`,
      lines: [
        listing.title,
        `Periodo: 1 de enero al 31 de diciembre de ${previous}`,
        '',
        `Ventas netas ................................ ${usd(revenue)}`,
        `Costo de ventas ............................. ${usd(cost)}`,
        `Sueldos y beneficios (IESS incluido) ........ ${usd(payroll)}`,
        `Arriendo, servicios y otros gastos .......... ${usd(rent)}`,
        `Utilidad antes de impuestos ................. ${usd(profit)}`,
        '',
        'Cifras tomadas de la contabilidad del negocio; el detalle mensual está en la hoja',
        'de cálculo que se comparte después de la carta de intención firmada.',
      ],
    },
    {
      folder: 'Impuestos y SRI',
      filename: `declaraciones-iva-${previous}.pdf`,
      title: `Resumen de declaraciones de IVA ${previous}`,
      lines: [
        listing.title,
        `Formulario 104, declaraciones mensuales de ${previous}`,
        '',
        ...['Enero a marzo', 'Abril a junio', 'Julio a septiembre', 'Octubre a diciembre'].map(
          (q) => `${q.padEnd(22, '.')} ventas ${usd(revenue / 4)} · presentada a tiempo`,
        ),
        '',
        'Sin obligaciones pendientes con el SRI a la fecha de este resumen.',
        'El certificado de cumplimiento tributario se entrega en la ruta de traspaso.',
      ],
    },
    {
      folder: 'Local y arriendo',
      filename: 'contrato-de-arriendo-resumen.pdf',
      title: 'Contrato de arriendo del local: resumen',
      lines: [
        listing.title,
        '',
        'Plazo: 5 años desde marzo de 2023, renovable por acuerdo de las partes.',
        'Canon mensual vigente con incremento anual según la inflación.',
        'Garantía: dos meses de canon, depositada al arrendador.',
        'Cesión: permitida con el consentimiento escrito del arrendador, que ya',
        'confirmó de palabra su disposición a firmarlo con el nuevo dueño.',
      ],
    },
  ];
}

/** One A4 page: the title, the lines, and a footer that says the document is demo data. */
export async function renderDemoPdf(doc: DemoDocument): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(doc.title);
  pdf.setProducer('Traspasa (datos de demostración)');
  // Fixed dates: the same input gives the same bytes.
  pdf.setCreationDate(new Date('2026-01-15T12:00:00Z'));
  pdf.setModificationDate(new Date('2026-01-15T12:00:00Z'));
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const page = pdf.addPage([595, 842]);
  page.drawText(doc.title, { x: 56, y: 770, size: 18, font: bold, color: rgb(0.1, 0.2, 0.3) });
  let y = 736;
  for (const line of doc.lines) {
    if (line) page.drawText(line, { x: 56, y, size: 11, font: regular });
    y -= 18;
  }
  page.drawText('Documento de demostración generado por Traspasa.', {
    x: 56,
    y: 48,
    size: 8,
    font: regular,
    color: rgb(0.45, 0.45, 0.45),
  });
  return Buffer.from(await pdf.save());
}
