import { QueryObserver, useQueryClient } from '@tanstack/react-query';
import type { PublicUser } from '@traspasa/shared/auth';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { userQueryOptions } from '@/lib/session';
import { useVisitSavedSearch } from '../api/saved-searches';

/**
 * Opened from the dashboard, a mail or the bell (`?busqueda=<id>`): the saved search is marked
 * visited once, as soon as the session is known. The session is watched, not rendered from:
 * the search page does not render again when it arrives, which would make React render its
 * parts still waiting to hydrate anew (decision 146).
 */
export function useVisitFromAddress() {
  const [searchParams] = useSearchParams();
  const queryClient = useQueryClient();
  const { mutate: visit } = useVisitSavedSearch();
  const done = useRef<string | null>(null);
  const raw = searchParams.get('busqueda');
  const id = raw && /^\d{1,9}$/.test(raw) ? Number(raw) : null;
  useEffect(() => {
    if (id === null) return;
    const visitOnce = (user: PublicUser | null | undefined) => {
      if (!user || done.current === String(id)) return;
      done.current = String(id);
      visit(id);
    };
    const session = new QueryObserver(queryClient, userQueryOptions);
    visitOnce(session.getCurrentResult().data);
    return session.subscribe((result) => visitOnce(result.data));
  }, [queryClient, id, visit]);
}
