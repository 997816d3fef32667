import { BookOpenIcon } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { PageBody, PageHeader } from '@/components/page/page-header';
import { EmptyState, ErrorState } from '@/components/page/states';
import { Button } from '@/components/ui/button';
import { PendingButton } from '@/components/ui/pending-button';
import { Skeleton } from '@/components/ui/skeleton';
import {
  type ResourceFilters,
  resourceFiltersFromParams,
  useResourceList,
} from '@/features/resources/api/get-resources';
import { ResourceCard } from '@/features/resources/components/resource-card';
import { ResourceFiltersForm } from '@/features/resources/components/resource-filters';

export default function ResourcesPage() {
  const [params, setParams] = useSearchParams();
  const filters = resourceFiltersFromParams(params);
  const query = useResourceList(filters);
  const items = query.data?.pages.flatMap((p) => p.items) ?? [];
  const filtered = Boolean(filters.type || filters.q);

  const apply = (next: ResourceFilters) => {
    const search = new URLSearchParams();
    if (next.type) search.set('type', next.type);
    if (next.q) search.set('q', next.q);
    setParams(search, { replace: true });
  };

  return (
    <>
      <title>Recursos para comprar y vender un negocio | Traspasa</title>
      <meta
        name="description"
        content="Guías, plantillas y artículos para valorar, preparar, comprar o vender un pequeño negocio en Ecuador y Latinoamérica."
      />
      <PageHeader
        eyebrow="Aprende"
        title="Recursos"
        description="Guías, plantillas y artículos para preparar la venta de tu negocio o evaluar uno antes de comprarlo: valoración, documentos, negociación y traspaso."
      />
      <PageBody className="flex flex-col gap-6">
        <ResourceFiltersForm filters={filters} onChange={apply} />

        {query.isPending ? (
          <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3" aria-hidden="true">
            {Array.from({ length: 6 }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: static skeletons
              <Skeleton key={i} className="h-72 w-full" />
            ))}
          </div>
        ) : query.isError ? (
          <ErrorState title="No pudimos cargar los recursos" onRetry={() => void query.refetch()} />
        ) : items.length === 0 ? (
          <EmptyState
            icon={BookOpenIcon}
            title={filtered ? 'Ningún recurso coincide con tu búsqueda' : 'Aún no hay recursos publicados'}
            action={
              filtered ? (
                <Button variant="outline" onClick={() => apply({})}>
                  Ver todos
                </Button>
              ) : undefined
            }
          >
            {filtered
              ? 'Prueba con otra palabra o quita el filtro de tipo.'
              : 'Estamos preparando guías y plantillas. Mientras tanto, revisa las preguntas frecuentes o consulta a un profesional del directorio.'}
          </EmptyState>
        ) : (
          <>
            <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
              {items.map((resource) => (
                <li key={resource.id} className="min-w-0">
                  <ResourceCard resource={resource} />
                </li>
              ))}
            </ul>
            {query.hasNextPage ? (
              <div className="flex justify-center">
                <PendingButton
                  variant="outline"
                  pending={query.isFetchingNextPage}
                  pendingLabel="Cargando…"
                  onClick={() => void query.fetchNextPage()}
                >
                  Cargar más
                </PendingButton>
              </div>
            ) : null}
          </>
        )}
      </PageBody>
    </>
  );
}
