// SQL of the data room's questions and answers (decision 174): `data_room_questions`, with the
// names of their folder, file, attachment and asker for the lists.
import { and, asc, desc, eq, gt, isNotNull, isNull, lte, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { businesses } from '../../db/schema/businesses.ts';
import { dataRoomFiles, dataRoomFolders } from '../../db/schema/data-room.ts';
import { dataRoomQuestions } from '../../db/schema/data-room-questions.ts';
import { users } from '../../db/schema/users.ts';

export type QuestionInsert = typeof dataRoomQuestions.$inferInsert;

const askedFile = alias(dataRoomFiles, 'asked_file');
const answerFile = alias(dataRoomFiles, 'answer_file');

const questionColumns = {
  id: dataRoomQuestions.id,
  businessId: dataRoomQuestions.businessId,
  folderId: dataRoomQuestions.folderId,
  folderName: dataRoomFolders.name,
  fileId: dataRoomQuestions.fileId,
  fileName: askedFile.name,
  askerId: dataRoomQuestions.askerId,
  // An erased account (decision 014) is named as such, not by its placeholder username.
  askerName: sql<string>`case when ${users.email} = 'eliminado-' || ${users.id} || '@eliminado.invalid' then 'Cuenta eliminada' else coalesce(nullif(trim(${users.fullName}), ''), ${users.username}) end`,
  body: dataRoomQuestions.body,
  createdAt: dataRoomQuestions.createdAt,
  answerBody: dataRoomQuestions.answerBody,
  answerVisibility: dataRoomQuestions.answerVisibility,
  answeredAt: dataRoomQuestions.answeredAt,
  answerFileId: dataRoomQuestions.answerFileId,
  answerFileName: answerFile.name,
  answerFileDeleted: sql<boolean>`${answerFile.deletedAt} is not null`,
};

export type QuestionRow = {
  id: number;
  businessId: number;
  folderId: number;
  folderName: string;
  fileId: number | null;
  fileName: string | null;
  askerId: number;
  askerName: string;
  body: string;
  createdAt: Date;
  answerBody: string | null;
  answerVisibility: string | null;
  answeredAt: Date | null;
  answerFileId: number | null;
  answerFileName: string | null;
  answerFileDeleted: boolean;
};

function questionsQuery(db: Db) {
  return db
    .select(questionColumns)
    .from(dataRoomQuestions)
    .innerJoin(dataRoomFolders, eq(dataRoomFolders.id, dataRoomQuestions.folderId))
    .innerJoin(users, eq(users.id, dataRoomQuestions.askerId))
    .leftJoin(askedFile, eq(askedFile.id, dataRoomQuestions.fileId))
    .leftJoin(answerFile, eq(answerFile.id, dataRoomQuestions.answerFileId));
}

export interface QuestionFilters {
  /** A buyer: only their own questions and the answers published for every buyer. */
  readerId?: number;
  folderId?: number;
  fileId?: number;
  status?: 'open' | 'answered';
}

/** The listing's questions, newest first. */
export async function listQuestions(
  db: Db,
  businessId: number,
  f: QuestionFilters = {},
): Promise<QuestionRow[]> {
  return questionsQuery(db)
    .where(
      and(
        eq(dataRoomQuestions.businessId, businessId),
        f.readerId === undefined
          ? undefined
          : sql`(${dataRoomQuestions.askerId} = ${f.readerId} or (${dataRoomQuestions.answeredAt} is not null and ${dataRoomQuestions.answerVisibility} = 'all_buyers'))`,
        f.folderId === undefined ? undefined : eq(dataRoomQuestions.folderId, f.folderId),
        f.fileId === undefined ? undefined : eq(dataRoomQuestions.fileId, f.fileId),
        f.status === undefined
          ? undefined
          : f.status === 'open'
            ? isNull(dataRoomQuestions.answeredAt)
            : isNotNull(dataRoomQuestions.answeredAt),
      ),
    )
    .orderBy(desc(dataRoomQuestions.id));
}

export async function findQuestion(db: Db, businessId: number, id: number): Promise<QuestionRow | null> {
  const [row] = await questionsQuery(db).where(
    and(eq(dataRoomQuestions.businessId, businessId), eq(dataRoomQuestions.id, id)),
  );
  return row ?? null;
}

/** The question locked for its answer (null when missing or of another listing). */
export async function lockQuestion(tx: Db, businessId: number, id: number) {
  const [row] = await tx
    .select({ id: dataRoomQuestions.id, answeredAt: dataRoomQuestions.answeredAt })
    .from(dataRoomQuestions)
    .where(and(eq(dataRoomQuestions.businessId, businessId), eq(dataRoomQuestions.id, id)))
    .for('update');
  return row ?? null;
}

export async function insertQuestion(tx: Db, row: QuestionInsert): Promise<number> {
  const [inserted] = await tx.insert(dataRoomQuestions).values(row).returning({ id: dataRoomQuestions.id });
  return inserted!.id;
}

export async function updateQuestion(
  tx: Db,
  id: number,
  patch: Partial<
    Pick<
      QuestionInsert,
      'answerBody' | 'answerVisibility' | 'answeredAt' | 'answeredBy' | 'answerFileId' | 'reminderSentAt'
    >
  >,
): Promise<void> {
  await tx.update(dataRoomQuestions).set(patch).where(eq(dataRoomQuestions.id, id));
}

/** Unanswered questions of the listing (the seller's count). */
export async function countOpen(db: Db, businessId: number, askerId?: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(dataRoomQuestions)
    .where(
      and(
        eq(dataRoomQuestions.businessId, businessId),
        isNull(dataRoomQuestions.answeredAt),
        askerId === undefined ? undefined : eq(dataRoomQuestions.askerId, askerId),
      ),
    );
  return row?.n ?? 0;
}

// ---------- the reminder sweep ----------

/** Unanswered, never reminded, asked before `before`. */
export function reminderDue(before: Date): SQL {
  return and(
    isNull(dataRoomQuestions.answeredAt),
    isNull(dataRoomQuestions.reminderSentAt),
    lte(dataRoomQuestions.createdAt, before),
  )!;
}

export async function listDueIds(db: Db, condition: SQL, afterId: number, limit: number): Promise<number[]> {
  const rows = await db
    .select({ id: dataRoomQuestions.id })
    .from(dataRoomQuestions)
    .where(and(condition, gt(dataRoomQuestions.id, afterId)))
    .orderBy(asc(dataRoomQuestions.id))
    .limit(limit);
  return rows.map((r) => r.id);
}

export async function lockDue(tx: Db, id: number, condition: SQL) {
  const [row] = await tx
    .select({
      question: questionColumns,
      listing: { id: businesses.id, sellerId: businesses.sellerId, title: businesses.title },
    })
    .from(dataRoomQuestions)
    .innerJoin(businesses, eq(businesses.id, dataRoomQuestions.businessId))
    .innerJoin(dataRoomFolders, eq(dataRoomFolders.id, dataRoomQuestions.folderId))
    .innerJoin(users, eq(users.id, dataRoomQuestions.askerId))
    .leftJoin(askedFile, eq(askedFile.id, dataRoomQuestions.fileId))
    .leftJoin(answerFile, eq(answerFile.id, dataRoomQuestions.answerFileId))
    .where(and(eq(dataRoomQuestions.id, id), condition))
    .for('update', { of: dataRoomQuestions, skipLocked: true });
  return row ?? null;
}

// ---------- the account's data rights (decision 014) ----------

/** The questions the person asked, in every listing's room, oldest first, with their answers. */
export function questionsAskedBy(db: Db, userId: number) {
  return db
    .select({
      businessId: dataRoomQuestions.businessId,
      listingTitle: businesses.title,
      folderName: dataRoomFolders.name,
      fileName: askedFile.name,
      body: dataRoomQuestions.body,
      askedAt: dataRoomQuestions.createdAt,
      answerBody: dataRoomQuestions.answerBody,
      answerVisibility: dataRoomQuestions.answerVisibility,
      answeredAt: dataRoomQuestions.answeredAt,
    })
    .from(dataRoomQuestions)
    .innerJoin(businesses, eq(businesses.id, dataRoomQuestions.businessId))
    .innerJoin(dataRoomFolders, eq(dataRoomFolders.id, dataRoomQuestions.folderId))
    .leftJoin(askedFile, eq(askedFile.id, dataRoomQuestions.fileId))
    .where(eq(dataRoomQuestions.askerId, userId))
    .orderBy(asc(dataRoomQuestions.id));
}

/** The answers the person wrote (as a listing's seller), oldest first; who asked stays out. */
export function answersWrittenBy(db: Db, userId: number) {
  return db
    .select({
      businessId: dataRoomQuestions.businessId,
      listingTitle: businesses.title,
      folderName: dataRoomFolders.name,
      fileName: askedFile.name,
      question: dataRoomQuestions.body,
      answerBody: dataRoomQuestions.answerBody,
      answerVisibility: dataRoomQuestions.answerVisibility,
      answeredAt: dataRoomQuestions.answeredAt,
    })
    .from(dataRoomQuestions)
    .innerJoin(businesses, eq(businesses.id, dataRoomQuestions.businessId))
    .innerJoin(dataRoomFolders, eq(dataRoomFolders.id, dataRoomQuestions.folderId))
    .leftJoin(askedFile, eq(askedFile.id, dataRoomQuestions.fileId))
    .where(eq(dataRoomQuestions.answeredBy, userId))
    .orderBy(asc(dataRoomQuestions.id));
}

/** The person's unanswered questions stop reminding the seller (their account is being erased). */
export async function stopRemindersOf(tx: Db, askerId: number, now: Date): Promise<void> {
  await tx
    .update(dataRoomQuestions)
    .set({ reminderSentAt: now })
    .where(
      and(
        eq(dataRoomQuestions.askerId, askerId),
        isNull(dataRoomQuestions.answeredAt),
        isNull(dataRoomQuestions.reminderSentAt),
      ),
    );
}
