import { type BusinessCategory, businessCategoryLabels } from '@traspasa/shared/enums';
import { countText } from '@traspasa/shared/plural';
import { SearchIcon } from 'lucide-react';
import { type FormEvent, lazy, Suspense, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useCategoryCounts } from '../api/get-category-counts';
import { heroListing, useHomeFeatured, useHomeRecent } from '../api/get-home-listings';
import { useMediaQuery } from '../lib/use-media-query';
import { categoryIcons } from './category-icons';

// The card shows on wide screens only, so phones never fetch its code or its photo.
const HeroListingCard = lazy(() =>
  import('./hero-listing-card').then((m) => ({ default: m.HeroListingCard })),
);

function HeroListingCardSkeleton() {
  return (
    <div className="mx-auto w-full max-w-sm rounded-2xl bg-background p-5 shadow-2xl" aria-hidden="true">
      <Skeleton className="h-40 w-full rounded-xl" />
      <Skeleton className="mt-4 h-4 w-24" />
      <Skeleton className="mt-2 h-6 w-4/5" />
      <Skeleton className="mt-2 h-4 w-1/2" />
      <div className="mt-4 grid grid-cols-2 gap-3 border-t pt-4">
        <Skeleton className="h-10" />
        <Skeleton className="h-10" />
      </div>
    </div>
  );
}

const quickCategories: BusinessCategory[] = [
  'restaurant',
  'retail',
  'service',
  'hospitality',
  'technology',
  'healthcare',
];

export function Hero() {
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const counts = useCategoryCounts();
  const total = counts.data ? Object.values(counts.data).reduce((sum, n) => sum + (n ?? 0), 0) : null;
  const featured = useHomeFeatured();
  const recent = useHomeRecent();
  const listing = heroListing(featured.data, recent.data);
  const wide = useMediaQuery('(min-width: 1024px)');
  const loading = featured.isPending || (featured.data?.length === 0 && recent.isPending);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const q = query.trim();
    navigate(q ? `/businesses?q=${encodeURIComponent(q)}` : '/businesses');
  }

  return (
    <section
      aria-labelledby="hero-title"
      className="relative overflow-hidden bg-primary text-primary-foreground"
    >
      {/* Soft light shapes behind the text: decoration only. */}
      <div aria-hidden="true" className="pointer-events-none absolute inset-0">
        <div className="absolute -top-24 -right-24 size-80 rounded-full bg-white/5 sm:size-[28rem]" />
        <div className="absolute -bottom-32 -left-20 size-72 rounded-full bg-accent/10" />
      </div>

      <div className="relative mx-auto grid w-full max-w-6xl items-center gap-12 px-4 pt-12 pb-14 sm:px-6 sm:pt-16 sm:pb-20 lg:grid-cols-[minmax(0,1fr)_22rem] lg:pt-20 lg:pb-24 xl:grid-cols-[minmax(0,1fr)_24rem]">
        <div className="min-w-0">
          <p className="inline-flex items-center gap-2 rounded-full bg-white/10 px-3 py-1 text-sm font-medium text-primary-foreground/90">
            <span className="size-2 rounded-full bg-accent" aria-hidden="true" />
            {total !== null && total > 0
              ? `${countText(total, 'negocio publicado', 'negocios publicados')} en Ecuador y Latinoamérica`
              : 'Ecuador y Latinoamérica · precios en dólares'}
          </p>

          <h1
            id="hero-title"
            className="mt-5 max-w-3xl text-4xl leading-[1.1] font-bold tracking-tight text-balance sm:text-5xl lg:text-6xl"
          >
            Compra o vende un negocio en marcha, con confianza
          </h1>
          <p className="mt-5 max-w-2xl text-lg leading-8 text-primary-foreground/85">
            Restaurantes, tiendas, servicios y más en Ecuador y Latinoamérica. Los datos sensibles se ven solo
            después de firmar un acuerdo de confidencialidad, y cada anuncio lo revisa una persona.
          </p>

          <search className="mt-8 block max-w-2xl">
            <form onSubmit={onSubmit}>
              <label htmlFor="home-search" className="sr-only">
                Buscar negocios
              </label>
              <div className="flex flex-col gap-2 rounded-2xl bg-background p-2 shadow-lg sm:flex-row sm:items-center">
                <div className="relative flex-1">
                  <SearchIcon
                    className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-muted-foreground"
                    aria-hidden="true"
                  />
                  <input
                    id="home-search"
                    type="search"
                    name="q"
                    value={query}
                    onChange={(event) => setQuery(event.target.value)}
                    placeholder="Cafetería en Quito, ferretería, spa…"
                    autoComplete="off"
                    enterKeyHint="search"
                    className="min-h-12 w-full rounded-xl bg-transparent pr-3 pl-11 text-base text-foreground placeholder:text-muted-foreground focus-visible:outline-2 focus-visible:outline-ring"
                  />
                </div>
                <Button type="submit" variant="accent" size="lg" className="w-full sm:w-auto">
                  Buscar negocios
                </Button>
              </div>
            </form>
          </search>

          <nav aria-label="Categorías populares" className="mt-6">
            <ul className="flex flex-wrap gap-2">
              {quickCategories.map((category) => {
                const Icon = categoryIcons[category];
                return (
                  <li key={category}>
                    <Link
                      to={`/businesses?category=${category}`}
                      className="inline-flex min-h-11 items-center gap-2 rounded-full border border-white/25 bg-white/5 px-4 text-sm font-medium text-primary-foreground transition-colors hover:bg-white/15 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
                    >
                      <Icon className="size-4" aria-hidden="true" />
                      {businessCategoryLabels[category]}
                    </Link>
                  </li>
                );
              })}
            </ul>
          </nav>
        </div>
        {/* A real listing (never an invented one); nothing when none is published. */}
        {wide && (listing || loading) ? (
          <div>
            {listing ? (
              <Suspense fallback={<HeroListingCardSkeleton />}>
                <HeroListingCard listing={listing} />
              </Suspense>
            ) : (
              <HeroListingCardSkeleton />
            )}
          </div>
        ) : null}
      </div>
    </section>
  );
}
