import type { Kpi } from '@traspasa/shared/admin-metrics';
import { ArrowDownRightIcon, ArrowUpRightIcon, MinusIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';
import { changeText, kpiChange } from '../lib/format';

/** One number of the panel, with its change against the previous period when there is one. */
export function KpiCard({
  label,
  value,
  kpi,
  detail,
}: {
  label: string;
  value: string;
  kpi?: Kpi;
  detail?: ReactNode;
}) {
  const change = kpi ? kpiChange(kpi) : null;
  const text = change ? changeText(change) : '';
  const Icon =
    change?.kind === 'up' ? ArrowUpRightIcon : change?.kind === 'down' ? ArrowDownRightIcon : MinusIcon;
  return (
    <div className="flex min-w-0 flex-col gap-1 rounded-xl border bg-card p-4 shadow-sm">
      <dt className="text-sm font-medium text-muted-foreground">{label}</dt>
      <dd className="text-2xl font-bold tracking-tight tabular-nums">{value}</dd>
      {text ? (
        <dd
          className={cn(
            'flex items-center gap-1 text-xs font-medium',
            change?.kind === 'up' && 'text-emerald-700',
            change?.kind === 'down' && 'text-red-700',
            (change?.kind === 'same' || change?.kind === 'new') && 'text-muted-foreground',
          )}
        >
          <Icon className="size-3.5 shrink-0" aria-hidden="true" />
          <span>{text}</span>
        </dd>
      ) : null}
      {detail ? <dd className="text-xs text-muted-foreground">{detail}</dd> : null}
    </div>
  );
}
