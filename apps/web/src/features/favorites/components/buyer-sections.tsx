import { useQuery } from '@tanstack/react-query';
import { FileSignatureIcon, HeartIcon, HistoryIcon, SearchIcon } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { EmptyState, ErrorState } from '@/components/page/states';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { businessCardsQueryOptions, cardIds } from '@/features/businesses/api/get-business-cards';
import { BusinessCard, BusinessCardSkeleton } from '@/features/businesses/components/business-card';
import type { BusinessSummary } from '@/features/businesses/types';
import { useMyNdas } from '@/features/ndas/api/get-my-ndas';
import { MyNdasList, MyNdasSkeleton } from '@/features/ndas/components/my-ndas-list';
import { ndaErrorMessage } from '@/features/ndas/lib/errors';
import { isApiError } from '@/lib/api-client';
import { useFavorites } from '../api/favorites';
import { readRecentlyViewed } from '../lib/recently-viewed';

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

export function NdaSection() {
  const query = useMyNdas();
  return (
    <section aria-labelledby="nda-title" className="grid gap-4">
      <h2 id="nda-title" className="flex items-center gap-2 text-xl font-semibold">
        <FileSignatureIcon className="size-5 text-primary" aria-hidden="true" />
        Acuerdos de confidencialidad
      </h2>
      {query.isPending ? (
        <MyNdasSkeleton />
      ) : query.isError ? (
        <ErrorState
          title="No pudimos cargar tus acuerdos"
          message={ndaErrorMessage(query.error, 'Revisa tu conexión e inténtalo de nuevo.')}
          onRetry={() => void query.refetch()}
        />
      ) : query.data.items.length === 0 ? (
        <EmptyState
          icon={FileSignatureIcon}
          title="Aún no tienes acuerdos"
          action={
            <Button asChild variant="outline">
              <Link to={paths.businesses.href}>Ver negocios</Link>
            </Button>
          }
        >
          Cuando firmes el acuerdo de un negocio, lo verás aquí con un enlace a su estado. Para firmar uno,
          abre un anuncio y toca «Firmar acuerdo de confidencialidad».
        </EmptyState>
      ) : (
        <MyNdasList items={query.data.items} />
      )}
    </section>
  );
}
