import type { BusinessDetail, BusinessListQuery, BusinessListResponse } from '@traspasa/shared/businesses';
import type { BusinessCategory, NdaStatus } from '@traspasa/shared/enums';
import type { OwnBusiness } from '@traspasa/shared/listings';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import type { RequestContext } from '../../lib/request-context.ts';
import type { CurrentUser } from '../../plugins/auth.ts';
import { accessOf } from '../listing-access/listing-access.service.ts';
import { trackView } from '../listing-stats/listing-stats.service.ts';
import { toBusinessDetail, toListItem, toOwnBusiness } from './business.mapper.ts';
import { PUBLIC_STATUSES } from './business-status.rules.ts';
import { countPublicByCategory, findBusinessByIdOrSlug } from './businesses.repository.ts';
import {
  type ListCursor,
  type ListFilter,
  listPublicBusinesses,
  TOTAL_CAP,
  usesKeyset,
} from './businesses-search.repository.ts';
import { sellerCard } from './seller-card.service.ts';

/** Whether (and how) a buyer signed a listing's NDA, for the documents' access check. */
export { findNdaStatus } from './businesses.repository.ts';

const NOT_FOUND = 'No encontramos ese negocio. Puede que ya no esté publicado.';
export const EXPIRED =
  'Este anuncio venció: su vendedor no lo renovó y ya no está publicado. Busca negocios parecidos en Traspasa.';

/** Read side of the listings (the full marketplace arrives with the listings issue). */
export class BusinessesService {
  constructor(private readonly app: FastifyInstance) {}

  /** `landing`: options of the landing pages only, not of the public search (decision 152). */
  async list(
    query: BusinessListQuery,
    landing?: Pick<ListFilter, 'landingPlace'>,
  ): Promise<BusinessListResponse> {
    const cursor = decodeCursor(query.cursor);
    const { rows, total, totalIsLowerBound, totalIsEstimate, correctedQuery } = await listPublicBusinesses(
      this.app.pool,
      {
        q: query.q || undefined,
        category: query.category,
        featured: query.featured,
        country: query.country || undefined,
        location: query.location || undefined,
        minPrice: query.minPrice,
        maxPrice: query.maxPrice,
        minRevenue: query.minRevenue,
        maxRevenue: query.maxRevenue,
        minProfit: query.minProfit,
        maxProfit: query.maxProfit,
        withPhotos: query.withPhotos,
        includeSold: query.includeSold,
        hideReserved: query.hideReserved,
        publishedWithin: query.publishedWithin ? Number(query.publishedWithin) : undefined,
        sort: query.sort,
        ...landing,
      },
      cursor,
      query.limit,
    );
    const last = rows.at(-1);
    const keyset = usesKeyset({ q: query.q || undefined, sort: query.sort });
    const nextOffset = (cursor?.offset ?? 0) + rows.length;
    // Offset pages stop at the counting cap (decision 050): deep offsets cost as much as they skip.
    const hasMore = rows.length === query.limit && (keyset || nextOffset < TOTAL_CAP);
    let nextCursor: string | null = null;
    if (hasMore && last) {
      const carried = {
        total,
        totalIsLowerBound,
        ...(totalIsEstimate ? { totalIsEstimate } : {}),
        ...(correctedQuery ? { correctedQuery } : {}),
      };
      nextCursor = encodeCursor(
        keyset
          ? { featured: last.featured, createdAt: last.createdAtExact, id: last.id, ...carried }
          : { featured: false, createdAt: '', id: 0, offset: nextOffset, ...carried },
      );
    }
    return {
      items: rows.map(toListItem),
      nextCursor,
      total,
      totalIsLowerBound,
      totalIsEstimate,
      correctedQuery,
    };
  }

  /**
   * The seller and admins get the whole listing (ownBusiness: confidential part, documents,
   * rejection reason); everyone else the public detail. A view by anyone but the seller is counted.
   */
  async detail(
    idOrSlug: string,
    viewer: CurrentUser | null,
    ctx?: RequestContext,
  ): Promise<BusinessDetail | OwnBusiness> {
    const found = await findBusinessByIdOrSlug(this.app.db, idOrSlug);
    if (!found) throw AppError.notFound(NOT_FOUND);
    const { business, sellerVerified } = found;
    const isSeller = viewer?.id === business.sellerId;
    const isAdmin = viewer?.role === 'admin';
    const isPublic = (PUBLIC_STATUSES as readonly string[]).includes(business.status);
    // Expired (decision 151): the public is told it ended (410); its seller and admins still see it.
    if (business.status === 'expired' && !isSeller && !isAdmin) throw AppError.gone(EXPIRED);
    if (!isPublic && !isSeller && !isAdmin) throw AppError.notFound(NOT_FOUND);

    // The one access predicate (decision 062): signed NDA with access granted, or seller/admin.
    const access = await accessOf(this.app.db, viewer, business);
    const ndaStatus = access.ndaStatus as NdaStatus | null;
    const canViewConfidential = access.hasAccess;
    // A reservation pauses the confidential part, never the conversation (decision 171).
    const mayWrite = access.hasAccess || access.accessPaused;
    const canMessage =
      !isSeller && (business.status === 'approved' || business.status === 'reserved') && mayWrite;
    const accessPaused = access.accessPaused ? { accessPaused: true } : {};
    // Said only when it closes something (requested, declined, expired, revoked): granted is canViewConfidential.
    const accessState =
      access.accessState && access.accessState !== 'granted' ? access.accessState : undefined;
    if (isPublic && ctx) trackView(this.app, business, viewer, ctx);
    const seller = await sellerCard(this.app.db, business.sellerId, mayWrite);
    if (isSeller || isAdmin) {
      return {
        ...toOwnBusiness(business, sellerVerified, {
          ndaStatus,
          canViewConfidential,
          canMessage,
          ...(accessState ? { accessState } : {}),
        }),
        seller,
      };
    }
    return {
      ...toBusinessDetail(business, sellerVerified, {
        ndaStatus,
        canViewConfidential,
        canMessage,
        accessState,
        ...accessPaused,
      }),
      seller,
    };
  }

  async categoryCounts() {
    const rows = await countPublicByCategory(this.app.db);
    return rows
      .filter((r): r is { category: BusinessCategory; count: number } => r.category !== null)
      .map((r) => ({ category: r.category, count: r.count }));
  }
}

function encodeCursor(cursor: ListCursor): string {
  return Buffer.from(JSON.stringify(cursor)).toString('base64url');
}

function decodeCursor(raw: string | undefined): ListCursor | null {
  if (!raw) return null;
  try {
    const c = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')) as ListCursor;
    const valid =
      typeof c.featured === 'boolean' &&
      Number.isSafeInteger(c.id) &&
      c.id >= 0 &&
      typeof c.createdAt === 'string' &&
      (c.offset === undefined || (Number.isInteger(c.offset) && c.offset >= 0 && c.offset <= TOTAL_CAP)) &&
      (c.offset !== undefined || !Number.isNaN(Date.parse(c.createdAt))) &&
      (c.total === undefined || (Number.isInteger(c.total) && c.total >= 0 && c.total <= TOTAL_CAP)) &&
      (c.totalIsLowerBound === undefined || typeof c.totalIsLowerBound === 'boolean') &&
      (c.totalIsEstimate === undefined || typeof c.totalIsEstimate === 'boolean') &&
      (c.correctedQuery === undefined ||
        (typeof c.correctedQuery === 'string' && c.correctedQuery.length <= 200));
    if (valid) return c;
    throw new Error('invalid cursor');
  } catch {
    // fall through to the Spanish 400 below
  }
  throw AppError.badRequest('El parámetro "cursor" no es válido. Vuelve a cargar la búsqueda.');
}
