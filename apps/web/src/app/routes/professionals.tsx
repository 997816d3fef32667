import { UsersIcon } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { PageBody, PageHeader } from '@/components/page/page-header';
import { EmptyState, ErrorState } from '@/components/page/states';
import { Button } from '@/components/ui/button';
import { PendingButton } from '@/components/ui/pending-button';
import { Skeleton } from '@/components/ui/skeleton';
import {
  type ProfessionalFilters,
  professionalFiltersFromParams,
  useProfessionalList,
} from '@/features/professionals/api/get-professionals';
import { ProfessionalCard } from '@/features/professionals/components/professional-card';
import { ProfessionalFiltersForm } from '@/features/professionals/components/professional-filters';

export default function ProfessionalsPage() {
  const [params, setParams] = useSearchParams();
  const filters = professionalFiltersFromParams(params);
  const query = useProfessionalList(filters);
  const items = query.data?.pages.flatMap((p) => p.items) ?? [];
  const filtered = Boolean(filters.category || filters.q || filters.location);

  const apply = (next: ProfessionalFilters) => {
    const search = new URLSearchParams();
    if (next.q) search.set('q', next.q);
    if (next.location) search.set('location', next.location);
    if (next.category) search.set('category', next.category);
    setParams(search, { replace: true });
  };

  return (
    <>
      <title>Directorio de profesionales | Traspasa</title>
      <meta
        name="description"
        content="Abogados, contadores, valuadores y asesores que acompañan la compra y venta de negocios en Ecuador y Latinoamérica."
      />
      <PageHeader
        eyebrow="Directorio"
        title="Profesionales"
        description="Abogados, contadores, valuadores y asesores que acompañan la compra y venta de negocios. Revisa su experiencia y contáctalos directamente para revisar contratos, cifras o el traspaso."
      />
      <PageBody className="flex flex-col gap-6">
        <ProfessionalFiltersForm filters={filters} onChange={apply} />

        {query.isPending ? (
          <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3" aria-hidden="true">
            {Array.from({ length: 6 }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: static skeletons
              <Skeleton key={i} className="h-56 w-full" />
            ))}
          </div>
        ) : query.isError ? (
          <ErrorState title="No pudimos cargar el directorio" onRetry={() => void query.refetch()} />
        ) : items.length === 0 ? (
          <EmptyState
            icon={UsersIcon}
            title={filtered ? 'Nadie coincide con tu búsqueda' : 'El directorio aún está vacío'}
            action={
              filtered ? (
                <Button variant="outline" onClick={() => apply({})}>
                  Ver todos
                </Button>
              ) : undefined
            }
          >
            {filtered
              ? 'Prueba con otra palabra, otra ciudad o quita el filtro de categoría.'
              : 'Pronto publicaremos abogados, contadores y asesores verificados.'}
          </EmptyState>
        ) : (
          <>
            <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
              {items.map((professional) => (
                <li key={professional.id} className="min-w-0">
                  <ProfessionalCard professional={professional} />
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
