// The data room of a listing (decisions 172, 173): folders with an access level, versioned files,
// watermarked views and downloads with a per-download trace id, view analytics for the seller.
// Server routes and web screens both use these schemas.
import { z } from 'zod';

// ---------- folders ----------

/**
 * Who among the buyers sees a folder (the seller and admins see every folder):
 * `nda` every buyer with access to the listing's confidential part (decision 062);
 * `accepted_offer` only a buyer whose offer on the listing was accepted (decision 170);
 * `named` only the buyers the seller lists on the folder (who must also have access).
 */
export const dataRoomAccessLevels = ['nda', 'accepted_offer', 'named'] as const;
export type DataRoomAccessLevel = (typeof dataRoomAccessLevels)[number];

export const dataRoomAccessLevelLabels: Record<DataRoomAccessLevel, string> = {
  nda: 'Tras el acuerdo de confidencialidad',
  accepted_offer: 'Solo con oferta aceptada',
  named: 'Solo compradores que elijas',
};

export const dataRoomAccessLevelHints: Record<DataRoomAccessLevel, string> = {
  nda: 'La ven los compradores que firmaron el acuerdo y tienen acceso a la parte confidencial.',
  accepted_offer: 'La ve solo el comprador cuya oferta aceptaste.',
  named: 'La ven solo los compradores que marques, si tienen acceso a la parte confidencial.',
};

/** The folders a room starts with, in this order, after the listing's documents (decision 172). */
export const DEFAULT_DATA_ROOM_FOLDERS = [
  'Finanzas',
  'Impuestos y SRI',
  'Personal e IESS',
  'Permisos',
  'Local y arriendo',
  'Contratos',
  'Otros',
] as const;

/** The first folder: the listing's documents of decision 042, kept in step with the listing form. */
export const LISTING_DOCUMENTS_FOLDER = 'Documentos del anuncio';

/** `listing_documents`: the folder that mirrors the listing's documents (decision 042). */
export const dataRoomFolderKinds = ['custom', 'listing_documents'] as const;
export type DataRoomFolderKind = (typeof dataRoomFolderKinds)[number];

export const DATA_ROOM_FOLDER_LIMIT = 30;
export const DATA_ROOM_FILES_PER_FOLDER = 100;
export const DATA_ROOM_NAMED_BUYERS_LIMIT = 50;

const folderName = z
  .string({ error: 'Escribe el nombre de la carpeta.' })
  .trim()
  .min(1, 'Escribe el nombre de la carpeta.')
  .max(60, 'El nombre de la carpeta puede tener hasta 60 caracteres.')
  .refine((v) => !/[\p{Cc}\p{Cf}]/u.test(v), 'El nombre de la carpeta tiene caracteres no válidos.');

const userId = z.number().int().positive().max(2_147_483_647);

export const createDataRoomFolderInput = z.object({
  name: folderName,
  accessLevel: z.enum(dataRoomAccessLevels).default('nda'),
});
export type CreateDataRoomFolderInput = z.input<typeof createDataRoomFolderInput>;

/** Every field optional: only what is sent changes. */
export const updateDataRoomFolderInput = z
  .object({
    name: folderName.optional(),
    accessLevel: z.enum(dataRoomAccessLevels).optional(),
    /** false: the viewer still works, nothing can be downloaded. */
    downloadsAllowed: z.boolean().optional(),
    /** Spreadsheets: the original file may be downloaded instead of its watermarked PDF rendering. */
    originalsAllowed: z.boolean().optional(),
    /** The buyers of a `named` folder (ids of buyers with an NDA on the listing); replaces the list. */
    namedBuyerIds: z
      .array(userId)
      .max(DATA_ROOM_NAMED_BUYERS_LIMIT, `Puedes elegir hasta ${DATA_ROOM_NAMED_BUYERS_LIMIT} compradores.`)
      .optional(),
  })
  .refine((v) => Object.keys(v).length > 0, 'No enviaste ningún cambio.');
export type UpdateDataRoomFolderInput = z.input<typeof updateDataRoomFolderInput>;

export const reorderDataRoomFoldersInput = z.object({
  folderIds: z.array(userId).min(1).max(DATA_ROOM_FOLDER_LIMIT),
});
export type ReorderDataRoomFoldersInput = z.infer<typeof reorderDataRoomFoldersInput>;

// ---------- files ----------

/** What a file is shown as: PDFs and spreadsheets in the PDF viewer, images as an image. */
export const dataRoomFileKinds = ['pdf', 'image', 'spreadsheet'] as const;
export type DataRoomFileKind = (typeof dataRoomFileKinds)[number];

/** The format of the uploaded bytes, found by their magic bytes (never by the name). */
export const dataRoomFormats = ['pdf', 'jpeg', 'png', 'webp', 'xlsx', 'csv'] as const;
export type DataRoomFormat = (typeof dataRoomFormats)[number];

export const dataRoomFileKindLabels: Record<DataRoomFileKind, string> = {
  pdf: 'PDF',
  image: 'Imagen',
  spreadsheet: 'Hoja de cálculo',
};

export const DATA_ROOM_ACCEPTED_TYPES = '.pdf,.jpg,.jpeg,.png,.webp,.xlsx,.csv';

export const dataRoomVersion = z.object({
  id: z.number().int(),
  version: z.number().int(),
  fileName: z.string(),
  format: z.enum(dataRoomFormats),
  size: z.number().int(),
  uploadedAt: z.string(),
  /** A newer version replaced it: only the seller and admins see it. */
  superseded: z.boolean(),
  /** The viewer's URL of this version (watermarked for a buyer). */
  viewUrl: z.string(),
});
export type DataRoomVersion = z.infer<typeof dataRoomVersion>;

export const dataRoomFile = z.object({
  id: z.number().int(),
  folderId: z.number().int(),
  name: z.string(),
  kind: z.enum(dataRoomFileKinds),
  /** What the viewer receives: `application/pdf` (PDFs, spreadsheets) or `image/jpeg`. */
  viewType: z.enum(['application/pdf', 'image/jpeg']),
  current: dataRoomVersion,
  /** Seller and admins: every version, newest first (the current one included); buyers: []. */
  versions: z.array(dataRoomVersion),
  viewUrl: z.string(),
  /** null when the folder does not allow downloads. */
  downloadUrl: z.string().nullable(),
  /** The download is the original spreadsheet (the folder allows originals) rather than its PDF. */
  downloadIsOriginal: z.boolean(),
});
export type DataRoomFile = z.infer<typeof dataRoomFile>;

export const dataRoomBuyer = z.object({ id: z.number().int(), name: z.string() });
export type DataRoomBuyer = z.infer<typeof dataRoomBuyer>;

export const dataRoomFolder = z.object({
  id: z.number().int(),
  name: z.string(),
  kind: z.enum(dataRoomFolderKinds),
  position: z.number().int(),
  accessLevel: z.enum(dataRoomAccessLevels),
  downloadsAllowed: z.boolean(),
  originalsAllowed: z.boolean(),
  /** Seller and admins: the buyers named on the folder; buyers: []. */
  namedBuyers: z.array(dataRoomBuyer),
  files: z.array(dataRoomFile),
});
export type DataRoomFolder = z.infer<typeof dataRoomFolder>;

export const dataRoomRoles = ['seller', 'admin', 'buyer'] as const;
export type DataRoomRole = (typeof dataRoomRoles)[number];

/** `GET /api/businesses/:id/data-room`. A buyer gets only the folders they may see. */
export const dataRoomResponse = z.object({
  businessId: z.number().int(),
  /** «TR-000123»: the deal reference printed on every watermark. */
  reference: z.string(),
  title: z.string(),
  role: z.enum(dataRoomRoles),
  folders: z.array(dataRoomFolder),
  /** Seller and admins: the buyers with access to the listing, to name them on folders; buyers: []. */
  buyers: z.array(dataRoomBuyer),
});
export type DataRoomResponse = z.infer<typeof dataRoomResponse>;

/** What the buyer reads on entering the room (decision 172). */
export const DATA_ROOM_RECORDING_NOTICE =
  'Cada documento que abres o descargas lleva tu nombre como marca de agua, y el vendedor ve qué abriste, cuándo y cuánto tiempo por página.';

/** The header of every view and download answer: the id the viewer sends its page times with. */
export const DATA_ROOM_VIEW_HEADER = 'x-data-room-view';

// ---------- view events and analytics ----------

/** The viewer sends the time spent on each page, at most every few seconds and on leaving. */
export const dataRoomViewEventsInput = z.object({
  /** The `x-data-room-view` header of the view the pages belong to. */
  viewId: z
    .string()
    .regex(/^DR-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/, 'El identificador de la vista no es válido.'),
  pages: z
    .array(
      z.object({
        /** 1-based; images are page 1. */
        page: z.number().int().min(1).max(10_000),
        /** Milliseconds on that page since the last report (at most 10 minutes per report). */
        ms: z.number().int().min(0).max(600_000),
      }),
    )
    .min(1)
    .max(100),
});
export type DataRoomViewEventsInput = z.infer<typeof dataRoomViewEventsInput>;

export const dataRoomPageTime = z.object({ page: z.number().int(), seconds: z.number().int() });

export const dataRoomFileActivity = z.object({
  fileId: z.number().int(),
  fileName: z.string(),
  folderName: z.string(),
  firstOpenedAt: z.string().nullable(),
  lastOpenedAt: z.string().nullable(),
  views: z.number().int(),
  downloads: z.number().int(),
  totalSeconds: z.number().int(),
  pages: z.array(dataRoomPageTime),
});
export type DataRoomFileActivity = z.infer<typeof dataRoomFileActivity>;

export const dataRoomBuyerActivity = z.object({
  buyer: dataRoomBuyer,
  lastSeenAt: z.string(),
  files: z.array(dataRoomFileActivity),
});
export type DataRoomBuyerActivity = z.infer<typeof dataRoomBuyerActivity>;

/** `GET /api/businesses/:id/data-room/activity` (seller and admins): «Actividad en la sala de datos». */
export const dataRoomActivityResponse = z.object({
  buyers: z.array(dataRoomBuyerActivity),
});
export type DataRoomActivityResponse = z.infer<typeof dataRoomActivityResponse>;

// ---------- tracing a leaked copy ----------

export const TRACE_ID_PATTERN = /DR-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}/;

export const dataRoomTraceInput = z.object({
  /** The code printed at the foot of each page («Copia DR-…») or found in the file. */
  traceId: z
    .string({ error: 'Pega el código de la copia (DR-XXXX-XXXX-XXXX).' })
    .trim()
    .toUpperCase()
    .regex(
      /^DR-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/,
      'El código de la copia tiene la forma DR-XXXX-XXXX-XXXX.',
    ),
});
export type DataRoomTraceInput = z.input<typeof dataRoomTraceInput>;

export const dataRoomDeliveryModes = ['view', 'download'] as const;
export type DataRoomDeliveryMode = (typeof dataRoomDeliveryModes)[number];

export const dataRoomDeliveryModeLabels: Record<DataRoomDeliveryMode, string> = {
  view: 'Vista en el visor',
  download: 'Descarga',
};

/** `POST /api/data-room/trace` (JSON or the leaked file): who received that copy, and when. */
export const dataRoomTraceResponse = z.object({
  traceId: z.string(),
  businessId: z.number().int(),
  reference: z.string(),
  buyer: dataRoomBuyer,
  fileId: z.number().int(),
  fileName: z.string(),
  version: z.number().int(),
  mode: z.enum(dataRoomDeliveryModes),
  at: z.string(),
  ipAddress: z.string().nullable(),
  userAgent: z.string().nullable(),
});
export type DataRoomTraceResponse = z.infer<typeof dataRoomTraceResponse>;
