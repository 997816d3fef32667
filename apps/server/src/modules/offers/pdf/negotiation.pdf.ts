// The letter of intent of one version and the negotiation's evidence certificate (decision 170),
// built as the NDA's (decision 060): in plain words first (parties, versions, signatures, every
// event in the reader's zone), then «Detalles técnicos» (hashes, server times, IPs, browsers).
// The letter PDF carries the terms, the letter's text and, at the end, the certificate pages.
import { createHash } from 'node:crypto';
import { DEFAULT_TIME_ZONE, formatDateTime, timeZoneLabel } from '@traspasa/shared/dates';
import { type BusinessCategory, businessCategoryLabels } from '@traspasa/shared/enums';
import { displayOption } from '@traspasa/shared/format';
import {
  type NegotiationEventType,
  type NegotiationStatus,
  negotiationEventLabels,
  negotiationStatusLabels,
  type OfferSide,
  type OfferTerms,
  type OfferVersionStatus,
  offerSideLabels,
  offerVersionStatusLabels,
  showTerm,
  termFieldLabels,
  termFields,
} from '@traspasa/shared/offers';
import { PDFDocument } from 'pdf-lib';
import { colors, PdfWriter, type TextStyle } from '../../../lib/pdf/pdf-layout.ts';
import { browserName, formatUtc } from '../../../lib/pdf/pdf-text.ts';

export interface NegotiationPdfInput {
  negotiation: { id: number; status: string; backup: boolean; createdAt: Date };
  business: { id: number; title: string; category: string | null; location: string | null };
  buyer: { name: string; email: string; identityVerified: boolean };
  seller: { name: string; email: string };
  versions: Array<{
    number: number;
    authorSide: OfferSide;
    status: string;
    priceCents: number;
    loiVersion: string;
    renderedText: string;
    textSha256: string;
    createdAt: Date;
    validUntil: string;
  }>;
  signatures: Array<{
    side: OfferSide;
    typedName: string;
    signedAt: Date;
    versionNumber: number | null;
    textSha256: string;
    ipAddress: string | null;
    userAgent: string | null;
  }>;
  events: Array<{
    seq: number;
    type: string;
    createdAt: Date;
    actorName: string | null;
    versionNumber: number | null;
    ipAddress: string | null;
    userAgent: string | null;
    hash: string;
  }>;
  chainIntact: boolean;
  generatedAt: Date;
  /** The reader's zone; Ecuador's when unknown (decision 131). */
  timeZone?: string;
}

export interface LetterPdfInput extends NegotiationPdfInput {
  /** The version printed as the letter. */
  letter: { number: number; title: string; terms: OfferTerms };
}

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
const label = (labels: Record<string, string>, value: string) => labels[value] ?? value;

/** The letter's text, line by line as stored (its hash is over this exact text). */
function writeText(w: PdfWriter, content: string): void {
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
    const isHeading = /^(\d{1,2}\. |CARTA DE INTENCIÓN)/.test(line.trim()) && line.length < 80;
    if (isHeading) {
      w.ensure(w.lineHeight(heading) * 3);
      w.paragraph(line.trim(), heading);
    } else {
      w.paragraph(line, body);
      w.spacer(2);
    }
  }
}

/** The certificate's pages, on the writer (a page of its own first). */
function writeCertificate(w: PdfWriter, input: NegotiationPdfInput): void {
  const timeZone = input.timeZone ?? DEFAULT_TIME_ZONE;
  const when = (date: Date | null) => (date ? formatDateTime(date, { timeZone }) : 'No registrada');
  const { negotiation, business, buyer, seller } = input;
  w.addPage();
  w.banner('Certificado de evidencia');
  w.paragraph(`Negociación n.º ${negotiation.id}`, { font: 'bold', size: 17, leading: 1.25 });
  const status = negotiation.status as NegotiationStatus;
  w.paragraph(`Estado: ${label(negotiationStatusLabels, status)}`, {
    font: 'bold',
    size: 11,
    color:
      status === 'signed' || status === 'closed'
        ? colors.success
        : status === 'open' || status === 'accepted'
          ? colors.warning
          : colors.muted,
  });
  w.paragraph(`Certificado generado el ${when(input.generatedAt)}`, { size: 9, color: colors.muted });
  w.spacer(4);
  w.paragraph(
    `Este certificado reúne lo que Traspasa registró sobre la negociación: las partes, cada versión de la oferta con la huella de su carta, las firmas y cada paso; las horas se indican en ${timeZoneLabel(timeZone, input.generatedAt)}. Las pruebas técnicas están al final, en «Detalles técnicos».`,
    { size: 9, color: colors.muted },
  );

  w.heading('1. Partes');
  w.fields([
    { label: 'Comprador', value: buyer.name },
    { label: 'Correo del comprador', value: buyer.email },
    { label: 'Identidad verificada', value: buyer.identityVerified ? 'Sí' : 'No' },
    { label: 'Vendedor', value: seller.name },
    { label: 'Correo del vendedor', value: seller.email },
  ]);

  w.heading('2. Negocio');
  w.fields([
    { label: 'Negocio', value: `${business.title} (n.º ${business.id})` },
    {
      label: 'Categoría',
      value: business.category
        ? (businessCategoryLabels[business.category as BusinessCategory] ?? displayOption(business.category))
        : 'No especificada',
    },
    { label: 'Ubicación', value: displayOption(business.location) },
  ]);
  w.paragraph('Este certificado no incluye la información confidencial del negocio.', {
    size: 8.5,
    color: colors.muted,
  });

  w.heading('3. Versiones de la oferta');
  for (const v of input.versions) {
    const intact = sha256(v.renderedText) === v.textSha256;
    const rows = [
      { label: 'Escrita por', value: label(offerSideLabels, v.authorSide) },
      { label: 'Fecha', value: when(v.createdAt) },
      { label: 'Precio', value: showTerm({ priceCents: v.priceCents } as OfferTerms, 'priceCents') },
      { label: 'Estado', value: label(offerVersionStatusLabels, v.status as OfferVersionStatus) },
      { label: 'Plantilla', value: `Carta de intención, versión ${v.loiVersion}` },
      {
        label: 'Comprobación',
        value: intact
          ? 'El texto guardado coincide con su huella.'
          : 'El texto guardado no coincide con su huella.',
        color: intact ? colors.success : colors.destructive,
      },
    ];
    w.ensure(w.lineHeight({ size: 10 }) + w.fieldsHeight(rows) + 10);
    w.paragraph(`Versión ${v.number}`, { font: 'bold', size: 10 });
    w.spacer(3);
    w.fields(rows);
    w.rule();
  }

  w.heading('4. Firmas');
  if (input.signatures.length === 0) {
    w.paragraph('Todavía nadie firmó una carta de esta negociación.', { size: 9.5, color: colors.muted });
  }
  for (const s of input.signatures) {
    w.fields([
      { label: label(offerSideLabels, s.side), value: s.typedName },
      { label: 'Firmó el', value: when(s.signedAt) },
      {
        label: 'Cómo',
        value: 'Nombre completo escrito y código de un solo uso enviado a su correo',
      },
      ...(s.versionNumber ? [{ label: 'Versión firmada', value: String(s.versionNumber) }] : []),
    ]);
    w.rule();
  }

  w.heading('5. Registro de eventos');
  for (const e of input.events) {
    const rows = [
      { label: 'Fecha y hora', value: when(e.createdAt) },
      { label: 'Persona', value: e.actorName ?? 'Sistema (Traspasa)' },
      ...(e.versionNumber ? [{ label: 'Versión', value: String(e.versionNumber) }] : []),
      { label: 'Dirección IP', value: e.ipAddress ?? 'No registrada' },
      { label: 'Navegador', value: browserName(e.userAgent) },
    ];
    w.ensure(w.lineHeight({ size: 10 }) + w.fieldsHeight(rows) + 10);
    w.spacer(4);
    w.paragraph(
      `${e.seq}. ${label(negotiationEventLabels as Record<NegotiationEventType, string>, e.type)}`,
      {
        font: 'bold',
        size: 10,
      },
    );
    w.spacer(3);
    w.fields(rows);
    w.rule();
  }
  w.spacer(4);
  if (input.chainIntact) {
    w.callout(
      `Registro íntegro: ninguno de los ${input.events.length} eventos fue alterado ni falta.`,
      colors.success,
      colors.primarySoft,
    );
  } else {
    w.callout(
      'Advertencia: la cadena de evidencia no se pudo verificar. Uno o más eventos fueron alterados o faltan; no confíes en este registro sin revisarlo con Traspasa.',
      colors.destructive,
      colors.white,
    );
  }

  w.addPage();
  w.heading('6. Detalles técnicos');
  w.paragraph(
    'Para especialistas. La huella SHA-256 identifica exactamente un texto: cualquier cambio da otra. Cada evento guarda la hora del servidor (UTC), la dirección IP y el navegador, y una huella encadenada a la del evento anterior, de modo que cualquier alteración posterior del registro es detectable.',
    { size: 9, color: colors.muted },
  );
  for (const v of input.versions) {
    w.fields([
      { label: `Versión ${v.number}: SHA-256 registrado`, value: v.textSha256, mono: true },
      { label: 'SHA-256 recalculado', value: sha256(v.renderedText), mono: true },
      { label: 'Hora del servidor', value: formatUtc(v.createdAt) },
    ]);
    w.rule();
  }
  for (const s of input.signatures) {
    w.fields([
      { label: `Firma (${label(offerSideLabels, s.side).toLowerCase()})`, value: formatUtc(s.signedAt) },
      { label: 'SHA-256 del texto firmado', value: s.textSha256, mono: true },
      { label: 'Dirección IP', value: s.ipAddress ?? 'No registrada' },
      { label: 'User-Agent', value: s.userAgent ?? 'No registrado', small: true },
    ]);
    w.rule();
  }
  w.spacer(6);
  w.paragraph('Eventos', { font: 'bold', size: 10.5 });
  for (const e of input.events) {
    const rows = [
      { label: 'Hora del servidor', value: formatUtc(e.createdAt) },
      ...(e.userAgent ? [{ label: 'User-Agent completo', value: e.userAgent, small: true }] : []),
      { label: 'Huella del evento (SHA-256)', value: e.hash, mono: true },
    ];
    w.ensure(w.lineHeight({ size: 10 }) + w.fieldsHeight(rows) + 10);
    w.paragraph(
      `${e.seq}. ${label(negotiationEventLabels as Record<NegotiationEventType, string>, e.type)}`,
      {
        font: 'bold',
        size: 10,
      },
    );
    w.fields(rows);
    w.rule();
  }
}

const meta = (input: NegotiationPdfInput, title: string, subject: string) => ({
  title,
  subject,
  keywords: [
    'Traspasa',
    'carta de intención',
    'certificado de evidencia',
    `negociacion:${input.negotiation.id}`,
  ],
  creationDate: input.generatedAt,
});

function decorate(w: PdfWriter, input: NegotiationPdfInput, what: string): void {
  const timeZone = input.timeZone ?? DEFAULT_TIME_ZONE;
  w.decorate({
    header: `Traspasa · ${what} · negociación n.º ${input.negotiation.id}`,
    footer: `Traspasa · ${what} · generado el ${formatDateTime(input.generatedAt, { timeZone })}`,
    pageLabel: (n, total) => `Página ${n} de ${total}`,
  });
}

/** The letter of one version: its terms, its text, the signatures, then the certificate. */
export async function renderLetterPdf(input: LetterPdfInput): Promise<Uint8Array> {
  const timeZone = input.timeZone ?? DEFAULT_TIME_ZONE;
  const version = input.versions.find((v) => v.number === input.letter.number)!;
  const doc = await PDFDocument.create();
  const w = await PdfWriter.on(
    doc,
    meta(
      input,
      `${input.letter.title} — negociación n.º ${input.negotiation.id}, versión ${version.number}`,
      `Carta de intención por «${input.business.title}»`,
    ),
  );
  w.addPage();
  w.banner('Carta de intención');
  w.paragraph(input.letter.title, { font: 'bold', size: 17, leading: 1.25 });
  w.paragraph(
    `${input.business.title} · versión ${version.number} de la oferta · ${label(offerVersionStatusLabels, version.status as OfferVersionStatus)}`,
    { size: 10, color: colors.muted },
  );
  w.spacer(4);
  w.heading('Términos');
  w.fields(
    termFields.map((field) => ({
      label: termFieldLabels[field],
      value: showTerm(input.letter.terms, field),
    })),
  );
  const signed = input.signatures.filter((s) => s.versionNumber === version.number);
  w.heading('Firmas');
  if (signed.length === 0) {
    w.paragraph('Esta versión no está firmada.', { size: 9.5, color: colors.muted });
  }
  for (const s of signed) {
    w.fields([
      { label: label(offerSideLabels, s.side), value: s.typedName },
      { label: 'Firmó el', value: formatDateTime(s.signedAt, { timeZone }) },
    ]);
  }
  w.spacer(6);
  w.paragraph(`Huella SHA-256 de la carta: ${version.textSha256}`, {
    size: 8,
    font: 'mono',
    color: colors.muted,
  });

  w.addPage();
  writeText(w, version.renderedText);
  writeCertificate(w, input);
  decorate(w, input, 'Carta de intención');
  return doc.save();
}

/** The negotiation's evidence certificate alone. */
export async function renderNegotiationCertificatePdf(input: NegotiationPdfInput): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const w = await PdfWriter.on(
    doc,
    meta(
      input,
      `Certificado de evidencia — negociación n.º ${input.negotiation.id}`,
      `Evidencia de la negociación por «${input.business.title}»`,
    ),
  );
  writeCertificate(w, input);
  decorate(w, input, 'Certificado de evidencia');
  return doc.save();
}
