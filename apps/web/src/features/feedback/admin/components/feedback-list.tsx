import { feedbackStatuses } from '@traspasa/shared/enums';
import {
  type AdminFeedbackListItem,
  feedbackCategories,
  feedbackCategoryLabels,
  feedbackPriorities,
  feedbackPriorityLabels,
  feedbackStatusLabels,
} from '@traspasa/shared/feedback';
import { ChevronRightIcon, MessageSquareTextIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { actionsColumn, CardList, DataTable } from '@/components/data-list/data-table';
import { FilterChips, FilterPanel, labelled, SelectFilter } from '@/components/data-list/filters';
import { ListStates } from '@/components/data-list/list-states';
import { SearchForm } from '@/components/data-list/search-form';
import { PageBody, PageHeader } from '@/components/page/page-header';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { LoadMore } from '@/components/ui/load-more';
import { paths } from '@/config/paths';
import { useAdminFeedbackList } from '@/features/feedback/admin/api/admin-feedback';
import {
  type AdminFeedbackFilters,
  filtersFromSearch,
  searchFromFilters,
} from '@/features/feedback/admin/lib/filters';
import { feedbackStatusTone, formatFeedbackDateTime } from '@/features/feedback/lib/labels';
import { requestErrorMessage } from '@/lib/request-error';

const statusChips: Array<{ value: string | null; label: string }> = [
  ...feedbackStatuses.map((value) => ({ value, label: feedbackStatusLabels[value] })),
  { value: null, label: 'Todos' },
];

export function PriorityBadge({ priority }: { priority: AdminFeedbackListItem['priority'] }) {
  return (
    <Badge variant={priority === 'alta' ? 'destructive' : priority === 'baja' ? 'muted' : 'outline'}>
      Prioridad {feedbackPriorityLabels[priority].toLowerCase()}
    </Badge>
  );
}

function Sender({ item }: { item: AdminFeedbackListItem }) {
  return (
    <>
      <p className="truncate font-medium">{item.name ?? 'Sin nombre'}</p>
      <p className="truncate text-xs text-muted-foreground">
        {item.email ?? 'Sin correo'}
        {item.userId ? ' · con cuenta' : ''}
      </p>
    </>
  );
}

/** `/admin/feedback`: the messages, newest first, with filters and search in the address. */
export function FeedbackList() {
  const id = useId();
  const [params, setParams] = useSearchParams();
  const filters = filtersFromSearch(params);
  const [search, setSearch] = useState(filters.q ?? '');
  const query = useAdminFeedbackList(filters);
  const items = query.data?.pages.flatMap((p) => p.items) ?? [];
  const update = (patch: Partial<AdminFeedbackFilters>) =>
    setParams(searchFromFilters({ ...filters, ...patch }), { replace: true });
  const narrowed = !!(filters.category || filters.priority || filters.q);

  return (
    <>
      <title>Comentarios | Administración | Traspasa</title>
      <PageHeader
        eyebrow="Administración"
        title="Comentarios"
        description="Lo que las personas nos escriben desde «Enviar comentarios». Responde: la respuesta les llega por correo y la ven en su perfil."
      />
      <PageBody className="grid grid-cols-1 gap-6">
        <FilterPanel>
          <FilterChips
            label="Estado"
            options={statusChips}
            value={filters.status}
            onChange={(status) => update({ status })}
          />
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-[1fr_1fr_2fr]">
            <SelectFilter
              id={`${id}-category`}
              label="Tema"
              value={filters.category}
              onChange={(category) => update({ category })}
              anyLabel="Todos los temas"
              options={labelled(feedbackCategories, feedbackCategoryLabels)}
            />
            <SelectFilter
              id={`${id}-priority`}
              label="Prioridad"
              value={filters.priority}
              onChange={(priority) => update({ priority })}
              anyLabel="Todas"
              options={labelled(feedbackPriorities, feedbackPriorityLabels)}
            />
            <SearchForm
              id={`${id}-q`}
              label="Buscar comentarios"
              className="sm:col-span-2 lg:col-span-1"
              value={search}
              onValueChange={setSearch}
              onSearch={(q) => update({ q })}
              maxLength={100}
              placeholder="Mensaje, nombre o correo"
            />
          </div>
          {narrowed ? (
            <Button
              variant="link"
              className="justify-self-start px-0"
              onClick={() => {
                setSearch('');
                update({ category: null, priority: null, q: null });
              }}
            >
              Quitar tema, prioridad y búsqueda
            </Button>
          ) : null}
        </FilterPanel>

        <ListStates
          query={query}
          isEmpty={items.length === 0}
          loading="Cargando los comentarios"
          errorTitle="No pudimos cargar los comentarios"
          errorMessage={(error) =>
            requestErrorMessage(error, 'Revisa tu conexión e inténtalo de nuevo en unos segundos.')
          }
          empty={{
            icon: MessageSquareTextIcon,
            title: narrowed
              ? 'Ningún comentario con estos filtros'
              : filters.status === 'pending'
                ? 'No hay comentarios por responder'
                : 'No hay comentarios en este estado',
            text: narrowed
              ? 'Prueba con otro tema, otra prioridad u otras palabras.'
              : 'Cuando alguien escriba desde «Enviar comentarios», su mensaje aparecerá aquí.',
          }}
        >
          <DataTable
            caption="Comentarios recibidos"
            columns={['Persona', 'Comentario', 'Recibido', 'Estado', actionsColumn]}
          >
            {items.map((item) => (
              <tr key={item.id} className="align-top hover:bg-muted/40">
                <td className="max-w-56 px-4 py-3">
                  <Sender item={item} />
                </td>
                <td className="max-w-md px-4 py-3">
                  <p className="text-xs font-semibold text-muted-foreground">
                    {feedbackCategoryLabels[item.category]}
                  </p>
                  <p className="line-clamp-2 break-words">{item.excerpt}</p>
                </td>
                <td className="px-4 py-3 whitespace-nowrap">{formatFeedbackDateTime(item.createdAt)}</td>
                <td className="px-4 py-3">
                  <div className="flex flex-col gap-1.5">
                    <Badge variant={feedbackStatusTone[item.status]}>
                      {feedbackStatusLabels[item.status]}
                    </Badge>
                    <PriorityBadge priority={item.priority} />
                  </div>
                </td>
                <td className="px-4 py-3 text-right">
                  <Button
                    asChild
                    size="sm"
                    variant={item.status === 'pending' ? 'default' : 'outline'}
                    className="min-h-10"
                  >
                    <Link
                      to={paths.adminFeedbackItem.build(item.id)}
                      state={{ listSearch: params.toString() }}
                    >
                      {item.status === 'pending' ? 'Responder' : 'Ver'}
                      <span className="sr-only">
                        {' '}
                        el comentario de {item.name ?? 'una persona sin nombre'}
                      </span>
                      <ChevronRightIcon aria-hidden="true" />
                    </Link>
                  </Button>
                </td>
              </tr>
            ))}
          </DataTable>
          <CardList label="Comentarios recibidos">
            {items.map((item) => (
              <li key={item.id}>
                <Link
                  to={paths.adminFeedbackItem.build(item.id)}
                  state={{ listSearch: params.toString() }}
                  className="grid grid-cols-1 gap-2 rounded-xl border bg-card p-4 shadow-sm transition-colors hover:bg-muted/40 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
                >
                  <div className="flex items-start justify-between gap-3">
                    <div className="min-w-0">
                      <Sender item={item} />
                    </div>
                    <Badge variant={feedbackStatusTone[item.status]}>
                      {feedbackStatusLabels[item.status]}
                    </Badge>
                  </div>
                  <p className="text-xs font-semibold text-muted-foreground">
                    {feedbackCategoryLabels[item.category]} · {formatFeedbackDateTime(item.createdAt)}
                  </p>
                  <p className="line-clamp-3 text-sm break-words">{item.excerpt}</p>
                  <div className="flex items-center justify-between gap-2">
                    <PriorityBadge priority={item.priority} />
                    <span className="inline-flex items-center gap-1 text-sm font-semibold text-primary">
                      {item.status === 'pending' ? 'Responder' : 'Ver'}
                      <ChevronRightIcon className="size-4" aria-hidden="true" />
                    </span>
                  </div>
                </Link>
              </li>
            ))}
          </CardList>
          <LoadMore query={query} what="comentarios" />
        </ListStates>
      </PageBody>
    </>
  );
}
