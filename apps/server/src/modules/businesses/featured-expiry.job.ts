// Featuring lasts 30 days (decision 090): when `featuredUntil` passes, the
// listing leaves the home page and the top of the results. Run by the job queue
// (docs/decisions/061-job-queue.md); repeated or concurrent runs are harmless.
import { and, eq, inArray, isNotNull, lte } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { businesses } from '../../db/schema/businesses.ts';
import { recordAudits } from '../audit-log/audit-trail.service.ts';

/**
 * Clears `featured` (and `featuredUntil`, as the admin's "unfeature" does) on every listing
 * whose featuring ended. A listing featured without an end date (seeded demo data) stays.
 * The package tier is what the seller bought and is kept: it still sets the photo limit.
 * Each expiry is written to dashboard_logs with no acting user (the system did it).
 */
export async function runFeaturedExpiry(deps: { db: Db; now?: Date }): Promise<{ expired: number }> {
  const now = deps.now ?? new Date();
  return deps.db.transaction(async (tx) => {
    // Locked rows are skipped: a concurrent run is already expiring them.
    const due = await tx
      .select({ id: businesses.id, title: businesses.title, featuredUntil: businesses.featuredUntil })
      .from(businesses)
      .where(
        and(
          eq(businesses.featured, true),
          isNotNull(businesses.featuredUntil),
          lte(businesses.featuredUntil, now),
        ),
      )
      .for('update', { skipLocked: true });
    if (due.length === 0) return { expired: 0 };
    await tx
      .update(businesses)
      .set({ featured: false, featuredUntil: null })
      .where(
        inArray(
          businesses.id,
          due.map((b) => b.id),
        ),
      );
    await recordAudits(
      tx,
      due.map((b) => ({
        userId: null,
        action: 'business.feature_expired',
        description: `Terminó el periodo destacado del negocio «${b.title}».`,
        metadata: {
          businessId: b.id,
          from: true,
          to: false,
          featuredUntil: b.featuredUntil?.toISOString() ?? null,
        },
        targetType: 'business',
        targetId: b.id,
      })),
    );
    return { expired: due.length };
  });
}
