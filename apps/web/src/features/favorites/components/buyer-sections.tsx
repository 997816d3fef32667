import { useQuery } from '@tanstack/react-query';
import { HeartIcon, HistoryIcon, SearchIcon } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { BusinessCard, BusinessCardSkeleton } from '@/components/business-card/business-card';
import { EmptyState, ErrorState } from '@/components/page/states';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { businessCardsQueryOptions, cardIds } from '@/lib/listings/get-business-cards';
import { readRecentlyViewed } from '@/lib/listings/recently-viewed';
import type { BusinessSummary } from '@/lib/listings/types';
import { useFavorites } from '../api/favorites';

function CardGrid({ items, label }: { items: BusinessSummary[]; label: string }) {
  return (
    <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3" aria-label={label}>
      {items.map((b) => (
        <li key={b.id} className="min-w-0">
          <BusinessCard business={b} />
        </li>
      ))}
    </ul>
  );
}

function SkeletonGrid() {
  return (
    <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3" aria-label="Cargando">
      {[0, 1, 2].map((i) => (
        <li key={i}>
          <BusinessCardSkeleton />
        </li>
      ))}
    </ul>
  );
}

export function SavedListings() {
  const query = useFavorites();
  return (
    <section aria-labelledby="saved-title" className="grid gap-4">
      <h2 id="saved-title" className="flex items-center gap-2 text-xl font-semibold">
        <HeartIcon className="size-5 text-rose-700" aria-hidden="true" />
        Negocios guardados
      </h2>
      {query.isPending ? (
        <SkeletonGrid />
      ) : query.isError ? (
        <ErrorState
          title="No pudimos cargar tus guardados"
          message={
            isApiError(query.error) && query.error.status === 404
              ? 'Los favoritos todavía no están disponibles. Inténtalo más tarde.'
              : 'Revisa tu conexión e inténtalo de nuevo.'
          }
          onRetry={() => void query.refetch()}
        />
      ) : query.data.items.length === 0 ? (
        <EmptyState
          icon={HeartIcon}
          title="Aún no guardas negocios"
          action={
            <Button asChild>
              <Link to={paths.businesses.href}>
                <SearchIcon aria-hidden="true" />
                Buscar negocios
              </Link>
            </Button>
          }
        >
          Toca «Guardar» en un anuncio para tenerlo a mano aquí.
        </EmptyState>
      ) : (
        <CardGrid items={query.data.items} label="Negocios guardados" />
      )}
    </section>
  );
}

export function RecentlyViewed() {
  const [ids] = useState(() => cardIds(readRecentlyViewed()));
  // One request for the cards, counting no view; listings no longer public are left out.
  const query = useQuery(businessCardsQueryOptions(ids));
  const loading = query.isPending;
  const items = query.data?.items ?? [];
  return (
    <section aria-labelledby="recent-title" className="grid gap-4">
      <h2 id="recent-title" className="flex items-center gap-2 text-xl font-semibold">
        <HistoryIcon className="size-5 text-primary" aria-hidden="true" />
        Vistos recientemente
      </h2>
      {ids.length === 0 ? (
        <EmptyState icon={HistoryIcon} title="Todavía no has visto negocios">
          Los últimos anuncios que abras aparecerán aquí, en este dispositivo.
        </EmptyState>
      ) : loading ? (
        <SkeletonGrid />
      ) : query.isError ? (
        <ErrorState
          title="No pudimos cargar los negocios que viste"
          message="Revisa tu conexión e inténtalo de nuevo."
          onRetry={() => void query.refetch()}
        />
      ) : items.length === 0 ? (
        <EmptyState icon={HistoryIcon} title="Los anuncios que viste ya no están disponibles" />
      ) : (
        <CardGrid items={items} label="Vistos recientemente" />
      )}
    </section>
  );
}
