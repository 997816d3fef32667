// The composer's files before a send (decision 072), as plain functions: which picked
// files are taken, and whether what is written and attached can be sent.
import {
  MESSAGE_MAX_ATTACHMENTS,
  MESSAGE_MAX_LENGTH,
  type MessageAttachment,
} from '@traspasa/shared/messages';
import { attachmentProblem } from './attachment-files';

export type PendingFile = {
  key: number;
  file: File;
  /** An object URL of a picked photo (null for a PDF). */
  previewUrl: string | null;
  status: 'uploading' | 'done' | 'failed';
  progress: number;
  error: string | null;
  attachment: MessageAttachment | null;
};

const count = new Intl.NumberFormat('es-EC');

/**
 * The picked files that can join the ones held (a photo or PDF within its size, up to
 * MESSAGE_MAX_ATTACHMENTS in all), and one Spanish sentence about the rest.
 */
export function acceptPicked(
  held: readonly PendingFile[],
  picked: readonly File[],
  make: (file: File) => PendingFile,
): { accepted: PendingFile[]; problem: string | null } {
  const room = MESSAGE_MAX_ATTACHMENTS - held.length;
  const problems: string[] = [];
  const accepted: PendingFile[] = [];
  for (const file of picked) {
    const problem = attachmentProblem(file);
    if (problem) problems.push(problem);
    else if (accepted.length >= room)
      problems.push(`Puedes enviar hasta ${MESSAGE_MAX_ATTACHMENTS} archivos por mensaje.`);
    else accepted.push(make(file));
  }
  return { accepted, problem: problems.length > 0 ? [...new Set(problems)].join(' ') : null };
}

export type SendCheck =
  | { ok: true; content: string; attachments: MessageAttachment[] }
  | { ok: false; problem: string };

/** What the send button would send, or why not yet (files still uploading, nothing to send, too long). */
export function checkSend(text: string, files: readonly PendingFile[]): SendCheck {
  const content = text.trim();
  if (files.some((f) => f.status === 'uploading'))
    return { ok: false, problem: 'Espera a que terminen de subir los archivos.' };
  const attachments = files.flatMap((f) => (f.status === 'done' && f.attachment ? [f.attachment] : []));
  if (!content && attachments.length === 0) {
    return {
      ok: false,
      problem:
        files.length > 0
          ? 'Quita los archivos que no se subieron o vuelve a intentarlo.'
          : 'Escribe un mensaje o adjunta un archivo',
    };
  }
  if (content.length > MESSAGE_MAX_LENGTH)
    return {
      ok: false,
      problem: `El mensaje puede tener hasta ${count.format(MESSAGE_MAX_LENGTH)} caracteres`,
    };
  return { ok: true, content, attachments };
}
