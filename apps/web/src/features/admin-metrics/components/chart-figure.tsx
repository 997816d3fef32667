import { lazy, type ReactNode, Suspense } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDayLong } from '../lib/format';
import type { ChartSeries } from './metric-chart';

const MetricChart = lazy(() => import('./metric-chart'));

/**
 * A chart with its text alternative: a visible one-line summary (the figure's caption)
 * and the day-by-day numbers as a table that screen readers read instead of the drawing.
 */
export function ChartFigure({
  title,
  summary,
  data,
  series,
  kind,
  format,
  actions,
}: {
  title: string;
  summary: string;
  data: Array<Record<string, number | string>>;
  series: ChartSeries[];
  kind?: 'line' | 'bar';
  format?: (n: number) => string;
  actions?: ReactNode;
}) {
  const show = format ?? ((n: number) => String(n));
  return (
    <figure className="relative flex min-w-0 flex-col gap-3 rounded-xl border bg-card p-4 shadow-sm sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="text-base font-semibold">{title}</h3>
          <figcaption className="text-sm text-muted-foreground">{summary}</figcaption>
        </div>
        {actions}
      </div>
      <Suspense fallback={<Skeleton className="h-56 w-full" />}>
        <MetricChart data={data} series={series} kind={kind} format={format} />
      </Suspense>
      {/* A table ignores a 1 px width: the clipping box is the div around it. */}
      <div className="sr-only">
        <table>
          <caption>{title}, por día</caption>
          <thead>
            <tr>
              <th scope="col">Día</th>
              {series.map((s) => (
                <th key={s.key} scope="col">
                  {s.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {data.map((row) => (
              <tr key={String(row.day)}>
                <th scope="row">{formatDayLong(String(row.day))}</th>
                {series.map((s) => (
                  <td key={s.key}>{show(Number(row[s.key] ?? 0))}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
