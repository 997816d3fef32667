import type { favoriteItem } from '@traspasa/shared/listings';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import type { CurrentUser } from '../../plugins/auth.ts';
import { toListItem } from '../businesses/business.mapper.ts';
import {
  BUSINESS_NOT_FOUND,
  findBusinessWithSeller,
  isPublicStatus,
} from '../businesses/seller-businesses.service.ts';
import { type FavoriteRow, listFavorites, removeFavorite, saveFavorite } from './favorites.repository.ts';

type FavoriteItem = z.infer<typeof favoriteItem>;
interface FavoritesCursor {
  savedAt: string;
  businessId: number;
}

function toFavorite(row: FavoriteRow): FavoriteItem {
  return { ...toListItem(row), savedAt: row.savedAt.toISOString() };
}

/** A buyer's saved listings (decision 032); saving is idempotent. */
export class FavoritesService {
  constructor(private readonly app: FastifyInstance) {}

  async save(user: CurrentUser, businessId: number): Promise<{ item: FavoriteItem; created: boolean }> {
    const found = await findBusinessWithSeller(this.app.db, businessId);
    if (!found || !isPublicStatus(found.business.status)) throw AppError.notFound(BUSINESS_NOT_FOUND);
    // The seller saving their own listing is not interest from a buyer.
    const created = await saveFavorite(this.app.db, user.id, businessId, found.business.sellerId !== user.id);
    const [row] = await listFavorites(this.app.db, user.id, null, 1, businessId);
    if (!row) throw AppError.notFound(BUSINESS_NOT_FOUND);
    return { item: toFavorite(row), created };
  }

  async remove(user: CurrentUser, businessId: number): Promise<void> {
    await removeFavorite(this.app.db, user.id, businessId);
  }

  async list(
    user: CurrentUser,
    rawCursor: string | undefined,
    limit: number,
  ): Promise<{ items: FavoriteItem[]; nextCursor: string | null }> {
    const rows = await listFavorites(this.app.db, user.id, decodeCursor(rawCursor), limit);
    const last = rows.at(-1);
    const nextCursor =
      rows.length === limit && last
        ? Buffer.from(JSON.stringify({ savedAt: last.savedAtExact, businessId: last.id })).toString(
            'base64url',
          )
        : null;
    return { items: rows.map(toFavorite), nextCursor };
  }
}

function decodeCursor(raw: string | undefined): FavoritesCursor | null {
  if (!raw) return null;
  try {
    const c = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')) as FavoritesCursor;
    if (
      typeof c.savedAt === 'string' &&
      !Number.isNaN(Date.parse(c.savedAt)) &&
      Number.isInteger(c.businessId) &&
      c.businessId > 0 &&
      c.businessId < 2 ** 31
    ) {
      return c;
    }
  } catch {
    // fall through to the Spanish 400
  }
  throw AppError.badRequest('El parámetro "cursor" no es válido. Vuelve a cargar tus guardados.');
}
