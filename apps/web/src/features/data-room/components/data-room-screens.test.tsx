import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { DataRoomFile, DataRoomFolder, DataRoomResponse } from '@traspasa/shared/data-room';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { BuyerRoom } from './buyer-room';
import { RoomBuilder } from './room-builder';

const render = (node: ReactNode) =>
  renderToStaticMarkup(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>{node}</MemoryRouter>
    </QueryClientProvider>,
  );
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

const version = (v: number, superseded: boolean) => ({
  id: v,
  version: v,
  fileName: 'Balance.pdf',
  format: 'pdf' as const,
  size: 2048,
  uploadedAt: '2026-12-02T15:00:00.000Z',
  superseded,
  viewUrl: `/api/businesses/7/data-room/files/1/view${superseded ? `?version=${v}` : ''}`,
});

const file = (over: Partial<DataRoomFile> = {}): DataRoomFile => ({
  id: 1,
  folderId: 10,
  name: 'Balance.pdf',
  kind: 'pdf',
  viewType: 'application/pdf',
  current: version(2, false),
  versions: [],
  viewUrl: '/api/businesses/7/data-room/files/1/view',
  downloadUrl: '/api/businesses/7/data-room/files/1/download',
  downloadIsOriginal: false,
  ...over,
});

const folder = (over: Partial<DataRoomFolder> = {}): DataRoomFolder => ({
  id: 10,
  name: 'Finanzas',
  kind: 'custom',
  position: 1,
  accessLevel: 'nda',
  downloadsAllowed: true,
  originalsAllowed: false,
  namedBuyers: [],
  files: [],
  ...over,
});

const room = (role: DataRoomResponse['role'], folders: DataRoomFolder[]): DataRoomResponse => ({
  businessId: 7,
  reference: 'TR-000007',
  title: 'Ferretería en Cuenca',
  role,
  folders,
  buyers: [],
});

describe('the buyer’s room', () => {
  it('says views are recorded, marks a folder without downloads, and lists empty folders apart', () => {
    const html = render(
      <BuyerRoom
        room={room('buyer', [
          folder({ downloadsAllowed: false, files: [file({ downloadUrl: null })] }),
          folder({ id: 11, name: 'Permisos', position: 2 }),
        ])}
      />,
    );
    const t = text(html);
    expect(t).toContain('Tus vistas y descargas quedan registradas y cada documento lleva tu nombre.');
    expect(t).toContain('PDF · solo en el visor');
    expect(t).toContain('Carpetas todavía sin documentos');
    expect(html).toContain('aria-label="Preguntar sobre la carpeta Permisos"');
    expect(html).toContain('aria-label="Preguntar sobre Balance.pdf"');
  });
});

describe('the seller’s builder', () => {
  it('lists superseded versions, and offers deleting only an empty folder of the seller’s own', () => {
    const html = render(
      <RoomBuilder
        room={room('seller', [
          folder({ kind: 'listing_documents', name: 'Documentos del anuncio', position: 0, id: 9 }),
          folder({ files: [file({ versions: [version(2, false), version(1, true)] })] }),
          folder({ id: 11, name: 'Permisos', position: 2, accessLevel: 'named' }),
        ])}
      />,
    );
    const t = text(html);
    expect(t).toContain('Versiones anteriores (1)');
    expect(t).toContain('Ver versión 1');
    expect(t).toContain('PDF · versión 2');
    expect(t).toContain('Ningún comprador elegido');
    expect(html).toContain('aria-label="Eliminar la carpeta Permisos"');
    expect(html).not.toContain('aria-label="Eliminar la carpeta Finanzas"');
    expect(html).not.toContain('aria-label="Eliminar la carpeta Documentos del anuncio"');
    // The first folder cannot move up, the last cannot move down.
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*aria-label="Subir la carpeta Documentos del anuncio"/);
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*aria-label="Bajar la carpeta Permisos"/);
  });
});
