import { RepeatIcon } from 'lucide-react';
import { useState } from 'react';
import { CardFact, CardList, DataTable } from '@/components/data-list/data-table';
import { FilterChips } from '@/components/data-list/filters';
import { Badge } from '@/components/ui/badge';
import { type AdminSubscription, useAdminSubscriptions } from '@/features/payments/admin/api/admin-payments';
import {
  formatDateTime,
  subscriptionFilters,
  subscriptionStatus,
} from '@/features/payments/admin/lib/labels';
import { cardItem, PagedView } from './paged-view';

function StatusBadge({ status }: { status: string }) {
  const { label, tone } = subscriptionStatus(status);
  return <Badge variant={tone}>{label}</Badge>;
}

function Subscriber({ s }: { s: AdminSubscription }) {
  return (
    <div className="min-w-0">
      <p className="truncate font-medium">{s.username}</p>
      <p className="truncate text-xs text-muted-foreground">{s.email}</p>
    </div>
  );
}

/** "Hasta el 21 nov 2026" or "Se cancela el …" when it will not renew. */
function PeriodEnd({ s }: { s: AdminSubscription }) {
  if (!s.currentPeriodEnd) return <span className="text-muted-foreground">—</span>;
  return (
    <span className="grid">
      <span className="whitespace-nowrap">{formatDateTime(s.currentPeriodEnd)}</span>
      {s.cancelAtPeriodEnd ? (
        <span className="text-xs text-amber-900">No se renueva: termina en esa fecha</span>
      ) : null}
    </span>
  );
}

export function SubscriptionsTab() {
  const [status, setStatus] = useState<string | null>(null);
  const query = useAdminSubscriptions(status);
  const filterLabel = subscriptionFilters.find((f) => f.value === status)?.label.toLowerCase();
  return (
    <div className="grid gap-4">
      <FilterChips
        hideLabel
        label="Filtrar suscripciones por estado"
        options={subscriptionFilters}
        value={status}
        onChange={setStatus}
      />
      <PagedView
        query={query}
        noun="suscripciones"
        article="las"
        empty={{
          icon: RepeatIcon,
          title: status
            ? `No hay suscripciones${status === 'past_due' ? ' con pago pendiente' : ` ${filterLabel}`}`
            : 'Todavía no hay suscripciones',
          text: 'Cuando un comprador o un vendedor contrate un plan mensual o anual, su suscripción aparecerá aquí con el estado que informa el proveedor.',
        }}
      >
        {(items) => (
          <>
            <DataTable
              caption="Suscripciones"
              columns={['Usuario', 'Plan', 'Estado', 'Periodo actual hasta', 'Desde']}
            >
              {items.map((s) => (
                <tr key={s.id}>
                  <td className="max-w-56 px-4 py-3">
                    <Subscriber s={s} />
                  </td>
                  <td className="px-4 py-3">{s.productName}</td>
                  <td className="px-4 py-3">
                    <StatusBadge status={s.status} />
                  </td>
                  <td className="px-4 py-3">
                    <PeriodEnd s={s} />
                  </td>
                  <td className="px-4 py-3 whitespace-nowrap">{formatDateTime(s.createdAt)}</td>
                </tr>
              ))}
            </DataTable>
            <CardList label="Suscripciones">
              {items.map((s) => (
                <li key={s.id} className={cardItem}>
                  <div className="flex items-start justify-between gap-3">
                    <Subscriber s={s} />
                    <StatusBadge status={s.status} />
                  </div>
                  <p className="text-sm font-medium">{s.productName}</p>
                  <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
                    <CardFact label="Periodo actual hasta">
                      <PeriodEnd s={s} />
                    </CardFact>
                    <CardFact label="Desde">{formatDateTime(s.createdAt)}</CardFact>
                  </dl>
                </li>
              ))}
            </CardList>
          </>
        )}
      </PagedView>
    </div>
  );
}
