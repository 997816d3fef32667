// The buyer profile in the account's data rights (decision 014): the export shows what the
// person wrote, in words; the erasure removes the profile with the account.
import { buyingTimelineLabels, fundingMethodLabels } from '@traspasa/shared/buyer-profiles';
import { businessCategoryLabels } from '@traspasa/shared/enums';
import { formatMoney } from '@traspasa/shared/money';
import type { Db } from '../../db/client.ts';
import { findProfile } from './buyer-profiles.repository.ts';
import { eraseBuyerProfile } from './buyer-profiles.service.ts';

const money = (cents: number | null) => (cents === null ? null : formatMoney(cents / 100));

/** The person's buyer profile as they filled it (labels instead of codes), or null without one. */
export async function buyerProfileExportFor(db: Db, userId: number) {
  const row = await findProfile(db, userId);
  if (!row) return null;
  return {
    presentation: row.presentation,
    experience: row.experience,
    sectors: row.sectors.map((s) => businessCategoryLabels[s as keyof typeof businessCategoryLabels] ?? s),
    places: row.places,
    priceMin: money(row.priceMinCents),
    priceMax: money(row.priceMaxCents),
    fundingMethods: row.fundingMethods.map(
      (m) => fundingMethodLabels[m as keyof typeof fundingMethodLabels] ?? m,
    ),
    timeline: row.timeline
      ? (buyingTimelineLabels[row.timeline as keyof typeof buyingTimelineLabels] ?? row.timeline)
      : null,
    linkedinUrl: row.linkedinUrl,
    companyName: row.companyName,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

/** Account erasure, in its transaction: the profile goes (nothing else points at it). */
export function eraseBuyerProfileFor(tx: Db, userId: number): Promise<void> {
  return eraseBuyerProfile(tx, userId);
}
