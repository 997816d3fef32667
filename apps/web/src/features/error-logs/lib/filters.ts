// The error log's filters live in the address, in Spanish words (?estado=resueltos
// &nivel=…&origen=…&orden=ocurrencias&buscar=…&pagina=2); the API gets its own names.
import { errorLogLevels } from '@traspasa/shared/enums';
import type { ErrorGroupSort, ErrorGroupStatus, ErrorSource } from '@traspasa/shared/error-logs';

export type AdminErrorFilters = {
  status: ErrorGroupStatus;
  level: string | null;
  source: ErrorSource | null;
  sort: ErrorGroupSort;
  q: string | null;
  page: number;
};

const statusWords: Record<string, ErrorGroupStatus> = {
  abiertos: 'open',
  resueltos: 'resolved',
  todos: 'all',
};
const sourceWords: Record<string, ErrorSource> = { navegador: 'frontend', servidor: 'backend' };
const wordOf = <T extends string>(map: Record<string, T>, value: T) =>
  Object.entries(map).find(([, v]) => v === value)?.[0];

export function filtersFromSearch(params: URLSearchParams): AdminErrorFilters {
  const level = params.get('nivel');
  const q = params.get('buscar')?.trim().slice(0, 200) ?? '';
  const page = Number(params.get('pagina'));
  return {
    status: statusWords[params.get('estado') ?? ''] ?? 'open',
    level: level && (errorLogLevels as readonly string[]).includes(level) ? level : null,
    source: sourceWords[params.get('origen') ?? ''] ?? null,
    sort: params.get('orden') === 'ocurrencias' ? 'count' : 'last_seen',
    q: q === '' ? null : q,
    page: Number.isInteger(page) && page > 1 && page <= 10_000 ? page : 1,
  };
}

/** A change of any filter goes back to the first page. */
export function searchFromFilters(filters: AdminErrorFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.status !== 'open') params.set('estado', wordOf(statusWords, filters.status)!);
  if (filters.level) params.set('nivel', filters.level);
  if (filters.source) params.set('origen', wordOf(sourceWords, filters.source)!);
  if (filters.sort === 'count') params.set('orden', 'ocurrencias');
  if (filters.q) params.set('buscar', filters.q);
  if (filters.page > 1) params.set('pagina', String(filters.page));
  return params;
}

export function errorsListSearch(filters: AdminErrorFilters, limit: number): string {
  const params = new URLSearchParams({ status: filters.status, sort: filters.sort });
  if (filters.level) params.set('level', filters.level);
  if (filters.source) params.set('source', filters.source);
  if (filters.q) params.set('q', filters.q);
  params.set('page', String(filters.page));
  params.set('limit', String(limit));
  return params.toString();
}
