import {
  type BuyerProfile,
  type BuyerProfileResponse,
  type BuyingTimeline,
  emptyBuyerProfile,
  type FundingMethod,
  profileCompleteness,
} from '@traspasa/shared/buyer-profiles';
import type { BusinessCategory } from '@traspasa/shared/enums';
import type { BuyerProfileRow } from './buyer-profiles.repository.ts';

/** A stored row as the API shows it; no row yet is the empty profile. */
export function toProfile(row: BuyerProfileRow | null): BuyerProfile {
  if (!row) return emptyBuyerProfile;
  return {
    presentation: row.presentation,
    experience: row.experience,
    sectors: row.sectors as BusinessCategory[],
    places: row.places,
    priceMinCents: row.priceMinCents,
    priceMaxCents: row.priceMaxCents,
    fundingMethods: row.fundingMethods as FundingMethod[],
    timeline: row.timeline as BuyingTimeline | null,
    linkedinUrl: row.linkedinUrl,
    companyName: row.companyName,
  };
}

export function toProfileResponse(row: BuyerProfileRow | null): BuyerProfileResponse {
  const profile = toProfile(row);
  return {
    profile,
    updatedAt: row ? row.updatedAt.toISOString() : null,
    completeness: profileCompleteness(row ? profile : null),
  };
}
