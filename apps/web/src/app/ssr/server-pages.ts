// The public pages the server renders (decision 145): each names the route it answers,
// the page module (for preloading its chunk) and how its data is fetched — with the same
// query options the page itself reads, so the client finds the data in its cache.
import type { QueryClient } from '@tanstack/react-query';
import { matchPath } from 'react-router';
import { paths } from '@/config/paths';
import { businessesQueryOptions } from '@/features/businesses/api/get-businesses';
import { filtersFromParams, requestFilters } from '@/features/businesses/lib/filters';
import { categoryCountsQuery } from '@/features/home/api/get-category-counts';
import { homeFeaturedQuery, homeRecentQuery } from '@/features/home/api/get-home-listings';
import { landingQueryOptions } from '@/features/landing/api/get-landing';
import {
  professionalFiltersFromParams,
  professionalListQueryOptions,
  professionalQueryOptions,
} from '@/features/professionals/api/get-professionals';
import {
  resourceFiltersFromParams,
  resourceListQueryOptions,
  resourceQueryOptions,
} from '@/features/resources/api/get-resources';
import { businessQueryOptions } from '@/lib/listings/get-business';

export type ServerPage = {
  /** The route pattern (react-router), as in router.tsx. */
  path: string;
  /** The page's source module, as the build manifest names it. */
  module: string;
  prefetch: (
    client: QueryClient,
    params: Record<string, string | undefined>,
    search: URLSearchParams,
  ) => Promise<unknown>;
};

export const serverPages: ServerPage[] = [
  {
    path: paths.home.path,
    module: 'src/app/routes/home.tsx',
    prefetch: (client) =>
      Promise.all([
        client.prefetchQuery(homeFeaturedQuery),
        client.prefetchQuery(homeRecentQuery),
        client.prefetchQuery(categoryCountsQuery),
      ]),
  },
  {
    path: paths.businesses.path,
    module: 'src/app/routes/businesses.tsx',
    prefetch: (client, _params, search) =>
      client.prefetchQuery(businessesQueryOptions(requestFilters(filtersFromParams(search)))),
  },
  {
    path: paths.business.path,
    module: 'src/app/routes/business-detail.tsx',
    prefetch: (client, params) => client.prefetchQuery(businessQueryOptions(params.id ?? '')),
  },
  {
    path: paths.landing.path,
    module: 'src/app/routes/landing.tsx',
    prefetch: (client, params) =>
      client.prefetchQuery(landingQueryOptions(params.first ?? '', params.second)),
  },
  {
    path: paths.resources.path,
    module: 'src/app/routes/resources.tsx',
    prefetch: (client, _params, search) =>
      client.prefetchInfiniteQuery(resourceListQueryOptions(resourceFiltersFromParams(search))),
  },
  {
    path: paths.resource.path,
    module: 'src/app/routes/resource-detail.tsx',
    prefetch: (client, params) => client.prefetchQuery(resourceQueryOptions(params.id ?? '')),
  },
  {
    path: paths.professionals.path,
    module: 'src/app/routes/professionals.tsx',
    prefetch: (client, _params, search) =>
      client.prefetchInfiniteQuery(professionalListQueryOptions(professionalFiltersFromParams(search))),
  },
  {
    path: paths.professional.path,
    module: 'src/app/routes/professional-detail.tsx',
    prefetch: (client, params) => client.prefetchQuery(professionalQueryOptions(params.id ?? '')),
  },
];

/** The server-rendered page answering this path, with its route parameters; null for every other page. */
export function matchServerPage(pathname: string) {
  for (const page of serverPages) {
    const match = matchPath({ path: page.path, end: true }, pathname);
    if (match) return { page, params: match.params };
  }
  return null;
}
