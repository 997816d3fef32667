import type { CardGatewaySessionView } from '@traspasa/shared/card-gateway';
import { splitIva } from '@traspasa/shared/invoices';
import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';
import { formatCents } from '../../lib/money';

function Line({
  label,
  value,
  strong = false,
  className,
}: {
  label: ReactNode;
  value: string;
  strong?: boolean;
  className?: string;
}) {
  return (
    <div className={cn('flex items-baseline justify-between gap-4', className)}>
      <dt className={strong ? 'font-semibold text-foreground' : 'text-muted-foreground'}>{label}</dt>
      <dd
        className={cn(
          'text-right tabular-nums',
          strong ? 'text-xl font-bold text-foreground' : 'font-medium',
        )}
      >
        {value}
      </dd>
    </div>
  );
}

/**
 * Who is paid and for what: the product, its base, the IVA 15 % included and the total, split
 * as the charge sent to Kushki and the invoice split it (docs/decisions/092, 095).
 */
export function CardOrderSummary({ session }: { session: CardGatewaySessionView }) {
  const { baseCents, ivaCents } = splitIva(session.totalCents);
  return (
    <section aria-labelledby="card-order-title" className="flex flex-col gap-6">
      <p className="flex items-center gap-2.5 text-sm font-semibold">
        <span
          className="flex size-8 items-center justify-center rounded-lg bg-primary text-base font-bold text-primary-foreground"
          aria-hidden="true"
        >
          T
        </span>
        Traspasa
      </p>
      <div>
        <p className="text-sm text-muted-foreground">
          {session.mode === 'subscription' ? 'Suscribirte a' : 'Pagar a Traspasa por'}
        </p>
        <h2 id="card-order-title" className="mt-1 text-lg font-semibold [overflow-wrap:anywhere]">
          {session.productName}
        </h2>
        <p className="mt-3 text-4xl font-bold tracking-tight tabular-nums">
          {formatCents(session.totalCents)}
        </p>
        <p className="mt-1 text-sm text-muted-foreground">
          {session.mode === 'subscription'
            ? 'Primer pago de la suscripción, IVA incluido'
            : 'Pago único, IVA incluido'}
        </p>
        {session.description ? (
          <p className="mt-4 text-sm leading-6 text-muted-foreground">{session.description}</p>
        ) : null}
      </div>
      <dl className="grid gap-3 text-sm" aria-label="Resumen del pedido">
        <Line label="Producto" value={session.productName} />
        <Line label="Subtotal sin IVA" value={formatCents(baseCents)} className="border-t pt-3" />
        <Line label="IVA 15 %" value={formatCents(ivaCents)} />
        <Line label="Total" value={formatCents(session.totalCents)} strong className="border-t pt-3" />
      </dl>
    </section>
  );
}
