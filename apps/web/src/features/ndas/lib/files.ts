import { NDA_ID_DOCUMENT_MAX_BYTES, NDA_SIGNED_DOCUMENT_MAX_BYTES } from '@traspasa/shared/ndas';

export type NdaFileField = 'signedDocument' | 'idDocumentFront' | 'idDocumentBack';

export const NDA_FILE_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;
export const NDA_FILE_ACCEPT = 'application/pdf,image/jpeg,image/png,.pdf,.jpg,.jpeg,.png';

export const ndaFileFields: Record<NdaFileField, { label: string; hint: string; maxBytes: number }> = {
  signedDocument: {
    label: 'Acuerdo firmado',
    hint: 'Todas las páginas, escaneadas o fotografiadas con buena luz.',
    maxBytes: NDA_SIGNED_DOCUMENT_MAX_BYTES,
  },
  idDocumentFront: {
    label: 'Cédula o pasaporte (frente)',
    hint: 'Que se lean tu nombre y tu número.',
    maxBytes: NDA_ID_DOCUMENT_MAX_BYTES,
  },
  idDocumentBack: {
    label: 'Cédula o pasaporte (reverso)',
    hint: 'La otra cara del mismo documento.',
    maxBytes: NDA_ID_DOCUMENT_MAX_BYTES,
  },
};

const EXTENSIONS = /\.(pdf|jpe?g|png)$/i;

export function formatMegabytes(bytes: number): string {
  const mb = bytes / (1024 * 1024);
  return `${mb >= 10 ? Math.round(mb) : mb.toFixed(1).replace('.', ',')} MB`;
}

/** The client-side check before uploading (the server checks again, by content). Null when fine. */
export function ndaFileError(field: NdaFileField, file: Pick<File, 'name' | 'type' | 'size'>): string | null {
  const { label, maxBytes } = ndaFileFields[field];
  const typeOk =
    (NDA_FILE_TYPES as readonly string[]).includes(file.type) || (!file.type && EXTENSIONS.test(file.name));
  if (!typeOk) return `«${file.name}» no es un PDF, JPEG ni PNG. Elige un archivo en uno de esos formatos.`;
  if (file.size === 0) return `«${file.name}» está vacío. Elige otro archivo.`;
  if (file.size > maxBytes) {
    return `${label}: el archivo pesa ${formatMegabytes(file.size)} y el máximo es ${formatMegabytes(maxBytes)}. Elige uno más liviano.`;
  }
  return null;
}

export function isImageFile(file: Pick<File, 'type' | 'name'>): boolean {
  return file.type === 'image/jpeg' || file.type === 'image/png' || /\.(jpe?g|png)$/i.test(file.name);
}
