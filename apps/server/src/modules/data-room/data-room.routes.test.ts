import { utils, write } from '@e965/xlsx';
import {
  type DataRoomResponse,
  DEFAULT_DATA_ROOM_FOLDERS,
  LISTING_DOCUMENTS_FOLDER,
} from '@traspasa/shared/data-room';
import { and, eq } from 'drizzle-orm';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import sharp from 'sharp';
import { extractText, getDocumentProxy } from 'unpdf';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, loginAs, type TestApp } from '../../../test/helpers.ts';
import { dataRoomDownloads, dataRoomViewEvents } from '../../db/schema/data-room.ts';
import { identityVerifications } from '../../db/schema/identity.ts';
import { users } from '../../db/schema/users.ts';
import { createListing, createNda, multipart } from '../business-media/media.test-kit.ts';
import { addFileToRoom } from './data-room.service.ts';

type Login = Awaited<ReturnType<typeof loginAs>>;
let t: TestApp;
let seller: Login;
let buyer: Login;
let other: Login;
let stranger: Login;
let admin: Login;
let otherSeller: Login;
let listingId: number;
let buyerNdaId: number;
const BUYER_NAME = 'Gabriela Ñáñez Villacís';
const REFERENCE = () => `TR-${String(listingId).padStart(6, '0')}`;

async function pdfOf(pages: number, label = 'Balance'): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let p = 1; p <= pages; p++) {
    doc.addPage([595, 842]).drawText(`${label} página ${p}`, { x: 56, y: 780, size: 14, font });
  }
  return Buffer.from(await doc.save());
}

const jpeg = () =>
  sharp({ create: { width: 1200, height: 800, channels: 3, background: '#2f855a' } })
    .jpeg()
    .toBuffer();

function xlsx(): Buffer {
  const book = utils.book_new();
  utils.book_append_sheet(
    book,
    utils.aoa_to_sheet([
      ['Mes', 'Ventas'],
      ['Enero', 12500],
      ['Febrero', 13900],
    ]),
    'Ventas 2025',
  );
  return write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
}

function upload(url: string, headers: Record<string, string>, name: string, data: Buffer) {
  const body = multipart('file', name, data);
  return t.app.inject({
    method: 'POST',
    url,
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
}

const base = () => `/api/businesses/${listingId}/data-room`;
const get = (url: string, who: Login) => t.app.inject({ method: 'GET', url, headers: who.headers });
const roomOf = async (who: Login) => {
  const res = await get(base(), who);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<DataRoomResponse>();
};
const folderNamed = (room: DataRoomResponse, name: string) => room.folders.find((f) => f.name === name)!;
const fileNamed = (room: DataRoomResponse, name: string) =>
  room.folders.flatMap((f) => f.files).find((f) => f.name === name)!;

async function pagesOf(pdf: Buffer): Promise<string[]> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: false });
  return text;
}

beforeAll(async () => {
  t = await buildTestApp({ RATE_UPLOADS_PER_USER_HOUR: '1000' });
  [seller, buyer, other, stranger, admin, otherSeller] = await Promise.all([
    loginAs(t, 'seller'),
    loginAs(t, 'buyer'),
    loginAs(t, 'buyer'),
    loginAs(t, 'buyer'),
    loginAs(t, 'admin'),
    loginAs(t, 'seller'),
  ]);
  await t.db
    .update(users)
    .set({ fullName: BUYER_NAME, identityVerified: true })
    .where(eq(users.id, buyer.user.id));
  await t.db.insert(identityVerifications).values({
    userId: buyer.user.id,
    documentType: 'cedula_ec',
    documentCountry: 'EC',
    documentNumber: '1710034065',
    documentNumberHint: '••••4065',
    status: 'approved',
    consentAt: new Date(),
    decidedAt: new Date(),
  });
  const listing = await createListing(t.db, { sellerId: seller.user.id });
  listingId = listing.id;
  buyerNdaId = (await createNda(t.db, buyer.user.id, listingId, 'signed')).id;
  await createNda(t.db, other.user.id, listingId, 'signed');
});

describe('the seller builds the room', () => {
  it('opens with the listing documents folder and the default set, and the folders can be changed', async () => {
    const room = await roomOf(seller);
    expect(room.role).toBe('seller');
    expect(room.reference).toBe(REFERENCE());
    expect(room.folders.map((f) => f.name)).toEqual([LISTING_DOCUMENTS_FOLDER, ...DEFAULT_DATA_ROOM_FOLDERS]);
    expect(room.buyers.map((b) => b.id).sort()).toEqual([buyer.user.id, other.user.id].sort());

    const added = await t.app.inject({
      method: 'POST',
      url: `${base()}/folders`,
      headers: seller.headers,
      payload: { name: 'Due diligence legal', accessLevel: 'accepted_offer' },
    });
    expect(added.statusCode, added.body).toBe(200);
    const again = await t.app.inject({
      method: 'POST',
      url: `${base()}/folders`,
      headers: seller.headers,
      payload: { name: 'due DILIGENCE legal' },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('Ya hay una carpeta con ese nombre en la sala de datos.');

    const legal = folderNamed(added.json(), 'Due diligence legal');
    const renamed = await t.app.inject({
      method: 'PATCH',
      url: `${base()}/folders/${legal.id}`,
      headers: seller.headers,
      payload: { name: 'Legal' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(folderNamed(renamed.json(), 'Legal').accessLevel).toBe('accepted_offer');

    const ids = (renamed.json() as DataRoomResponse).folders.map((f) => f.id);
    const order = [ids.at(-1)!, ...ids.slice(0, -1)];
    const reordered = await t.app.inject({
      method: 'PUT',
      url: `${base()}/folders/order`,
      headers: seller.headers,
      payload: { folderIds: order },
    });
    expect(reordered.statusCode, reordered.body).toBe(200);
    expect((reordered.json() as DataRoomResponse).folders.map((f) => f.id)).toEqual(order);

    const otros = folderNamed(reordered.json(), 'Otros');
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `${base()}/folders/${otros.id}`,
      headers: seller.headers,
    });
    expect(removed.statusCode).toBe(200);
    expect((removed.json() as DataRoomResponse).folders.some((f) => f.name === 'Otros')).toBe(false);
  });

  it('is nobody else’s to change: another seller gets the 404 of a missing room', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `${base()}/folders`,
      headers: otherSeller.headers,
      payload: { name: 'Mía' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe('No encontramos esa sala de datos.');
  });

  it('takes PDFs, images and spreadsheets by their bytes, and refuses the rest in Spanish', async () => {
    const room = await roomOf(seller);
    const finanzas = folderNamed(room, 'Finanzas');
    const url = `${base()}/folders/${finanzas.id}/files`;
    for (const [name, data] of [
      ['Balance 2025.pdf', await pdfOf(3)],
      ['local.jpg', await jpeg()],
      ['ventas.xlsx', xlsx()],
      ['clientes.csv', Buffer.from('Cliente;Saldo\n"Pérez; Hnos.";1200,50\nAndrade;300\n')],
    ] as const) {
      const res = await upload(url, seller.headers, name, data);
      expect(res.statusCode, res.body).toBe(200);
    }
    const listed = folderNamed(await roomOf(seller), 'Finanzas').files;
    expect(listed.map((f) => [f.name, f.kind, f.viewType])).toEqual([
      ['Balance 2025.pdf', 'pdf', 'application/pdf'],
      ['local.jpg', 'image', 'image/jpeg'],
      ['ventas.xlsx', 'spreadsheet', 'application/pdf'],
      ['clientes.csv', 'spreadsheet', 'application/pdf'],
    ]);

    const php = await upload(url, seller.headers, 'balance.pdf', Buffer.from('<?php echo 1; ?>'));
    expect(php.statusCode).toBe(415);
    expect(php.json().error.message).toMatch(/^No pudimos usar ese archivo: la sala de datos acepta PDF/);
    const binaryCsv = await upload(url, seller.headers, 'datos.csv', Buffer.from([0x4d, 0x5a, 0x00, 0x01]));
    expect(binaryCsv.statusCode).toBe(415);
    const brokenPdf = await upload(url, seller.headers, 'roto.pdf', Buffer.from('%PDF-1.7\nnada más'));
    expect(brokenPdf.statusCode).toBe(400);
    expect(brokenPdf.json().error.message).toMatch(/^No pudimos abrir ese PDF/);
    const zipNotXlsx = await upload(url, seller.headers, 'ventas.xlsx', Buffer.from('PK\x03\x04basura'));
    expect(zipNotXlsx.statusCode).toBe(400);
    expect(zipNotXlsx.json().error.message).toMatch(/^No pudimos leer esa hoja de cálculo/);
    expect(folderNamed(await roomOf(seller), 'Finanzas').files).toHaveLength(4);
  });
});

describe('what a buyer sees', () => {
  it('only the folders their standing allows, and the same 404 for a hidden file as for a missing one', async () => {
    const seller0 = await roomOf(seller);
    const legal = folderNamed(seller0, 'Legal');
    const up = await upload(
      `${base()}/folders/${legal.id}/files`,
      seller.headers,
      'Contrato.pdf',
      await pdfOf(1),
    );
    expect(up.statusCode, up.body).toBe(200);
    const hidden = fileNamed(up.json(), 'Contrato.pdf');

    const room = await roomOf(buyer);
    expect(room.role).toBe('buyer');
    expect(room.buyers).toEqual([]);
    expect(room.folders.some((f) => f.name === 'Legal')).toBe(false);
    expect(room.folders.some((f) => f.name === 'Finanzas')).toBe(true);

    const hiddenRes = await get(`${base()}/files/${hidden.id}/view`, buyer);
    const missingRes = await get(`${base()}/files/2147483000/view`, buyer);
    expect(hiddenRes.statusCode).toBe(404);
    expect(hiddenRes.body).toBe(missingRes.body);
    expect(hiddenRes.headers['content-type']).toBe(missingRes.headers['content-type']);
    const strangerRes = await get(`${base()}/files/${hidden.id}/view`, stranger);
    expect(strangerRes.body).toBe(missingRes.body);
    expect((await get(base(), stranger)).statusCode).toBe(404);

    // Named: once the seller names the buyer, that folder opens for them and for nobody else.
    const named = await t.app.inject({
      method: 'PATCH',
      url: `${base()}/folders/${legal.id}`,
      headers: seller.headers,
      payload: { accessLevel: 'named', namedBuyerIds: [buyer.user.id] },
    });
    expect(named.statusCode, named.body).toBe(200);
    expect(folderNamed(named.json(), 'Legal').namedBuyers).toEqual([{ id: buyer.user.id, name: BUYER_NAME }]);
    expect((await get(`${base()}/files/${hidden.id}/view`, buyer)).statusCode).toBe(200);
    expect((await get(`${base()}/files/${hidden.id}/view`, other)).body).toBe(missingRes.body);

    const notABuyer = await t.app.inject({
      method: 'PATCH',
      url: `${base()}/folders/${legal.id}`,
      headers: seller.headers,
      payload: { namedBuyerIds: [stranger.user.id] },
    });
    expect(notABuyer.statusCode).toBe(400);
  });

  it('gets every PDF page watermarked with their name, cédula digits and the deal reference, traceable', async () => {
    const room = await roomOf(buyer);
    const balance = fileNamed(room, 'Balance 2025.pdf');
    expect(balance.versions).toEqual([]);
    const res = await get(balance.viewUrl, buyer);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-disposition']).toMatch(/^inline;/);
    const traceId = res.headers['x-data-room-view'] as string;
    expect(traceId).toMatch(/^DR-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/);

    const pages = await pagesOf(res.rawPayload);
    expect(pages).toHaveLength(3);
    for (const [i, page] of pages.entries()) {
      expect(page, `page ${i + 1}`).toContain(`Balance página ${i + 1}`);
      expect(page, `page ${i + 1}`).toContain(BUYER_NAME);
      expect(page, `page ${i + 1}`).toContain(REFERENCE());
      expect(page, `page ${i + 1}`).toContain('4065');
      expect(page, `page ${i + 1}`).toContain(traceId);
    }

    const [row] = await t.db.select().from(dataRoomDownloads).where(eq(dataRoomDownloads.traceId, traceId));
    expect(row).toMatchObject({
      userId: buyer.user.id,
      fileId: balance.id,
      versionId: balance.current.id,
      mode: 'view',
    });

    // The seller (and an admin) map the leaked copy back, by its code or by the file itself.
    const byCode = await t.app.inject({
      method: 'POST',
      url: '/api/data-room/trace',
      headers: seller.headers,
      payload: { traceId: traceId.toLowerCase() },
    });
    expect(byCode.statusCode, byCode.body).toBe(200);
    expect(byCode.json()).toMatchObject({
      traceId,
      buyer: { id: buyer.user.id, name: BUYER_NAME },
      mode: 'view',
    });
    const leaked = multipart('file', 'reenviado.pdf', res.rawPayload);
    const byFile = await t.app.inject({
      method: 'POST',
      url: '/api/data-room/trace/file',
      headers: { ...admin.headers, ...leaked.headers },
      payload: leaked.payload,
    });
    expect(byFile.statusCode, byFile.body).toBe(200);
    expect(byFile.json()).toMatchObject({ traceId, fileId: balance.id, version: 1 });
    const notTheirs = await t.app.inject({
      method: 'POST',
      url: '/api/data-room/trace',
      headers: otherSeller.headers,
      payload: { traceId },
    });
    expect(notTheirs.statusCode).toBe(404);
  });

  it('gets images as watermarked JPEG with the trace id in the EXIF, and spreadsheets as a watermarked table', async () => {
    const room = await roomOf(buyer);
    const image = await get(fileNamed(room, 'local.jpg').viewUrl, buyer);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
    const traceId = image.headers['x-data-room-view'] as string;
    const meta = await sharp(image.rawPayload).metadata();
    expect(meta.exif?.toString('latin1')).toContain(`traspasa-trace:${traceId}`);
    const original = await sharp(await jpeg())
      .raw()
      .toBuffer();
    const stamped = await sharp(image.rawPayload).raw().toBuffer();
    expect(stamped.equals(original)).toBe(false);

    const sheet = await get(fileNamed(room, 'ventas.xlsx').viewUrl, buyer);
    expect(sheet.headers['content-type']).toBe('application/pdf');
    const [page] = await pagesOf(sheet.rawPayload);
    expect(page).toContain('Febrero');
    expect(page).toContain('13900');
    expect(page).toContain(BUYER_NAME);
    const csv = await get(fileNamed(room, 'clientes.csv').viewUrl, buyer);
    expect((await pagesOf(csv.rawPayload))[0]).toContain('Pérez; Hnos.');
  });

  it('downloads as allowed per folder: off keeps the viewer, originals of spreadsheets when allowed', async () => {
    const room = await roomOf(seller);
    const finanzas = folderNamed(room, 'Finanzas');
    const ventas = fileNamed(room, 'ventas.xlsx');
    const download = () => get(`${base()}/files/${ventas.id}/download`, buyer);

    const asPdf = await download();
    expect(asPdf.statusCode).toBe(200);
    expect(asPdf.headers['content-type']).toBe('application/pdf');
    expect(asPdf.headers['content-disposition']).toMatch(/^attachment; filename="ventas.pdf"/);

    await t.app.inject({
      method: 'PATCH',
      url: `${base()}/folders/${finanzas.id}`,
      headers: seller.headers,
      payload: { originalsAllowed: true },
    });
    const original = await download();
    expect(original.headers['content-type']).toMatch(/spreadsheetml/);
    expect(original.rawPayload.equals(xlsx()) || original.rawPayload.subarray(0, 2).toString() === 'PK').toBe(
      true,
    );

    await t.app.inject({
      method: 'PATCH',
      url: `${base()}/folders/${finanzas.id}`,
      headers: seller.headers,
      payload: { downloadsAllowed: false },
    });
    const refused = await download();
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(
      'El vendedor no permite descargar los archivos de esta carpeta. Puedes verlos en el visor.',
    );
    expect((await roomOf(buyer)).folders.find((f) => f.id === finanzas.id)!.files[0]!.downloadUrl).toBeNull();
    expect((await get(`${base()}/files/${ventas.id}/view`, buyer)).statusCode).toBe(200);
    await t.app.inject({
      method: 'PATCH',
      url: `${base()}/folders/${finanzas.id}`,
      headers: seller.headers,
      payload: { downloadsAllowed: true },
    });
  });
});

describe('versions', () => {
  it('keeps the older version for the seller, marked superseded; buyers get the current one only', async () => {
    const before = fileNamed(await roomOf(seller), 'Balance 2025.pdf');
    const res = await upload(
      `${base()}/files/${before.id}/versions`,
      seller.headers,
      'Balance 2025 corregido.pdf',
      await pdfOf(2, 'Corregido'),
    );
    expect(res.statusCode, res.body).toBe(200);
    const after = (res.json() as DataRoomResponse).folders
      .flatMap((f) => f.files)
      .find((f) => f.id === before.id)!;
    expect(after.versions.map((v) => [v.version, v.superseded])).toEqual([
      [2, false],
      [1, true],
    ]);
    expect(after.current.fileName).toBe('Balance 2025 corregido.pdf');

    const old = await get(after.versions[1]!.viewUrl, seller);
    expect(old.statusCode).toBe(200);
    expect((await pagesOf(old.rawPayload))[0]).toContain('Balance página 1');

    const current = await get(after.viewUrl, buyer);
    expect(await pagesOf(current.rawPayload)).toHaveLength(2);
    expect((await pagesOf(current.rawPayload))[0]).toContain('Corregido página 1');
    const missing = await get(`${base()}/files/2147483000/view`, buyer);
    const superseded = await get(`${base()}/files/${after.id}/view?version=1`, buyer);
    expect(superseded.statusCode).toBe(404);
    expect(superseded.body).toBe(missing.body);
  });
});

describe('view analytics', () => {
  it('records the viewer’s page times and gives the seller per buyer and file: opened, seconds per page, downloads', async () => {
    const room = await roomOf(other);
    const balance = fileNamed(room, 'Balance 2025 corregido.pdf');
    const view = await get(balance.viewUrl, other);
    const viewId = view.headers['x-data-room-view'] as string;
    const post = (who: Login, payload: object) =>
      t.app.inject({
        method: 'POST',
        url: `${base()}/files/${balance.id}/view-events`,
        headers: who.headers,
        payload,
      });
    expect(
      (
        await post(other, {
          viewId,
          pages: [
            { page: 1, ms: 12_000 },
            { page: 2, ms: 4_000 },
          ],
        })
      ).statusCode,
    ).toBe(200);
    expect((await post(other, { viewId, pages: [{ page: 1, ms: 3_000 }] })).statusCode).toBe(200);
    // Someone else's view id is the 404 of a missing view.
    expect((await post(buyer, { viewId, pages: [{ page: 1, ms: 1_000 }] })).statusCode).toBe(404);
    expect((await post(other, { viewId, pages: [{ page: 1, ms: -5 }] })).statusCode).toBe(400);
    await get(`${base()}/files/${balance.id}/download`, other);

    const activity = await get(`${base()}/activity`, seller);
    expect(activity.statusCode, activity.body).toBe(200);
    const mine = activity.json().buyers.find((b: { buyer: { id: number } }) => b.buyer.id === other.user.id);
    expect(mine.files).toEqual([
      expect.objectContaining({
        fileId: balance.id,
        views: 1,
        downloads: 1,
        totalSeconds: 19,
        pages: [
          { page: 1, seconds: 15 },
          { page: 2, seconds: 4 },
        ],
      }),
    ]);
    expect(mine.files[0].firstOpenedAt).toEqual(expect.any(String));
    const events = await t.db.select().from(dataRoomViewEvents);
    expect(events.length).toBeGreaterThanOrEqual(3);
    expect((await get(`${base()}/activity`, buyer)).statusCode).toBe(404);
  });
});

describe('revocation', () => {
  it('closes the room at once, including a URL the buyer fetched before', async () => {
    const balance = fileNamed(await roomOf(buyer), 'Balance 2025 corregido.pdf');
    expect((await get(balance.viewUrl, buyer)).statusCode).toBe(200);
    const revoked = await t.app.inject({
      method: 'POST',
      url: `/api/listing-access/requests/${buyerNdaId}/revoke`,
      headers: seller.headers,
      payload: {},
    });
    expect(revoked.statusCode, revoked.body).toBe(200);
    const after = await get(balance.viewUrl, buyer);
    const missing = await get(`${base()}/files/2147483000/view`, buyer);
    expect(after.statusCode).toBe(404);
    expect(after.body).toBe(missing.body);
    expect((await get(base(), buyer)).statusCode).toBe(404);
    const rows = await t.db
      .select()
      .from(dataRoomDownloads)
      .where(and(eq(dataRoomDownloads.userId, buyer.user.id), eq(dataRoomDownloads.fileId, balance.id)));
    expect(rows.length).toBeGreaterThan(0);
  });
});

describe('the listing documents (decision 042) in the room', () => {
  it('show as the first folder and are watermarked like any file', async () => {
    const doc = multipart('file', 'Permiso municipal.pdf', await pdfOf(1, 'Permiso'), 'application/pdf');
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/businesses/${listingId}/documents`,
      headers: { ...seller.headers, ...doc.headers },
      payload: doc.payload,
    });
    expect(res.statusCode, res.body).toBe(200);
    const room = await roomOf(other);
    const first = room.folders.find((f) => f.kind === 'listing_documents')!;
    expect(first.name).toBe(LISTING_DOCUMENTS_FOLDER);
    expect(first.files.map((f) => f.name)).toEqual(['Permiso municipal.pdf']);
    const view = await get(first.files[0]!.viewUrl, other);
    expect(view.statusCode).toBe(200);
    expect((await pagesOf(view.rawPayload))[0]).toContain('Usuaria de Prueba');

    const docId = res.json().documents[0].id;
    await t.app.inject({
      method: 'DELETE',
      url: `/api/businesses/${listingId}/documents/${docId}`,
      headers: seller.headers,
    });
    expect((await roomOf(seller)).folders.find((f) => f.kind === 'listing_documents')!.files).toEqual([]);
  });
});

describe('files other modules add (addFileToRoom)', () => {
  it('creates a missing named folder at the level asked, and keeps the level of an existing one', async () => {
    const add = async (folderName: string, accessLevel?: 'accepted_offer') =>
      addFileToRoom(t.app, {
        businessId: listingId,
        folderName,
        accessLevel,
        uploadedBy: seller.user.id,
        buffer: await pdfOf(1, 'Evidencia'),
        filename: 'evidencia.pdf',
      });
    await add('Evidencia del cierre', 'accepted_offer');
    expect(folderNamed(await roomOf(seller), 'Evidencia del cierre').accessLevel).toBe('accepted_offer');
    // A buyer with access but no accepted offer does not see it.
    expect((await roomOf(other)).folders.map((f) => f.name)).not.toContain('Evidencia del cierre');
    await add('Respuestas');
    expect(folderNamed(await roomOf(seller), 'Respuestas').accessLevel).toBe('nda');
    await add('Respuestas', 'accepted_offer');
    const folder = folderNamed(await roomOf(seller), 'Respuestas');
    expect(folder.accessLevel).toBe('nda');
    expect(folder.files).toHaveLength(2);
  });
});
