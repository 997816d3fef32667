// The feedback list's filters live in the address, in Spanish words (?estado=…&tema=…
// &prioridad=…&buscar=…); the API gets them by its own names.
import { feedbackStatuses } from '@traspasa/shared/enums';
import { feedbackCategories, feedbackPriorities } from '@traspasa/shared/feedback';

export type AdminFeedbackFilters = {
  status: string | null;
  category: string | null;
  priority: string | null;
  q: string | null;
};

/** The list opens on what waits for an answer; «todos» shows every status. */
export const DEFAULT_STATUS = 'pending';
const ALL = 'todos';

const oneOf = (list: readonly string[], value: string | null) =>
  value && list.includes(value) ? value : null;

export function filtersFromSearch(params: URLSearchParams): AdminFeedbackFilters {
  const status = params.get('estado');
  const q = params.get('buscar')?.trim().slice(0, 100) ?? '';
  return {
    status: status === ALL ? null : (oneOf(feedbackStatuses, status) ?? DEFAULT_STATUS),
    category: oneOf(feedbackCategories, params.get('tema')),
    priority: oneOf(feedbackPriorities, params.get('prioridad')),
    q: q === '' ? null : q,
  };
}

export function searchFromFilters(filters: AdminFeedbackFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.status !== DEFAULT_STATUS) params.set('estado', filters.status ?? ALL);
  if (filters.category) params.set('tema', filters.category);
  if (filters.priority) params.set('prioridad', filters.priority);
  if (filters.q) params.set('buscar', filters.q);
  return params;
}

/** The API's query string: its own names, without the empty filters. */
export function feedbackListSearch(
  filters: AdminFeedbackFilters,
  cursor: string | null,
  limit: number,
): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) if (value) params.set(key, value);
  params.set('limit', String(limit));
  if (cursor) params.set('cursor', cursor);
  return params.toString();
}
