// The RIDE (Representación Impresa del Documento Electrónico, decision 093): one A4 page
// with what the SRI asks a printed factura or nota de crédito to carry: the issuer, the
// document's number, its authorisation (or, honestly, that it has none yet), the access key
// as a Code 128 barcode, the buyer, the lines and the totals with IVA.
import { formatDateTime, formatDay } from '@traspasa/shared/dates';
import { documentNumber, invoiceDocTypeLabels } from '@traspasa/shared/electronic-documents';
import {
  type FormaPagoCode,
  formaPagoLabels,
  type InvoiceDocType,
  type InvoiceState,
  type PaymentMethodCode,
  type TaxIdType,
} from '@traspasa/shared/invoices';
import { formatMoney } from '@traspasa/shared/money';
import bwipjs from 'bwip-js/node';
import { PDFDocument } from 'pdf-lib';
import { A4, colors, PdfWriter } from '../../../lib/pdf/pdf-layout.ts';
import { toWinAnsi } from '../../../lib/pdf/pdf-text.ts';

export const RIDE_TIME_ZONE = 'America/Guayaquil';

export interface RideIssuer {
  legalName: string;
  tradeName: string | null;
  ruc: string;
  address: string;
  accountingRequired: boolean;
}

export interface RideLine {
  code: string;
  description: string;
  quantity: number;
  unitPriceCents: number;
  discountCents: number;
  /** Price of the line without IVA, after its discount. */
  baseCents: number;
}

export interface RideInput {
  docType: InvoiceDocType;
  issuer: RideIssuer;
  establishment: string;
  emissionPoint: string;
  sequential: number;
  accessKey: string;
  /** '1' pruebas, '2' producción. */
  environment: string;
  /** YYYY-MM-DD, the day in Ecuador. */
  issueDate: string;
  state: InvoiceState;
  authorizationNumber: string | null;
  authorizedAt: Date | null;
  buyer: {
    idType: TaxIdType | string;
    idNumber: string;
    legalName: string;
    address: string | null;
    email: string | null;
  };
  lines: RideLine[];
  subtotalCents: number;
  discountCents: number;
  ivaCents: number;
  totalCents: number;
  ivaPercent: number;
  paymentMethod: PaymentMethodCode | string;
  /** A nota de crédito: the factura it modifies. */
  modifies: { number: string; issueDate: string; reason: string } | null;
  supportEmail: string;
}

const ID_TYPES: Record<string, string> = {
  '04': 'RUC',
  '05': 'Cédula',
  '06': 'Pasaporte',
  '07': 'Consumidor final',
};

/** «10 - Tarjeta de crédito nacional»: the code and its name in the SRI's formas de pago table. */
function paymentMethodLine(code: string): string {
  const label = formaPagoLabels[code as FormaPagoCode];
  return label ? `${code} - ${label}` : code;
}

/** Amounts always with their cents: "$19,00". */
export function rideMoney(cents: number): string {
  const text = formatMoney(cents / 100);
  return text.includes(',') ? text : `${text},00`;
}

/** What the authorisation box says, true to the document's state. */
export function authorizationLines(
  input: Pick<RideInput, 'state' | 'authorizationNumber' | 'authorizedAt'>,
): {
  number: string;
  date: string;
} {
  if (input.state === 'autorizada' && input.authorizationNumber) {
    return {
      number: input.authorizationNumber,
      date: input.authorizedAt ? formatDateTime(input.authorizedAt, { timeZone: RIDE_TIME_ZONE }) : '—',
    };
  }
  const pending =
    input.state === 'sin_enviar'
      ? 'Sin enviar al SRI'
      : input.state === 'devuelta'
        ? 'Devuelto por el SRI: sin autorización'
        : input.state === 'no_autorizada'
          ? 'No autorizado por el SRI'
          : 'Pendiente de autorización';
  return { number: pending, date: pending };
}

/**
 * The access key as Code 128 bar and space widths in modules, bar first (bwip-js's own
 * encoding: start C, the digits in pairs, the check symbol, stop).
 */
export function accessKeyBars(accessKey: string): number[] {
  const [symbol] = bwipjs.raw('code128', accessKey, '') as Array<{ sbs?: number[] }>;
  if (!symbol?.sbs) throw new Error('bwip-js gave no bars for the access key');
  return symbol.sbs;
}

export const rideFileName = (input: {
  docType: string;
  establishment: string;
  emissionPoint: string;
  sequential: number;
}) =>
  `${input.docType === '04' ? 'nota-de-credito' : 'factura'}-${documentNumber(input.establishment, input.emissionPoint, input.sequential)}.pdf`;

export async function renderRidePdf(input: RideInput, generatedAt: Date): Promise<Uint8Array> {
  const kind = invoiceDocTypeLabels[input.docType];
  const number = documentNumber(input.establishment, input.emissionPoint, input.sequential);
  const doc = await PDFDocument.create();
  const w = await PdfWriter.on(doc, {
    title: `${kind} ${number}`,
    subject: `${kind} electrónica ${number} de ${input.issuer.legalName}`,
    keywords: ['RIDE', kind, number, input.accessKey],
    creationDate: generatedAt,
  });
  w.addPage();
  const page = w.page;
  const { regular, bold, mono } = w.fonts;
  const left = w.left;
  const width = w.contentWidth;
  const gap = 12;
  const colW = (width - gap) / 2;
  const rightX = left + colW + gap;
  const top = A4[1] - 48;
  const text = (t: string, x: number, y: number, size: number, font = regular, color = colors.text) =>
    page.drawText(toWinAnsi(t), { x, y, size, font, color });

  // Left box: the issuer.
  const issuerLines: Array<{ t: string; size: number; bold?: boolean; muted?: boolean }> = [
    ...w
      .wrap(input.issuer.legalName, { font: 'bold', size: 11 }, colW - 20)
      .map((t) => ({ t, size: 11, bold: true })),
    ...(input.issuer.tradeName && input.issuer.tradeName !== input.issuer.legalName
      ? [{ t: input.issuer.tradeName, size: 10 }]
      : []),
    { t: 'Dirección matriz:', size: 8, muted: true },
    ...w.wrap(input.issuer.address, { size: 9 }, colW - 20).map((t) => ({ t, size: 9 })),
    { t: `Obligado a llevar contabilidad: ${input.issuer.accountingRequired ? 'SÍ' : 'NO'}`, size: 9 },
  ];
  // Right box: the document.
  const auth = authorizationLines(input);
  const boxH = 214;
  page.drawRectangle({
    x: left,
    y: top - boxH,
    width: colW,
    height: boxH,
    borderColor: colors.border,
    borderWidth: 1,
  });
  page.drawRectangle({
    x: rightX,
    y: top - boxH,
    width: colW,
    height: boxH,
    borderColor: colors.border,
    borderWidth: 1,
  });
  page.drawRectangle({ x: left, y: top - 40, width: colW, height: 40, color: colors.primary });
  text('Traspasa', left + 12, top - 27, 18, bold, colors.white);
  let y = top - 62;
  for (const line of issuerLines) {
    text(
      line.t,
      left + 10,
      y,
      line.size,
      line.bold ? bold : regular,
      line.muted ? colors.muted : colors.text,
    );
    y -= line.size * 1.45;
  }

  y = top - 20;
  const rx = rightX + 10;
  text(`R.U.C.: ${input.issuer.ruc}`, rx, y, 11, bold);
  y -= 20;
  text(kind.toUpperCase(), rx, y, 14, bold, colors.primary);
  y -= 16;
  text(`No. ${number}`, rx, y, 11, bold);
  y -= 18;
  text('NÚMERO DE AUTORIZACIÓN', rx, y, 7.5, bold, colors.muted);
  y -= 11;
  const authorized = input.state === 'autorizada';
  const authSize = authorized ? 6.6 : 8.5;
  for (const line of w.wrap(auth.number, { font: authorized ? 'mono' : 'bold', size: authSize }, colW - 20)) {
    text(line, rx, y, authSize, authorized ? mono : bold, authorized ? colors.text : colors.warning);
    y -= 10;
  }
  y -= 2;
  text('FECHA Y HORA DE AUTORIZACIÓN', rx, y, 7.5, bold, colors.muted);
  y -= 11;
  text(auth.date, rx, y, 8.5, authorized ? regular : bold, authorized ? colors.text : colors.warning);
  y -= 14;
  text(`AMBIENTE: ${input.environment === '2' ? 'PRODUCCIÓN' : 'PRUEBAS'}`, rx, y, 8.5);
  y -= 12;
  text('EMISIÓN: NORMAL', rx, y, 8.5);
  y -= 14;
  text('CLAVE DE ACCESO', rx, y, 7.5, bold, colors.muted);
  y -= 6;
  // The barcode: bar and space widths in modules, scaled to the box.
  const bars = accessKeyBars(input.accessKey);
  const modules = bars.reduce((sum, n) => sum + n, 0);
  const moduleW = (colW - 20) / modules;
  const barH = 34;
  let x = rx;
  bars.forEach((n, i) => {
    if (i % 2 === 0)
      page.drawRectangle({ x, y: y - barH, width: n * moduleW, height: barH, color: colors.text });
    x += n * moduleW;
  });
  y -= barH + 10;
  text(input.accessKey, rx, y, 6.6, mono);

  // The buyer.
  w.y = top - boxH - 14;
  const buyerRows = [
    { label: 'Razón social / Nombres y apellidos', value: input.buyer.legalName },
    {
      label: 'Identificación',
      value: `${input.buyer.idNumber} (${ID_TYPES[input.buyer.idType] ?? input.buyer.idType})`,
    },
    { label: 'Fecha de emisión', value: formatDay(input.issueDate) },
    ...(input.buyer.address ? [{ label: 'Dirección', value: input.buyer.address }] : []),
    ...(input.modifies
      ? [
          { label: 'Comprobante que se modifica', value: `Factura ${input.modifies.number}` },
          { label: 'Fecha de emisión (comprobante a modificar)', value: formatDay(input.modifies.issueDate) },
          { label: 'Razón de modificación', value: input.modifies.reason },
        ]
      : []),
  ];
  w.fields(buyerRows, 190);
  w.spacer(6);

  // The lines.
  const cols = [
    { title: 'Cód.', x: 0, w: 84, align: 'left' as const },
    { title: 'Cant.', x: 84, w: 28, align: 'right' as const },
    { title: 'Descripción', x: 122, w: 170, align: 'left' as const },
    { title: 'P. unitario', x: 296, w: 62, align: 'right' as const },
    { title: 'Descuento', x: 360, w: 62, align: 'right' as const },
    { title: 'P. total', x: 424, w: width - 424, align: 'right' as const },
  ];
  const cell = (t: string, col: (typeof cols)[number], yy: number, font = regular, size = 8.5) => {
    const s = toWinAnsi(t);
    const tw = font.widthOfTextAtSize(s, size);
    const cx = col.align === 'right' ? left + col.x + col.w - tw : left + col.x;
    page.drawText(s, { x: cx, y: yy, size, font, color: colors.text });
  };
  w.page.drawRectangle({ x: left, y: w.y - 18, width, height: 18, color: colors.primarySoft });
  for (const col of cols) cell(col.title, col, w.y - 12, bold, 8);
  w.y -= 22;
  for (const line of input.lines) {
    const desc = w.wrap(line.description, { size: 8.5 }, cols[2]!.w);
    // Product codes are long identifiers: broken by character inside their column.
    const code = w.wrap(line.code, { size: 7 }, cols[0]!.w - 6);
    const rowH = Math.max(desc.length, code.length) * 11 + 4;
    const base = w.y - 10;
    code.forEach((c, i) => {
      cell(c, cols[0]!, base - i * 11, regular, 7);
    });
    cell(String(line.quantity), cols[1]!, base);
    desc.forEach((d, i) => {
      cell(d, cols[2]!, base - i * 11);
    });
    cell(rideMoney(line.unitPriceCents), cols[3]!, base);
    cell(rideMoney(line.discountCents), cols[4]!, base);
    cell(rideMoney(line.baseCents), cols[5]!, base);
    w.y -= rowH;
    w.page.drawLine({
      start: { x: left, y: w.y },
      end: { x: left + width, y: w.y },
      thickness: 0.5,
      color: colors.border,
    });
  }
  w.spacer(12);

  // Left: additional information and payment; right: the totals.
  const blockTop = w.y;
  let ly = blockTop - 10;
  text('Información adicional', left, ly, 9, bold, colors.primary);
  ly -= 14;
  if (input.buyer.email) {
    text(`Correo: ${input.buyer.email}`, left, ly, 8.5);
    ly -= 12;
  }
  text(`Soporte: ${input.supportEmail}`, left, ly, 8.5);
  ly -= 20;
  text('Forma de pago', left, ly, 9, bold, colors.primary);
  ly -= 14;
  for (const l of w.wrap(paymentMethodLine(input.paymentMethod), { size: 8.5 }, colW - 70)) {
    text(l, left, ly, 8.5);
    ly -= 12;
  }
  const methodValue = rideMoney(input.totalCents);
  text(methodValue, left + colW - regular.widthOfTextAtSize(toWinAnsi(methodValue), 8.5), ly + 12, 8.5);

  const totals: Array<[string, string, boolean]> = [
    [`SUBTOTAL ${input.ivaPercent} %`, rideMoney(input.subtotalCents), false],
    ['SUBTOTAL 0 %', rideMoney(0), false],
    ['SUBTOTAL SIN IMPUESTOS', rideMoney(input.subtotalCents), false],
    ['TOTAL DESCUENTO', rideMoney(input.discountCents), false],
    [`IVA ${input.ivaPercent} %`, rideMoney(input.ivaCents), false],
    ['VALOR TOTAL', rideMoney(input.totalCents), true],
  ];
  let ty = blockTop - 10;
  for (const [label, value, strong] of totals) {
    const size = strong ? 10.5 : 8.5;
    const font = strong ? bold : regular;
    if (strong) {
      ty -= 5;
      page.drawLine({
        start: { x: rightX, y: ty + 14 },
        end: { x: left + width, y: ty + 14 },
        thickness: 0.8,
        color: colors.text,
      });
    }
    text(label, rightX, ty, size, font);
    text(value, left + width - font.widthOfTextAtSize(toWinAnsi(value), size), ty, size, font);
    ty -= strong ? 16 : 13;
  }
  w.y = Math.min(ly, ty) - 10;
  if (input.state !== 'autorizada') {
    w.callout(
      input.state === 'sin_enviar'
        ? 'Este documento aún no se envió al SRI: no tiene autorización y no sirve como comprobante tributario todavía.'
        : input.state === 'devuelta' || input.state === 'no_autorizada'
          ? 'El SRI no autorizó este documento. Lo estamos revisando; te enviaremos el documento autorizado.'
          : 'El SRI aún no autorizó este documento. Cuando lo haga podrás descargarlo otra vez con su número de autorización.',
      colors.warning,
      colors.white,
    );
  }
  w.decorate({
    footer: `${kind} electrónica ${number} · Clave de acceso ${input.accessKey}`,
    pageLabel: (n, total) => `Página ${n} de ${total}`,
  });
  return doc.save();
}
