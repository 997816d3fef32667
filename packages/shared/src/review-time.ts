import { countText } from './plural.ts';
/**
 * How long listing moderation takes at most ("after submitting, the expected review
 * time"). The target the FAQ already promises ("uno o dos días hábiles"); the listing form's
 * success and the seller dashboard's listings in review say it from here.
 */
export const LISTING_REVIEW_BUSINESS_DAYS = 2;

/** "Lo revisamos en un máximo de 2 días hábiles." */
export function listingReviewTimeText(days: number = LISTING_REVIEW_BUSINESS_DAYS): string {
  return `Lo revisamos en un máximo de ${countText(days, 'día hábil', 'días hábiles')}.`;
}
