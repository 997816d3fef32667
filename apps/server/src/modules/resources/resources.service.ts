import type { AdminResourceItem, ResourceItem, resourceInput } from '@traspasa/shared/content';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { listingPhotoWebp } from '../../lib/images.ts';
import type { CurrentUser } from '../../plugins/auth.ts';
import { recordAudit } from '../audit-log/audit-trail.service.ts';
import {
  deleteResource,
  findResource,
  insertResource,
  listResources,
  type ResourceFilter,
  type ResourceRow,
  updateResource,
} from './resources.repository.ts';

/** A published guide by slug, for the pages' head (seo). */
export { findResource } from './resources.repository.ts';

export const RESOURCE_NOT_FOUND = 'No encontramos ese recurso.';
const COVER_FOLDER = 'resources';

type ParsedInput = z.output<typeof resourceInput>;

export function toPublicResource(row: ResourceRow): ResourceItem {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    content: row.content,
    type: row.type,
    imageUrl: row.imageUrl,
    externalUrl: row.externalUrl,
    isExternal: row.isExternal,
    source: row.source,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function toAdminResource(row: ResourceRow): AdminResourceItem {
  return {
    ...toPublicResource(row),
    published: row.published,
    publishedAt: row.publishedAt ? row.publishedAt.toISOString() : null,
  };
}

function valuesOf(input: ParsedInput) {
  const externalUrl = input.externalUrl ?? null;
  return {
    title: input.title,
    description: input.description,
    content: input.content ?? null,
    type: input.type,
    externalUrl,
    // A resource with a link and no body of its own is read elsewhere.
    isExternal: externalUrl !== null && !input.content,
    source: input.source ?? null,
  };
}

/** The resources library (decision 102): public reads of published ones, admin writes with an audit entry each. */
export class ResourcesService {
  constructor(private readonly app: FastifyInstance) {}

  /** Published ones only. */
  async list(filter: Omit<ResourceFilter, 'published'>, cursor: number | undefined, limit: number) {
    const { page, nextCursor } = await this.page({ ...filter, published: true }, cursor, limit);
    return { items: page.map(toPublicResource), nextCursor };
  }

  async adminList(filter: ResourceFilter, cursor: number | undefined, limit: number) {
    const { page, nextCursor } = await this.page(filter, cursor, limit);
    return { items: page.map(toAdminResource), nextCursor };
  }

  private async page(filter: ResourceFilter, cursor: number | undefined, limit: number) {
    const rows = await listResources(this.app.db, filter, cursor, limit + 1);
    const page = rows.slice(0, limit);
    return { page, nextCursor: rows.length > limit ? (page.at(-1)?.id ?? null) : null };
  }

  async detail(id: number): Promise<ResourceItem> {
    const row = await findResource(this.app.db, id);
    if (!row?.published) throw AppError.notFound(RESOURCE_NOT_FOUND);
    return toPublicResource(row);
  }

  async adminDetail(id: number): Promise<AdminResourceItem> {
    const row = await findResource(this.app.db, id);
    if (!row) throw AppError.notFound(RESOURCE_NOT_FOUND);
    return toAdminResource(row);
  }

  async create(admin: CurrentUser, input: ParsedInput): Promise<AdminResourceItem> {
    return this.app.db.transaction(async (tx) => {
      const row = await insertResource(tx, { ...valuesOf(input), published: false });
      await log(tx, admin, 'resource.create', `Creó el recurso «${row.title}» (borrador)`, row.id);
      return toAdminResource(row);
    });
  }

  async update(admin: CurrentUser, id: number, input: ParsedInput): Promise<AdminResourceItem> {
    return this.app.db.transaction(async (tx) => {
      const row = await updateResource(tx, id, valuesOf(input));
      if (!row) throw AppError.notFound(RESOURCE_NOT_FOUND);
      await log(tx, admin, 'resource.update', `Editó el recurso «${row.title}»`, id);
      return toAdminResource(row);
    });
  }

  async setPublished(admin: CurrentUser, id: number, published: boolean): Promise<AdminResourceItem> {
    return this.app.db.transaction(async (tx) => {
      const current = await findResource(tx, id);
      if (!current) throw AppError.notFound(RESOURCE_NOT_FOUND);
      if (current.published === published) return toAdminResource(current);
      const row = await updateResource(tx, id, {
        published,
        publishedAt: published ? (current.publishedAt ?? new Date()) : current.publishedAt,
      });
      await log(
        tx,
        admin,
        published ? 'resource.publish' : 'resource.unpublish',
        `${published ? 'Publicó' : 'Retiró'} el recurso «${current.title}»`,
        id,
      );
      return toAdminResource(row!);
    });
  }

  async remove(admin: CurrentUser, id: number): Promise<void> {
    const row = await this.app.db.transaction(async (tx) => {
      const deleted = await deleteResource(tx, id);
      if (!deleted) throw AppError.notFound(RESOURCE_NOT_FOUND);
      await log(tx, admin, 'resource.delete', `Eliminó el recurso «${deleted.title}»`, id);
      return deleted;
    });
    await this.deleteOwnCover(row.imageUrl);
  }

  /** The cover goes through the listing photo pipeline (type sniffed, pixel cap, metadata dropped). */
  async setCover(
    admin: CurrentUser,
    id: number,
    readFile: () => Promise<Buffer>,
  ): Promise<AdminResourceItem> {
    const current = await findResource(this.app.db, id);
    if (!current) throw AppError.notFound(RESOURCE_NOT_FOUND);
    const { gallery } = await listingPhotoWebp(await readFile());
    const url = await this.app.storage.putPublic(COVER_FOLDER, 'webp', gallery);
    const row = await this.app.db.transaction(async (tx) => {
      const updated = await updateResource(tx, id, { imageUrl: url });
      if (!updated) throw AppError.notFound(RESOURCE_NOT_FOUND);
      await log(tx, admin, 'resource.update', `Cambió la portada del recurso «${updated.title}»`, id);
      return updated;
    });
    await this.deleteOwnCover(current.imageUrl);
    return toAdminResource(row);
  }

  /** Only covers uploaded here: seed pictures are shared files. */
  private async deleteOwnCover(url: string | null) {
    if (url?.startsWith(`/uploads/${COVER_FOLDER}/`)) {
      await this.app.storage
        .deletePublic(url)
        .catch((err: unknown) => this.app.log.warn({ err, url }, 'could not delete resource cover'));
    }
  }
}

async function log(db: Db, admin: CurrentUser, action: string, description: string, id: number) {
  await recordAudit(db, {
    userId: admin.id,
    action,
    description,
    metadata: { resourceId: id },
    targetType: 'resource',
    targetId: id,
  });
}
