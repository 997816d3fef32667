// Questions and answers of the data room (decision 174). Who may read what is the room's own
// rule (the data room service): a buyer asks only about a folder or file the room shows them,
// and reads their own questions plus the answers published for every buyer about what they can
// see; anything else is the room's 404. The seller answers; admins read.

import type { DataRoomResponse } from '@traspasa/shared/data-room';
import type {
  AnswerQuestionInput,
  AskQuestionInput,
  DataRoomQuestion,
  DataRoomQuestionList,
  QuestionListQuery,
} from '@traspasa/shared/data-room-questions';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import type { UploadedFile } from '../../lib/multipart.ts';
import type { CurrentUser } from '../../plugins/auth.ts';
import { mailNotice, recordNotice } from '../notices/notices.service.ts';
import { addFileToRoom, ROOM_NOT_FOUND, roomAsSeenBy, roomListingOf } from './data-room.service.ts';
import { questionAnsweredNotice, questionAskedNotice } from './questions.mails.ts';
import {
  countOpen,
  findQuestion,
  insertQuestion,
  listQuestions,
  lockQuestion,
  type QuestionRow,
  updateQuestion,
} from './questions.repository.ts';
import { aboutText, isVisibleTo, type RoomVisibility, toQuestion } from './questions.rules.ts';

export const QUESTION_NOT_FOUND = 'No encontramos esa pregunta.';

/** What the room shows its reader: their role, and which folders and files they can see. */
function visibilityOf(room: DataRoomResponse): RoomVisibility {
  return {
    role: room.role,
    folderIds: new Set(room.folders.map((f) => f.id)),
    fileIds: new Set(room.folders.flatMap((f) => f.files.map((file) => file.id))),
  };
}

export class QuestionsService {
  constructor(private readonly app: FastifyInstance) {}

  /** The room as the viewer sees it, or the room's 404 (no access is the same as no room). */
  private async room(viewer: CurrentUser, businessId: number) {
    const room = await roomAsSeenBy(this.app, viewer, businessId);
    return { room, seen: visibilityOf(room) };
  }

  async list(
    viewer: CurrentUser,
    businessId: number,
    query: QuestionListQuery,
  ): Promise<DataRoomQuestionList> {
    const { seen } = await this.room(viewer, businessId);
    if (query.folderId !== undefined && !seen.folderIds.has(query.folderId))
      throw AppError.notFound(ROOM_NOT_FOUND);
    if (query.fileId !== undefined && !seen.fileIds.has(query.fileId))
      throw AppError.notFound(ROOM_NOT_FOUND);
    const buyer = seen.role === 'buyer';
    const rows = await listQuestions(this.app.db, businessId, {
      readerId: buyer ? viewer.id : undefined,
      folderId: query.folderId,
      fileId: query.fileId,
      status: query.status,
    });
    const items = rows
      .filter((row) => isVisibleTo(row, viewer.id, seen))
      .map((row) => toQuestion(row, viewer.id, seen));
    const openCount = await countOpen(this.app.db, businessId, buyer ? viewer.id : undefined);
    return { items, openCount };
  }

  async ask(viewer: CurrentUser, businessId: number, input: AskQuestionInput & { folderId: number }) {
    const { room, seen } = await this.room(viewer, businessId);
    if (seen.role !== 'buyer') {
      throw AppError.forbidden(
        'Las preguntas las hacen los compradores; tú las respondes en la pestaña «Preguntas».',
      );
    }
    const folder = room.folders.find((f) => f.id === input.folderId);
    const file =
      input.fileId === undefined ? null : (folder?.files.find((f) => f.id === input.fileId) ?? null);
    // A folder or file the buyer cannot see answers like one that does not exist.
    if (!folder || (input.fileId !== undefined && !file)) throw AppError.notFound(ROOM_NOT_FOUND);
    const body = input.body.trim();
    const listing = { id: room.businessId, title: room.title, sellerId: await this.sellerOf(businessId) };
    const askerName = viewer.fullName?.trim() || viewer.username;
    const about = aboutText(folder.name, file?.name ?? null);
    const { id, notice } = await this.app.db.transaction(async (tx) => {
      const id = await insertQuestion(tx, {
        businessId,
        folderId: folder.id,
        fileId: file?.id ?? null,
        askerId: viewer.id,
        body,
      });
      const notice = questionAskedNotice(listing, askerName, { id, body, about });
      await recordNotice(tx, notice);
      return { id, notice };
    });
    await mailNotice(this.app, notice);
    return this.one(viewer, businessId, id, seen);
  }

  async answer(viewer: CurrentUser, businessId: number, questionId: number, input: AnswerQuestionInput) {
    const { room, seen } = await this.room(viewer, businessId);
    this.assertSeller(seen);
    const row = await findQuestion(this.app.db, businessId, questionId);
    if (!row) throw AppError.notFound(QUESTION_NOT_FOUND);
    const visibility = input.visibility ?? 'private';
    const listing = { id: room.businessId, title: room.title, sellerId: viewer.id };
    const notice = await this.app.db.transaction(async (tx) => {
      const locked = await lockQuestion(tx, businessId, questionId);
      if (!locked) throw AppError.notFound(QUESTION_NOT_FOUND);
      if (locked.answeredAt) throw AppError.conflict('Esta pregunta ya tiene respuesta.');
      await updateQuestion(tx, questionId, {
        answerBody: input.body.trim(),
        answerVisibility: visibility,
        answeredAt: new Date(),
        answeredBy: viewer.id,
      });
      const n = questionAnsweredNotice(
        listing,
        row.askerId,
        { id: row.id, body: row.body, about: aboutText(row.folderName, row.fileName) },
        visibility === 'all_buyers',
      );
      await recordNotice(tx, n);
      return n;
    });
    await mailNotice(this.app, notice);
    return this.one(viewer, businessId, questionId, seen);
  }

  /** The answer's file goes into the question's folder of the room (the room's rules and limits). */
  async attach(
    viewer: CurrentUser,
    businessId: number,
    questionId: number,
    readFile: () => Promise<UploadedFile>,
  ) {
    const { seen } = await this.room(viewer, businessId);
    this.assertSeller(seen);
    const row = await findQuestion(this.app.db, businessId, questionId);
    if (!row) throw AppError.notFound(QUESTION_NOT_FOUND);
    if (!row.answeredAt) throw AppError.conflict('Responde la pregunta antes de adjuntar un archivo.');
    if (row.answerFileId !== null && !row.answerFileDeleted) {
      throw AppError.conflict('Esta respuesta ya tiene un archivo adjunto.');
    }
    const upload = await readFile();
    await addFileToRoom(this.app, {
      businessId,
      folderId: row.folderId,
      uploadedBy: viewer.id,
      buffer: upload.data,
      filename: upload.filename,
      // Linked in the file's own transaction: a stored file is never left without its answer.
      onAdded: (tx, fileId) => updateQuestion(tx, questionId, { answerFileId: fileId }),
    });
    const { seen: after } = await this.room(viewer, businessId);
    return this.one(viewer, businessId, questionId, after);
  }

  private async one(
    viewer: CurrentUser,
    businessId: number,
    id: number,
    seen: RoomVisibility,
  ): Promise<DataRoomQuestion> {
    const row: QuestionRow | null = await findQuestion(this.app.db, businessId, id);
    if (!row) throw AppError.notFound(QUESTION_NOT_FOUND);
    return toQuestion(row, viewer.id, seen);
  }

  private assertSeller(seen: RoomVisibility) {
    if (seen.role === 'buyer') throw AppError.notFound(QUESTION_NOT_FOUND);
    if (seen.role !== 'seller')
      throw AppError.forbidden('Solo el vendedor responde las preguntas de su sala de datos.');
  }

  private async sellerOf(businessId: number): Promise<number> {
    const { sellerId } = await roomListingOf(this.app, businessId);
    return sellerId;
  }
}
