import { randomUUID } from 'node:crypto';
import { errorCodes } from '@traspasa/shared/errors';
import { ATTACHMENT_IMAGE_MAX_BYTES, type MessageAttachment } from '@traspasa/shared/messages';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { chatImageWebp, sniffImageType } from '../../lib/images.ts';
import type { StoredFile } from '../../lib/storage.ts';
import type { CurrentUser } from '../../plugins/auth.ts';
import { sanitiseDocumentName } from '../business-media/business-documents.service.ts';
import { consumeUpload } from '../business-media/business-media-access.rules.ts';
import {
  attachmentKeys,
  deleteUnsent,
  findReadable,
  insertAttachment,
} from './message-attachments.repository.ts';
import { toAttachment } from './messages.mapper.ts';
import { type MessagesService, USER_NOT_FOUND } from './messages.service.ts';

/** Deletes a person's chat uploads (an account's erasure); the keys of the files to delete. */
export { eraseChatUploads } from './message-attachments.repository.ts';

const NOT_FOUND = 'No encontramos ese archivo.';
const UNSUPPORTED = 'No pudimos usar ese archivo: adjunta una foto (JPG, PNG o WebP) o un PDF.';
const MB = 1024 * 1024;
/** An upload never sent is deleted at the uploader's next upload after this. */
const UNSENT_HOURS = 24;

export type AttachmentSize = 'thumb' | 'full';

function imageName(raw: string): string {
  const stem = sanitiseDocumentName(raw.replace(/\.(jpe?g|png|webp)$/i, '')).replace(/\.pdf$/, '');
  return `${stem === 'documento' ? 'foto' : stem}.webp`;
}

/** Files in chat (decision 072): upload, and reading by the two participants. */
export class MessageAttachmentsService {
  constructor(
    private readonly app: FastifyInstance,
    private readonly messages: MessagesService,
  ) {}

  /**
   * Stores a file `user` means to send to `receiverId`. The same sender rules as a
   * message (NDA gate included) are checked before the body is read.
   */
  async upload(
    user: CurrentUser,
    receiverId: number,
    readFile: () => Promise<{ data: Buffer; filename: string }>,
  ): Promise<MessageAttachment> {
    if (receiverId === user.id) throw AppError.badRequest('No puedes enviarte archivos a ti mismo.');
    const rights = await this.messages.sendingRights(user, receiverId);
    if (!rights) throw AppError.notFound(USER_NOT_FOUND);
    if (rights.refusal) throw rights.refusal;
    await consumeUpload(this.app, user);
    void this.dropUnsent(user.id);

    const { data, filename } = await readFile();
    const id = randomUUID();
    let stored: { keys: string[]; values: Parameters<typeof insertAttachment>[1] };
    if (sniffImageType(data)) {
      if (data.length > ATTACHMENT_IMAGE_MAX_BYTES) {
        throw new AppError(
          errorCodes.payloadTooLarge,
          413,
          `No pudimos adjuntar la foto: supera los ${ATTACHMENT_IMAGE_MAX_BYTES / MB} MB. Elige una imagen más liviana.`,
        );
      }
      const image = await chatImageWebp(data);
      const [thumbKey, fullKey] = attachmentKeys({ id, kind: 'image' }) as [string, string];
      await Promise.all([
        this.app.storage.putPrivate(thumbKey, image.thumb),
        this.app.storage.putPrivate(fullKey, image.full),
      ]).catch(async (err: unknown) => {
        await this.removeFiles([thumbKey, fullKey]);
        throw err;
      });
      stored = {
        keys: [thumbKey, fullKey],
        values: {
          id,
          uploaderId: user.id,
          receiverId,
          kind: 'image',
          name: imageName(filename),
          size: image.full.length,
          width: image.width,
          height: image.height,
        },
      };
    } else if (data.subarray(0, 5).equals(Buffer.from('%PDF-'))) {
      const [key] = attachmentKeys({ id, kind: 'pdf' }) as [string];
      await this.app.storage.putPrivate(key, data);
      stored = {
        keys: [key],
        values: {
          id,
          uploaderId: user.id,
          receiverId,
          kind: 'pdf',
          name: sanitiseDocumentName(filename),
          size: data.length,
        },
      };
    } else {
      throw new AppError(errorCodes.unsupportedMediaType, 415, UNSUPPORTED);
    }
    try {
      const row = await insertAttachment(this.app.db, stored.values);
      return toAttachment(row);
    } catch (err) {
      await this.removeFiles(stored.keys);
      throw err;
    }
  }

  /** The file, if `user` may read it (else 404: its existence is not revealed). */
  async read(
    user: CurrentUser,
    id: string,
    size: AttachmentSize,
  ): Promise<StoredFile & { kind: 'image' | 'pdf'; name: string }> {
    const row = await findReadable(this.app.db, id, user.id);
    if (!row) throw AppError.notFound(NOT_FOUND);
    const keys = attachmentKeys(row);
    const key = row.kind === 'image' && size === 'thumb' ? keys[0]! : keys.at(-1)!;
    const file = await this.app.storage.getPrivate(key);
    if (!file) throw AppError.notFound(NOT_FOUND);
    return { ...file, kind: row.kind === 'image' ? 'image' : 'pdf', name: row.name };
  }

  /** Best effort: uploads this person never sent, after a day. */
  private async dropUnsent(userId: number): Promise<void> {
    try {
      const rows = await deleteUnsent(this.app.db, userId, UNSENT_HOURS);
      await this.removeFiles(rows.flatMap(attachmentKeys));
    } catch (err) {
      this.app.log.warn({ err, userId }, 'could not delete unsent chat attachments');
    }
  }

  private async removeFiles(keys: string[]): Promise<void> {
    await Promise.all(
      keys.map((key) =>
        this.app.storage
          .deletePrivate(key)
          .catch((err: unknown) =>
            this.app.log.warn({ err, key }, 'could not delete a chat attachment file'),
          ),
      ),
    );
  }
}
