import type { WebhookEventStatus } from '@traspasa/shared/enums';
import { WebhookIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { CardFact, CardList, DataTable } from '@/components/data-list/data-table';
import { FilterChips } from '@/components/data-list/filters';
import { Badge } from '@/components/ui/badge';
import { useWebhookEvents, type WebhookEvent } from '@/features/payments/admin/api/admin-payments';
import {
  chipLabel,
  eventFilters,
  eventStatusLabels,
  formatDateTime,
  totalCount,
} from '@/features/payments/admin/lib/labels';
import { cardItem, PagedView } from './paged-view';

function StatusBadge({ status }: { status: WebhookEventStatus }) {
  const { label, tone } = eventStatusLabels[status];
  return <Badge variant={tone}>{label}</Badge>;
}

function EventName({ e }: { e: WebhookEvent }) {
  return (
    <div className="min-w-0">
      <p className="font-mono text-xs font-medium break-all">{e.eventType}</p>
      <p className="font-mono text-xs break-all text-muted-foreground">{e.eventId}</p>
    </div>
  );
}

function Attempts({ e }: { e: WebhookEvent }) {
  return (
    <span className="figure" title={`Intento ${e.attempts} de ${e.maxAttempts}`}>
      {e.attempts}/{e.maxAttempts}
    </span>
  );
}

function ErrorText({ e }: { e: WebhookEvent }) {
  return e.errorMessage ? (
    <span className="line-clamp-3 text-xs break-words text-red-800">{e.errorMessage}</span>
  ) : (
    <span className="text-muted-foreground">—</span>
  );
}

export function EventsTab() {
  const [status, setStatus] = useState<WebhookEventStatus | null>(null);
  const query = useWebhookEvents(status);
  // The chips keep the last counts the server sent while another filter loads.
  const [counts, setCounts] = useState<Record<string, number> | undefined>(undefined);
  const latestCounts = query.data?.pages[0]?.counts;
  useEffect(() => {
    if (latestCounts) setCounts(latestCounts);
  }, [latestCounts]);
  const options = [
    { value: null, label: chipLabel('Todos', totalCount(counts)) },
    ...eventFilters.map((f) => ({
      value: f.value,
      label: chipLabel(f.label, counts ? (counts[f.value] ?? 0) : undefined),
    })),
  ];
  return (
    <div className="grid gap-4">
      <FilterChips
        hideLabel
        label="Filtrar eventos por estado"
        options={options}
        value={status}
        onChange={setStatus}
      />
      <PagedView
        query={query}
        noun="eventos"
        article="los"
        empty={{
          icon: WebhookIcon,
          title: eventFilters.find((f) => f.value === status)?.empty ?? 'Todavía no llegó ningún evento',
          text: 'El proveedor de pagos avisa aquí de cada cobro, reembolso y cambio de suscripción; cada aviso se procesa una sola vez y, si falla, se reintenta solo.',
        }}
      >
        {(items) => (
          <>
            <DataTable
              caption="Eventos del proveedor de pagos"
              columns={[
                'Evento',
                'Estado',
                { label: 'Intentos', className: 'text-right' },
                'Próximo reintento',
                'Recibido',
                'Error',
              ]}
            >
              {items.map((e) => (
                <tr key={e.id}>
                  <td className="max-w-72 px-4 py-3">
                    <EventName e={e} />
                  </td>
                  <td className="px-4 py-3">
                    <StatusBadge status={e.status} />
                  </td>
                  <td className="px-4 py-3 text-right">
                    <Attempts e={e} />
                  </td>
                  <td className="px-4 py-3 whitespace-nowrap">{formatDateTime(e.nextRetry)}</td>
                  <td className="px-4 py-3 whitespace-nowrap">{formatDateTime(e.createdAt)}</td>
                  <td className="max-w-72 px-4 py-3">
                    <ErrorText e={e} />
                  </td>
                </tr>
              ))}
            </DataTable>
            <CardList label="Eventos del proveedor de pagos">
              {items.map((e) => (
                <li key={e.id} className={cardItem}>
                  <div className="flex items-start justify-between gap-3">
                    <EventName e={e} />
                    <StatusBadge status={e.status} />
                  </div>
                  <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
                    <CardFact label="Intentos">
                      <Attempts e={e} />
                    </CardFact>
                    <CardFact label="Próximo reintento">{formatDateTime(e.nextRetry)}</CardFact>
                    <CardFact label="Recibido">{formatDateTime(e.createdAt)}</CardFact>
                  </dl>
                  {e.errorMessage ? <ErrorText e={e} /> : null}
                </li>
              ))}
            </CardList>
          </>
        )}
      </PagedView>
    </div>
  );
}
