import type { Quote } from '@traspasa/shared/payments';
import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';
import { formatCents } from '../lib/money';
import { periodLabels } from '../lib/plans';

function Line({
  label,
  value,
  className,
  strong = false,
}: {
  label: ReactNode;
  value: string;
  className?: string;
  strong?: boolean;
}) {
  return (
    <div className={cn('flex items-baseline justify-between gap-4', className)}>
      <dt className={cn(strong ? 'font-semibold text-foreground' : 'text-muted-foreground')}>{label}</dt>
      <dd className={cn('tabular-nums', strong ? 'text-xl font-bold text-foreground' : 'font-medium')}>
        {value}
      </dd>
    </div>
  );
}

/** Product, period, subtotal, discount, the IVA included and the total, as the server quoted them. */
export function OrderSummary({ quote }: { quote: Quote }) {
  const { product } = quote;
  return (
    <dl className="grid gap-3 text-sm">
      <Line label="Producto" value={product.name} />
      <Line label="Periodicidad" value={periodLabels[product.period]} />
      <Line label="Subtotal" value={formatCents(quote.subtotalCents)} className="border-t pt-3" />
      {quote.discount && quote.discountCents > 0 ? (
        <Line
          label={
            <>
              Descuento <span className="font-medium text-foreground">{quote.discount.code}</span>
            </>
          }
          value={`−${formatCents(quote.discountCents)}`}
          className="text-green-800 [&_dd]:text-green-800"
        />
      ) : null}
      <Line label="IVA incluido" value={formatCents(quote.taxIncludedCents)} />
      <Line label="Total" value={formatCents(quote.totalCents)} strong className="border-t pt-3" />
    </dl>
  );
}
