import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { useUser } from '@/features/auth/api/get-user';
import { useVisitSavedSearch } from '../api/saved-searches';

/** Opened from the dashboard, a mail or the bell (`?busqueda=<id>`): the saved search is marked visited once. */
export function useVisitFromAddress() {
  const [searchParams] = useSearchParams();
  const { data: user } = useUser();
  const visit = useVisitSavedSearch();
  const done = useRef<string | null>(null);
  const raw = searchParams.get('busqueda');
  const id = raw && /^\d{1,9}$/.test(raw) ? Number(raw) : null;
  useEffect(() => {
    if (!user || id === null || done.current === String(id)) return;
    done.current = String(id);
    visit.mutate(id);
  }, [user, id, visit]);
}
