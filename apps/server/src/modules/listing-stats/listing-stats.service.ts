import type { BusinessStats, SellerStats } from '@traspasa/shared/listings';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import type { RequestContext } from '../../lib/request-context.ts';
import type { CurrentUser } from '../../plugins/auth.ts';
import {
  assertMayManage,
  BUSINESS_NOT_FOUND,
  findBusinessWithSeller,
} from '../businesses/seller-businesses.service.ts';
import { dailyStats, pruneViewVisitors, recordView, sellerTotals } from './listing-stats.repository.ts';
import { statsDay } from './listing-stats.rules.ts';
import { isBot, visitorHash } from './visitor.rules.ts';

/** Counts an NDA request or a first contact in the listing's day (the NDA and chat modules). */
export { recordListingEvent } from './listing-stats.repository.ts';

let lastPrunedDay = '';

/**
 * Counts a view of a public listing without holding up the response: one statement,
 * not awaited; a failure is logged, never shown to the visitor.
 */
export function trackView(
  app: FastifyInstance,
  business: { id: number; sellerId: number },
  viewer: CurrentUser | null,
  ctx: RequestContext,
): void {
  if (viewer?.id === business.sellerId || isBot(ctx.userAgent)) return;
  const day = statsDay();
  const hash = visitorHash(day, { userId: viewer?.id ?? null, ip: ctx.ip, userAgent: ctx.userAgent });
  recordView(app.db, business.id, day, hash).catch((err: unknown) =>
    app.log.error({ err, businessId: business.id }, 'could not record listing view'),
  );
  if (lastPrunedDay !== day) {
    // Once a day per instance: yesterday's hashes are kept for late requests, older ones go.
    lastPrunedDay = day;
    const keepFrom = statsDay(new Date(Date.now() - 24 * 3600_000));
    pruneViewVisitors(app.db, keepFrom).catch((err: unknown) =>
      app.log.warn({ err }, 'could not prune listing view visitors'),
    );
  }
}

export class ListingStatsService {
  constructor(private readonly app: FastifyInstance) {}

  async forListing(user: CurrentUser, businessId: number, days: number): Promise<BusinessStats> {
    const found = await findBusinessWithSeller(this.app.db, businessId);
    if (!found) throw AppError.notFound(BUSINESS_NOT_FOUND);
    assertMayManage(user, found.business);
    const rows = await dailyStats(this.app.db, businessId, days);
    const totals = { views: 0, favorites: 0, ndaRequests: 0, contacts: 0 };
    for (const row of rows) {
      totals.views += row.views;
      totals.favorites += row.favorites;
      totals.ndaRequests += row.ndaRequests;
      totals.contacts += row.contacts;
    }
    return { businessId, days: rows, totals };
  }

  /** The caller's own listings summed up (zeros for someone with none). */
  async forSeller(user: CurrentUser, days: number): Promise<SellerStats> {
    return { days, totals: await sellerTotals(this.app.db, user.id, days) };
  }
}
