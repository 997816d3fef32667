import { formatUsd } from '@traspasa/shared/format';
import { BadgeCheckIcon, LockIcon, MapPinIcon, StarIcon } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { categoryLabel } from '@/components/business-card/business-card';
import { CategoryIllustration } from '@/components/business-card/category-illustration';
import { toNumber } from '@/lib/listings/figures';
import { businessHref, cardPictures, placeLabel } from '@/lib/listings/images';
import type { BusinessSummary } from '@/lib/listings/types';

/** The figure beside the price: the profit, else the sales; none when the seller gave neither. */
export function heroSecondFigure(listing: BusinessSummary): { label: string; value: string } | null {
  if (toNumber(listing.annualProfit) !== null)
    return { label: 'Utilidad anual', value: formatUsd(listing.annualProfit) };
  if (toNumber(listing.annualRevenue) !== null)
    return { label: 'Ventas anuales', value: formatUsd(listing.annualRevenue) };
  return null;
}

/**
 * The hero's card: a real listing on Traspasa (the first featured one, else the newest) with
 * its own photo and figures, linking to it.
 */
export function HeroListingCard({ listing }: { listing: BusinessSummary }) {
  const [failed, setFailed] = useState(false);
  const picture = cardPictures([listing])[0]!;
  const second = heroSecondFigure(listing);
  const price = toNumber(listing.askingPrice) === null ? 'A convenir' : formatUsd(listing.askingPrice);
  return (
    <article className="group relative mx-auto w-full max-w-sm rotate-1 rounded-2xl bg-background p-5 text-foreground shadow-2xl ring-1 ring-black/5 transition-transform focus-within:rotate-0 focus-within:ring-2 focus-within:ring-white hover:rotate-0">
      <p className="sr-only">{listing.featured ? 'Negocio destacado' : 'Negocio recién publicado'}</p>
      <div className="relative h-40 overflow-hidden rounded-xl bg-muted">
        {picture.image && !failed ? (
          <img
            src={picture.image}
            alt=""
            width={640}
            height={480}
            loading="eager"
            decoding="async"
            onError={() => setFailed(true)}
            className="size-full object-cover"
          />
        ) : (
          <CategoryIllustration category={listing.category} variant={picture.illustration} />
        )}
        <span className="absolute top-3 left-3 inline-flex items-center gap-1 rounded-full bg-accent px-2.5 py-0.5 text-xs font-semibold text-accent-foreground">
          {listing.featured ? (
            <>
              <StarIcon className="size-3.5" aria-hidden="true" />
              Destacado
            </>
          ) : (
            'Recién publicado'
          )}
        </span>
      </div>
      <p className="mt-4 flex flex-wrap items-center gap-x-2 text-xs font-semibold text-primary">
        {categoryLabel(listing.category)}
        {listing.sellerVerified ? (
          <span className="inline-flex items-center gap-1 text-green-800">
            <BadgeCheckIcon className="size-3.5" aria-hidden="true" />
            Vendedor verificado
          </span>
        ) : null}
      </p>
      <h2 className="mt-1 line-clamp-2 text-lg leading-snug font-semibold">
        <Link
          to={businessHref(listing)}
          className="outline-none after:absolute after:inset-0 after:content-['']"
        >
          {listing.title}
        </Link>
      </h2>
      <p className="mt-1 flex items-center gap-1 text-sm text-muted-foreground">
        <MapPinIcon className="size-4 shrink-0" aria-hidden="true" />
        <span className="truncate">{placeLabel(listing.location, listing.country)}</span>
      </p>
      <dl className="mt-4 grid grid-cols-2 gap-3 border-t border-border pt-4">
        <div>
          <dt className="text-xs text-muted-foreground">Precio de venta</dt>
          <dd className="figure text-lg font-bold text-foreground">{price}</dd>
        </div>
        {second ? (
          <div>
            <dt className="text-xs text-muted-foreground">{second.label}</dt>
            <dd className="figure text-lg font-bold text-foreground">{second.value}</dd>
          </div>
        ) : null}
      </dl>
      <p className="mt-4 flex items-center gap-2 rounded-xl border border-dashed border-primary/30 bg-primary-soft p-3 text-sm font-medium text-primary">
        <LockIcon className="size-4 shrink-0" aria-hidden="true" />
        Nombre, dirección y documentos tras firmar el acuerdo
      </p>
    </article>
  );
}
