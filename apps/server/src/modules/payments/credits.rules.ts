import type { PaidTier } from '@traspasa/shared/payments';

/** The tiers a credit pays for (basic is free). */
export function isPaidTier(tier: string | null | undefined): tier is PaidTier {
  return tier === 'premium' || tier === 'featured';
}
