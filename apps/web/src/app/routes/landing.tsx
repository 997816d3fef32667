import { useQueryClient } from '@tanstack/react-query';
import { ArrowRightIcon } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { PageBody } from '@/components/page/page-header';
import { ErrorState } from '@/components/page/states';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import type { BusinessFilters } from '@/features/businesses/api/get-businesses';
import {
  BusinessCardGrid,
  BusinessCardGridSkeleton,
} from '@/features/businesses/components/business-card-grid';
import { FiltersSheet } from '@/features/businesses/components/filters-sheet';
import { countLabel, filtersFromParams, paramsFromFilters } from '@/features/businesses/lib/filters';
import { landingQueryOptions, useLanding } from '@/features/landing/api/get-landing';
import { Breadcrumbs } from '@/features/landing/components/breadcrumbs';
import { RelatedLinks } from '@/features/landing/components/related-links';
import { isCanonicalAddress, shownLabel } from '@/features/landing/lib/landing-address';
import { isApiError } from '@/lib/api-client';
import NotFoundPage from './not-found';

/**
 * /negocios/{categoría}, /negocios/{ciudad}, /negocios/{categoría}/{ciudad}
 * (decision 152): the first page of the search's cards for that category and city, with an
 * introduction, breadcrumbs and links to the related pages. Server-rendered.
 */
export default function LandingRoute() {
  const { first = '', second } = useParams();
  const query = useLanding(first, second);
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const queryClient = useQueryClient();
  const page = query.data;

  // Accents or capitals in the address (/negocios/Tecnología): the page's own address replaces it.
  useEffect(() => {
    if (!page || isCanonicalAddress(pathname, page.path)) return;
    const [, , a = '', b] = page.path.split('/');
    queryClient.setQueryData(landingQueryOptions(a, b).queryKey, page);
    void navigate(`${page.path}${search}`, { replace: true });
  }, [page, pathname, search, navigate, queryClient]);

  if (query.isError) {
    if (isApiError(query.error) && (query.error.status === 404 || query.error.status === 400)) {
      return <NotFoundPage />;
    }
    return (
      <PageBody>
        <title>Error al cargar la página | Traspasa</title>
        <h1 className="sr-only">Error al cargar la página</h1>
        <ErrorState
          title="No pudimos cargar estos negocios"
          message="Puede ser un problema de conexión. Inténtalo de nuevo en unos segundos."
          onRetry={() => void query.refetch()}
        />
      </PageBody>
    );
  }

  if (!page) {
    return (
      <>
        <header className="border-b bg-primary-soft">
          <div className="mx-auto w-full max-w-7xl px-4 py-6 sm:px-6 sm:py-10">
            <Skeleton className="h-4 w-48" />
            <Skeleton className="mt-4 h-8 w-72 max-w-full" />
            <Skeleton className="mt-4 h-16 w-full max-w-3xl" />
          </div>
        </header>
        <PageBody className="py-6 sm:py-8">
          <BusinessCardGridSkeleton />
        </PageBody>
      </>
    );
  }

  const { listings } = page;
  // The filter sheet starts from the page's own search (category, city, country).
  const filters: BusinessFilters = filtersFromParams(
    new URLSearchParams(page.searchPath.split('?')[1] ?? ''),
  );
  const applyFilters = (next: BusinessFilters) => {
    const params = paramsFromFilters(next).toString();
    void navigate(params ? `/businesses?${params}` : '/businesses');
  };
  const total = countLabel(listings.total, listings.totalIsLowerBound);
  const more = listings.items.length < listings.total || listings.totalIsLowerBound;

  return (
    <>
      <title>{`${page.heading} | Traspasa`}</title>
      <meta name="description" content={page.intro} />
      <header className="border-b bg-primary-soft">
        <div className="mx-auto w-full max-w-7xl px-4 py-5 sm:px-6 sm:py-10">
          <Breadcrumbs items={page.breadcrumbs} />
          <h1 className="mt-2 text-2xl font-bold tracking-tight text-balance text-foreground sm:mt-3 sm:text-4xl">
            {page.heading}
          </h1>
          <p className="mt-3 max-w-3xl text-base leading-7 text-pretty text-muted-foreground">{page.intro}</p>
        </div>
      </header>
      <PageBody className="flex flex-col gap-8 py-6 sm:py-8">
        <section className="flex min-w-0 flex-col gap-4" aria-labelledby="landing-results-title">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 id="landing-results-title" className="text-sm font-medium text-muted-foreground">
              <span data-testid="results-count">{shownLabel(listings.items.length, total, more)}</span>
            </h2>
            <div className="flex flex-wrap gap-2">
              <FiltersSheet value={filters} onApply={applyFilters} />
              <Button asChild variant="outline">
                <Link to={page.searchPath}>
                  Buscar con filtros
                  <ArrowRightIcon aria-hidden="true" />
                </Link>
              </Button>
            </div>
          </div>
          <BusinessCardGrid items={listings.items} headingLevel="h3" />
          {more ? (
            <div className="flex flex-col items-center gap-2 text-center">
              <Button asChild size="lg" variant="outline">
                <Link to={page.searchPath}>
                  Ver todos en la búsqueda
                  <ArrowRightIcon aria-hidden="true" />
                </Link>
              </Button>
              {page.city ? (
                <p className="max-w-prose text-sm text-muted-foreground">
                  La búsqueda encuentra «{page.city.name}» en cualquier parte de la ubicación: puede incluir
                  lugares con un nombre parecido.
                </p>
              ) : null}
            </div>
          ) : null}
        </section>

        <div className="grid gap-8 border-t pt-8 md:grid-cols-2">
          <RelatedLinks id="related-cities" title={page.relatedCitiesTitle} links={page.relatedCities} />
          <RelatedLinks
            id="related-categories"
            title={page.relatedCategoriesTitle}
            links={page.relatedCategories}
          />
        </div>
      </PageBody>
    </>
  );
}
