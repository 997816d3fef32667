import type { SendMessageBody } from '@traspasa/shared/messages';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { findForSend } from './message-attachments.repository.ts';

const INVALID = 'Uno de los archivos adjuntos no es válido. Vuelve a adjuntarlo.';
const TAKEN = 'Ese archivo ya se envió en otro mensaje. Vuelve a adjuntarlo.';

/**
 * Before a send (decision 072): every attachment must be the sender's, uploaded for this
 * receiver, and not sent yet — or sent by this very message (a retry with its
 * clientMessageId, which the writer answers with the stored message). The writer claims
 * them again inside its transaction, so a parallel send cannot take them twice.
 */
export async function checkAttachmentsForSend(
  db: Db,
  senderId: number,
  body: SendMessageBody,
): Promise<void> {
  const ids = body.attachmentIds;
  if (ids.length === 0) return;
  if (new Set(ids).size !== ids.length) throw AppError.badRequest('Adjuntaste el mismo archivo dos veces.');
  const rows = await findForSend(db, ids);
  if (rows.length !== ids.length) throw AppError.badRequest(INVALID);
  for (const row of rows) {
    if (row.uploaderId !== senderId || row.receiverId !== body.receiverId) throw AppError.badRequest(INVALID);
    if (row.messageId === null) continue;
    const sameSend =
      body.clientMessageId !== undefined &&
      row.messageSenderId === senderId &&
      row.messageClientId === body.clientMessageId;
    if (!sameSend) throw AppError.conflict(TAKEN);
  }
}
