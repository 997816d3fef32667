// The evidence certificate of an NDA (issue 4, DESIGN.md §3 "NDAs"): parties, listing
// (never its confidential data), the accepted text with its hash, the clickwrap evidence,
// every event with server time, IP and browser and its chain hash, and the text as annex.
import { createHash } from 'node:crypto';
import { type BusinessCategory, businessCategoryLabels } from '@traspasa/shared/enums';
import { displayOption } from '@traspasa/shared/format';
import {
  enhancedSignatureStatusLabels,
  type NdaEventType,
  ndaEventLabels,
  ndaStatusLabels,
} from '@traspasa/shared/ndas';
import { PDFDocument } from 'pdf-lib';
import { writeNdaText } from './nda-document-pdf.ts';
import { colors, type FieldRow, PdfWriter } from './pdf-layout.ts';
import { browserName, formatUtc } from './pdf-text.ts';

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
}

const label = <K extends string>(labels: Record<K, string>, value: string | null): string =>
  value === null ? 'No registrado' : ((labels as Record<string, string>)[value] ?? value);

/** Metadata keys never printed, whatever a caller stores (codes, tokens, file locations). */
const HIDDEN_METADATA = /code|codigo|token|secret|password|otp|url|path|key/i;
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
  uploadDeadline: 'plazo',
};

function describeMetadata(metadata: Record<string, unknown>): string | null {
  const parts: string[] = [];
  for (const [key, value] of Object.entries(metadata ?? {})) {
    if (HIDDEN_METADATA.test(key) || value === null || value === undefined) continue;
    const text =
      typeof value === 'string'
        ? value
        : typeof value === 'number' || typeof value === 'boolean'
          ? String(value === true ? 'sí' : value === false ? 'no' : value)
          : JSON.stringify(value);
    parts.push(`${METADATA_LABELS[key] ?? key}: ${text.length > 300 ? `${text.slice(0, 300)}…` : text}`);
  }
  return parts.length ? parts.join(' · ').slice(0, 1200) : null;
}

const yesNo = (value: boolean) => (value ? 'Sí' : 'No');

export async function renderCertificatePdf(input: CertificatePdfInput): Promise<Uint8Array> {
  const { nda, document, buyer, seller, business } = input;
  const doc = await PDFDocument.create();
  const w = await PdfWriter.on(doc, {
    title: `Certificado de evidencia — acuerdo de confidencialidad n.º ${nda.id}`,
    subject: `Evidencia del acuerdo de confidencialidad n.º ${nda.id} sobre «${business.title}»`,
    keywords: ['Traspasa', 'certificado de evidencia', 'NDA', `nda:${nda.id}`],
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
  w.paragraph(`Certificado generado el ${formatUtc(input.generatedAt)}`, { size: 9, color: colors.muted });
  w.spacer(6);
  w.paragraph(
    'Este certificado reúne la evidencia que Traspasa registró sobre este acuerdo: las partes, el texto aceptado y su huella SHA-256, y cada evento con la hora del servidor (UTC), la dirección IP y el navegador. Cada evento está encadenado al anterior con un hash SHA-256, de modo que cualquier alteración posterior del registro es detectable.',
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
    { label: 'SHA-256 registrado al aceptar', value: signedHash, mono: true },
    { label: 'SHA-256 del texto anexo (recalculado)', value: recomputed, mono: true },
    {
      label: 'Comprobación',
      value: hashesMatch
        ? 'Coinciden: el texto anexo es exactamente el que se aceptó.'
        : 'No coinciden: el texto anexo no es el que se aceptó.',
      color: hashesMatch ? colors.success : colors.destructive,
    },
  ]);

  // ---- clickwrap
  w.heading('4. Aceptación (clickwrap)');
  w.fields([
    { label: 'Aceptado por', value: nda.firmadoPor ?? buyer.fullName },
    { label: 'Hora del servidor (UTC)', value: formatUtc(nda.clickwrapAcceptedAt) },
    { label: 'Hora local del firmante', value: nda.clickwrapAcceptedAtLocal ?? 'No registrada' },
    { label: 'Dirección IP', value: nda.ipAddress ?? 'No registrada' },
    { label: 'Navegador', value: browserName(nda.userAgent) },
    { label: 'User-Agent completo', value: nda.userAgent ?? 'No registrado', small: true },
    { label: 'Fecha de firma (UTC)', value: formatUtc(nda.signedAt) },
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
  w.heading(
    `${nda.enhancedSignatureStatus !== 'no_requerida' || nda.enhancedSignatureMethod ? 6 : 5}. Registro de eventos`,
  );
  if (input.events.length === 0) {
    w.paragraph('No hay eventos registrados.', { size: 9.5, color: colors.muted });
  }
  input.events.forEach((event, index) => {
    const details = describeMetadata(event.metadata);
    const rows: FieldRow[] = [
      { label: 'Fecha y hora (UTC)', value: formatUtc(event.createdAt) },
      { label: 'Actor', value: event.actorName ?? 'Sistema (Traspasa)' },
      { label: 'Dirección IP', value: event.ipAddress ?? 'No registrada' },
      { label: 'Navegador', value: browserName(event.userAgent) },
      ...(event.userAgent ? [{ label: 'User-Agent completo', value: event.userAgent, small: true }] : []),
      ...(details ? [{ label: 'Detalles', value: details, small: true }] : []),
      { label: 'Hash del evento', value: event.hash, mono: true },
    ];
    const title = `${index + 1}. ${label(ndaEventLabels as Record<NdaEventType, string>, event.eventType)}`;
    const height = w.lineHeight({ size: 10 }) + w.fieldsHeight(rows) + 10;
    // Keep an event on one page when it fits on one.
    if (height <= w.pageContentHeight) w.ensure(height);
    w.spacer(4);
    w.paragraph(title, { font: 'bold', size: 10, color: colors.text });
    w.spacer(3);
    w.fields(rows);
    w.rule();
  });

  // ---- chain status
  w.spacer(4);
  if (input.chainIntact) {
    w.callout(
      `Cadena de evidencia íntegra: los ${input.events.length} eventos están encadenados con SHA-256 y ninguno fue alterado.`,
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

  // ---- annex
  w.addPage();
  w.heading('Anexo: texto completo del acuerdo');
  w.fields([
    { label: 'Título', value: document.title },
    { label: 'Versión', value: document.version },
    { label: 'SHA-256', value: document.documentHash, mono: true },
  ]);
  w.spacer(8);
  writeNdaText(w, document.content);

  const footer = `Traspasa · Certificado de evidencia · acuerdo n.º ${nda.id} · generado el ${formatUtc(input.generatedAt)}`;
  w.decorate({
    header: `Traspasa · Certificado de evidencia · acuerdo de confidencialidad n.º ${nda.id}`,
    footer,
    pageLabel: (n, total) => `Página ${n} de ${total}`,
  });
  return doc.save();
}
