import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { BusinessSummary } from '@/lib/listings/types';

interface ListingsPage {
  items: BusinessSummary[];
  nextCursor: string | null;
  total: number;
}

const HOME_LISTINGS_LIMIT = 6;

/** Only listings a buyer can still act on: the API hides sold ones by default; this makes sure. */
const open = (items: BusinessSummary[]) => items.filter((item) => item.status === 'approved');

/** "Negocios destacados": the featured listings, as the API orders them. */
export const homeFeaturedQuery = queryOptions({
  queryKey: ['/api/businesses', { featured: true, limit: HOME_LISTINGS_LIMIT }],
  queryFn: async ({ signal }) =>
    open(
      (await api.get<ListingsPage>(`/api/businesses?featured=true&limit=${HOME_LISTINGS_LIMIT}`, { signal }))
        .items,
    ),
  staleTime: 5 * 60_000,
});

/** Enough newest listings to fill the row after leaving out the featured ones shown above it. */
const RECENT_FETCH_LIMIT = HOME_LISTINGS_LIMIT * 2;

/** "Recién publicados": the newest approved listings. */
export const homeRecentQuery = queryOptions({
  queryKey: ['/api/businesses', { sort: 'recent', limit: RECENT_FETCH_LIMIT }],
  queryFn: async ({ signal }) =>
    open(
      (await api.get<ListingsPage>(`/api/businesses?sort=recent&limit=${RECENT_FETCH_LIMIT}`, { signal }))
        .items,
    ),
  staleTime: 5 * 60_000,
});

export function useHomeFeatured() {
  return useQuery(homeFeaturedQuery);
}

export function useHomeRecent() {
  return useQuery(homeRecentQuery);
}

/**
 * The listing the hero's card shows: the first featured one, else the newest; null when
 * nothing is published (the hero then shows no card — never an invented listing).
 */
export function heroListing(
  featured: BusinessSummary[] | undefined,
  recent: BusinessSummary[] | undefined,
): BusinessSummary | null {
  return featured?.[0] ?? recent?.[0] ?? null;
}

/**
 * The newest listings the "Recién publicados" row shows: those not already in the featured
 * row above it (the same six cards twice would say nothing); all the newest when that leaves
 * none.
 */
export function newestNotFeatured(
  recent: BusinessSummary[],
  featured: BusinessSummary[] | undefined,
  limit = HOME_LISTINGS_LIMIT,
): BusinessSummary[] {
  const shown = new Set((featured ?? []).map((item) => item.id));
  const fresh = recent.filter((item) => !shown.has(item.id));
  return (fresh.length > 0 ? fresh : recent).slice(0, limit);
}

/** The newest listings link to the full list in that order. */
export const RECENT_LISTINGS_HREF = '/businesses?sort=recent';
