// SQL of the data room (decision 172): rooms, folders and their named buyers, files and their
// versions, the watermarked copies handed out and the viewer's page times.
import { DEFAULT_DATA_ROOM_FOLDERS, LISTING_DOCUMENTS_FOLDER } from '@traspasa/shared/data-room';
import { and, asc, desc, eq, inArray, isNull, max, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { businesses } from '../../db/schema/businesses.ts';
import {
  dataRoomDownloads,
  dataRoomFiles,
  dataRoomFileVersions,
  dataRoomFolderBuyers,
  dataRoomFolders,
  dataRooms,
  dataRoomViewEvents,
} from '../../db/schema/data-room.ts';
import { ndas } from '../../db/schema/ndas.ts';
import { users } from '../../db/schema/users.ts';
import { ndaGrantsAccessSql } from '../listing-access/listing-access.rules.ts';

export type FolderRow = typeof dataRoomFolders.$inferSelect;
export type FileRow = typeof dataRoomFiles.$inferSelect;
export type VersionRow = typeof dataRoomFileVersions.$inferSelect;
export type DownloadRow = typeof dataRoomDownloads.$inferSelect;

export interface RoomListing {
  id: number;
  title: string;
  sellerId: number;
  status: string;
  documents: string[];
}

export async function findRoomListing(db: Db, businessId: number): Promise<RoomListing | null> {
  const [row] = await db
    .select({
      id: businesses.id,
      title: businesses.title,
      sellerId: businesses.sellerId,
      status: businesses.status,
      documents: businesses.documents,
    })
    .from(businesses)
    .where(eq(businesses.id, businessId));
  return row ?? null;
}

/**
 * Creates the room's folders the first time it is opened: the listing's documents first, then
 * the default set. The `data_rooms` row makes it happen once, also for two first reads at once.
 */
export async function ensureRoom(db: Db, businessId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const created = await tx
      .insert(dataRooms)
      .values({ businessId })
      .onConflictDoNothing()
      .returning({ businessId: dataRooms.businessId });
    if (created.length === 0) return;
    await tx
      .insert(dataRoomFolders)
      .values([
        { businessId, name: LISTING_DOCUMENTS_FOLDER, kind: 'listing_documents', position: 0 },
        ...DEFAULT_DATA_ROOM_FOLDERS.map((name, i) => ({ businessId, name, position: i + 1 })),
      ]);
  });
}

export async function listFolders(db: Db, businessId: number): Promise<FolderRow[]> {
  return db
    .select()
    .from(dataRoomFolders)
    .where(eq(dataRoomFolders.businessId, businessId))
    .orderBy(asc(dataRoomFolders.position), asc(dataRoomFolders.id));
}

export async function findFolder(db: Db, businessId: number, folderId: number): Promise<FolderRow | null> {
  const [row] = await db
    .select()
    .from(dataRoomFolders)
    .where(and(eq(dataRoomFolders.businessId, businessId), eq(dataRoomFolders.id, folderId)));
  return row ?? null;
}

export async function findFolderByName(db: Db, businessId: number, name: string): Promise<FolderRow | null> {
  const [row] = await db
    .select()
    .from(dataRoomFolders)
    .where(
      and(eq(dataRoomFolders.businessId, businessId), sql`lower(${dataRoomFolders.name}) = lower(${name})`),
    );
  return row ?? null;
}

/** null when the name is taken (unique per listing, case-insensitive). */
export async function insertFolder(
  db: Db,
  values: { businessId: number; name: string; accessLevel: string },
): Promise<FolderRow | null> {
  const [last] = await db
    .select({ position: max(dataRoomFolders.position) })
    .from(dataRoomFolders)
    .where(eq(dataRoomFolders.businessId, values.businessId));
  const [row] = await db
    .insert(dataRoomFolders)
    .values({ ...values, position: (last?.position ?? -1) + 1 })
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}

export async function updateFolder(
  db: Db,
  folderId: number,
  patch: Partial<
    Pick<FolderRow, 'name' | 'accessLevel' | 'downloadsAllowed' | 'originalsAllowed' | 'position'>
  >,
): Promise<void> {
  await db.update(dataRoomFolders).set(patch).where(eq(dataRoomFolders.id, folderId));
}

export async function deleteFolder(db: Db, folderId: number): Promise<void> {
  await db.delete(dataRoomFolders).where(eq(dataRoomFolders.id, folderId));
}

export async function countFolders(db: Db, businessId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(dataRoomFolders)
    .where(eq(dataRoomFolders.businessId, businessId));
  return row?.n ?? 0;
}

export async function namedBuyersOf(
  db: Db,
  folderIds: number[],
): Promise<Map<number, { id: number; name: string }[]>> {
  const out = new Map<number, { id: number; name: string }[]>();
  if (folderIds.length === 0) return out;
  const rows = await db
    .select({
      folderId: dataRoomFolderBuyers.folderId,
      id: users.id,
      fullName: users.fullName,
      username: users.username,
    })
    .from(dataRoomFolderBuyers)
    .innerJoin(users, eq(users.id, dataRoomFolderBuyers.userId))
    .where(inArray(dataRoomFolderBuyers.folderId, folderIds))
    .orderBy(asc(users.id));
  for (const r of rows) {
    const list = out.get(r.folderId) ?? [];
    list.push({ id: r.id, name: r.fullName?.trim() || r.username });
    out.set(r.folderId, list);
  }
  return out;
}

export async function setNamedBuyers(db: Db, folderId: number, userIds: number[]): Promise<void> {
  await db.delete(dataRoomFolderBuyers).where(eq(dataRoomFolderBuyers.folderId, folderId));
  if (userIds.length) {
    await db.insert(dataRoomFolderBuyers).values(userIds.map((userId) => ({ folderId, userId })));
  }
}

/** The buyers who signed an NDA on the listing and hold access: whom a folder may name. */
export async function buyersWithAccess(db: Db, businessId: number): Promise<{ id: number; name: string }[]> {
  const rows = await db
    .select({ id: users.id, fullName: users.fullName, username: users.username })
    .from(ndas)
    .innerJoin(users, eq(users.id, ndas.userId))
    .where(and(eq(ndas.businessId, businessId), sql`${ndaGrantsAccessSql('ndas')}`))
    .orderBy(asc(users.id));
  return rows.map((r) => ({ id: r.id, name: r.fullName?.trim() || r.username }));
}

// ---------- files ----------

export async function listFiles(db: Db, businessId: number): Promise<FileRow[]> {
  return db
    .select()
    .from(dataRoomFiles)
    .where(and(eq(dataRoomFiles.businessId, businessId), isNull(dataRoomFiles.deletedAt)))
    .orderBy(asc(dataRoomFiles.id));
}

export async function findFile(db: Db, businessId: number, fileId: number): Promise<FileRow | null> {
  const [row] = await db
    .select()
    .from(dataRoomFiles)
    .where(
      and(
        eq(dataRoomFiles.businessId, businessId),
        eq(dataRoomFiles.id, fileId),
        isNull(dataRoomFiles.deletedAt),
      ),
    );
  return row ?? null;
}

export async function countFilesIn(db: Db, folderId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(dataRoomFiles)
    .where(and(eq(dataRoomFiles.folderId, folderId), isNull(dataRoomFiles.deletedAt)));
  return row?.n ?? 0;
}

export async function insertFile(
  db: Db,
  values: {
    businessId: number;
    folderId: number;
    name: string;
    kind: string;
    createdBy: number | null;
    listingDocumentEntry?: string | null;
  },
): Promise<FileRow | null> {
  const [row] = await db.insert(dataRoomFiles).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export async function markFileDeleted(db: Db, fileId: number): Promise<void> {
  await db.update(dataRoomFiles).set({ deletedAt: new Date() }).where(eq(dataRoomFiles.id, fileId));
}

export async function touchFile(db: Db, fileId: number, name: string, kind: string): Promise<void> {
  await db.update(dataRoomFiles).set({ name, kind }).where(eq(dataRoomFiles.id, fileId));
}

export async function versionsOf(db: Db, fileIds: number[]): Promise<VersionRow[]> {
  if (fileIds.length === 0) return [];
  return db
    .select()
    .from(dataRoomFileVersions)
    .where(inArray(dataRoomFileVersions.fileId, fileIds))
    .orderBy(asc(dataRoomFileVersions.fileId), desc(dataRoomFileVersions.version));
}

export async function nextVersionNumber(db: Db, fileId: number): Promise<number> {
  const [row] = await db
    .select({ v: max(dataRoomFileVersions.version) })
    .from(dataRoomFileVersions)
    .where(eq(dataRoomFileVersions.fileId, fileId));
  return (row?.v ?? 0) + 1;
}

export async function insertVersion(
  db: Db,
  values: typeof dataRoomFileVersions.$inferInsert,
): Promise<VersionRow> {
  const [row] = await db.insert(dataRoomFileVersions).values(values).returning();
  return row!;
}

export async function mirroredEntries(db: Db, businessId: number): Promise<{ id: number; entry: string }[]> {
  const rows = await db
    .select({ id: dataRoomFiles.id, entry: dataRoomFiles.listingDocumentEntry })
    .from(dataRoomFiles)
    .where(
      and(
        eq(dataRoomFiles.businessId, businessId),
        isNull(dataRoomFiles.deletedAt),
        sql`${dataRoomFiles.listingDocumentEntry} is not null`,
      ),
    );
  return rows.map((r) => ({ id: r.id, entry: r.entry! }));
}

// ---------- copies handed out and page times ----------

export async function insertDownload(
  db: Db,
  values: typeof dataRoomDownloads.$inferInsert,
): Promise<DownloadRow> {
  const [row] = await db.insert(dataRoomDownloads).values(values).returning();
  return row!;
}

export async function findDownloadByTrace(db: Db, traceId: string) {
  const [row] = await db
    .select({
      download: dataRoomDownloads,
      sellerId: businesses.sellerId,
      fileName: dataRoomFileVersions.fileName,
      version: dataRoomFileVersions.version,
      fullName: users.fullName,
      username: users.username,
    })
    .from(dataRoomDownloads)
    .innerJoin(businesses, eq(businesses.id, dataRoomDownloads.businessId))
    .innerJoin(dataRoomFileVersions, eq(dataRoomFileVersions.id, dataRoomDownloads.versionId))
    .innerJoin(users, eq(users.id, dataRoomDownloads.userId))
    .where(eq(dataRoomDownloads.traceId, traceId));
  return row ?? null;
}

export async function findOwnView(
  db: Db,
  traceId: string,
  userId: number,
  businessId: number,
  fileId: number,
) {
  const [row] = await db
    .select()
    .from(dataRoomDownloads)
    .where(
      and(
        eq(dataRoomDownloads.traceId, traceId),
        eq(dataRoomDownloads.userId, userId),
        eq(dataRoomDownloads.businessId, businessId),
        eq(dataRoomDownloads.fileId, fileId),
      ),
    );
  return row ?? null;
}

export async function insertViewEvents(db: Db, downloadId: number, pages: { page: number; ms: number }[]) {
  await db.insert(dataRoomViewEvents).values(pages.map((p) => ({ downloadId, page: p.page, ms: p.ms })));
}

/** Every copy of a listing's room, with its file, buyer and the seconds its viewer reported per page. */
export async function activityRows(db: Db, businessId: number, userId?: number) {
  const where = userId
    ? and(eq(dataRoomDownloads.businessId, businessId), eq(dataRoomDownloads.userId, userId))
    : eq(dataRoomDownloads.businessId, businessId);
  const copies = await db
    .select({
      id: dataRoomDownloads.id,
      traceId: dataRoomDownloads.traceId,
      userId: dataRoomDownloads.userId,
      fullName: users.fullName,
      username: users.username,
      fileId: dataRoomDownloads.fileId,
      fileName: dataRoomFiles.name,
      folderName: dataRoomFolders.name,
      version: dataRoomFileVersions.version,
      versionSha256: dataRoomFileVersions.sha256,
      mode: dataRoomDownloads.mode,
      ipAddress: dataRoomDownloads.ipAddress,
      userAgent: dataRoomDownloads.userAgent,
      createdAt: dataRoomDownloads.createdAt,
    })
    .from(dataRoomDownloads)
    .innerJoin(users, eq(users.id, dataRoomDownloads.userId))
    .innerJoin(dataRoomFiles, eq(dataRoomFiles.id, dataRoomDownloads.fileId))
    .innerJoin(dataRoomFolders, eq(dataRoomFolders.id, dataRoomFiles.folderId))
    .innerJoin(dataRoomFileVersions, eq(dataRoomFileVersions.id, dataRoomDownloads.versionId))
    .where(where)
    .orderBy(asc(dataRoomDownloads.createdAt), asc(dataRoomDownloads.id));
  const pages = await db
    .select({
      userId: dataRoomDownloads.userId,
      fileId: dataRoomDownloads.fileId,
      page: dataRoomViewEvents.page,
      ms: sql<number>`sum(${dataRoomViewEvents.ms})::bigint`.mapWith(Number),
    })
    .from(dataRoomViewEvents)
    .innerJoin(dataRoomDownloads, eq(dataRoomDownloads.id, dataRoomViewEvents.downloadId))
    .where(where)
    .groupBy(dataRoomDownloads.userId, dataRoomDownloads.fileId, dataRoomViewEvents.page)
    .orderBy(asc(dataRoomViewEvents.page));
  return { copies, pages };
}
