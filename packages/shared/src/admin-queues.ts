import { z } from 'zod';

/**
 * What waits in each admin queue: the side navigation's counts and the
 * dashboard's "needs attention" list read this one answer (`GET /api/admin/queues`).
 */
export const adminQueueCounts = z.object({
  /** Listings sent to review (status pending). */
  listingsPending: z.number().int().nonnegative(),
  /** Listing reports not yet reviewed. */
  reportsPending: z.number().int().nonnegative(),
  /** Identity requests waiting for a decision. */
  identityPending: z.number().int().nonnegative(),
  /** Proof-of-funds uploads waiting for a decision (pending or claimed, decision 104). */
  fundsPending: z.number().int().nonnegative(),
  /** Directory entries of professionals waiting for approval (new or substantially edited). */
  professionalsPending: z.number().int().nonnegative(),
  /** NDA scans uploaded and waiting for the seller's or an admin's review. */
  ndaUploadsPending: z.number().int().nonnegative(),
  /** Feedback messages not yet answered. */
  feedbackPending: z.number().int().nonnegative(),
  /** Error groups not resolved. */
  errorsUnresolved: z.number().int().nonnegative(),
  /** Payment events that failed every attempt and wait for a replay or a resolution. */
  paymentEventsFailed: z.number().int().nonnegative(),
  /** Bank transfers with a receipt waiting for reconciliation (decision 094). */
  transfersPending: z.number().int().nonnegative(),
});
export type AdminQueueCounts = z.infer<typeof adminQueueCounts>;
