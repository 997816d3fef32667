import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import { listingReference } from '@traspasa/shared/business-labels';
import {
  type CreateDataRoomFolderInput,
  DATA_ROOM_FILES_PER_FOLDER,
  DATA_ROOM_FOLDER_LIMIT,
  type DataRoomAccessLevel,
  type DataRoomActivityResponse,
  type DataRoomDeliveryMode,
  type DataRoomFile,
  type DataRoomFolder,
  type DataRoomFormat,
  type DataRoomResponse,
  type DataRoomTraceResponse,
  type DataRoomVersion,
  type DataRoomViewEventsInput,
  type UpdateDataRoomFolderInput,
} from '@traspasa/shared/data-room';
import { errorCodes } from '@traspasa/shared/errors';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { RequestContext } from '../../lib/request-context.ts';
import type { CurrentUser } from '../../plugins/auth.ts';
import { consumeUpload } from '../business-media/business-media-access.rules.ts';
import { documentStorageKey, parseDocumentEntry } from '../business-media/listing-files.rules.ts';
import { verifiedDocumentLast4 } from '../identity/identity.service.ts';
import { accessOf } from '../listing-access/listing-access.service.ts';
import { buyerHasAcceptedOffer } from '../offers/offers.service.ts';
import {
  activityRows,
  buyersWithAccess,
  countFilesIn,
  countFolders,
  deleteFolder,
  ensureRoom,
  type FileRow,
  type FolderRow,
  findDownloadByTrace,
  findFile,
  findFolder,
  findFolderByName,
  findOwnView,
  findRoomListing,
  insertDownload,
  insertFile,
  insertFolder,
  insertVersion,
  insertViewEvents,
  listFiles,
  listFolders,
  markFileDeleted,
  mirroredEntries,
  namedBuyersOf,
  nextVersionNumber,
  type RoomListing,
  setNamedBuyers,
  touchFile,
  updateFolder,
  type VersionRow,
  versionsOf,
} from './data-room.repository.ts';
import {
  buyerSeesFolder,
  CONTENT_TYPES,
  findTraceId,
  kindOf,
  newTraceId,
  ROOM_OPEN_STATUSES,
  renderStorageKey,
  roleOf,
  sanitiseFileName,
  servedName,
  sniffFormat,
  versionStorageKey,
} from './data-room.rules.ts';
import { readCsv, readXlsx, SpreadsheetError, sheetsToPdf } from './spreadsheet-pdf.ts';
import { loadPdf, prepareImage, TRACE_MARKER, watermarkImage, watermarkPdf } from './watermark.ts';

/** A missing file, one of a folder the buyer may not see, one of a room they cannot enter: one 404. */
export const FILE_NOT_FOUND = 'No encontramos ese archivo.';
export const ROOM_NOT_FOUND = 'No encontramos esa sala de datos.';
const FOLDER_NOT_FOUND = 'No encontramos esa carpeta.';
const UNSUPPORTED =
  'No pudimos usar ese archivo: la sala de datos acepta PDF, imágenes JPG, PNG o WebP y hojas de cálculo xlsx o csv.';

type Viewer = CurrentUser | null;

export interface ServedCopy {
  body: Buffer | Readable;
  contentType: string;
  fileName: string;
  disposition: 'inline' | 'attachment';
  /** The copy's trace id (a buyer's watermarked copy); null for the seller's own reads. */
  traceId: string | null;
}

interface RoomAccess {
  listing: RoomListing;
  role: 'seller' | 'admin' | 'buyer';
  user: CurrentUser;
  /** For a buyer: the folders they may see (ids). */
  visibleFolderIds: Set<number> | null;
}

const nameOf = (u: { fullName: string | null; username: string }) => u.fullName?.trim() || u.username;

// ---------- what other modules call ----------

/**
 * Whether `viewer` may see a folder of the listing's room: its seller or an admin, or a buyer
 * with access (decision 062) whose standing meets the folder's level. For other modules (Q&A).
 */
export async function buyerCanSeeFolder(
  app: FastifyInstance,
  viewer: Pick<CurrentUser, 'id' | 'role'> | null,
  businessId: number,
  folderId: number,
): Promise<boolean> {
  if (!viewer) return false;
  const listing = await findRoomListing(app.db, businessId);
  const folder = listing ? await findFolder(app.db, businessId, folderId) : null;
  if (!listing || !folder) return false;
  if (viewer.id === listing.sellerId || viewer.role === 'admin') return true;
  const visible = await visibleFolders(app.db, viewer, listing, [folder]);
  return visible.has(folder.id);
}

/**
 * Stores a file in the listing's room, in the folder `folderId` or the one called `folderName`
 * (created when missing, with `accessLevel`, `nda` unless given; an existing folder keeps the
 * level its seller set): what Q&A answers and checklist evidence use.
 * The bytes are checked like an upload (magic bytes, each format opened once; Spanish 4xx
 * otherwise). The stored objects are written first, then the rows in one transaction, in which
 * `onAdded` runs too: a caller's row that points at the file commits with it or not at all.
 */
export async function addFileToRoom(
  app: FastifyInstance,
  input: {
    businessId: number;
    folderId?: number;
    folderName?: string;
    /** The level of a `folderName` folder this call creates (never changes an existing one). */
    accessLevel?: DataRoomAccessLevel;
    uploadedBy: number;
    buffer: Buffer;
    filename: string;
    onAdded?: (tx: Db, fileId: number, versionId: number) => Promise<unknown>;
  },
): Promise<{ fileId: number; versionId: number; folderId: number; name: string }> {
  await ensureRoom(app.db, input.businessId);
  let folder: FolderRow | null = null;
  if (input.folderId !== undefined) folder = await findFolder(app.db, input.businessId, input.folderId);
  else if (input.folderName) {
    folder =
      (await findFolderByName(app.db, input.businessId, input.folderName)) ??
      (await insertFolder(app.db, {
        businessId: input.businessId,
        name: input.folderName,
        accessLevel: input.accessLevel ?? 'nda',
      })) ??
      (await findFolderByName(app.db, input.businessId, input.folderName));
  }
  if (!folder) throw AppError.notFound(FOLDER_NOT_FOUND);
  const prepared = await prepareUpload(input.buffer, input.filename);
  const folderId = folder.id;
  return app.db.transaction(async (tx) => {
    const file = await insertFile(tx, {
      businessId: input.businessId,
      folderId,
      name: prepared.fileName,
      kind: kindOf(prepared.format),
      createdBy: input.uploadedBy,
    });
    const version = await storeVersion(app, tx, input.businessId, file!.id, 1, prepared, input.uploadedBy);
    await input.onAdded?.(tx, file!.id, version.id);
    return { fileId: file!.id, versionId: version.id, folderId, name: prepared.fileName };
  });
}

/** The room as `viewer` sees it (the buyer's folders only), or the room's 404: for Q&A. */
export function roomAsSeenBy(app: FastifyInstance, viewer: CurrentUser | null, businessId: number) {
  return new DataRoomService(app).room(viewer, businessId);
}

/** The listing of a room (seller, title, status), or the room's 404. */
export async function roomListingOf(app: FastifyInstance, businessId: number): Promise<RoomListing> {
  const listing = await findRoomListing(app.db, businessId);
  if (!listing) throw AppError.notFound(ROOM_NOT_FOUND);
  return listing;
}

/**
 * A listing document (decision 042) that a buyer fetches through the listing's own download
 * route: the room's file for it, watermarked for them and recorded as a download with its trace
 * id, exactly as the room serves it (decisions 172, 173). Null when the room does not show it
 * to them (the caller answers its 404); a folder without downloads is the room's 403.
 */
export async function listingDocumentCopy(
  app: FastifyInstance,
  viewer: CurrentUser,
  businessId: number,
  entry: string,
  ctx: RequestContext,
): Promise<ServedCopy | null> {
  const room = new DataRoomService(app);
  try {
    // Entering brings the listing's documents into the room, this one included.
    await roomAsSeenBy(app, viewer, businessId);
    const file = (await mirroredEntries(app.db, businessId)).find((m) => m.entry === entry);
    if (!file) return null;
    return await room.serve(viewer, businessId, file.id, 'download', ctx);
  } catch (err) {
    if (err instanceof AppError && err.statusCode === 404) return null;
    throw err;
  }
}

/**
 * Every copy of the room a buyer received on a listing, oldest first, with its trace id, file,
 * version hash and the seconds the viewer reported per page: the deal file's access log (decision 176).
 */
export async function roomAccessLog(db: Db, input: { businessId: number; buyerId: number }) {
  const { copies, pages } = await activityRows(db, input.businessId, input.buyerId);
  return {
    copies: copies.map((c) => ({
      traceId: c.traceId,
      fileId: c.fileId,
      fileName: c.fileName,
      folderName: c.folderName,
      version: c.version,
      versionSha256: c.versionSha256,
      mode: c.mode as DataRoomDeliveryMode,
      at: c.createdAt.toISOString(),
      ipAddress: c.ipAddress,
      userAgent: c.userAgent,
    })),
    pageSeconds: pages.map((p) => ({ fileId: p.fileId, page: p.page, seconds: Math.round(p.ms / 1000) })),
  };
}

/**
 * The current version of a room file as it was uploaded (no watermark, nothing recorded), or null
 * when it is gone: the deal file's evidence copies (decision 176), whose SHA-256 is the room's.
 */
export async function roomFileOriginal(
  app: FastifyInstance,
  businessId: number,
  fileId: number,
): Promise<{ fileName: string; version: number; sha256: string; data: Buffer } | null> {
  const file = await findFile(app.db, businessId, fileId);
  const current = file ? (await versionsOf(app.db, [file.id]))[0] : undefined;
  const stored = current ? await app.storage.getPrivate(current.storageKey) : null;
  if (!current || !stored) return null;
  return {
    fileName: current.fileName,
    version: current.version,
    sha256: current.sha256,
    data: await readAll(stored.body),
  };
}

// ---------- helpers ----------

async function visibleFolders(
  db: Db,
  viewer: Pick<CurrentUser, 'id' | 'role'>,
  listing: RoomListing,
  folders: FolderRow[],
): Promise<Set<number>> {
  if (!(ROOM_OPEN_STATUSES as readonly string[]).includes(listing.status)) return new Set();
  const { hasAccess } = await accessOf(db, viewer, { id: listing.id, sellerId: listing.sellerId });
  if (!hasAccess) return new Set();
  const acceptedOffer = folders.some((f) => f.accessLevel === 'accepted_offer')
    ? await buyerHasAcceptedOffer(db, listing.id, viewer.id)
    : false;
  const named = await namedBuyersOf(
    db,
    folders.filter((f) => f.accessLevel === 'named').map((f) => f.id),
  );
  return new Set(
    folders
      .filter((f) =>
        buyerSeesFolder(
          { accessLevel: f.accessLevel, namedBuyerIds: (named.get(f.id) ?? []).map((b) => b.id) },
          viewer.id,
          { hasAccess, acceptedOffer },
        ),
      )
      .map((f) => f.id),
  );
}

interface PreparedUpload {
  data: Buffer;
  format: DataRoomFormat;
  fileName: string;
  /** Spreadsheets: their PDF table; images: the oriented, smaller JPEG every copy starts from. */
  rendered: Buffer | null;
}

/** Magic bytes, then each format opened once: a file that cannot be served is refused now. */
async function prepareUpload(data: Buffer, filename: string): Promise<PreparedUpload> {
  const format = sniffFormat(data, filename);
  if (!format) throw new AppError(errorCodes.unsupportedMediaType, 415, UNSUPPORTED);
  const fileName = sanitiseFileName(filename, format);
  if (format === 'pdf') {
    try {
      if ((await loadPdf(data)).getPageCount() === 0) throw new Error('no pages');
    } catch {
      throw AppError.badRequest(
        'No pudimos abrir ese PDF: está dañado o protegido con contraseña. Guárdalo sin contraseña y vuelve a subirlo.',
      );
    }
    return { data, format, fileName, rendered: null };
  }
  if (format === 'xlsx' || format === 'csv') {
    try {
      const sheets = format === 'xlsx' ? readXlsx(data) : readCsv(data);
      return { data, format, fileName, rendered: Buffer.from(await sheetsToPdf(sheets, fileName)) };
    } catch (err) {
      if (!(err instanceof SpreadsheetError)) throw err;
      throw AppError.badRequest(
        'No pudimos leer esa hoja de cálculo. Guárdala como xlsx o csv y vuelve a subirla.',
      );
    }
  }
  try {
    return { data, format, fileName, rendered: await prepareImage(data) };
  } catch {
    throw AppError.badRequest(
      'No pudimos procesar la imagen: está dañada o es demasiado grande (máximo 40 megapíxeles). Prueba con otra.',
    );
  }
}

async function storeVersion(
  app: FastifyInstance,
  db: Db,
  businessId: number,
  fileId: number,
  version: number,
  prepared: PreparedUpload,
  uploadedBy: number,
): Promise<VersionRow> {
  const storageKey = versionStorageKey(businessId, fileId, version, prepared.fileName);
  await app.storage.putPrivate(storageKey, prepared.data);
  let renderKey: string | null = null;
  if (prepared.rendered) {
    renderKey = renderStorageKey(businessId, fileId, version);
    await app.storage.putPrivate(renderKey, prepared.rendered);
  }
  return insertVersion(db, {
    fileId,
    version,
    storageKey,
    renderKey,
    fileName: prepared.fileName,
    format: prepared.format,
    size: prepared.data.length,
    sha256: createHash('sha256').update(prepared.data).digest('hex'),
    uploadedBy,
  });
}

async function readAll(body: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const viewTypeOf = (kind: string): DataRoomFile['viewType'] =>
  kind === 'image' ? 'image/jpeg' : 'application/pdf';

/** The room of decisions 172 and 173: folders, files and versions, watermarked copies, activity. */
export class DataRoomService {
  constructor(private readonly app: FastifyInstance) {}

  // ---------- reading ----------

  async room(viewer: Viewer, businessId: number): Promise<DataRoomResponse> {
    const access = await this.enter(viewer, businessId, ROOM_NOT_FOUND);
    const folders = await listFolders(this.app.db, businessId);
    const shown = access.visibleFolderIds
      ? folders.filter((f) => access.visibleFolderIds!.has(f.id))
      : folders;
    const files = await listFiles(this.app.db, businessId);
    const versions = await versionsOf(
      this.app.db,
      files.map((f) => f.id),
    );
    const seller = access.role !== 'buyer';
    const named = seller
      ? await namedBuyersOf(
          this.app.db,
          shown.map((f) => f.id),
        )
      : new Map();
    const out: DataRoomFolder[] = shown.map((folder) => ({
      id: folder.id,
      name: folder.name,
      kind: folder.kind as DataRoomFolder['kind'],
      position: folder.position,
      accessLevel: folder.accessLevel as DataRoomFolder['accessLevel'],
      downloadsAllowed: folder.downloadsAllowed,
      originalsAllowed: folder.originalsAllowed,
      namedBuyers: named.get(folder.id) ?? [],
      files: files
        .filter((f) => f.folderId === folder.id)
        .map((f) =>
          this.toFile(
            businessId,
            folder,
            f,
            versions.filter((v) => v.fileId === f.id),
            seller,
          ),
        )
        .filter((f): f is DataRoomFile => f !== null),
    }));
    return {
      businessId,
      reference: listingReference(businessId),
      title: access.listing.title,
      role: access.role,
      folders: out,
      buyers: seller ? await buyersWithAccess(this.app.db, businessId) : [],
    };
  }

  private toFile(
    businessId: number,
    folder: FolderRow,
    file: FileRow,
    versions: VersionRow[],
    seller: boolean,
  ): DataRoomFile | null {
    const [current] = versions;
    if (!current) return null;
    const base = `/api/businesses/${businessId}/data-room/files/${file.id}`;
    const toVersion = (v: VersionRow): DataRoomVersion => ({
      id: v.id,
      version: v.version,
      fileName: v.fileName,
      format: v.format as DataRoomFormat,
      size: v.size,
      uploadedAt: v.createdAt.toISOString(),
      superseded: v.id !== current.id,
      viewUrl: v.id === current.id ? `${base}/view` : `${base}/view?version=${v.version}`,
    });
    const downloadable = seller || folder.downloadsAllowed;
    return {
      id: file.id,
      folderId: folder.id,
      name: file.name,
      kind: file.kind as DataRoomFile['kind'],
      viewType: viewTypeOf(file.kind),
      current: toVersion(current),
      versions: seller ? versions.map(toVersion) : [],
      viewUrl: `${base}/view`,
      downloadUrl: downloadable ? `${base}/download` : null,
      downloadIsOriginal: file.kind !== 'spreadsheet' ? seller : seller || folder.originalsAllowed,
    };
  }

  /**
   * Who enters: the seller and admins always (the room is created then); a buyer with access to
   * a listing whose room is open, seeing only the folders their standing allows. Anyone else
   * gets the 404 of a missing room. The listing's documents are brought in step on every entry.
   */
  private async enter(viewer: Viewer, businessId: number, notFound: string): Promise<RoomAccess> {
    const listing = await findRoomListing(this.app.db, businessId);
    if (!listing || !viewer) throw AppError.notFound(notFound);
    const role = roleOf(viewer, listing.sellerId);
    if (role !== 'buyer') {
      await ensureRoom(this.app.db, businessId);
      await this.mirrorListingDocuments(listing);
      return { listing, role, user: viewer, visibleFolderIds: null };
    }
    const folders = await listFolders(this.app.db, businessId);
    const visible = await visibleFolders(this.app.db, viewer, listing, folders);
    if (visible.size === 0 && folders.length === 0) {
      // A room its seller never opened: a buyer with access still gets the listing's documents.
      const { hasAccess } = await accessOf(this.app.db, viewer, {
        id: listing.id,
        sellerId: listing.sellerId,
      });
      if (!hasAccess || !(ROOM_OPEN_STATUSES as readonly string[]).includes(listing.status))
        throw AppError.notFound(notFound);
      await ensureRoom(this.app.db, businessId);
      await this.mirrorListingDocuments(listing);
      return this.enter(viewer, businessId, notFound);
    }
    if (visible.size === 0) throw AppError.notFound(notFound);
    await this.mirrorListingDocuments(listing);
    return { listing, role, user: viewer, visibleFolderIds: visible };
  }

  /**
   * The listing's documents (decision 042) as files of the room's first folder: an entry added by
   * the listing form becomes a file, a removed one leaves the room (its copies stay recorded).
   */
  private async mirrorListingDocuments(listing: RoomListing): Promise<void> {
    const mirrored = await mirroredEntries(this.app.db, listing.id);
    const known = new Set(mirrored.map((m) => m.entry));
    const current = new Set(listing.documents);
    for (const gone of mirrored.filter((m) => !current.has(m.entry)))
      await markFileDeleted(this.app.db, gone.id);
    const added = listing.documents.filter((e) => !known.has(e));
    if (added.length === 0) return;
    const folder = (await listFolders(this.app.db, listing.id)).find((f) => f.kind === 'listing_documents');
    if (!folder) return;
    for (const entry of added) {
      const key = documentStorageKey(listing.id, entry);
      const stored = await this.app.storage.getPrivate(key);
      if (!stored) continue;
      const data = await readAll(stored.body);
      const name = parseDocumentEntry(entry).name;
      await this.app.db.transaction(async (tx) => {
        const file = await insertFile(tx, {
          businessId: listing.id,
          folderId: folder.id,
          name,
          kind: 'pdf',
          createdBy: listing.sellerId,
          listingDocumentEntry: entry,
        });
        if (!file) return; // mirrored by a parallel read
        await insertVersion(tx, {
          fileId: file.id,
          version: 1,
          storageKey: key,
          fileName: name,
          format: 'pdf',
          size: data.length,
          sha256: createHash('sha256').update(data).digest('hex'),
          uploadedBy: listing.sellerId,
        });
      });
    }
  }

  /** The file and its version a viewer may read, or the one 404. */
  private async readable(viewer: Viewer, businessId: number, fileId: number, versionNumber?: number) {
    let access: RoomAccess;
    try {
      access = await this.enter(viewer, businessId, FILE_NOT_FOUND);
    } catch (err) {
      if (err instanceof AppError && err.statusCode === 404) throw AppError.notFound(FILE_NOT_FOUND);
      throw err;
    }
    const file = await findFile(this.app.db, businessId, fileId);
    if (!file || (access.visibleFolderIds && !access.visibleFolderIds.has(file.folderId)))
      throw AppError.notFound(FILE_NOT_FOUND);
    const folder = (await findFolder(this.app.db, businessId, file.folderId))!;
    const versions = await versionsOf(this.app.db, [file.id]);
    const current = versions[0];
    // Buyers see the current version only; superseded ones are the seller's.
    const version =
      versionNumber === undefined || access.role === 'buyer'
        ? versionNumber === undefined || versionNumber === current?.version
          ? current
          : undefined
        : versions.find((v) => v.version === versionNumber);
    if (!version) throw AppError.notFound(FILE_NOT_FOUND);
    return { access, file, folder, version };
  }

  /**
   * One copy of a file: for a buyer, watermarked for them with a new trace id, recorded before
   * it is sent (if the record fails, nothing is sent); for the seller and admins, their own file.
   * Authorised on every request: a URL fetched before a revocation answers 404 after it.
   */
  async serve(
    viewer: Viewer,
    businessId: number,
    fileId: number,
    mode: DataRoomDeliveryMode,
    ctx: RequestContext,
    versionNumber?: number,
  ): Promise<ServedCopy> {
    const { access, file, folder, version } = await this.readable(viewer, businessId, fileId, versionNumber);
    const buyer = access.role === 'buyer';
    if (mode === 'download' && buyer && !folder.downloadsAllowed) {
      throw AppError.forbidden(
        'El vendedor no permite descargar los archivos de esta carpeta. Puedes verlos en el visor.',
      );
    }
    const disposition = mode === 'download' ? 'attachment' : 'inline';
    const original =
      mode === 'download' && (!buyer || file.kind !== 'spreadsheet' || folder.originalsAllowed);
    const spreadsheetOriginal = original && file.kind === 'spreadsheet';

    if (!buyer) {
      if (original || file.kind === 'pdf') {
        const stored = await this.app.storage.getPrivate(version.storageKey);
        if (!stored) throw AppError.notFound(FILE_NOT_FOUND);
        return {
          body: stored.body,
          contentType: CONTENT_TYPES[version.format as DataRoomFormat],
          fileName: version.fileName,
          disposition,
          traceId: null,
        };
      }
      const rendered = await this.app.storage.getPrivate(version.renderKey ?? version.storageKey);
      if (!rendered) throw AppError.notFound(FILE_NOT_FOUND);
      return {
        body: rendered.body,
        contentType: viewTypeOf(file.kind),
        fileName: servedName(version.fileName, file.kind as DataRoomFile['kind']),
        disposition,
        traceId: null,
      };
    }

    const traceId = newTraceId();
    let body: Buffer;
    let contentType: string;
    let fileName: string;
    if (spreadsheetOriginal) {
      // The original spreadsheet cannot carry a watermark: the copy is recorded, its id is the row's.
      const stored = await this.app.storage.getPrivate(version.storageKey);
      if (!stored) throw AppError.notFound(FILE_NOT_FOUND);
      body = await readAll(stored.body);
      contentType = CONTENT_TYPES[version.format as DataRoomFormat];
      fileName = version.fileName;
    } else {
      const source = file.kind === 'pdf' ? version.storageKey : (version.renderKey ?? version.storageKey);
      const stored = await this.app.storage.getPrivate(source);
      if (!stored) throw AppError.notFound(FILE_NOT_FOUND);
      const bytes = await readAll(stored.body);
      const stamp = {
        buyerName: nameOf(access.user),
        documentLast4: await verifiedDocumentLast4(this.app, access.user),
        at: new Date(),
        reference: listingReference(businessId),
        traceId,
      };
      try {
        body =
          file.kind === 'image'
            ? await watermarkImage(bytes, stamp)
            : Buffer.from(await watermarkPdf(bytes, stamp));
      } catch {
        throw AppError.conflict(
          'No pudimos preparar la copia con tu marca de agua de este archivo. Avísale al vendedor para que lo vuelva a subir.',
        );
      }
      contentType = viewTypeOf(file.kind);
      fileName = servedName(version.fileName, file.kind as DataRoomFile['kind']);
    }
    await insertDownload(this.app.db, {
      traceId,
      businessId,
      fileId: file.id,
      versionId: version.id,
      userId: access.user.id,
      mode,
      ipAddress: ctx.ip,
      userAgent: ctx.userAgent,
    });
    return { body, contentType, fileName, disposition, traceId };
  }

  /** The viewer's page times of one of the buyer's own views, checked against their access again. */
  async recordViews(viewer: Viewer, businessId: number, fileId: number, input: DataRoomViewEventsInput) {
    const { access } = await this.readable(viewer, businessId, fileId);
    const view = await findOwnView(this.app.db, input.viewId, access.user.id, businessId, fileId);
    if (!view) throw AppError.notFound('No encontramos esa vista del archivo.');
    await insertViewEvents(this.app.db, view.id, input.pages);
    return { recorded: input.pages.length };
  }

  // ---------- the seller's changes ----------

  /** The seller or an admin; anyone else gets the 404 of a missing room. */
  private async manage(user: CurrentUser, businessId: number): Promise<RoomListing> {
    const listing = await findRoomListing(this.app.db, businessId);
    if (!listing || (listing.sellerId !== user.id && user.role !== 'admin'))
      throw AppError.notFound(ROOM_NOT_FOUND);
    await ensureRoom(this.app.db, businessId);
    return listing;
  }

  private async folderOf(businessId: number, folderId: number): Promise<FolderRow> {
    const folder = await findFolder(this.app.db, businessId, folderId);
    if (!folder) throw AppError.notFound(FOLDER_NOT_FOUND);
    return folder;
  }

  async createFolder(user: CurrentUser, businessId: number, input: CreateDataRoomFolderInput) {
    await this.manage(user, businessId);
    if ((await countFolders(this.app.db, businessId)) >= DATA_ROOM_FOLDER_LIMIT) {
      throw AppError.conflict(`La sala de datos puede tener hasta ${DATA_ROOM_FOLDER_LIMIT} carpetas.`);
    }
    const row = await insertFolder(this.app.db, {
      businessId,
      name: input.name,
      accessLevel: input.accessLevel ?? 'nda',
    });
    if (!row) throw nameTaken();
    return this.room(user, businessId);
  }

  async updateFolder(
    user: CurrentUser,
    businessId: number,
    folderId: number,
    input: UpdateDataRoomFolderInput,
  ) {
    await this.manage(user, businessId);
    const folder = await this.folderOf(businessId, folderId);
    if (input.name !== undefined && input.name.toLowerCase() !== folder.name.toLowerCase()) {
      const other = await findFolderByName(this.app.db, businessId, input.name);
      if (other) throw nameTaken();
    }
    if (input.namedBuyerIds) {
      const allowed = new Set((await buyersWithAccess(this.app.db, businessId)).map((b) => b.id));
      const unknown = input.namedBuyerIds.filter((id) => !allowed.has(id));
      if (unknown.length) {
        throw AppError.invalidField(
          'namedBuyerIds',
          'Solo puedes elegir compradores que firmaron el acuerdo y tienen acceso a este negocio.',
        );
      }
    }
    await this.app.db.transaction(async (tx) => {
      const patch: Parameters<typeof updateFolder>[2] = {};
      if (input.name !== undefined) patch.name = input.name;
      if (input.accessLevel !== undefined) patch.accessLevel = input.accessLevel;
      if (input.downloadsAllowed !== undefined) patch.downloadsAllowed = input.downloadsAllowed;
      if (input.originalsAllowed !== undefined) patch.originalsAllowed = input.originalsAllowed;
      if (Object.keys(patch).length) await updateFolder(tx, folderId, patch);
      if (input.namedBuyerIds) await setNamedBuyers(tx, folderId, [...new Set(input.namedBuyerIds)]);
    });
    return this.room(user, businessId);
  }

  async deleteFolder(user: CurrentUser, businessId: number, folderId: number) {
    await this.manage(user, businessId);
    const folder = await this.folderOf(businessId, folderId);
    if ((await countFilesIn(this.app.db, folder.id)) > 0) {
      throw AppError.conflict(
        'Solo puedes eliminar una carpeta vacía. Mueve o elimina sus archivos primero.',
      );
    }
    if (folder.kind === 'listing_documents') {
      throw AppError.conflict(
        'Esta carpeta muestra los documentos del anuncio: se gestionan desde el anuncio.',
      );
    }
    await deleteFolder(this.app.db, folder.id);
    return this.room(user, businessId);
  }

  async reorder(user: CurrentUser, businessId: number, folderIds: number[]) {
    await this.manage(user, businessId);
    const folders = await listFolders(this.app.db, businessId);
    const ids = new Set(folders.map((f) => f.id));
    if (
      folderIds.length !== ids.size ||
      new Set(folderIds).size !== ids.size ||
      folderIds.some((id) => !ids.has(id))
    ) {
      throw AppError.invalidField('folderIds', 'Envía cada carpeta de la sala una vez, en el orden nuevo.');
    }
    await this.app.db.transaction(async (tx) => {
      for (const [position, id] of folderIds.entries()) await updateFolder(tx, id, { position });
    });
    return this.room(user, businessId);
  }

  async upload(
    user: CurrentUser,
    businessId: number,
    folderId: number,
    readFile: () => Promise<{ data: Buffer; filename: string }>,
  ) {
    await this.manage(user, businessId);
    const folder = await this.folderOf(businessId, folderId);
    if ((await countFilesIn(this.app.db, folder.id)) >= DATA_ROOM_FILES_PER_FOLDER) {
      throw AppError.conflict(`Cada carpeta puede tener hasta ${DATA_ROOM_FILES_PER_FOLDER} archivos.`);
    }
    await consumeUpload(this.app, user);
    const { data, filename } = await readFile();
    await addFileToRoom(this.app, {
      businessId,
      folderId: folder.id,
      uploadedBy: user.id,
      buffer: data,
      filename,
    });
    return this.room(user, businessId);
  }

  /** A new version of a file: the older ones stay, for the seller, marked superseded. */
  async newVersion(
    user: CurrentUser,
    businessId: number,
    fileId: number,
    readFile: () => Promise<{ data: Buffer; filename: string }>,
  ) {
    await this.manage(user, businessId);
    const file = await findFile(this.app.db, businessId, fileId);
    if (!file) throw AppError.notFound(FILE_NOT_FOUND);
    if (file.listingDocumentEntry) {
      throw AppError.conflict('Este documento es del anuncio: cámbialo desde el anuncio.');
    }
    await consumeUpload(this.app, user);
    const { data, filename } = await readFile();
    const prepared = await prepareUpload(data, filename);
    await this.app.db.transaction(async (tx) => {
      const version = await nextVersionNumber(tx, file.id);
      await storeVersion(this.app, tx, businessId, file.id, version, prepared, user.id);
      await touchFile(tx, file.id, prepared.fileName, kindOf(prepared.format));
    });
    return this.room(user, businessId);
  }

  async deleteFile(user: CurrentUser, businessId: number, fileId: number) {
    await this.manage(user, businessId);
    const file = await findFile(this.app.db, businessId, fileId);
    if (!file) throw AppError.notFound(FILE_NOT_FOUND);
    if (file.listingDocumentEntry) {
      throw AppError.conflict('Este documento es del anuncio: elimínalo desde el anuncio.');
    }
    await markFileDeleted(this.app.db, file.id);
    return this.room(user, businessId);
  }

  // ---------- activity and tracing ----------

  async activity(user: CurrentUser, businessId: number): Promise<DataRoomActivityResponse> {
    await this.manage(user, businessId);
    const { copies, pages } = await activityRows(this.app.db, businessId);
    const buyers = new Map<number, DataRoomActivityResponse['buyers'][number]>();
    for (const c of copies) {
      let buyer = buyers.get(c.userId);
      if (!buyer) {
        buyer = {
          buyer: { id: c.userId, name: nameOf(c) },
          lastSeenAt: c.createdAt.toISOString(),
          files: [],
        };
        buyers.set(c.userId, buyer);
      }
      buyer.lastSeenAt = c.createdAt.toISOString();
      let file = buyer.files.find((f) => f.fileId === c.fileId);
      if (!file) {
        const filePages = pages
          .filter((p) => p.userId === c.userId && p.fileId === c.fileId)
          .map((p) => ({ page: p.page, seconds: Math.round(p.ms / 1000) }));
        file = {
          fileId: c.fileId,
          fileName: c.fileName,
          folderName: c.folderName,
          firstOpenedAt: null,
          lastOpenedAt: null,
          views: 0,
          downloads: 0,
          totalSeconds: filePages.reduce((a, p) => a + p.seconds, 0),
          pages: filePages,
        };
        buyer.files.push(file);
      }
      if (c.mode === 'download') file.downloads++;
      else {
        file.views++;
        file.firstOpenedAt ??= c.createdAt.toISOString();
        file.lastOpenedAt = c.createdAt.toISOString();
      }
    }
    return { buyers: [...buyers.values()].sort((a, b) => b.lastSeenAt.localeCompare(a.lastSeenAt)) };
  }

  /** Who received the copy with this trace id: the listing's seller or an admin; others the same 404. */
  async trace(user: CurrentUser, traceId: string): Promise<DataRoomTraceResponse> {
    const row = await findDownloadByTrace(this.app.db, traceId);
    if (!row || (row.sellerId !== user.id && user.role !== 'admin')) {
      throw AppError.notFound('No encontramos ninguna copia con ese código en tus salas de datos.');
    }
    const d = row.download;
    return {
      traceId: d.traceId,
      businessId: d.businessId,
      reference: listingReference(d.businessId),
      buyer: { id: d.userId, name: nameOf(row) },
      fileId: d.fileId,
      fileName: row.fileName,
      version: row.version,
      mode: d.mode as DataRoomDeliveryMode,
      at: d.createdAt.toISOString(),
      ipAddress: d.ipAddress,
      userAgent: d.userAgent,
    };
  }

  /** The trace id of a leaked copy (PDF or image), read from where the watermark hid it. */
  async traceFile(user: CurrentUser, data: Buffer): Promise<DataRoomTraceResponse> {
    const found = await traceIdIn(data);
    if (!found) {
      throw AppError.badRequest(
        'No encontramos el código de copia en ese archivo. Si la copia es una foto o una captura, pega el código DR-… que aparece al pie.',
      );
    }
    return this.trace(user, found);
  }
}

/** PDF: the metadata, then the invisible text; image: the EXIF description; else the raw bytes. */
async function traceIdIn(data: Buffer): Promise<string | null> {
  const format = sniffFormat(data, '');
  if (format === 'pdf') {
    try {
      const doc = await loadPdf(data);
      const fromMeta = findTraceId(`${doc.getKeywords() ?? ''} ${doc.getSubject() ?? ''}`, TRACE_MARKER);
      if (fromMeta) return fromMeta;
    } catch {
      // A damaged copy: its bytes may still hold the id.
    }
  }
  return findTraceId(data.toString('latin1'), TRACE_MARKER) ?? findTraceId(data.toString('latin1'));
}

function nameTaken() {
  return AppError.conflict('Ya hay una carpeta con ese nombre en la sala de datos.');
}
