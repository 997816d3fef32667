import { BarChart3Icon } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { isApiError } from '@/lib/api-client';
import { useBusinessStats } from '../api/seller-api';

const StatsChart = lazy(() => import('./stats-chart'));

const totalsLabels = [
  ['views', 'Visitas'],
  ['favorites', 'Guardados'],
  ['ndaRequests', 'Acuerdos solicitados'],
  ['contacts', 'Contactos'],
] as const;

/** Totals and chart of the last 30 days for one listing. */
export function ListingStats({ businessId }: { businessId: number }) {
  const stats = useBusinessStats(businessId);
  if (stats.isPending) {
    return (
      <div className="grid gap-2" role="status" aria-label="Cargando estadísticas">
        <Skeleton className="h-14 w-full" />
        <Skeleton className="h-48 w-full" />
      </div>
    );
  }
  if (stats.isError) {
    return (
      <div className="flex flex-wrap items-center gap-3 rounded-lg bg-muted p-3 text-sm">
        <span className="min-w-0 flex-1">
          {isApiError(stats.error) && stats.error.status === 404
            ? 'Las estadísticas todavía no están disponibles.'
            : 'No pudimos cargar las estadísticas.'}
        </span>
        <Button size="sm" variant="outline" onClick={() => void stats.refetch()}>
          Reintentar
        </Button>
      </div>
    );
  }
  const data = stats.data;
  const empty = totalsLabels.every(([key]) => data.totals[key] === 0);
  return (
    <div className="grid gap-3">
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        {totalsLabels.map(([key, label]) => (
          <div key={key} className="rounded-lg bg-muted/60 p-3">
            <dt className="text-xs text-muted-foreground">{label}</dt>
            <dd className="figure text-lg font-semibold">{data.totals[key]}</dd>
          </div>
        ))}
      </dl>
      {empty ? (
        <p className="flex items-center gap-2 rounded-lg border border-dashed p-4 text-sm text-muted-foreground">
          <BarChart3Icon className="size-4" aria-hidden="true" />
          Sin actividad en los últimos 30 días.
        </p>
      ) : (
        <Suspense fallback={<Skeleton className="h-64 w-full" />}>
          <StatsChart stats={data} />
        </Suspense>
      )}
    </div>
  );
}
