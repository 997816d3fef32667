import { errorLogLevels } from '@traspasa/shared/enums';
import {
  type ErrorGroupView,
  errorLevelLabels,
  errorSourceLabels,
  errorSources,
} from '@traspasa/shared/error-logs';
import { countText } from '@traspasa/shared/plural';
import { BugIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { CardList, DataTable } from '@/components/data-list/data-table';
import {
  FilterChips,
  type FilterOption,
  FilterPanel,
  labelled,
  SelectFilter,
} from '@/components/data-list/filters';
import { ListStates } from '@/components/data-list/list-states';
import { Pager } from '@/components/data-list/pager';
import { SearchForm } from '@/components/data-list/search-form';
import { PageBody, PageHeader } from '@/components/page/page-header';
import { Badge } from '@/components/ui/badge';
import { paths } from '@/config/paths';
import { useAdminErrors } from '@/features/error-logs/api/error-logs';
import {
  type AdminErrorFilters,
  filtersFromSearch,
  searchFromFilters,
} from '@/features/error-logs/lib/filters';
import { formatErrorDate, levelTone, timesText, usersText } from '@/features/error-logs/lib/labels';
import { requestErrorMessage } from '@/lib/request-error';

const statusChips: Array<FilterOption<AdminErrorFilters['status']>> = [
  { value: 'open', label: 'Abiertos' },
  { value: 'resolved', label: 'Resueltos' },
  { value: 'all', label: 'Todos' },
];
const sortOptions: Array<FilterOption<AdminErrorFilters['sort']>> = [
  { value: 'last_seen', label: 'Visto por última vez' },
  { value: 'count', label: 'Más ocurrencias' },
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
  const items = data?.items ?? [];
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
        <FilterPanel>
          <FilterChips
            label="Estado"
            options={statusChips}
            value={filters.status}
            onChange={(status) => update({ status })}
          />
          <div className="grid gap-4 sm:grid-cols-3 lg:grid-cols-[1fr_1fr_1fr_2fr]">
            <SelectFilter
              id={`${id}-level`}
              label="Nivel"
              value={filters.level}
              onChange={(level) => update({ level })}
              anyLabel="Todos"
              options={labelled(errorLogLevels, errorLevelLabels)}
            />
            <SelectFilter
              id={`${id}-source`}
              label="Origen"
              value={filters.source}
              onChange={(source) => update({ source })}
              anyLabel="Navegador y servidor"
              options={labelled(errorSources, errorSourceLabels)}
            />
            <SelectFilter
              id={`${id}-sort`}
              label="Ordenar por"
              value={filters.sort}
              onChange={(sort) => update({ sort: sort ?? 'last_seen' })}
              options={sortOptions}
            />
            <SearchForm
              id={`${id}-q`}
              label="Buscar errores"
              className="sm:col-span-3 lg:col-span-1"
              value={search}
              onValueChange={setSearch}
              onSearch={(q) => update({ q })}
              maxLength={200}
              placeholder="Mensaje, dirección o función"
            />
          </div>
        </FilterPanel>

        <ListStates
          query={query}
          isEmpty={!data || data.items.length === 0}
          loading="Cargando los errores"
          errorTitle="No pudimos cargar los errores"
          errorMessage={(error) =>
            requestErrorMessage(error, 'Revisa tu conexión e inténtalo de nuevo en unos segundos.')
          }
          empty={{
            icon: BugIcon,
            title: narrowed
              ? 'Ningún error con estos filtros'
              : filters.status === 'open'
                ? 'No hay errores abiertos'
                : 'No hay errores aquí',
            text: narrowed
              ? 'Prueba con otro nivel, otro origen u otras palabras.'
              : 'Cuando el sitio o el servidor registren un error, aparecerá aquí agrupado con los iguales.',
          }}
        >
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {countText(data?.total ?? 0, 'grupo de errores', 'grupos de errores')}
          </p>
          <DataTable
            caption="Grupos de errores"
            columns={[
              'Error',
              { label: 'Ocurrencias', className: 'text-right' },
              'Usuarios',
              'Primera / última vez',
            ]}
          >
            {items.map((g) => (
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
          </DataTable>
          <CardList label="Grupos de errores">
            {items.map((g) => (
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
          </CardList>
          <Pager
            page={filters.page}
            pageCount={data?.pageCount ?? 1}
            shownPage={data?.page}
            onPage={(page) => setParams(searchFromFilters({ ...filters, page }))}
          />
        </ListStates>
      </PageBody>
    </>
  );
}
