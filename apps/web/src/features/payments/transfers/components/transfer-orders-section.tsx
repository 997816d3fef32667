import { formatShortDate } from '@traspasa/shared/dates';
import { ChevronRightIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { paths } from '@/config/paths';
import { formatCents } from '../../lib/money';
import { useMyTransfers } from '../api/transfers-api';
import { transferStatusTone } from '../lib/transfer-status';

/**
 * «Pagos por transferencia» on /subscription, above the payment history: each order with its
 * reference and state, and the way back to its page (accounts, amount, receipts). Nothing when
 * the person never paid by transfer.
 */
export function TransferOrdersSection() {
  const query = useMyTransfers();
  const items = query.data?.items ?? [];
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="transfers-title" className="flex flex-col gap-4">
      <div>
        <h2 id="transfers-title" className="text-xl font-semibold">
          Pagos por transferencia
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">
          Abre un pago para ver las cuentas, tu código de referencia y subir comprobantes.
        </p>
      </div>
      <ul className="grid gap-3">
        {items.map((o) => {
          const tone = transferStatusTone[o.status];
          return (
            <li key={o.id}>
              <Link
                to={paths.transferOrder.build(o.id)}
                className="flex flex-wrap items-center justify-between gap-3 rounded-xl border bg-card p-4 shadow-sm transition-colors hover:bg-muted/40 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
              >
                <div className="min-w-0">
                  <p className="font-semibold">{o.productName}</p>
                  <p className="text-sm text-muted-foreground">
                    <span className="font-mono">{o.reference}</span> · {formatShortDate(o.createdAt)}
                  </p>
                </div>
                <div className="flex items-center gap-3">
                  <span className="font-bold tabular-nums">{formatCents(o.amountCents)}</span>
                  <Badge variant={tone.tone}>{tone.label}</Badge>
                  <ChevronRightIcon className="size-4 text-muted-foreground" aria-hidden="true" />
                  <span className="sr-only">Ver el pago {o.reference}</span>
                </div>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
