// The detailed valuation report mailed to a lead (decision 120): the range, the multiple and
// its reasons, what was entered and a plain disclaimer. Drawn with the NDA PDFs' writer
// (standard fonts, WinAnsi text — accents and "×" print as they should).
import { type BusinessCategory, businessCategoryLabels } from '@traspasa/shared/enums';
import { formatMoney } from '@traspasa/shared/money';
import {
  type ComparablesResponse,
  formatMultiple,
  type ValuationResult,
  type ValuationTrend,
  valuationTrendLabels,
} from '@traspasa/shared/valuation';
import { PDFDocument } from 'pdf-lib';
import { colors, PdfWriter } from '../../lib/pdf/pdf-layout.ts';
import { formatDateEc } from '../payments/receipt.pdf.ts';

export const VALUATION_DISCLAIMER =
  'Esta valoración es una referencia general calculada con múltiplos que publican los intermediarios de ' +
  'negocios para pequeñas empresas, ajustados con los datos que ingresaste. No es una tasación ni una ' +
  'asesoría financiera, legal o tributaria: el precio final depende de la revisión de tus cuentas, del ' +
  'contrato de arriendo, de los permisos y de la negociación con el comprador. Para una decisión importante, ' +
  'consulta a un profesional independiente.';

export interface ValuationReportInput {
  fullName: string;
  inputs: {
    category: BusinessCategory;
    country: string;
    city: string;
    annualRevenue: number;
    annualProfit: number;
    yearsOperation: number;
    assetsValue?: number | null;
    trend?: ValuationTrend | null;
    ownerHoursPerWeek?: number | null;
  };
  result: ValuationResult;
  comparables: ComparablesResponse | null;
  generatedAt: Date;
}

export const valuationReportFileName = 'valoracion-traspasa.pdf';

export async function renderValuationReportPdf(input: ValuationReportInput): Promise<Uint8Array> {
  const { inputs, result } = input;
  const doc = await PDFDocument.create();
  const w = await PdfWriter.on(doc, {
    title: 'Valoración de tu negocio',
    subject: `Valoración orientativa de un negocio de ${businessCategoryLabels[inputs.category]} en ${inputs.city}`,
    keywords: ['Traspasa', 'valoración', inputs.category],
    creationDate: input.generatedAt,
  });
  w.addPage();
  w.banner('Valoración orientativa');

  w.paragraph('Valoración de tu negocio', { font: 'bold', size: 17, leading: 1.25 });
  w.paragraph(`Preparada para ${input.fullName} el ${formatDateEc(input.generatedAt)}.`, {
    size: 10,
    color: colors.muted,
  });
  w.spacer(8);

  w.heading('El rango');
  w.fields([
    { label: 'Valor bajo', value: formatMoney(result.low) },
    { label: 'Valor típico', value: formatMoney(result.typical), color: colors.primary },
    { label: 'Valor alto', value: formatMoney(result.high) },
    {
      label: 'Múltiplo usado',
      value: `${formatMultiple(result.multiple.typical)} la utilidad anual (entre ${formatMultiple(result.multiple.low)} y ${formatMultiple(result.multiple.high)})`,
    },
  ]);

  w.heading('Por qué este múltiplo');
  for (const line of result.explanation) w.paragraph(`• ${line}`, { indent: 6 });
  if (result.adjustments.length > 0) {
    w.spacer(4);
    w.paragraph('Ajustes por tus datos:', { font: 'bold' });
    for (const a of result.adjustments) {
      const sign = a.delta >= 0 ? '+' : '-';
      w.paragraph(`• ${sign}${Math.abs(a.delta).toFixed(2).replace('.', ',')}: ${a.reason}`, { indent: 6 });
    }
  }

  w.heading('Lo que dice el mercado de Traspasa');
  const c = input.comparables;
  if (c && c.medianMultiple !== null) {
    w.paragraph(
      `Los ${c.count} negocios de ${businessCategoryLabels[inputs.category].toLowerCase()} publicados en Traspasa con precio y utilidad piden, en la mediana, ${formatMultiple(c.medianMultiple)} su utilidad anual.`,
    );
  } else {
    w.paragraph(
      `Todavía hay menos de ${c?.minimum ?? 5} negocios de ${businessCategoryLabels[inputs.category].toLowerCase()} publicados con precio y utilidad: no basta para dar una mediana confiable.`,
    );
  }

  w.heading('Los datos que ingresaste');
  w.fields([
    { label: 'Categoría', value: businessCategoryLabels[inputs.category] },
    { label: 'Ubicación', value: `${inputs.city}, ${inputs.country}` },
    { label: 'Ventas anuales', value: formatMoney(inputs.annualRevenue) },
    { label: 'Utilidad anual del dueño', value: formatMoney(inputs.annualProfit) },
    { label: 'Años funcionando', value: String(inputs.yearsOperation) },
    {
      label: 'Activos incluidos',
      value: inputs.assetsValue != null ? formatMoney(inputs.assetsValue) : 'No indicado',
    },
    {
      label: 'Tendencia de ventas',
      value: inputs.trend ? valuationTrendLabels[inputs.trend] : 'No indicada',
    },
    {
      label: 'Horas del dueño por semana',
      value: inputs.ownerHoursPerWeek != null ? String(inputs.ownerHoursPerWeek) : 'No indicadas',
    },
  ]);
  w.spacer(8);
  w.callout(VALUATION_DISCLAIMER, colors.primary, colors.primarySoft);

  w.decorate({
    footer: 'Traspasa · Valoración orientativa, no es una tasación',
    pageLabel: (n, total) => `Página ${n} de ${total}`,
  });
  return doc.save();
}
