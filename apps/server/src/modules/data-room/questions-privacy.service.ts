// The data room's questions and answers in the account's data rights (decision 014). The export
// gives a buyer the questions they asked (listing, folder, file, text, dates, the answer and to
// whom it was published) and a seller the answers they wrote, never who asked them. The erasure
// keeps every question and answer: they are the seller's due-diligence record (decision 174).
// The asker's row is the anonymised account, which the seller's view names «Cuenta eliminada»;
// their unanswered questions stop reminding the seller.
import { listingReference } from '@traspasa/shared/business-labels';
import { type AnswerVisibility, answerVisibilityLabels } from '@traspasa/shared/data-room-questions';
import type { Db } from '../../db/client.ts';
import { answersWrittenBy, questionsAskedBy, stopRemindersOf } from './questions.repository.ts';

const visibilityLabel = (v: string | null) =>
  v === null ? null : (answerVisibilityLabels[v as AnswerVisibility] ?? v);

export async function dataRoomQuestionsExportFor(db: Db, userId: number) {
  const [asked, answered] = await Promise.all([questionsAskedBy(db, userId), answersWrittenBy(db, userId)]);
  return {
    asked: asked.map((q) => ({
      businessId: q.businessId,
      reference: listingReference(q.businessId),
      listing: q.listingTitle,
      folder: q.folderName,
      file: q.fileName,
      question: q.body,
      askedAt: q.askedAt,
      answer:
        q.answeredAt === null
          ? null
          : { body: q.answerBody, answeredAt: q.answeredAt, visibility: visibilityLabel(q.answerVisibility) },
    })),
    answered: answered.map((a) => ({
      businessId: a.businessId,
      reference: listingReference(a.businessId),
      listing: a.listingTitle,
      folder: a.folderName,
      file: a.fileName,
      question: a.question,
      answer: a.answerBody,
      answeredAt: a.answeredAt,
      visibility: visibilityLabel(a.answerVisibility),
    })),
  };
}

/** Account erasure, in its transaction (see the header). */
export async function eraseDataRoomQuestionsFor(tx: Db, userId: number, now = new Date()): Promise<void> {
  await stopRemindersOf(tx, userId, now);
}
