import {
  dataRoomAccessLevels,
  dataRoomDeliveryModes,
  dataRoomFileKinds,
  dataRoomFolderKinds,
  dataRoomFormats,
} from '@traspasa/shared/data-room';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { businesses } from './businesses.ts';
import { oneOf, timestamps } from './columns.ts';
import { users } from './users.ts';

/** A listing whose room was opened once: its default folders were created then (decision 172). */
export const dataRooms = pgTable('data_rooms', {
  businessId: integer()
    .primaryKey()
    .references(() => businesses.id, { onDelete: 'cascade' }),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export const dataRoomFolders = pgTable(
  'data_room_folders',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    businessId: integer()
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    kind: text().notNull().default('custom'),
    position: integer().notNull(),
    accessLevel: text().notNull().default('nda'),
    downloadsAllowed: boolean().notNull().default(true),
    originalsAllowed: boolean().notNull().default(false),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('data_room_folders_business_name_unique').on(t.businessId, sql`lower(${t.name})`),
    uniqueIndex('data_room_folders_listing_documents_unique')
      .on(t.businessId)
      .where(sql`${t.kind} = 'listing_documents'`),
    check('data_room_folders_access_level_check', oneOf(t.accessLevel, dataRoomAccessLevels)),
    check('data_room_folders_kind_check', oneOf(t.kind, dataRoomFolderKinds)),
  ],
);

/** The buyers of a `named` folder. */
export const dataRoomFolderBuyers = pgTable(
  'data_room_folder_buyers',
  {
    folderId: integer()
      .notNull()
      .references(() => dataRoomFolders.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.folderId, t.userId] }),
    index('data_room_folder_buyers_user_idx').on(t.userId),
  ],
);

/** A document of the room; its bytes are in its versions. */
export const dataRoomFiles = pgTable(
  'data_room_files',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    businessId: integer()
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    folderId: integer()
      .notNull()
      .references(() => dataRoomFolders.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    kind: text().notNull(),
    /** The `businesses.documents` entry this file mirrors (decision 042), in the listing-documents folder. */
    listingDocumentEntry: text(),
    createdBy: integer().references(() => users.id, { onDelete: 'set null' }),
    /** Removed by the seller: no longer listed or served; its downloads stay as evidence. */
    deletedAt: timestamp({ withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index('data_room_files_folder_idx').on(t.folderId),
    uniqueIndex('data_room_files_listing_document_unique')
      .on(t.businessId, t.listingDocumentEntry)
      .where(sql`${t.listingDocumentEntry} is not null`),
    check('data_room_files_kind_check', oneOf(t.kind, dataRoomFileKinds)),
  ],
);

/** Every upload of a file; the highest version is the current one, the others are superseded. */
export const dataRoomFileVersions = pgTable(
  'data_room_file_versions',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    fileId: integer()
      .notNull()
      .references(() => dataRoomFiles.id, { onDelete: 'cascade' }),
    version: integer().notNull(),
    /** Private storage key of the uploaded bytes (decision 040). */
    storageKey: text().notNull(),
    /** Spreadsheets: the private key of their PDF table rendering, made at upload (decision 173). */
    renderKey: text(),
    fileName: text().notNull(),
    format: text().notNull(),
    size: integer().notNull(),
    /** SHA-256 (hex) of the uploaded bytes. */
    sha256: text().notNull(),
    uploadedBy: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('data_room_file_versions_file_version_unique').on(t.fileId, t.version),
    check('data_room_file_versions_format_check', oneOf(t.format, dataRoomFormats)),
  ],
);

/**
 * Every watermarked copy a buyer received (decision 173): the trace id hidden and printed in it
 * maps a leaked copy back to this row. Restrict on the user: evidence outlives clean-ups.
 */
export const dataRoomDownloads = pgTable(
  'data_room_downloads',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    traceId: text().notNull(),
    businessId: integer()
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    fileId: integer()
      .notNull()
      .references(() => dataRoomFiles.id, { onDelete: 'cascade' }),
    versionId: integer()
      .notNull()
      .references(() => dataRoomFileVersions.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    mode: text().notNull(),
    ipAddress: text(),
    userAgent: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('data_room_downloads_trace_id_unique').on(t.traceId),
    index('data_room_downloads_business_user_idx').on(t.businessId, t.userId, t.createdAt),
    check('data_room_downloads_mode_check', oneOf(t.mode, dataRoomDeliveryModes)),
  ],
);

/** Time on a page of a view, as the viewer reports it; the analytics sum these. */
export const dataRoomViewEvents = pgTable(
  'data_room_view_events',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    downloadId: integer()
      .notNull()
      .references(() => dataRoomDownloads.id, { onDelete: 'cascade' }),
    page: integer().notNull(),
    ms: integer().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('data_room_view_events_download_idx').on(t.downloadId)],
);
