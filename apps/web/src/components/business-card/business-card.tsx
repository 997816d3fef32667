import { type BusinessCategory, businessCategoryLabels } from '@traspasa/shared/enums';
import { formatUsd } from '@traspasa/shared/format';
import { BadgeCheckIcon, LockKeyholeIcon, MapPinIcon, StarIcon } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Skeleton } from '@/components/ui/skeleton';
import { updatedLabel } from '@/lib/listings/freshness';
import { businessHref, type CardPicture, cardPictures, placeLabel } from '@/lib/listings/images';
import type { BusinessSummary } from '@/lib/listings/types';
import { useRenderNow } from '@/lib/ssr/render-clock';
import { cn } from '@/lib/utils';
import { CategoryIllustration } from './category-illustration';

export type BusinessCardProps = {
  business: BusinessSummary;
  className?: string;
  /** Load the image eagerly (first cards above the fold). */
  priority?: boolean;
  /** Heading level for the title, to fit the page outline (default h3). */
  headingLevel?: 'h2' | 'h3' | 'h4';
  /** What the card shows, chosen over the whole list (`cardPictures`) so neighbours differ. */
  picture?: CardPicture;
};

export function categoryLabel(category: string | null | undefined): string {
  if (!category) return 'Otros';
  return businessCategoryLabels[category as BusinessCategory] ?? category;
}

function hasValue(v: number | string | null | undefined): boolean {
  return v !== null && v !== undefined && v !== '' && Number.isFinite(Number(v));
}

/** A listing in a grid: photo, category, title, place, asking price and yearly figures. */
export function BusinessCard({
  business,
  className,
  priority = false,
  headingLevel = 'h3',
  picture,
}: BusinessCardProps) {
  const [imageFailed, setImageFailed] = useState(false);
  const shown = picture ?? cardPictures([business])[0]!;
  const image = shown.image;
  const sold = business.status === 'sold';
  // Reserved for a buyer who signed a letter of intent: still listed (decision 171).
  const reserved = business.status === 'reserved';
  const highlighted =
    Boolean(business.featured) || business.packageTier === 'premium' || business.packageTier === 'featured';
  const Heading = headingLevel;
  const updated = updatedLabel(business.refreshedAt, useRenderNow());

  return (
    <article
      className={cn(
        'group relative flex h-full flex-col overflow-hidden rounded-xl border bg-card text-card-foreground shadow-sm transition-shadow focus-within:ring-2 focus-within:ring-ring hover:shadow-md',
        highlighted && 'border-amber-300',
        className,
      )}
    >
      <div className="relative aspect-[4/3] w-full overflow-hidden bg-muted">
        {image && !imageFailed ? (
          <img
            src={image}
            alt=""
            loading={priority ? 'eager' : 'lazy'}
            decoding="async"
            width={640}
            height={480}
            onError={() => setImageFailed(true)}
            className={cn(
              'size-full object-cover transition-transform duration-300 group-hover:scale-[1.02]',
              sold && 'grayscale',
            )}
          />
        ) : (
          <CategoryIllustration
            category={business.category}
            variant={shown.illustration}
            className={cn(sold && 'grayscale')}
          />
        )}
        <div className="absolute top-3 left-3 flex flex-wrap gap-1.5">
          {sold ? (
            <Badge variant="default" className="bg-slate-900 text-white">
              Vendido
            </Badge>
          ) : null}
          {reserved ? (
            <Badge variant="warning" className="shadow-sm">
              <LockKeyholeIcon aria-hidden="true" />
              Reservado
            </Badge>
          ) : null}
          {business.featured && !sold && !reserved ? (
            <Badge variant="accent">
              <StarIcon aria-hidden="true" />
              Destacado
            </Badge>
          ) : null}
        </div>
      </div>

      <div className="flex flex-1 flex-col gap-3 p-4 sm:p-5">
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs font-semibold text-primary">
          <span>{categoryLabel(business.category)}</span>
          {business.sellerVerified ? (
            <span className="inline-flex items-center gap-1 text-green-800">
              <BadgeCheckIcon className="size-3.5" aria-hidden="true" />
              Vendedor verificado
            </span>
          ) : null}
        </div>
        <Heading className="line-clamp-2 text-base font-semibold leading-snug text-foreground">
          {/* The link covers the whole card; other content stays selectable above it. */}
          <Link
            to={businessHref(business)}
            className="outline-none after:absolute after:inset-0 after:content-['']"
          >
            {business.title}
          </Link>
        </Heading>
        <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
          <MapPinIcon className="size-4 shrink-0" aria-hidden="true" />
          <span className="truncate">{placeLabel(business.location, business.country)}</span>
        </p>
        {updated ? <p className="-mt-2 text-xs text-muted-foreground">{updated}</p> : null}

        <div className="mt-auto flex flex-col gap-3 border-t pt-3">
          <div>
            <p className="text-xs text-muted-foreground">Precio de venta</p>
            <p className="figure text-xl font-bold text-foreground">
              {hasValue(business.askingPrice) ? formatUsd(business.askingPrice) : 'A convenir'}
            </p>
          </div>
          <dl className="grid grid-cols-2 gap-2 text-sm">
            <div>
              <dt className="text-xs text-muted-foreground">Ventas anuales</dt>
              <dd className="figure font-semibold">{formatUsd(business.annualRevenue)}</dd>
            </div>
            <div>
              <dt className="text-xs text-muted-foreground">Utilidad anual</dt>
              <dd className="figure font-semibold">{formatUsd(business.annualProfit)}</dd>
            </div>
          </dl>
        </div>
      </div>
    </article>
  );
}

/** Placeholder with the card's shape while listings load. */
export function BusinessCardSkeleton() {
  return (
    <div className="flex flex-col overflow-hidden rounded-xl border bg-card shadow-sm" aria-hidden="true">
      <Skeleton className="aspect-[4/3] w-full rounded-none" />
      <div className="flex flex-col gap-3 p-4 sm:p-5">
        <Skeleton className="h-3 w-24 rounded" />
        <Skeleton className="h-5 w-4/5 rounded" />
        <Skeleton className="h-4 w-1/2 rounded" />
        <Skeleton className="mt-2 h-7 w-32 rounded" />
      </div>
    </div>
  );
}
