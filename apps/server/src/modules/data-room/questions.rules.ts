// Pure rules of the data room's questions (decision 174): what a reader may see of a question,
// and the shape it leaves in. A buyer reading another buyer's question gets nothing that names
// the asker: no id, no name, `mine` false.

import type { DataRoomRole } from '@traspasa/shared/data-room';
import type { AnswerVisibility, DataRoomQuestion } from '@traspasa/shared/data-room-questions';
import type { QuestionRow } from './questions.repository.ts';

/** What the room shows its reader (from the data room service's view of it). */
export interface RoomVisibility {
  role: DataRoomRole;
  folderIds: ReadonlySet<number>;
  fileIds: ReadonlySet<number>;
}

/** «la carpeta «Finanzas»» / «el archivo «Balance.pdf» de la carpeta «Finanzas»». */
export function aboutText(folderName: string, fileName: string | null): string {
  return fileName ? `el archivo «${fileName}» de la carpeta «${folderName}»` : `la carpeta «${folderName}»`;
}

/**
 * Whether the reader sees the question. The seller and admins see every one. A buyer sees their
 * own and the answers published for every buyer, and only while the room shows them its folder
 * (and its file, for a question about a file that is not theirs).
 */
export function isVisibleTo(
  row: Pick<QuestionRow, 'askerId' | 'folderId' | 'fileId' | 'answeredAt' | 'answerVisibility'>,
  viewerId: number,
  seen: RoomVisibility,
): boolean {
  if (seen.role !== 'buyer') return true;
  if (!seen.folderIds.has(row.folderId)) return false;
  if (row.askerId === viewerId) return true;
  if (!row.answeredAt || row.answerVisibility !== 'all_buyers') return false;
  return row.fileId === null || seen.fileIds.has(row.fileId);
}

export function toQuestion(row: QuestionRow, viewerId: number, seen: RoomVisibility): DataRoomQuestion {
  const buyer = seen.role === 'buyer';
  const attachmentVisible =
    row.answerFileId !== null &&
    row.answerFileName !== null &&
    !row.answerFileDeleted &&
    (!buyer || seen.fileIds.has(row.answerFileId));
  return {
    id: row.id,
    folderId: row.folderId,
    folderName: row.folderName,
    fileId: row.fileId,
    fileName: row.fileName,
    body: row.body,
    askedAt: row.createdAt.toISOString(),
    mine: row.askerId === viewerId,
    asker: buyer ? null : { id: row.askerId, fullName: row.askerName },
    answer:
      row.answeredAt && row.answerBody !== null
        ? {
            body: row.answerBody,
            answeredAt: row.answeredAt.toISOString(),
            visibility: (row.answerVisibility ?? 'private') as AnswerVisibility,
            attachment: attachmentVisible ? { fileId: row.answerFileId!, name: row.answerFileName! } : null,
          }
        : null,
  };
}
