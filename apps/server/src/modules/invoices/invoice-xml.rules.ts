// The SRI's XML of a factura (codDoc 01) and a nota de crédito (codDoc 04), version 1.1.0 of the
// offline scheme (decision 092), built with xmlbuilder2 so every text is escaped. No namespace
// and `id="comprobante"` on the root, as the XSD and the signer expect.
import { IVA_15_PERCENT_CODE, IVA_TAX_CODE, type PaymentMethodCode } from '@traspasa/shared/invoices';
import { create } from 'xmlbuilder2';
import type { XMLBuilder } from 'xmlbuilder2/lib/interfaces.js';
import type { InvoiceBuyer, InvoiceLine } from '../../db/schema/invoices.ts';
import { type DocumentFigures, EMISSION_TYPE, sequentialText, sriAmount, sriDate } from './invoices.rules.ts';

export interface Issuer {
  ambiente: '1' | '2';
  ruc: string;
  legalName: string;
  tradeName: string | null;
  mainAddress: string;
  establishment: string;
  emissionPoint: string;
  keepsAccounts: 'SI' | 'NO';
}

export interface DocumentHeader {
  accessKey: string;
  sequential: number;
  /** YYYY-MM-DD in Ecuador. */
  issueDate: string;
  buyer: InvoiceBuyer;
}

/** Characters XML 1.0 cannot hold (control characters, U+FFFE/U+FFFF, halves of a surrogate pair). */
const NOT_XML = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

/**
 * A one-line field as the XSD takes it: without line breaks (the SRI refuses them) nor
 * characters XML cannot hold (a billing name is typed by the buyer), at most `max`
 * characters as the XSD counts them — code points, so an emoji is never cut in half.
 */
const oneLine = (s: string, max = 300) =>
  Array.from(
    s
      .replace(NOT_XML, '')
      .replace(/[\r\n]+/g, ' ')
      .trim(),
  )
    .slice(0, max)
    .join('')
    .trim();

function infoTributaria(root: XMLBuilder, issuer: Issuer, h: DocumentHeader, docType: '01' | '04') {
  const info = root.ele('infoTributaria');
  info.ele('ambiente').txt(issuer.ambiente);
  info.ele('tipoEmision').txt(EMISSION_TYPE);
  info.ele('razonSocial').txt(oneLine(issuer.legalName));
  if (issuer.tradeName) info.ele('nombreComercial').txt(oneLine(issuer.tradeName));
  info.ele('ruc').txt(issuer.ruc);
  info.ele('claveAcceso').txt(h.accessKey);
  info.ele('codDoc').txt(docType);
  info.ele('estab').txt(issuer.establishment);
  info.ele('ptoEmi').txt(issuer.emissionPoint);
  info.ele('secuencial').txt(sequentialText(h.sequential));
  info.ele('dirMatriz').txt(oneLine(issuer.mainAddress));
}

function ivaTotal(parent: XMLBuilder, f: DocumentFigures) {
  const total = parent.ele('totalConImpuestos').ele('totalImpuesto');
  total.ele('codigo').txt(IVA_TAX_CODE);
  total.ele('codigoPorcentaje').txt(IVA_15_PERCENT_CODE);
  total.ele('baseImponible').txt(sriAmount(f.subtotalCents));
  return total;
}

function lineTax(detail: XMLBuilder, line: InvoiceLine, ivaPercent: number) {
  const tax = detail.ele('impuestos').ele('impuesto');
  tax.ele('codigo').txt(IVA_TAX_CODE);
  tax.ele('codigoPorcentaje').txt(IVA_15_PERCENT_CODE);
  tax.ele('tarifa').txt(String(ivaPercent));
  tax.ele('baseImponible').txt(sriAmount(line.baseCents));
  tax.ele('valor').txt(sriAmount(line.ivaCents));
}

function additional(root: XMLBuilder, buyer: InvoiceBuyer, extra: Record<string, string>) {
  const fields = { ...(buyer.email ? { Email: buyer.email } : {}), ...extra };
  const entries = Object.entries(fields)
    .map(([name, value]) => [name, oneLine(value)] as const)
    .filter(([, v]) => v);
  if (entries.length === 0) return;
  const info = root.ele('infoAdicional');
  for (const [name, value] of entries) info.ele('campoAdicional', { nombre: name }).txt(value);
}

const serialize = (doc: XMLBuilder) => doc.end({ prettyPrint: false, headless: false });

export function facturaXml(
  issuer: Issuer,
  h: DocumentHeader,
  f: DocumentFigures,
  payment: { method: PaymentMethodCode; extra?: Record<string, string> },
): string {
  const doc = create({ version: '1.0', encoding: 'UTF-8' });
  const root = doc.ele('factura', { id: 'comprobante', version: '1.1.0' });
  infoTributaria(root, issuer, h, '01');
  const info = root.ele('infoFactura');
  info.ele('fechaEmision').txt(sriDate(h.issueDate));
  info.ele('dirEstablecimiento').txt(oneLine(issuer.mainAddress));
  info.ele('obligadoContabilidad').txt(issuer.keepsAccounts);
  info.ele('tipoIdentificacionComprador').txt(h.buyer.idType);
  info.ele('razonSocialComprador').txt(oneLine(h.buyer.legalName));
  info.ele('identificacionComprador').txt(h.buyer.idNumber);
  const address = h.buyer.address ? oneLine(h.buyer.address) : '';
  if (address) info.ele('direccionComprador').txt(address);
  info.ele('totalSinImpuestos').txt(sriAmount(f.subtotalCents));
  info.ele('totalDescuento').txt(sriAmount(f.discountCents));
  ivaTotal(info, f).ele('valor').txt(sriAmount(f.ivaCents));
  info.ele('propina').txt('0.00');
  info.ele('importeTotal').txt(sriAmount(f.totalCents));
  info.ele('moneda').txt('DOLAR');
  const pago = info.ele('pagos').ele('pago');
  pago.ele('formaPago').txt(payment.method);
  pago.ele('total').txt(sriAmount(f.totalCents));
  const details = root.ele('detalles');
  for (const line of f.lines) {
    const d = details.ele('detalle');
    d.ele('codigoPrincipal').txt(oneLine(line.code, 25));
    d.ele('descripcion').txt(oneLine(line.description));
    d.ele('cantidad').txt(String(line.quantity));
    d.ele('precioUnitario').txt(sriAmount(line.unitPriceCents));
    d.ele('descuento').txt(sriAmount(line.discountCents));
    d.ele('precioTotalSinImpuesto').txt(sriAmount(line.baseCents));
    lineTax(d, line, f.ivaPercent);
  }
  additional(root, h.buyer, payment.extra ?? {});
  return serialize(doc);
}

export interface ModifiedDocument {
  /** 001-001-000000123 */
  number: string;
  /** YYYY-MM-DD */
  issueDate: string;
}

export function notaCreditoXml(
  issuer: Issuer,
  h: DocumentHeader,
  f: DocumentFigures,
  modified: ModifiedDocument,
  reason: string,
): string {
  const doc = create({ version: '1.0', encoding: 'UTF-8' });
  const root = doc.ele('notaCredito', { id: 'comprobante', version: '1.1.0' });
  infoTributaria(root, issuer, h, '04');
  const info = root.ele('infoNotaCredito');
  info.ele('fechaEmision').txt(sriDate(h.issueDate));
  info.ele('dirEstablecimiento').txt(oneLine(issuer.mainAddress));
  info.ele('tipoIdentificacionComprador').txt(h.buyer.idType);
  info.ele('razonSocialComprador').txt(oneLine(h.buyer.legalName));
  info.ele('identificacionComprador').txt(h.buyer.idNumber);
  info.ele('obligadoContabilidad').txt(issuer.keepsAccounts);
  info.ele('codDocModificado').txt('01');
  info.ele('numDocModificado').txt(modified.number);
  info.ele('fechaEmisionDocSustento').txt(sriDate(modified.issueDate));
  info.ele('totalSinImpuestos').txt(sriAmount(f.subtotalCents));
  info.ele('valorModificacion').txt(sriAmount(f.totalCents));
  info.ele('moneda').txt('DOLAR');
  ivaTotal(info, f).ele('valor').txt(sriAmount(f.ivaCents));
  info.ele('motivo').txt(oneLine(reason));
  const details = root.ele('detalles');
  for (const line of f.lines) {
    const d = details.ele('detalle');
    d.ele('codigoInterno').txt(oneLine(line.code, 25));
    d.ele('descripcion').txt(oneLine(line.description));
    d.ele('cantidad').txt(String(line.quantity));
    d.ele('precioUnitario').txt(sriAmount(line.unitPriceCents));
    d.ele('descuento').txt(sriAmount(line.discountCents));
    d.ele('precioTotalSinImpuesto').txt(sriAmount(line.baseCents));
    lineTax(d, line, f.ivaPercent);
  }
  additional(root, h.buyer, {});
  return serialize(doc);
}

/** 001-001-000000123: how a document's number is written (numDocModificado, the RIDE). */
export const documentNumber = (establishment: string, emissionPoint: string, sequential: number) =>
  `${establishment}-${emissionPoint}-${sequentialText(sequential)}`;
