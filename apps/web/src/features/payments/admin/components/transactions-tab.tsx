import { useQueryClient } from '@tanstack/react-query';
import type { PaymentStatus } from '@traspasa/shared/enums';
import type { AdminTransaction } from '@traspasa/shared/payments';
import { Loader2Icon, ReceiptIcon, Undo2Icon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { actionsColumn, CardFact, CardList, DataTable } from '@/components/data-list/data-table';
import { FilterChips } from '@/components/data-list/filters';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { PAYMENTS_SUMMARY_KEY, useAdminTransactions } from '@/features/payments/admin/api/admin-payments';
import {
  formatCents,
  formatDateTime,
  paymentStatusLabels,
  transactionFilters,
} from '@/features/payments/admin/lib/labels';
import { cardItem, PagedView } from './paged-view';
import { RefundDialog } from './refund-dialog';

function StatusBadge({ status }: { status: PaymentStatus }) {
  const { label, tone } = paymentStatusLabels[status];
  return <Badge variant={tone}>{label}</Badge>;
}

function Payer({ t }: { t: AdminTransaction }) {
  return (
    <div className="min-w-0">
      <p className="truncate font-medium">{t.username}</p>
      <p className="truncate text-xs text-muted-foreground">{t.email}</p>
    </div>
  );
}

function DiscountCode({ code }: { code: string | null }) {
  return code ? (
    <span className="font-mono text-xs break-all">{code}</span>
  ) : (
    <span className="text-muted-foreground">—</span>
  );
}

function RefundButton({
  t,
  onRefund,
  awaiting,
  wide,
}: {
  t: AdminTransaction;
  onRefund: () => void;
  awaiting: boolean;
  wide?: boolean;
}) {
  if (awaiting) {
    return (
      <span
        role="status"
        className="inline-flex items-center gap-1.5 text-xs font-medium text-muted-foreground"
      >
        <Loader2Icon className="size-3.5 animate-spin" aria-hidden="true" />
        Reembolso en curso…
      </span>
    );
  }
  if (!t.refundable) return null;
  return (
    <Button size="sm" variant="outline" className={wide ? 'min-h-11 w-full' : 'min-h-10'} onClick={onRefund}>
      <Undo2Icon aria-hidden="true" />
      Reembolsar
    </Button>
  );
}

/** How long the list waits for the provider to confirm a refund before it stops asking. */
const REFUND_WAIT_MS = 60_000;

const emptyTexts: Partial<Record<PaymentStatus, string>> = {
  succeeded: 'Cuando alguien pague un plan o un paquete, el pago aparecerá aquí.',
  refunded: 'Los pagos que devuelvas desde esta lista aparecerán aquí.',
  failed: 'Ningún pago fue rechazado por el banco o el proveedor.',
};

export function TransactionsTab() {
  const [status, setStatus] = useState<PaymentStatus | null>(null);
  const [refunding, setRefunding] = useState<AdminTransaction | null>(null);
  /** Refunds the provider accepted, by transaction id, with when to stop waiting for them. */
  const [awaiting, setAwaiting] = useState<Record<number, number>>({});
  const query = useAdminTransactions(status, Object.keys(awaiting).length > 0);
  const queryClient = useQueryClient();
  useEffect(() => {
    const waiting = Object.entries(awaiting);
    if (waiting.length === 0) return;
    const rows = query.data?.pages.flatMap((page) => page.items) ?? [];
    const now = Date.now();
    const left = waiting.filter(
      ([id, until]) => until > now && rows.find((t) => t.id === Number(id))?.status === 'succeeded',
    );
    if (left.length !== waiting.length) {
      // A refund was confirmed (or is no longer waited for): the totals change with it.
      void queryClient.invalidateQueries({ queryKey: PAYMENTS_SUMMARY_KEY });
      setAwaiting(Object.fromEntries(left));
      return;
    }
    // Look again when the first wait runs out, even if the list has not changed by then.
    const first = Math.min(...waiting.map(([, until]) => until));
    const timer = window.setTimeout(() => setAwaiting((a) => ({ ...a })), first - now + 50);
    return () => window.clearTimeout(timer);
  }, [awaiting, query.data, queryClient]);
  const filterLabel = transactionFilters.find((f) => f.value === status)?.label.toLowerCase();
  return (
    <div className="grid gap-4">
      <FilterChips
        hideLabel
        label="Filtrar transacciones por estado"
        options={transactionFilters}
        value={status}
        onChange={setStatus}
      />
      <PagedView
        query={query}
        noun="transacciones"
        article="las"
        empty={{
          icon: ReceiptIcon,
          title: status ? `No hay transacciones ${filterLabel}` : 'Todavía no hay transacciones',
          text:
            (status && emptyTexts[status]) ??
            'Cada compra de un plan o un paquete aparecerá aquí con su estado, su monto y el código de descuento usado.',
        }}
      >
        {(items) => (
          <>
            <DataTable
              caption="Transacciones"
              columns={[
                'Usuario',
                'Producto',
                { label: 'Monto', className: 'text-right' },
                'Estado',
                'Fecha',
                'Código',
                actionsColumn,
              ]}
            >
              {items.map((t) => (
                <tr key={t.id}>
                  <td className="max-w-56 px-4 py-3">
                    <Payer t={t} />
                  </td>
                  <td className="max-w-64 px-4 py-3">
                    <span className="line-clamp-2">{t.description}</span>
                  </td>
                  <td className="figure px-4 py-3 text-right font-semibold whitespace-nowrap">
                    {formatCents(t.amountCents)}
                  </td>
                  <td className="px-4 py-3">
                    <StatusBadge status={t.status} />
                  </td>
                  <td className="px-4 py-3 whitespace-nowrap">{formatDateTime(t.createdAt)}</td>
                  <td className="px-4 py-3">
                    <DiscountCode code={t.discountCode} />
                  </td>
                  <td className="px-4 py-3 text-right">
                    <RefundButton t={t} awaiting={t.id in awaiting} onRefund={() => setRefunding(t)} />
                  </td>
                </tr>
              ))}
            </DataTable>
            <CardList label="Transacciones">
              {items.map((t) => (
                <li key={t.id} className={cardItem}>
                  <div className="flex items-start justify-between gap-3">
                    <Payer t={t} />
                    <StatusBadge status={t.status} />
                  </div>
                  <p className="text-sm">{t.description}</p>
                  <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
                    <CardFact label="Monto">
                      <span className="figure">{formatCents(t.amountCents)}</span>
                    </CardFact>
                    <CardFact label="Fecha">{formatDateTime(t.createdAt)}</CardFact>
                    {t.discountCode ? (
                      <CardFact label="Código de descuento">
                        <DiscountCode code={t.discountCode} />
                      </CardFact>
                    ) : null}
                  </dl>
                  <RefundButton t={t} awaiting={t.id in awaiting} onRefund={() => setRefunding(t)} wide />
                </li>
              ))}
            </CardList>
          </>
        )}
      </PagedView>
      <RefundDialog
        transaction={refunding}
        onClose={() => setRefunding(null)}
        onRequested={(t) => setAwaiting((a) => ({ ...a, [t.id]: Date.now() + REFUND_WAIT_MS }))}
      />
    </div>
  );
}
