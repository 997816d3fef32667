import { feedbackStatuses } from '@traspasa/shared/enums';
import {
  type AdminFeedbackListItem,
  feedbackCategories,
  feedbackCategoryLabels,
  feedbackPriorities,
  feedbackPriorityLabels,
  feedbackStatusLabels,
} from '@traspasa/shared/feedback';
import { ChevronRightIcon, MessageSquareTextIcon, SearchIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PageBody, PageHeader } from '@/components/page/page-header';
import { EmptyState, ErrorState } from '@/components/page/states';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { LoadMore } from '@/components/ui/load-more';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { useAdminFeedbackList } from '@/features/feedback/admin/api/admin-feedback';
import {
  type AdminFeedbackFilters,
  filtersFromSearch,
  searchFromFilters,
} from '@/features/feedback/admin/lib/filters';
import { feedbackStatusTone, formatFeedbackDateTime } from '@/features/feedback/lib/labels';
import { requestErrorMessage } from '@/lib/request-error';

const ANY = 'any';
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
        <div className="grid gap-4 rounded-xl border bg-card p-4 shadow-sm">
          <fieldset className="flex flex-wrap gap-2">
            <legend className="mb-2 text-sm font-medium">Estado</legend>
            {statusChips.map((chip) => (
              <Button
                key={chip.value ?? 'all'}
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
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-[1fr_1fr_2fr]">
            <div className="grid gap-2">
              <Label htmlFor={`${id}-category`}>Tema</Label>
              <Select
                value={filters.category ?? ANY}
                onValueChange={(v) => update({ category: v === ANY ? null : v })}
              >
                <SelectTrigger id={`${id}-category`}>
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  <SelectItem value={ANY}>Todos los temas</SelectItem>
                  {feedbackCategories.map((c) => (
                    <SelectItem key={c} value={c}>
                      {feedbackCategoryLabels[c]}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            </div>
            <div className="grid gap-2">
              <Label htmlFor={`${id}-priority`}>Prioridad</Label>
              <Select
                value={filters.priority ?? ANY}
                onValueChange={(v) => update({ priority: v === ANY ? null : v })}
              >
                <SelectTrigger id={`${id}-priority`}>
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  <SelectItem value={ANY}>Todas</SelectItem>
                  {feedbackPriorities.map((p) => (
                    <SelectItem key={p} value={p}>
                      {feedbackPriorityLabels[p]}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            </div>
            <form
              aria-label="Buscar comentarios"
              className="grid gap-2 sm:col-span-2 lg:col-span-1"
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
                  maxLength={100}
                  placeholder="Mensaje, nombre o correo"
                  onChange={(e) => setSearch(e.target.value)}
                />
                <Button type="submit" variant="outline" aria-label="Buscar comentarios">
                  <SearchIcon aria-hidden="true" />
                </Button>
              </div>
            </form>
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
        </div>

        {query.isPending ? (
          <div className="grid gap-3" role="status" aria-label="Cargando los comentarios">
            <Skeleton className="h-16 w-full" />
            <Skeleton className="h-16 w-full" />
            <Skeleton className="h-16 w-full" />
          </div>
        ) : query.isError && !query.data ? (
          <ErrorState
            title="No pudimos cargar los comentarios"
            message={requestErrorMessage(
              query.error,
              'Revisa tu conexión e inténtalo de nuevo en unos segundos.',
            )}
            onRetry={() => void query.refetch()}
          />
        ) : items.length === 0 ? (
          <EmptyState
            icon={MessageSquareTextIcon}
            title={
              narrowed
                ? 'Ningún comentario con estos filtros'
                : filters.status === 'pending'
                  ? 'No hay comentarios por responder'
                  : 'No hay comentarios en este estado'
            }
          >
            {narrowed
              ? 'Prueba con otro tema, otra prioridad u otras palabras.'
              : 'Cuando alguien escriba desde «Enviar comentarios», su mensaje aparecerá aquí.'}
          </EmptyState>
        ) : (
          <div className="grid grid-cols-1 gap-4">
            <div className="hidden overflow-x-auto rounded-xl border bg-card shadow-sm md:block">
              <table className="w-full text-left text-sm">
                <caption className="sr-only">Comentarios recibidos</caption>
                <thead className="border-b bg-muted/60 text-xs text-muted-foreground uppercase">
                  <tr>
                    <th scope="col" className="px-4 py-3 font-semibold">
                      Persona
                    </th>
                    <th scope="col" className="px-4 py-3 font-semibold">
                      Comentario
                    </th>
                    <th scope="col" className="px-4 py-3 font-semibold">
                      Recibido
                    </th>
                    <th scope="col" className="px-4 py-3 font-semibold">
                      Estado
                    </th>
                    <th scope="col" className="px-4 py-3 font-semibold">
                      <span className="sr-only">Acciones</span>
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y">
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
                      <td className="px-4 py-3 whitespace-nowrap">
                        {formatFeedbackDateTime(item.createdAt)}
                      </td>
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
                </tbody>
              </table>
            </div>
            <ul className="grid grid-cols-1 gap-3 md:hidden" aria-label="Comentarios recibidos">
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
            </ul>
            <LoadMore query={query} what="comentarios" />
          </div>
        )}
      </PageBody>
    </>
  );
}
