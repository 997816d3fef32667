import { useQuery } from '@tanstack/react-query';
import { type BusinessCategory, businessCategoryLabels } from '@traspasa/shared/enums';
import type { SimilarBusinessesResponse } from '@traspasa/shared/similar-businesses';
import { ArrowRightIcon, HistoryIcon, LayoutGridIcon } from 'lucide-react';
import { type ReactNode, useMemo } from 'react';
import { Link } from 'react-router';
import { BusinessCard, BusinessCardSkeleton } from '@/components/business-card/business-card';
import { paths } from '@/config/paths';
import { api } from '@/lib/api-client';
import { businessCardsQueryOptions, cardIds } from '@/lib/listings/get-business-cards';
import { cardPictures } from '@/lib/listings/images';
import { readRecentlyViewed } from '@/lib/listings/recently-viewed';
import type { BusinessSummary } from '@/lib/listings/types';

/** Cards shown per section: one row at 1280 px, a short swipe on a phone. */
const SHOWN = 4;
const PLACEHOLDERS = [1, 2, 3, 4];

/** A phone swipes the row sideways; from 640 px the cards sit in a grid. */
const ROW =
  '-mx-4 flex snap-x snap-mandatory scroll-px-4 gap-4 overflow-x-auto px-4 pb-2 sm:mx-0 sm:grid sm:grid-cols-2 sm:gap-5 sm:overflow-visible sm:px-0 sm:pb-0 lg:grid-cols-4';
const ITEM = 'w-[78%] min-w-0 shrink-0 snap-start sm:w-auto';

function CardRow({ items, label }: { items: BusinessSummary[]; label: string }) {
  const pictures = cardPictures(items);
  return (
    <ul className={ROW} aria-label={label}>
      {items.map((b, i) => (
        <li key={b.id} className={ITEM}>
          <BusinessCard business={b} picture={pictures[i]} />
        </li>
      ))}
    </ul>
  );
}

function SkeletonRow({ count }: { count: number }) {
  return (
    <ul className={ROW} aria-hidden="true">
      {PLACEHOLDERS.slice(0, count).map((n) => (
        <li key={n} className={ITEM}>
          <BusinessCardSkeleton />
        </li>
      ))}
    </ul>
  );
}

function Section({
  id,
  icon,
  title,
  intro,
  children,
}: {
  id: string;
  icon: ReactNode;
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="grid gap-4 border-t pt-8">
      <div className="grid gap-1">
        <h2 id={id} className="flex items-center gap-2 text-xl font-semibold">
          {icon}
          {title}
        </h2>
        {intro}
      </div>
      {children}
    </section>
  );
}

function SimilarListings({ business }: { business: BusinessSummary }) {
  const query = useQuery({
    queryKey: ['/api/businesses', 'similar', business.id],
    queryFn: ({ signal }) =>
      api.get<SimilarBusinessesResponse>(`/api/businesses/${business.id}/similar`, { signal }),
    staleTime: 5 * 60_000,
    retry: false,
  });
  // Nothing similar, or the list could not load: the section is simply not there.
  if (query.isError || (query.data && query.data.items.length === 0)) return null;
  const category = business.category as BusinessCategory | null;
  const more = new URLSearchParams();
  if (category) more.set('category', category);
  if (business.country) more.set('country', business.country);
  const label = category ? businessCategoryLabels[category]?.toLowerCase() : null;
  return (
    <Section
      id="similar-title"
      icon={<LayoutGridIcon className="size-5 text-primary" aria-hidden="true" />}
      title="Negocios parecidos"
      intro={
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground">
          <span>Del mismo tipo y país: primero los de precio parecido en la misma ciudad.</span>
          {category ? (
            <Link
              to={`${paths.businesses.href}?${more.toString()}`}
              className="inline-flex min-h-11 items-center gap-1 font-medium text-primary hover:underline"
            >
              Ver más{label ? ` de ${label}` : ''}
              <ArrowRightIcon className="size-4" aria-hidden="true" />
            </Link>
          ) : null}
        </p>
      }
    >
      {query.isPending ? (
        <SkeletonRow count={SHOWN} />
      ) : (
        <CardRow items={query.data.items.slice(0, SHOWN)} label="Negocios parecidos" />
      )}
    </Section>
  );
}

function RecentlyViewedListings({ businessId }: { businessId: number }) {
  // This device's list (no account needed), without the listing on screen; ids only.
  const ids = useMemo(() => cardIds(readRecentlyViewed(), businessId), [businessId]);
  const query = useQuery(businessCardsQueryOptions(ids));
  if (ids.length === 0 || query.isError || (query.data && query.data.items.length === 0)) return null;
  return (
    <Section
      id="recent-title"
      icon={<HistoryIcon className="size-5 text-primary" aria-hidden="true" />}
      title="Vistos recientemente"
      intro={
        <p className="text-sm text-muted-foreground">Los últimos anuncios que abriste en este dispositivo.</p>
      }
    >
      {query.isPending ? (
        <SkeletonRow count={Math.min(ids.length, SHOWN)} />
      ) : (
        <CardRow items={query.data.items.slice(0, SHOWN)} label="Vistos recientemente" />
      )}
    </Section>
  );
}

export default function ListingDiscoverySections({ business }: { business: BusinessSummary }) {
  return (
    <div className="grid gap-10">
      <SimilarListings business={business} />
      <RecentlyViewedListings businessId={business.id} />
    </div>
  );
}
