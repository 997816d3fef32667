import { ArrowRightIcon, RefreshCwIcon, StoreIcon } from 'lucide-react';
import { Link } from 'react-router';
import { BusinessCard } from '@/components/business-card/business-card';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { cardPictures } from '@/lib/listings/images';
import { HydrateWhenSeen } from '@/lib/ssr/hydrate-when-seen';
import {
  newestNotFeatured,
  RECENT_LISTINGS_HREF,
  useHomeFeatured,
  useHomeRecent,
} from '../api/get-home-listings';
import { SectionHeading } from './section-heading';

function ListingSkeleton() {
  return (
    <div className="overflow-hidden rounded-xl border border-border bg-card">
      <Skeleton className="aspect-[4/3] w-full rounded-none" />
      <div className="space-y-3 p-4">
        <Skeleton className="h-4 w-24" />
        <Skeleton className="h-5 w-4/5" />
        <Skeleton className="h-4 w-1/2" />
        <div className="flex gap-4 pt-2">
          <Skeleton className="h-6 w-24" />
          <Skeleton className="h-6 w-20" />
        </div>
      </div>
    </div>
  );
}

type ListingsQuery = Pick<
  ReturnType<typeof useHomeFeatured>,
  'data' | 'isPending' | 'isError' | 'isSuccess' | 'refetch'
>;

/**
 * A row of listing cards on the home page, with its loading, error and empty states.
 * `hideWhenEmpty`: the section steps aside when it has nothing (featured listings come and go).
 */
function ListingsSection({
  id,
  eyebrow,
  title,
  description,
  link,
  query,
  hideWhenEmpty = false,
  className,
}: {
  id: string;
  eyebrow: string;
  title: string;
  description: string;
  link: { to: string; label: string };
  query: ListingsQuery;
  hideWhenEmpty?: boolean;
  className?: string;
}) {
  const items = query.data ?? [];
  if (hideWhenEmpty && query.isSuccess && items.length === 0) return null;
  const pictures = cardPictures(items);

  return (
    <section aria-labelledby={id} className={className}>
      <div className="mx-auto w-full max-w-6xl px-4 py-14 sm:px-6 lg:py-20">
        <SectionHeading
          id={id}
          eyebrow={eyebrow}
          title={title}
          description={description}
          action={
            <Button asChild variant="outline">
              <Link to={link.to}>
                {link.label}
                <ArrowRightIcon aria-hidden="true" />
              </Link>
            </Button>
          }
        />

        <div className="mt-8">
          {query.isPending ? (
            <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3" aria-busy="true">
              <span className="sr-only" role="status">
                Cargando negocios…
              </span>
              {[0, 1, 2].map((key) => (
                <ListingSkeleton key={key} />
              ))}
            </div>
          ) : query.isError ? (
            <div className="flex flex-col items-center rounded-xl border border-dashed border-border bg-background px-6 py-12 text-center">
              <p className="text-base font-medium text-foreground">
                No pudimos cargar los negocios en este momento.
              </p>
              <p className="mt-1 text-sm text-muted-foreground">Revisa tu conexión e inténtalo de nuevo.</p>
              <Button variant="outline" className="mt-5" onClick={() => query.refetch()}>
                <RefreshCwIcon aria-hidden="true" />
                Reintentar
              </Button>
            </div>
          ) : items.length === 0 ? (
            <div className="flex flex-col items-center rounded-xl border border-dashed border-border bg-background px-6 py-12 text-center">
              <span className="flex size-12 items-center justify-center rounded-full bg-secondary text-primary">
                <StoreIcon className="size-6" aria-hidden="true" />
              </span>
              <p className="mt-4 text-base font-semibold text-foreground">
                Todavía no hay negocios publicados
              </p>
              <p className="mt-1 max-w-md text-sm text-muted-foreground">
                Sé de los primeros: publica tu negocio gratis y llega a compradores de todo el país.
              </p>
              <Button asChild variant="accent" className="mt-5">
                <Link to="/create-business">Publicar mi negocio</Link>
              </Button>
            </div>
          ) : (
            <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
              {items.map((item, i) => (
                <li key={item.id} className="min-w-0">
                  {/* Each card hydrates once it nears the screen (decision 146). */}
                  <HydrateWhenSeen>
                    <BusinessCard business={item} picture={pictures[i]} />
                  </HydrateWhenSeen>
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
    </section>
  );
}

/** "Negocios destacados": shown while some listing is featured. */
export function FeaturedListings() {
  const featured = useHomeFeatured();
  return (
    <ListingsSection
      id="featured-title"
      eyebrow="Destacados"
      title="Negocios destacados"
      description="Anuncios revisados por nuestro equipo. Firma el acuerdo de confidencialidad para ver los detalles."
      link={{ to: '/businesses', label: 'Ver todos los negocios' }}
      query={featured}
      hideWhenEmpty
      className="bg-muted/50"
    />
  );
}

/** "Recién publicados": the newest approved listings, linking to the list sorted by date. */
export function RecentListings() {
  const recent = useHomeRecent();
  const featured = useHomeFeatured();
  // Wait for the featured row too, so the cards do not change under the reader.
  const query: ListingsQuery = {
    data: recent.data ? newestNotFeatured(recent.data, featured.data) : undefined,
    isPending: recent.isPending || featured.isPending,
    isError: recent.isError,
    isSuccess: recent.isSuccess && !featured.isPending,
    refetch: recent.refetch,
  };
  return (
    <ListingsSection
      id="recent-title"
      eyebrow="Novedades"
      title="Recién publicados"
      description="Los últimos negocios que aprobamos. Llega antes que nadie a los que te interesan."
      link={{ to: RECENT_LISTINGS_HREF, label: 'Ver los más recientes' }}
      query={query}
    />
  );
}
