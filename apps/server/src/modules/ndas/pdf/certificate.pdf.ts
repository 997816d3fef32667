// The evidence certificate of an NDA (decision 060): in plain words first
// (who signed, when — in the reader's zone, named — and how; the parties, the listing, never
// its confidential data, every event), then "Detalles técnicos" for specialists (the text's
// hashes, server times, IPs, browsers, each event's chain hash), and the text as annex.
import { createHash } from 'node:crypto';
import {
  DEFAULT_TIME_ZONE,
  formatDateTime,
  formatOffsetDateTime,
  timeZoneLabel,
} from '@traspasa/shared/dates';
import { type BusinessCategory, businessCategoryLabels } from '@traspasa/shared/enums';
import { displayOption } from '@traspasa/shared/format';
import {
  enhancedSignatureStatusLabels,
  type NdaEventType,
  ndaEventLabels,
  ndaStatusLabels,
} from '@traspasa/shared/ndas';
import { PDFDocument } from 'pdf-lib';
import { colors, type FieldRow, PdfWriter } from '../../../lib/pdf/pdf-layout.ts';
import { browserName, formatUtc } from '../../../lib/pdf/pdf-text.ts';
import { writeNdaText } from './nda-document.pdf.ts';

export interface CertificatePdfInput {
  nda: {
    id: number;
    status: string;
    enhancedSignatureStatus: string;
    enhancedSignatureMethod: string | null;
    documentVersion: string | null;
    documentHash: string | null;
    clickwrapAcceptedAt: Date | null;
    clickwrapAcceptedAtLocal: string | null;
    signedAt: Date | null;
    firmadoPor: string | null;
    ipAddress: string | null;
    userAgent: string | null;
  };
  document: { title: string; version: string; content: string; documentHash: string };
  buyer: { fullName: string; email: string; identityVerified: boolean };
  seller: { fullName: string };
  business: { id: number; title: string; category: string | null; location: string | null };
  events: Array<{
    id: number;
    eventType: string;
    createdAt: Date;
    ipAddress: string | null;
    userAgent: string | null;
    actorName: string | null;
    metadata: Record<string, unknown>;
    hash: string;
  }>;
  chainIntact: boolean;
  generatedAt: Date;
  /** The reader's zone (their country's, else Ecuador's): every plain time is written in it. */
  timeZone?: string;
}

const label = <K extends string>(labels: Record<K, string>, value: string | null): string =>
  value === null ? 'No registrado' : ((labels as Record<string, string>)[value] ?? value);

/** Metadata keys never printed, whatever a caller stores (codes, tokens, file locations; hashes are in «Detalles técnicos»). */
const HIDDEN_METADATA = /code|codigo|token|secret|password|otp|url|path|key|hash|^demo$|^shownAs$/i;
const METADATA_LABELS: Record<string, string> = {
  decision: 'decisión',
  notes: 'notas',
  method: 'método',
  provider: 'proveedor',
  documentVersion: 'versión',
  documentHash: 'huella',
  file: 'archivo',
  fileName: 'archivo',
  deadline: 'plazo',
  acceptedAtLocal: 'hora del dispositivo',
  role: 'como',
  uploadDeadline: 'plazo',
};

const METADATA_VALUES: Record<string, string> = {
  buyer: 'comprador',
  seller: 'vendedor',
  admin: 'administración',
  approve: 'aprobado',
  reject: 'rechazado',
  firmada_electronica: 'firma electrónica',
  subida_fisica: 'firma en papel',
};

function describeMetadata(metadata: Record<string, unknown>): string | null {
  const parts: string[] = [];
  for (const [key, value] of Object.entries(metadata ?? {})) {
    if (HIDDEN_METADATA.test(key) || value === null || value === undefined) continue;
    const text =
      typeof value === 'string'
        ? // Never a raw ISO time: the device's reported time reads as it was there.
          /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value) && formatOffsetDateTime(value) !== '—'
          ? formatOffsetDateTime(value)
          : (METADATA_VALUES[value] ?? value)
        : typeof value === 'number' || typeof value === 'boolean'
          ? String(value === true ? 'sí' : value === false ? 'no' : value)
          : JSON.stringify(value);
    parts.push(`${METADATA_LABELS[key] ?? key}: ${text.length > 300 ? `${text.slice(0, 300)}…` : text}`);
  }
  return parts.length ? parts.join(' · ').slice(0, 1200) : null;
}

const yesNo = (value: boolean) => (value ? 'Sí' : 'No');

const methodLabels: Record<string, string> = {
  firmada_electronica: 'firma electrónica con código por correo',
  subida_fisica: 'firma en papel con documentos subidos',
};

/** How it was signed, in words: "Firma electrónica aceptada en la web" (+ the reinforcement). */
export function signatureHow(nda: CertificatePdfInput['nda']): string {
  if (!nda.clickwrapAcceptedAt) return 'Todavía no aceptado';
  const method = nda.enhancedSignatureMethod ? methodLabels[nda.enhancedSignatureMethod] : undefined;
  return method
    ? `Firma electrónica aceptada en la web, reforzada con ${method}`
    : 'Firma electrónica aceptada en la web';
}

export async function renderCertificatePdf(input: CertificatePdfInput): Promise<Uint8Array> {
  const { nda, document, buyer, seller, business } = input;
  const timeZone = input.timeZone ?? DEFAULT_TIME_ZONE;
  const when = (date: Date | null) => (date ? formatDateTime(date, { timeZone }) : 'No registrada');
  const doc = await PDFDocument.create();
  const w = await PdfWriter.on(doc, {
    title: `Certificado de evidencia — acuerdo de confidencialidad n.º ${nda.id}`,
    subject: `Evidencia del acuerdo de confidencialidad n.º ${nda.id} sobre «${business.title}»`,
    keywords: ['Traspasa', 'certificado de evidencia', 'acuerdo de confidencialidad', `nda:${nda.id}`],
    creationDate: input.generatedAt,
  });
  w.addPage();
  w.banner('Certificado de evidencia');

  // ---- header
  w.paragraph(`Acuerdo de confidencialidad n.º ${nda.id}`, { font: 'bold', size: 17, leading: 1.25 });
  const statusColor =
    nda.status === 'signed'
      ? colors.success
      : nda.status === 'rejected'
        ? colors.destructive
        : colors.warning;
  w.paragraph(`Estado: ${label(ndaStatusLabels, nda.status)}`, {
    font: 'bold',
    size: 11,
    color: statusColor,
  });
  if (nda.enhancedSignatureStatus !== 'no_requerida') {
    w.paragraph(`Firma reforzada: ${label(enhancedSignatureStatusLabels, nda.enhancedSignatureStatus)}`, {
      size: 10,
      color: colors.muted,
    });
  }
  w.paragraph(`Certificado generado el ${when(input.generatedAt)}`, { size: 9, color: colors.muted });
  w.spacer(6);
  const signer = nda.firmadoPor ?? buyer.fullName;
  w.paragraph(
    nda.clickwrapAcceptedAt
      ? `${signer} aceptó este acuerdo el ${when(nda.clickwrapAcceptedAt)}, con ${signatureHow(nda).charAt(0).toLowerCase()}${signatureHow(nda).slice(1)}.`
      : `${buyer.fullName} todavía no aceptó este acuerdo.`,
    { size: 10.5, leading: 1.35 },
  );
  w.spacer(4);
  w.paragraph(
    `Este certificado reúne lo que Traspasa registró sobre el acuerdo: las partes, el texto aceptado y cada paso; las horas se indican en ${timeZoneLabel(timeZone, input.generatedAt)}. Las pruebas técnicas (huellas del texto y de cada evento, hora del servidor, direcciones IP y navegadores) están al final, en «Detalles técnicos».`,
    { size: 9, color: colors.muted },
  );

  // ---- parties and listing
  w.heading('1. Partes');
  w.fields([
    { label: 'Comprador (parte interesada)', value: buyer.fullName },
    { label: 'Correo electrónico', value: buyer.email },
    { label: 'Identidad verificada', value: yesNo(buyer.identityVerified) },
    { label: 'Vendedor', value: seller.fullName },
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

  // ---- document
  const recomputed = createHash('sha256').update(document.content, 'utf8').digest('hex');
  const signedHash = nda.documentHash ?? document.documentHash;
  const hashesMatch = recomputed === signedHash;
  w.heading('3. Documento aceptado');
  w.fields([
    { label: 'Título', value: document.title },
    { label: 'Versión', value: nda.documentVersion ?? document.version },
    {
      label: 'Comprobación',
      value: hashesMatch
        ? 'Coinciden: el texto anexo es exactamente el que se aceptó.'
        : 'No coinciden: el texto anexo no es el que se aceptó.',
      color: hashesMatch ? colors.success : colors.destructive,
    },
  ]);

  // ---- the signature, in plain words
  w.heading('4. Firma');
  w.fields([
    { label: 'Firmado por', value: signer },
    { label: 'Aceptado el', value: when(nda.clickwrapAcceptedAt) },
    { label: 'Cómo', value: signatureHow(nda) },
    { label: 'Acceso concedido el', value: when(nda.signedAt) },
  ]);

  if (nda.enhancedSignatureStatus !== 'no_requerida' || nda.enhancedSignatureMethod) {
    w.heading('5. Firma reforzada');
    w.fields([
      { label: 'Estado', value: label(enhancedSignatureStatusLabels, nda.enhancedSignatureStatus) },
      {
        label: 'Método',
        value: nda.enhancedSignatureMethod
          ? label(enhancedSignatureStatusLabels, nda.enhancedSignatureMethod)
          : 'Aún no completada',
      },
    ]);
  }

  // ---- timeline
  let section = nda.enhancedSignatureStatus !== 'no_requerida' || nda.enhancedSignatureMethod ? 6 : 5;
  const eventTitle = (event: CertificatePdfInput['events'][number], index: number) =>
    `${index + 1}. ${label(ndaEventLabels as Record<NdaEventType, string>, event.eventType)}`;
  const eventBlock = (title: string, rows: FieldRow[]) => {
    const height = w.lineHeight({ size: 10 }) + w.fieldsHeight(rows) + 10;
    // Keep an event on one page when it fits on one.
    if (height <= w.pageContentHeight) w.ensure(height);
    w.spacer(4);
    w.paragraph(title, { font: 'bold', size: 10, color: colors.text });
    w.spacer(3);
    w.fields(rows);
    w.rule();
  };
  w.heading(`${section++}. Registro de eventos`);
  if (input.events.length === 0) {
    w.paragraph('No hay eventos registrados.', { size: 9.5, color: colors.muted });
  }
  input.events.forEach((event, index) => {
    const details = describeMetadata(event.metadata);
    eventBlock(eventTitle(event, index), [
      { label: 'Fecha y hora', value: when(event.createdAt) },
      { label: 'Persona', value: event.actorName ?? 'Sistema (Traspasa)' },
      ...(details ? [{ label: 'Detalles', value: details, small: true }] : []),
    ]);
  });

  // ---- chain status
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

  // ---- technical details, for specialists
  w.addPage();
  w.heading(`${section}. Detalles técnicos`);
  w.paragraph(
    'Para especialistas. La huella SHA-256 identifica exactamente un texto: cualquier cambio da otra. Cada evento guarda la hora del servidor (UTC), la dirección IP y el navegador, y una huella encadenada a la del evento anterior, de modo que cualquier alteración posterior del registro es detectable.',
    { size: 9, color: colors.muted },
  );
  w.spacer(4);
  w.fields([
    { label: 'Acuerdo n.º', value: String(nda.id) },
    { label: 'SHA-256 registrado al aceptar', value: signedHash, mono: true },
    { label: 'SHA-256 del texto anexo (recalculado)', value: recomputed, mono: true },
    {
      label: 'Aceptación en la web (clickwrap), hora del servidor',
      value: formatUtc(nda.clickwrapAcceptedAt),
    },
    {
      label: 'Hora del dispositivo del firmante',
      value: nda.clickwrapAcceptedAtLocal
        ? formatOffsetDateTime(nda.clickwrapAcceptedAtLocal)
        : 'No registrada',
    },
    { label: 'Dirección IP', value: nda.ipAddress ?? 'No registrada' },
    { label: 'Navegador', value: browserName(nda.userAgent) },
    { label: 'User-Agent completo', value: nda.userAgent ?? 'No registrado', small: true },
    { label: 'Firma, hora del servidor', value: formatUtc(nda.signedAt) },
  ]);
  w.spacer(6);
  w.paragraph('Eventos', { font: 'bold', size: 10.5, color: colors.text });
  input.events.forEach((event, index) => {
    eventBlock(eventTitle(event, index), [
      { label: 'Hora del servidor', value: formatUtc(event.createdAt) },
      { label: 'Dirección IP', value: event.ipAddress ?? 'No registrada' },
      { label: 'Navegador', value: browserName(event.userAgent) },
      ...(event.userAgent ? [{ label: 'User-Agent completo', value: event.userAgent, small: true }] : []),
      { label: 'Huella del evento (SHA-256)', value: event.hash, mono: true },
    ]);
  });

  // ---- annex
  w.addPage();
  w.heading('Anexo: texto completo del acuerdo');
  w.fields([
    { label: 'Título', value: document.title },
    { label: 'Versión', value: document.version },
  ]);
  w.spacer(8);
  writeNdaText(w, document.content);

  const footer = `Traspasa · Certificado de evidencia · acuerdo n.º ${nda.id} · generado el ${when(input.generatedAt)}`;
  w.decorate({
    header: `Traspasa · Certificado de evidencia · acuerdo de confidencialidad n.º ${nda.id}`,
    footer,
    pageLabel: (n, total) => `Página ${n} de ${total}`,
  });
  return doc.save();
}
