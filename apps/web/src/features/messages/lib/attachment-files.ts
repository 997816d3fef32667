// Files in chat (decision 072): what the picker accepts before anything is uploaded (the
// server decides again by the file's first bytes), sizes in Spanish, one-line previews.
import {
  ATTACHMENT_IMAGE_MAX_BYTES,
  ATTACHMENT_PDF_MAX_BYTES,
  type ChatMessage,
  type MessageAttachment,
} from '@traspasa/shared/messages';

const IMAGE_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp']);
const IMAGE_NAME = /\.(jpe?g|png|webp)$/i;
const number = new Intl.NumberFormat('es-EC', { maximumFractionDigits: 1 });
const MB = 1024 * 1024;

export type PickedKind = 'image' | 'pdf';

/** A picked file's kind from its declared type or name; null for anything else. */
export function pickedKind(file: Pick<File, 'name' | 'type'>): PickedKind | null {
  if (IMAGE_TYPES.has(file.type) || (!file.type && IMAGE_NAME.test(file.name))) return 'image';
  if (file.type === 'application/pdf' || /\.pdf$/i.test(file.name)) return 'pdf';
  return null;
}

/** Why this file cannot be attached, in Spanish; null when it can. */
export function attachmentProblem(file: Pick<File, 'name' | 'type' | 'size'>): string | null {
  const kind = pickedKind(file);
  if (!kind) return `«${file.name}» no es una foto (JPG, PNG o WebP) ni un PDF.`;
  if (file.size === 0) return `«${file.name}» está vacío.`;
  const max = kind === 'image' ? ATTACHMENT_IMAGE_MAX_BYTES : ATTACHMENT_PDF_MAX_BYTES;
  if (file.size > max) {
    return kind === 'image'
      ? `«${file.name}» pesa más de ${max / MB} MB. Elige una foto más liviana.`
      : `«${file.name}» pesa más de ${max / MB} MB. Comprime el PDF o divídelo.`;
  }
  return null;
}

/** "850 KB", "1,2 MB". */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < MB) return `${number.format(Math.round(bytes / 1024))} KB`;
  return `${number.format(bytes / MB)} MB`;
}

/** What the conversation list shows for a message: its text, or what it carries. */
export function attachmentsSummary(attachments: readonly MessageAttachment[]): string {
  if (attachments.length === 0) return '';
  if (attachments.length === 1) {
    const [only] = attachments as [MessageAttachment];
    return only.kind === 'image' ? 'Foto' : only.name;
  }
  const images = attachments.filter((a) => a.kind === 'image').length;
  if (images === attachments.length) return `${images} fotos`;
  if (images === 0) return `${attachments.length} documentos PDF`;
  return `${attachments.length} archivos`;
}

/** One line for the list: the text when there is one, else the files. */
export function messagePreview(message: Pick<ChatMessage, 'content' | 'attachments'>): string {
  const text = message.content.replace(/\s+/g, ' ').trim();
  if (text) return text;
  return attachmentsSummary(message.attachments ?? []) || 'Archivo eliminado';
}
