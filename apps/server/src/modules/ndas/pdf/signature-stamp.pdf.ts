// The electronic signature (decision 060, `firmada_electronica`): a signature page appended
// to the NDA PDF with the drawn signature and the evidence of how it was made.
import { createHash } from 'node:crypto';
import { DEFAULT_TIME_ZONE, formatDateTime } from '@traspasa/shared/dates';
import { NDA_CODE_LENGTH, NDA_CODE_TTL_MINUTES } from '@traspasa/shared/ndas';
import { PDFDocument } from 'pdf-lib';
import { colors, PdfWriter } from '../../../lib/pdf/pdf-layout.ts';
import { formatUtc } from '../../../lib/pdf/pdf-text.ts';

export interface SignatureStamp {
  /** The signature drawn on screen (PNG bytes). */
  png: Uint8Array;
  signerName: string;
  signedAt: Date;
  /** Where the one-time code was sent. */
  email: string;
  ipAddress: string | null;
}

/** The built-in provider's name, as stored in `ndas.enhancedSignatureProvider`. */
export const SIGNATURE_PROVIDER = 'interno';

/**
 * Returns `pdf` with one more page: the signature, the signer's name, the UTC time, the
 * address the one-time code went to, the IP, and the SHA-256 of the PDF as it was before
 * signing (binding this page to that exact document). Throws if `png` is not a PNG.
 */
export async function stampSignature(pdf: Uint8Array, s: SignatureStamp): Promise<Uint8Array> {
  const originalHash = createHash('sha256').update(pdf).digest('hex');
  const doc = await PDFDocument.load(pdf, { updateMetadata: false });
  const originalPages = doc.getPageCount();
  const documentTitle = doc.getTitle() ?? 'Acuerdo de confidencialidad';
  let image: Awaited<ReturnType<PDFDocument['embedPng']>>;
  try {
    image = await doc.embedPng(s.png);
  } catch {
    throw new Error('The signature image is not a valid PNG');
  }

  const w = await PdfWriter.on(doc);
  w.addPage();
  w.banner('Hoja de firma electrónica');
  w.paragraph('Firma electrónica del acuerdo', { font: 'bold', size: 16, leading: 1.25 });
  w.paragraph(documentTitle, { size: 10, color: colors.muted });
  w.spacer(6);
  w.callout(
    `Documento firmado electrónicamente con un código de un solo uso enviado por correo electrónico (proveedor «${SIGNATURE_PROVIDER}» de Traspasa).`,
    colors.primary,
    colors.primarySoft,
  );

  w.heading('Firma');
  w.framedImage(image, 260, 110);
  w.paragraph(s.signerName, { font: 'bold', size: 11 });
  w.paragraph(formatDateTime(s.signedAt, { timeZone: DEFAULT_TIME_ZONE }), { size: 9, color: colors.muted });

  w.heading('Evidencia de la firma');
  w.fields([
    { label: 'Firmante', value: s.signerName },
    { label: 'Fecha y hora', value: formatDateTime(s.signedAt, { timeZone: DEFAULT_TIME_ZONE }) },
    { label: 'Hora del servidor', value: formatUtc(s.signedAt) },
    { label: 'Código enviado a', value: s.email },
    { label: 'Dirección IP', value: s.ipAddress ?? 'No registrada' },
    {
      label: 'Método',
      value: `Firma electrónica con código de un solo uso (${NDA_CODE_LENGTH} dígitos, válido ${NDA_CODE_TTL_MINUTES} minutos) enviado al correo del firmante, más la firma trazada en pantalla.`,
    },
    { label: 'Proveedor', value: SIGNATURE_PROVIDER },
    { label: 'Documento firmado', value: documentTitle },
    { label: 'Páginas del documento', value: String(originalPages) },
    { label: 'SHA-256 del PDF antes de firmar', value: originalHash, mono: true },
  ]);
  w.spacer(6);
  w.paragraph(
    'Esta hoja forma parte del documento que la precede. El registro completo de eventos (hora del servidor, dirección IP y navegador de cada paso, encadenados con SHA-256) consta en el certificado de evidencia del acuerdo, disponible en Traspasa.',
    { size: 8.5, color: colors.muted },
  );

  w.decorate({
    footer: `Traspasa · hoja de firma electrónica · firmado el ${formatDateTime(s.signedAt, { timeZone: DEFAULT_TIME_ZONE })}`,
    pageLabel: (n) => `Hoja de firma · página ${originalPages + n} del PDF firmado`,
  });
  doc.setModificationDate(s.signedAt);
  const keywords = doc.getKeywords();
  doc.setKeywords([...(keywords ? [keywords] : []), 'firmado', `firmado:${s.signedAt.toISOString()}`]);
  return doc.save();
}
