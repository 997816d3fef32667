import { ArrowRightIcon, RefreshCwIcon, StoreIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { BusinessCard } from '@/features/businesses/components/business-card';
import { useHomeListings } from '../api/get-home-listings';
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

export function FeaturedListings() {
  const listings = useHomeListings();
  const isRecent = listings.data?.kind === 'recent';

  return (
    <section aria-labelledby="featured-title" className="bg-muted/50">
      <div className="mx-auto w-full max-w-6xl px-4 py-14 sm:px-6 lg:py-20">
        <SectionHeading
          id="featured-title"
          eyebrow={isRecent ? 'Novedades' : 'Destacados'}
          title={isRecent ? 'Negocios recién publicados' : 'Negocios destacados'}
          description="Anuncios revisados por nuestro equipo. Firma el acuerdo de confidencialidad para ver los detalles."
          action={
            <Button asChild variant="outline">
              <Link to="/businesses">
                Ver todos los negocios
                <ArrowRightIcon aria-hidden="true" />
              </Link>
            </Button>
          }
        />

        <div className="mt-8">
          {listings.isPending ? (
            <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3" aria-busy="true">
              <span className="sr-only" role="status">
                Cargando negocios…
              </span>
              {[0, 1, 2].map((key) => (
                <ListingSkeleton key={key} />
              ))}
            </div>
          ) : listings.isError ? (
            <div className="flex flex-col items-center rounded-xl border border-dashed border-border bg-background px-6 py-12 text-center">
              <p className="text-base font-medium text-foreground">
                No pudimos cargar los negocios en este momento.
              </p>
              <p className="mt-1 text-sm text-muted-foreground">Revisa tu conexión e inténtalo de nuevo.</p>
              <Button variant="outline" className="mt-5" onClick={() => listings.refetch()}>
                <RefreshCwIcon aria-hidden="true" />
                Reintentar
              </Button>
            </div>
          ) : listings.data.items.length === 0 ? (
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
              {listings.data.items.map((item) => (
                <li key={item.id} className="min-w-0">
                  <BusinessCard business={item} />
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
    </section>
  );
}
