import {
  type BusinessCardsResponse,
  SIMILAR_LIMIT,
  SIMILAR_PRICE_SPREAD,
  type SimilarBusinessesResponse,
} from '@traspasa/shared/similar-businesses';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { toListItem } from './business.mapper.ts';
import { PUBLIC_STATUSES } from './business-status.rules.ts';
import { findSimilarTarget, listPublicCards, listSimilar } from './similar.repository.ts';

const NOT_FOUND = 'No encontramos ese negocio. Puede que ya no esté publicado.';

/** «Negocios parecidos» and the cards of «Vistos recientemente» (decision 155). */
export class SimilarBusinessesService {
  constructor(private readonly app: FastifyInstance) {}

  /**
   * Up to SIMILAR_LIMIT published listings like this one: same category and country, those with
   * an asking price within ±50 % of its price first (same city first, then the closest price),
   * then, when those are too few, the nearest prices outside the window. Only a public
   * listing has any: a draft's or an expired one's id answers 404, as its page does to the public.
   */
  async similar(id: number): Promise<SimilarBusinessesResponse> {
    const target = await findSimilarTarget(this.app.db, id);
    if (
      !target ||
      target.sellerSuspended ||
      !(PUBLIC_STATUSES as readonly string[]).includes(target.status)
    ) {
      throw AppError.notFound(NOT_FOUND);
    }
    const price = target.askingPrice === null ? null : Number(target.askingPrice);
    if (!target.category || price === null || !Number.isFinite(price)) return { items: [] };
    const query = {
      id: target.id,
      category: target.category,
      country: target.country,
      location: target.location,
      price,
      exclude: [] as number[],
      limit: SIMILAR_LIMIT,
    };
    const rows = await listSimilar(this.app.db, {
      ...query,
      window: {
        min: Math.floor(price * (1 - SIMILAR_PRICE_SPREAD)),
        max: Math.ceil(price * (1 + SIMILAR_PRICE_SPREAD)),
      },
    });
    // Too few in the buyer's budget (a small category or country): the row is filled with the
    // same category at the nearest prices outside it, after the ones inside.
    if (rows.length < SIMILAR_LIMIT) {
      const more = await listSimilar(this.app.db, {
        ...query,
        window: null,
        exclude: rows.map((r) => r.id),
        limit: SIMILAR_LIMIT - rows.length,
      });
      rows.push(...more);
    }
    return { items: rows.map(toListItem) };
  }

  /** The listings of `ids` that are still public, in the order given; duplicates once. */
  async cards(ids: string): Promise<BusinessCardsResponse> {
    const list = [...new Set(ids.split(',').map(Number))].filter((n) => n >= 1 && n <= 2_147_483_647);
    const rows = await listPublicCards(this.app.db, list);
    return { items: rows.map(toListItem) };
  }
}
