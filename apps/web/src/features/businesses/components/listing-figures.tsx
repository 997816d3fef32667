import { formatUsd } from '@traspasa/shared/format';
import {
  DASH,
  formatCount,
  formatMargin,
  formatMultiple,
  priceMultiple,
  profitMargin,
  toNumber,
} from '@/lib/listings/figures';
import type { BusinessDetail } from '@/lib/listings/types';

/** A listing's price and yearly figures, with the margin and multiple worked out. */
export function Figures({ business }: { business: BusinessDetail }) {
  const margin = profitMargin(business.annualRevenue, business.annualProfit);
  const multiple = priceMultiple(business.askingPrice, business.annualProfit);
  const money = (v: number | string | null | undefined) => (toNumber(v) === null ? DASH : formatUsd(v));
  const rows = [
    {
      label: 'Precio de venta',
      value: toNumber(business.askingPrice) === null ? 'A convenir' : formatUsd(business.askingPrice),
      strong: true,
    },
    { label: 'Ventas anuales', value: money(business.annualRevenue) },
    { label: 'Utilidad anual', value: money(business.annualProfit) },
    { label: 'Margen', value: formatMargin(margin), hint: 'Utilidad ÷ ventas' },
    { label: 'Múltiplo', value: formatMultiple(multiple), hint: 'Precio ÷ utilidad anual' },
    { label: 'Años en operación', value: formatCount(business.yearsOperation, 'año', 'años') },
    { label: 'Empleados', value: formatCount(business.employeeCount, 'persona', 'personas') },
  ];
  return (
    <dl className="grid grid-cols-2 gap-px overflow-hidden rounded-xl border bg-border">
      {rows.map(({ label, value, strong, hint }) => (
        <div key={label} className={strong ? 'col-span-2 bg-card p-4' : 'bg-card p-4'}>
          <dt className="text-xs font-medium text-muted-foreground">
            {label}
            {hint ? <span className="sr-only"> ({hint})</span> : null}
          </dt>
          <dd
            className={
              strong ? 'figure mt-1 text-3xl font-bold text-foreground' : 'figure mt-1 text-lg font-semibold'
            }
            title={hint}
          >
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
