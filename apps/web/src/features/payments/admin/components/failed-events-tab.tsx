import { CheckCircle2Icon, Loader2Icon, RotateCwIcon, ShieldCheckIcon } from 'lucide-react';
import { useState } from 'react';
import { actionsColumn, CardFact, CardList, DataTable } from '@/components/data-list/data-table';
import { FilterChips } from '@/components/data-list/filters';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import {
  type FailedEvent,
  useFailedEvents,
  useReplayFailedEvent,
} from '@/features/payments/admin/api/admin-payments';
import { formatDateTime } from '@/features/payments/admin/lib/labels';
import { toast } from '@/hooks/use-toast';
import { isApiError } from '@/lib/api-client';
import { cardItem, PagedView } from './paged-view';

const views: Array<{ value: 'open' | 'resolved'; label: string }> = [
  { value: 'open', label: 'Sin resolver' },
  { value: 'resolved', label: 'Resueltos' },
];

function EventName({ e }: { e: FailedEvent }) {
  return (
    <div className="min-w-0">
      <p className="font-mono text-xs font-medium break-all">{e.eventType}</p>
      <p className="font-mono text-xs break-all text-muted-foreground">{e.eventId}</p>
    </div>
  );
}

/** The state of a failed event: still open, or resolved with when and how. */
function Resolution({ e }: { e: FailedEvent }) {
  if (!e.resolved) return <Badge variant="destructive">Sin resolver</Badge>;
  return (
    <div className="grid gap-1">
      <Badge variant="success">
        <CheckCircle2Icon aria-hidden="true" />
        Resuelto
      </Badge>
      {e.resolvedAt ? (
        <span className="text-xs text-muted-foreground">{formatDateTime(e.resolvedAt)}</span>
      ) : null}
      {e.resolution ? <span className="text-xs break-words">{e.resolution}</span> : null}
    </div>
  );
}

/** "Reprocesar": runs the event again through the same exactly-once pipeline. */
function ReplayButton({ e, wide }: { e: FailedEvent; wide?: boolean }) {
  const replay = useReplayFailedEvent();
  if (e.resolved) return null;
  const run = () =>
    replay.mutate(e.id, {
      onSuccess: (updated) =>
        toast(
          updated.resolved
            ? { title: 'Evento reprocesado', description: updated.resolution ?? 'Quedó resuelto.' }
            : {
                variant: 'destructive',
                title: 'El evento volvió a fallar',
                description: updated.error,
              },
        ),
      onError: (error) =>
        toast({
          variant: 'destructive',
          title: 'No pudimos reprocesar el evento',
          description:
            isApiError(error) && error.userMessage
              ? error.userMessage
              : 'Revisa tu conexión e inténtalo de nuevo en unos segundos.',
        }),
    });
  return (
    <Button
      size="sm"
      className={wide ? 'min-h-11 w-full' : 'min-h-10'}
      disabled={replay.isPending}
      onClick={run}
    >
      {replay.isPending ? (
        <Loader2Icon className="animate-spin" aria-hidden="true" />
      ) : (
        <RotateCwIcon aria-hidden="true" />
      )}
      {replay.isPending ? 'Reprocesando…' : 'Reprocesar'}
    </Button>
  );
}

export function FailedEventsTab() {
  const [view, setView] = useState<'open' | 'resolved'>('open');
  const query = useFailedEvents(view === 'resolved');
  return (
    <div className="grid gap-4">
      <FilterChips
        hideLabel
        label="Mostrar eventos fallidos"
        options={views}
        value={view}
        onChange={setView}
      />
      <PagedView
        query={query}
        noun="eventos fallidos"
        article="los"
        empty={
          view === 'open'
            ? {
                icon: ShieldCheckIcon,
                title: 'No hay eventos fallidos sin resolver',
                text: 'Un evento llega aquí cuando agotó sus reintentos automáticos. Desde aquí lo reprocesas sin riesgo de cobrar ni dar créditos dos veces.',
              }
            : {
                icon: CheckCircle2Icon,
                title: 'Todavía no hay eventos resueltos',
                text: 'Los eventos fallidos que reproceses aparecerán aquí con su resolución.',
              }
        }
      >
        {(items) => (
          <>
            <DataTable
              caption="Eventos fallidos"
              columns={['Evento', 'Error', 'Falló', 'Estado', actionsColumn]}
            >
              {items.map((e) => (
                <tr key={e.id}>
                  <td className="max-w-72 px-4 py-3">
                    <EventName e={e} />
                  </td>
                  <td className="max-w-80 px-4 py-3">
                    <span className="line-clamp-3 text-xs break-words text-red-800">{e.error}</span>
                  </td>
                  <td className="px-4 py-3 whitespace-nowrap">{formatDateTime(e.createdAt)}</td>
                  <td className="max-w-64 px-4 py-3">
                    <Resolution e={e} />
                  </td>
                  <td className="px-4 py-3 text-right">
                    <ReplayButton e={e} />
                  </td>
                </tr>
              ))}
            </DataTable>
            <CardList label="Eventos fallidos">
              {items.map((e) => (
                <li key={e.id} className={cardItem}>
                  <EventName e={e} />
                  <p className="text-xs break-words text-red-800">{e.error}</p>
                  <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
                    <CardFact label="Falló">{formatDateTime(e.createdAt)}</CardFact>
                    <CardFact label="Estado">
                      <Resolution e={e} />
                    </CardFact>
                  </dl>
                  <ReplayButton e={e} wide />
                </li>
              ))}
            </CardList>
          </>
        )}
      </PagedView>
    </div>
  );
}
