import { useQueryClient } from '@tanstack/react-query';
import { Loader2Icon, SearchXIcon, StoreIcon } from 'lucide-react';
import { Suspense, useEffect, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { OWN_HYDRATION, PartHydrationRelease } from '@/app/ssr/hydration-release';
import { PageBody, PageHeader } from '@/components/page/page-header';
import { EmptyState, ErrorState } from '@/components/page/states';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import {
  type BusinessFilters,
  businessesQueryOptions,
  useBusinesses,
} from '@/features/businesses/api/get-businesses';
import {
  BusinessCardGrid,
  BusinessCardGridSkeleton,
} from '@/features/businesses/components/business-card-grid';
import { BusinessFilterPanel, BusinessSearchBox } from '@/features/businesses/components/business-filters';
import { FiltersSheet } from '@/features/businesses/components/filters-sheet';
import {
  activeFilterCount,
  countLabel,
  filtersFromParams,
  paramsFromFilters,
  requestFilters,
} from '@/features/businesses/lib/filters';
import { filtersToSave } from '@/features/businesses/lib/filters-to-save';
import { SaveSearchButton } from '@/features/saved-searches/components/save-search-button';
import { useVisitFromAddress } from '@/features/saved-searches/lib/use-visit-from-address';
import type { BusinessSummary } from '@/lib/listings/types';
import { HydrateWhenSeen } from '@/lib/ssr/hydrate-when-seen';

export default function BusinessesPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  // The address is the one source of truth of the filters (decision 051).
  const filters = useMemo(() => filtersFromParams(searchParams), [searchParams]);
  // An inverted range is warned about beside it and left out of the request.
  const sent = useMemo(() => requestFilters(filters), [filters]);
  const query = useBusinesses(sent);
  useVisitFromAddress();
  const queryClient = useQueryClient();

  // Further pages ("Ver más") are appended locally and reset when the filters change.
  const [more, setMore] = useState<{ items: BusinessSummary[]; nextCursor: string | null } | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  const [moreError, setMoreError] = useState(false);
  const filterKey = searchParams.toString();
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset on every filter change
  useEffect(() => {
    setMore(null);
    setMoreError(false);
  }, [filterKey]);

  const page = query.data;
  const items = [...(page?.items ?? []), ...(more?.items ?? [])];
  const nextCursor = more ? more.nextCursor : (page?.nextCursor ?? null);
  const total = page?.total ?? items.length;
  const totalIsLowerBound = page?.totalIsLowerBound ?? false;

  const loadMore = async () => {
    if (!nextCursor) return;
    setLoadingMore(true);
    setMoreError(false);
    try {
      const next = await queryClient.fetchQuery(businessesQueryOptions({ ...sent, cursor: nextCursor }));
      setMore((prev) => ({ items: [...(prev?.items ?? []), ...next.items], nextCursor: next.nextCursor }));
    } catch {
      setMoreError(true);
    } finally {
      setLoadingMore(false);
    }
  };

  // Every change is a step of the history (back and forward walk the searches); the same
  // address again (a field tidied on blur) is not.
  const applyFilters = (next: BusinessFilters) => {
    const params = paramsFromFilters(next);
    if (params.toString() !== paramsFromFilters(filters).toString()) setSearchParams(params);
  };

  const unavailable = Boolean(page?.unavailable);
  const hasFilters = Object.keys(filters).length > 0;
  const words = filters.q?.trim();
  const otherFilters = activeFilterCount(filters) > 0;

  return (
    <>
      <title>Negocios en venta en Ecuador y Latinoamérica | Traspasa</title>
      <meta
        name="description"
        content="Explora negocios en venta: restaurantes, tiendas, servicios, tecnología y más. Filtra por categoría y precio y firma un acuerdo de confidencialidad para ver los detalles."
      />
      <PageHeader eyebrow="Mercado" title="Negocios en venta" className="[&>div]:py-5 sm:[&>div]:py-10">
        <p className="mt-3 hidden text-base leading-7 text-pretty text-muted-foreground md:block">
          Encuentra negocios en marcha en Ecuador y Latinoamérica. Los datos públicos de cada anuncio están a
          la vista; los confidenciales se desbloquean al firmar un acuerdo de confidencialidad con el
          vendedor.
        </p>
      </PageHeader>
      <PageBody className="grid gap-8 py-4 sm:py-8 lg:grid-cols-[17rem_minmax(0,1fr)]">
        <aside className="hidden lg:block" aria-labelledby="filters-title">
          <h2 id="filters-title" className="mb-4 text-lg font-semibold">
            Filtros
          </h2>
          {/* Hydrated on its own once it is on screen (decision 146): on a phone this column is
              hidden and never hydrates; its fields wait for their own release. */}
          <HydrateWhenSeen>
            <div {...{ [OWN_HYDRATION]: 'search-filters' }}>
              <BusinessFilterPanel value={filters} onChange={applyFilters} idPrefix="filters" />
              <PartHydrationRelease part="search-filters" />
            </div>
          </HydrateWhenSeen>
        </aside>

        <section className="flex min-w-0 flex-col gap-4" aria-label="Resultados">
          <div className="flex gap-2">
            <BusinessSearchBox value={filters} onChange={applyFilters} />
            <FiltersSheet value={filters} onApply={applyFilters} className="shrink-0 lg:hidden" />
          </div>

          <div className="flex items-center justify-between gap-3">
            <div
              className="flex min-w-0 flex-1 flex-wrap items-baseline justify-between gap-2"
              aria-live="polite"
            >
              <p className="text-sm font-medium text-muted-foreground" data-testid="results-count">
                {query.isPending
                  ? 'Buscando negocios…'
                  : unavailable
                    ? ''
                    : countLabel(total, totalIsLowerBound)}
                {page?.correctedQuery && !query.isPending ? (
                  <span className="block font-normal [overflow-wrap:anywhere]" data-testid="corrected-query">
                    No encontramos «{filters.q}». Mostrando resultados para «
                    <strong className="font-semibold text-foreground">{page.correctedQuery}</strong>».
                  </span>
                ) : null}
              </p>
              {query.isFetching && !query.isPending ? (
                <span className="inline-flex items-center gap-1 text-xs text-muted-foreground">
                  <Loader2Icon className="size-3.5 animate-spin" aria-hidden="true" />
                  Actualizando
                </span>
              ) : null}
            </div>
            <SaveSearchButton filters={filtersToSave(filters)} />
          </div>

          {query.isPending ? (
            <BusinessCardGridSkeleton />
          ) : query.isError || unavailable ? (
            <ErrorState
              title="No pudimos cargar los negocios"
              message="Puede ser un problema de conexión. Inténtalo de nuevo en unos segundos."
              onRetry={() => void query.refetch()}
            />
          ) : items.length === 0 && words ? (
            // No listing has the words, nor a plausible spelling of them (decision 050): said
            // so, never unrelated businesses.
            <EmptyState
              icon={SearchXIcon}
              title={`No encontramos «${words}»`}
              action={
                <Button
                  variant="outline"
                  onClick={() =>
                    applyFilters(otherFilters ? { q: filters.q, sort: filters.sort } : { sort: filters.sort })
                  }
                >
                  {otherFilters ? 'Quitar filtros' : 'Ver todos los negocios'}
                </Button>
              }
            >
              {otherFilters
                ? 'Ningún negocio tiene esas palabras con estos filtros. Prueba sin filtros, revisa cómo se escriben o busca con otras palabras.'
                : 'Ningún negocio publicado tiene esas palabras. Revisa cómo se escriben o busca por el tipo de negocio, como «cafetería» o «ferretería».'}
            </EmptyState>
          ) : items.length === 0 ? (
            <EmptyState
              icon={StoreIcon}
              title={hasFilters ? 'No hay negocios con estos filtros' : 'Todavía no hay negocios publicados'}
              action={
                hasFilters ? (
                  <Button
                    variant="outline"
                    onClick={() => applyFilters({ q: filters.q, sort: filters.sort })}
                  >
                    Quitar filtros
                  </Button>
                ) : (
                  <Button asChild variant="accent">
                    <Link to={paths.createBusiness.href}>Publicar mi negocio</Link>
                  </Button>
                )
              }
            >
              {hasFilters
                ? activeFilterCount(filters) > 0 && filters.includeSold !== 'true'
                  ? 'Prueba con otra categoría, amplía los rangos o incluye los vendidos.'
                  : 'Prueba con otra categoría, amplía los rangos o busca con menos palabras.'
                : 'Sé el primero en publicar tu negocio: el anuncio básico es gratis.'}
            </EmptyState>
          ) : (
            <>
              {/* The grid hydrates on its own, each card once it nears the screen (decision 146). */}
              <Suspense fallback={null}>
                <BusinessCardGrid items={items} headingLevel="h2" />
              </Suspense>
              {nextCursor ? (
                <div className="flex flex-col items-center gap-2">
                  <Button variant="outline" size="lg" onClick={() => void loadMore()} disabled={loadingMore}>
                    {loadingMore ? <Loader2Icon className="animate-spin" aria-hidden="true" /> : null}
                    {loadingMore ? 'Cargando…' : 'Ver más negocios'}
                  </Button>
                  {moreError ? (
                    <p role="alert" className="text-sm text-destructive">
                      No pudimos cargar más negocios. Inténtalo de nuevo.
                    </p>
                  ) : null}
                </div>
              ) : null}
            </>
          )}
        </section>
      </PageBody>
    </>
  );
}
