import {
  BusinessCard,
  type BusinessCardProps,
  BusinessCardSkeleton,
} from '@/components/business-card/business-card';
import { cardPictures } from '@/lib/listings/images';
import type { BusinessSummary } from '@/lib/listings/types';
import { HydrateWhenSeen } from '@/lib/ssr/hydrate-when-seen';

/**
 * The search's card grid (the listings page and the landing pages): one column on phones, two
 * then three; the first three pictures load eagerly, neighbours never repeat a picture. A
 * server-rendered card hydrates once it nears the screen (decision 146).
 */
const GRID = 'grid gap-5 sm:grid-cols-2 xl:grid-cols-3';
const PLACEHOLDERS = [1, 2, 3, 4, 5, 6];

export function BusinessCardGrid({
  items,
  headingLevel,
}: {
  items: BusinessSummary[];
  headingLevel: BusinessCardProps['headingLevel'];
}) {
  const pictures = cardPictures(items);
  return (
    <ul className={GRID} data-testid="results">
      {items.map((business, index) => (
        <li key={business.id} className="min-w-0">
          <HydrateWhenSeen>
            <BusinessCard
              business={business}
              picture={pictures[index]}
              priority={index < 3}
              headingLevel={headingLevel}
            />
          </HydrateWhenSeen>
        </li>
      ))}
    </ul>
  );
}

/** The grid's six placeholders while the first page loads. */
export function BusinessCardGridSkeleton() {
  return (
    <ul className={GRID} aria-label="Cargando negocios">
      {PLACEHOLDERS.map((n) => (
        <li key={n}>
          <BusinessCardSkeleton />
        </li>
      ))}
    </ul>
  );
}
