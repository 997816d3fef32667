import { countText } from '@traspasa/shared/plural';
import { ChevronRightIcon, RouteIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { useClosing } from '../api/closing-api';
import { ClosingProgressBar } from './progress-bar';

/**
 * The road to closing's progress on a negotiation's page («7 de 12 pasos», decision 175), with
 * what is overdue and the way in. Nothing while it loads badly: the header links to the road too.
 */
export function RoadSummary({ negotiationId }: { negotiationId: number }) {
  const query = useClosing(negotiationId);
  if (query.isPending) return <Skeleton className="h-28 w-full rounded-xl" />;
  if (query.isError) return null;
  const road = query.data;
  const overdue = road.items.filter((i) => i.overdue).length;
  const confirmed = road.milestones.filter((m) => m.status === 'confirmado').length;
  return (
    <section aria-labelledby="road-summary-title" className="grid gap-3 rounded-xl border bg-card p-4 sm:p-5">
      <h2 id="road-summary-title" className="flex items-center gap-2 text-lg font-semibold">
        <RouteIcon className="size-5 text-primary" aria-hidden="true" />
        Ruta de traspaso
      </h2>
      <ClosingProgressBar done={road.progress.done} total={road.progress.total} />
      {overdue > 0 || road.milestones.length > 0 ? (
        <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
          {overdue > 0 ? (
            <Badge variant="destructive">{countText(overdue, 'paso atrasado', 'pasos atrasados')}</Badge>
          ) : null}
          {road.milestones.length > 0 ? (
            <span>
              {confirmed} de {countText(road.milestones.length, 'pago recibido', 'pagos recibidos')}
            </span>
          ) : null}
        </p>
      ) : null}
      <Link
        to={paths.closing.build(negotiationId)}
        className="inline-flex min-h-11 items-center gap-1 text-sm font-medium text-primary hover:underline"
      >
        Abrir la ruta de traspaso
        <ChevronRightIcon className="size-4" aria-hidden="true" />
      </Link>
    </section>
  );
}
