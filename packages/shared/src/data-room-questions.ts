// Questions and answers of a listing's data room (decision 174): a buyer with access asks about
// a folder or a file they can see; the seller answers, optionally attaching a file into the room,
// and chooses whether the answer stays private to the asker or is shown to every buyer with
// access to that folder, without anything that identifies who asked.
import { z } from 'zod';

export const QUESTION_MAX = 2000;
export const ANSWER_MAX = 4000;
/** Days an unanswered question waits before the seller is reminded (once). */
export const QUESTION_REMINDER_DAYS = 3;

const id = z.coerce.number().int().positive().max(2_147_483_647);

/** `POST /api/businesses/:id/data-room/questions` (a buyer who can see the folder or file). */
export const askQuestionInput = z.object({
  folderId: id,
  /** A file of that folder; without it the question is about the whole folder. */
  fileId: id.optional(),
  body: z
    .string()
    .trim()
    .min(1, 'Escribe tu pregunta.')
    .max(QUESTION_MAX, `Tu pregunta puede tener hasta ${QUESTION_MAX} caracteres.`),
});
export type AskQuestionInput = z.input<typeof askQuestionInput>;

/** `private`: only the asker reads the answer; `all_buyers`: every buyer who can see the folder or file. */
export const answerVisibilities = ['private', 'all_buyers'] as const;
export type AnswerVisibility = (typeof answerVisibilities)[number];

export const answerVisibilityLabels: Record<AnswerVisibility, string> = {
  private: 'Solo para quien preguntó',
  all_buyers: 'Para todos los compradores con acceso',
};

/** `POST /api/businesses/:id/data-room/questions/:questionId/answer` (the listing's seller). */
export const answerQuestionInput = z.object({
  body: z
    .string()
    .trim()
    .min(1, 'Escribe tu respuesta.')
    .max(ANSWER_MAX, `Tu respuesta puede tener hasta ${ANSWER_MAX} caracteres.`),
  visibility: z.enum(answerVisibilities).default('private'),
});
export type AnswerQuestionInput = z.input<typeof answerQuestionInput>;

export const questionListQuery = z.object({
  /** Only the questions about this folder (and its files). */
  folderId: id.optional(),
  /** Only the questions about this file. */
  fileId: id.optional(),
  /** Seller's inbox: only the unanswered ones. */
  status: z.enum(['open', 'answered']).optional(),
});
export type QuestionListQuery = z.infer<typeof questionListQuery>;

/** The file an answer attached into the room. */
export const answerAttachment = z.object({
  fileId: z.number().int(),
  name: z.string(),
});

/**
 * One question as its reader may see it. A buyer reading another buyer's question (shared
 * answer) gets no `asker`, and `mine` false: nothing in it names who asked.
 */
export const dataRoomQuestion = z.object({
  id: z.number().int(),
  folderId: z.number().int(),
  folderName: z.string(),
  fileId: z.number().int().nullable(),
  fileName: z.string().nullable(),
  body: z.string(),
  askedAt: z.string(),
  /** The reader asked it. */
  mine: z.boolean(),
  /** Who asked: for the seller and admins only. */
  asker: z.object({ id: z.number().int(), fullName: z.string() }).nullable(),
  answer: z
    .object({
      body: z.string(),
      answeredAt: z.string(),
      visibility: z.enum(answerVisibilities),
      attachment: answerAttachment.nullable(),
    })
    .nullable(),
});
export type DataRoomQuestion = z.infer<typeof dataRoomQuestion>;

export const dataRoomQuestionList = z.object({
  items: z.array(dataRoomQuestion),
  /** Unanswered questions (the seller's count; for a buyer, their own unanswered ones). */
  openCount: z.number().int(),
});
export type DataRoomQuestionList = z.infer<typeof dataRoomQuestionList>;

/** «Sin responder» / «Respondida». */
export function questionStatusLabel(q: Pick<DataRoomQuestion, 'answer'>): string {
  return q.answer ? 'Respondida' : 'Sin responder';
}
