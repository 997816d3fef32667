import { formatUsd } from '@traspasa/shared/format';
import { ImageIcon, MapPinIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Skeleton } from '@/components/ui/skeleton';
import { businessHref, cardImageUrl, placeLabel } from '@/lib/listings/images';
import type { BusinessDetail } from '@/lib/listings/types';

/** The listing's public summary (photo, title, place, asking price): what the NDA is about. */
export function BusinessSummaryCard({ business }: { business: BusinessDetail }) {
  const image = cardImageUrl(business.images?.[0]);
  return (
    <article
      aria-label="Negocio del acuerdo"
      className="flex gap-4 overflow-hidden rounded-xl border bg-card p-3 shadow-sm lg:flex-col lg:p-0"
    >
      <div className="size-24 shrink-0 overflow-hidden rounded-lg bg-muted sm:size-28 lg:aspect-[16/10] lg:size-auto lg:w-full lg:rounded-none">
        {image ? (
          <img src={image} alt="" className="size-full object-cover" />
        ) : (
          <div className="flex size-full items-center justify-center text-muted-foreground">
            <ImageIcon className="size-6" aria-hidden="true" />
          </div>
        )}
      </div>
      <div className="min-w-0 lg:p-5 lg:pt-1">
        <p className="text-xs font-semibold tracking-wide text-primary uppercase">Negocio</p>
        <h2 className="mt-0.5 line-clamp-3 font-semibold leading-snug">
          <Link to={businessHref(business)} className="hover:underline">
            {business.title}
          </Link>
        </h2>
        <p className="mt-1 flex items-center gap-1 text-sm text-muted-foreground">
          <MapPinIcon className="size-3.5 shrink-0" aria-hidden="true" />
          <span className="truncate">{placeLabel(business.location, business.country)}</span>
        </p>
        <p className="figure mt-1 text-lg font-bold">
          {business.askingPrice ? formatUsd(business.askingPrice) : 'Precio a convenir'}
        </p>
      </div>
    </article>
  );
}

export function BusinessSummarySkeleton() {
  return (
    <div className="flex gap-4 rounded-xl border bg-card p-3 lg:flex-col lg:p-0" aria-hidden="true">
      <Skeleton className="size-24 shrink-0 lg:aspect-[16/10] lg:size-auto lg:w-full lg:rounded-none" />
      <div className="grid flex-1 gap-2 lg:p-5 lg:pt-1">
        <Skeleton className="h-4 w-20" />
        <Skeleton className="h-5 w-4/5" />
        <Skeleton className="h-4 w-1/2" />
        <Skeleton className="h-6 w-28" />
      </div>
    </div>
  );
}
