import { errorLogLevels } from '@traspasa/shared/enums';
import {
  type ErrorGroupView,
  errorLevelLabels,
  errorSourceLabels,
  errorSources,
} from '@traspasa/shared/error-logs';
import { countText } from '@traspasa/shared/plural';
import { BugIcon, ChevronLeftIcon, ChevronRightIcon, SearchIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PageBody, PageHeader } from '@/components/page/page-header';
import { EmptyState, ErrorState } from '@/components/page/states';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { useAdminErrors } from '@/features/error-logs/api/error-logs';
import {
  type AdminErrorFilters,
  filtersFromSearch,
  searchFromFilters,
} from '@/features/error-logs/lib/filters';
import { formatErrorDate, levelTone, timesText, usersText } from '@/features/error-logs/lib/labels';
import { requestErrorMessage } from '@/lib/request-error';

const ANY = 'any';
const statusChips: Array<{ value: AdminErrorFilters['status']; label: string }> = [
  { value: 'open', label: 'Abiertos' },
  { value: 'resolved', label: 'Resueltos' },
  { value: 'all', label: 'Todos' },
];

export function GroupBadges({ group }: { group: ErrorGroupView }) {
  return (
    <div className="flex flex-wrap gap-1.5">
      <Badge variant={levelTone[group.level]}>{errorLevelLabels[group.level]}</Badge>
      {group.source ? (
        <Badge variant="outline">
          {errorSourceLabels[group.source as keyof typeof errorSourceLabels] ?? group.source}
        </Badge>
      ) : null}
      {group.resolved ? <Badge variant="success">Resuelto</Badge> : null}
      {!group.resolved && group.reopenedAt ? <Badge variant="warning">Reabierto</Badge> : null}
    </div>
  );
}

function Endpoint({ group }: { group: ErrorGroupView }) {
  if (!group.endpoint) return <span className="text-muted-foreground">Sin dirección</span>;
  return (
    <span className="font-mono text-xs break-all">
      {group.method ? `${group.method} ` : ''}
      {group.endpoint}
    </span>
  );
}

/** `/admin/errors`: error groups with filters, search and sort in the address. */
export function ErrorList() {
  const id = useId();
  const [params, setParams] = useSearchParams();
  const filters = filtersFromSearch(params);
  const [search, setSearch] = useState(filters.q ?? '');
  const query = useAdminErrors(filters);
  const data = query.data;
  const update = (patch: Partial<AdminErrorFilters>) =>
    setParams(searchFromFilters({ ...filters, page: 1, ...patch }), { replace: true });
  const detailLink = (g: ErrorGroupView) => ({ pathname: paths.adminErrorGroup.build(g.fingerprint) });
  const narrowed = !!(filters.level || filters.source || filters.q);

  return (
    <>
      <title>Registro de errores | Administración | Traspasa</title>
      <PageHeader
        eyebrow="Administración"
        title="Registro de errores"
        description="Los errores del navegador y del servidor, agrupados: el mismo fallo en distintas páginas o con distintos números es un solo grupo. Márcalos como resueltos con una nota; si vuelven a ocurrir, se reabren solos."
      />
      <PageBody className="grid grid-cols-1 gap-6">
        <div className="grid gap-4 rounded-xl border bg-card p-4 shadow-sm">
          <fieldset className="flex flex-wrap gap-2">
            <legend className="mb-2 text-sm font-medium">Estado</legend>
            {statusChips.map((chip) => (
              <Button
                key={chip.value}
                size="sm"
                variant={filters.status === chip.value ? 'default' : 'outline'}
                className="min-h-11 rounded-full"
                aria-pressed={filters.status === chip.value}
                onClick={() => update({ status: chip.value })}
              >
                {chip.label}
              </Button>
            ))}
          </fieldset>
          <div className="grid gap-4 sm:grid-cols-3 lg:grid-cols-[1fr_1fr_1fr_2fr]">
            <div className="grid gap-2">
              <Label htmlFor={`${id}-level`}>Nivel</Label>
              <Select
                value={filters.level ?? ANY}
                onValueChange={(v) => update({ level: v === ANY ? null : v })}
              >
                <SelectTrigger id={`${id}-level`}>
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  <SelectItem value={ANY}>Todos</SelectItem>
                  {errorLogLevels.map((l) => (
                    <SelectItem key={l} value={l}>
                      {errorLevelLabels[l]}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            </div>
            <div className="grid gap-2">
              <Label htmlFor={`${id}-source`}>Origen</Label>
              <Select
                value={filters.source ?? ANY}
                onValueChange={(v) =>
                  update({ source: v === ANY ? null : (v as AdminErrorFilters['source']) })
                }
              >
                <SelectTrigger id={`${id}-source`}>
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  <SelectItem value={ANY}>Navegador y servidor</SelectItem>
                  {errorSources.map((s) => (
                    <SelectItem key={s} value={s}>
                      {errorSourceLabels[s]}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            </div>
            <div className="grid gap-2">
              <Label htmlFor={`${id}-sort`}>Ordenar por</Label>
              <Select
                value={filters.sort}
                onValueChange={(v) => update({ sort: v as AdminErrorFilters['sort'] })}
              >
                <SelectTrigger id={`${id}-sort`}>
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  <SelectItem value="last_seen">Visto por última vez</SelectItem>
                  <SelectItem value="count">Más ocurrencias</SelectItem>
                </SelectContent>
              </Select>
            </div>
            <form
              aria-label="Buscar errores"
              className="grid gap-2 sm:col-span-3 lg:col-span-1"
              onSubmit={(e) => {
                e.preventDefault();
                update({ q: search.trim() || null });
              }}
            >
              <Label htmlFor={`${id}-q`}>Buscar</Label>
              <div className="flex gap-2">
                <Input
                  id={`${id}-q`}
                  type="search"
                  value={search}
                  maxLength={200}
                  placeholder="Mensaje, dirección o función"
                  onChange={(e) => setSearch(e.target.value)}
                />
                <Button type="submit" variant="outline" aria-label="Buscar errores">
                  <SearchIcon aria-hidden="true" />
                </Button>
              </div>
            </form>
          </div>
        </div>

        {query.isPending ? (
          <div className="grid gap-3" role="status" aria-label="Cargando los errores">
            <Skeleton className="h-16 w-full" />
            <Skeleton className="h-16 w-full" />
            <Skeleton className="h-16 w-full" />
          </div>
        ) : query.isError && !data ? (
          <ErrorState
            title="No pudimos cargar los errores"
            message={requestErrorMessage(
              query.error,
              'Revisa tu conexión e inténtalo de nuevo en unos segundos.',
            )}
            onRetry={() => void query.refetch()}
          />
        ) : !data || data.items.length === 0 ? (
          <EmptyState
            icon={BugIcon}
            title={
              narrowed
                ? 'Ningún error con estos filtros'
                : filters.status === 'open'
                  ? 'No hay errores abiertos'
                  : 'No hay errores aquí'
            }
          >
            {narrowed
              ? 'Prueba con otro nivel, otro origen u otras palabras.'
              : 'Cuando el sitio o el servidor registren un error, aparecerá aquí agrupado con los iguales.'}
          </EmptyState>
        ) : (
          <div className="grid grid-cols-1 gap-4">
            <p className="text-sm text-muted-foreground" aria-live="polite">
              {countText(data.total, 'grupo de errores', 'grupos de errores')}
            </p>
            <div className="hidden overflow-x-auto rounded-xl border bg-card shadow-sm md:block">
              <table className="w-full text-left text-sm">
                <caption className="sr-only">Grupos de errores</caption>
                <thead className="border-b bg-muted/60 text-xs text-muted-foreground uppercase">
                  <tr>
                    <th scope="col" className="px-4 py-3 font-semibold">
                      Error
                    </th>
                    <th scope="col" className="px-4 py-3 text-right font-semibold">
                      Ocurrencias
                    </th>
                    <th scope="col" className="px-4 py-3 font-semibold">
                      Usuarios
                    </th>
                    <th scope="col" className="px-4 py-3 font-semibold">
                      Primera / última vez
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y">
                  {data.items.map((g) => (
                    <tr key={g.fingerprint} className="align-top hover:bg-muted/40">
                      <td className="max-w-xl px-4 py-3">
                        <Link
                          to={detailLink(g)}
                          className="line-clamp-2 font-medium break-words text-primary underline-offset-2 hover:underline"
                        >
                          {g.message}
                        </Link>
                        <div className="mt-1.5 grid gap-1.5">
                          <GroupBadges group={g} />
                          <Endpoint group={g} />
                        </div>
                      </td>
                      <td className="px-4 py-3 text-right font-semibold tabular-nums">{g.occurrences}</td>
                      <td className="px-4 py-3 whitespace-nowrap">{usersText(g.affectedUsers)}</td>
                      <td className="px-4 py-3 whitespace-nowrap">
                        <p>{formatErrorDate(g.firstSeenAt)}</p>
                        <p className="font-medium">{formatErrorDate(g.lastSeenAt)}</p>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <ul className="grid grid-cols-1 gap-3 md:hidden" aria-label="Grupos de errores">
              {data.items.map((g) => (
                <li key={g.fingerprint}>
                  <Link
                    to={detailLink(g)}
                    className="grid grid-cols-1 gap-2 rounded-xl border bg-card p-4 shadow-sm transition-colors hover:bg-muted/40 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
                  >
                    <GroupBadges group={g} />
                    <p className="line-clamp-3 font-medium break-words">{g.message}</p>
                    <Endpoint group={g} />
                    <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
                      <div>
                        <dt className="text-xs text-muted-foreground">Ocurrencias</dt>
                        <dd className="font-semibold">{timesText(g.occurrences)}</dd>
                      </div>
                      <div>
                        <dt className="text-xs text-muted-foreground">Usuarios</dt>
                        <dd className="font-semibold">{usersText(g.affectedUsers)}</dd>
                      </div>
                      <div>
                        <dt className="text-xs text-muted-foreground">Primera vez</dt>
                        <dd>{formatErrorDate(g.firstSeenAt)}</dd>
                      </div>
                      <div>
                        <dt className="text-xs text-muted-foreground">Última vez</dt>
                        <dd>{formatErrorDate(g.lastSeenAt)}</dd>
                      </div>
                    </dl>
                  </Link>
                </li>
              ))}
            </ul>
            {data.pageCount > 1 ? (
              <nav aria-label="Páginas" className="flex items-center justify-between gap-2">
                <Button
                  variant="outline"
                  disabled={filters.page <= 1}
                  onClick={() => setParams(searchFromFilters({ ...filters, page: filters.page - 1 }))}
                >
                  <ChevronLeftIcon aria-hidden="true" />
                  Anterior
                </Button>
                <p className="text-sm text-muted-foreground">
                  Página {data.page} de {data.pageCount}
                </p>
                <Button
                  variant="outline"
                  disabled={filters.page >= data.pageCount}
                  onClick={() => setParams(searchFromFilters({ ...filters, page: filters.page + 1 }))}
                >
                  Siguiente
                  <ChevronRightIcon aria-hidden="true" />
                </Button>
              </nav>
            ) : null}
          </div>
        )}
      </PageBody>
    </>
  );
}
