import type { MessageAttachment } from '@traspasa/shared/messages';
import { uploadWithProgress } from '@/lib/upload';

/** POST /api/messages/attachments?receiverId= (multipart "file"): stored, not sent yet (decision 072). */
export function uploadAttachment(
  receiverId: number,
  file: File,
  onProgress: (percent: number) => void,
): Promise<MessageAttachment> {
  return uploadWithProgress<MessageAttachment>(
    `/api/messages/attachments?receiverId=${receiverId}`,
    file,
    onProgress,
  );
}
