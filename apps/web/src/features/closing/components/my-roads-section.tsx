import type { ClosingSide } from '@traspasa/shared/closing';
import { formatDay } from '@traspasa/shared/dates';
import { countText } from '@traspasa/shared/plural';
import { ChevronRightIcon, ListChecksIcon } from 'lucide-react';
import { Link } from 'react-router';
import { ErrorState } from '@/components/page/states';
import { Badge } from '@/components/ui/badge';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { requestErrorMessage } from '@/lib/request-error';
import { useMyClosing } from '../api/closing-api';
import { ClosingProgressBar } from './progress-bar';

/** «Rutas de traspaso» on the buyer's and the seller's dashboards: each live deal's progress. */
export function MyRoadsSection({ side }: { side: ClosingSide }) {
  const query = useMyClosing(side);
  const items = query.data?.items ?? [];
  return (
    <section aria-labelledby="my-roads" className="grid min-w-0 gap-4">
      <div className="grid gap-1">
        <h2 id="my-roads" className="text-xl font-semibold">
          Rutas de traspaso
        </h2>
        <p className="text-sm text-muted-foreground">
          {side === 'buyer'
            ? 'Cuando un vendedor acepta tu oferta, aquí sigues los trámites y los pagos hasta el cierre.'
            : 'Cuando aceptas una oferta, aquí sigues los trámites y los pagos hasta el cierre.'}
        </p>
      </div>
      {query.isPending ? (
        <Skeleton className="h-24 w-full" />
      ) : query.isError ? (
        <ErrorState
          title="No pudimos cargar tus rutas de traspaso"
          message={requestErrorMessage(query.error, 'Inténtalo de nuevo en unos segundos.')}
          onRetry={() => void query.refetch()}
        />
      ) : items.length === 0 ? (
        <p className="flex items-center gap-2 rounded-xl border border-dashed bg-card p-4 text-sm text-muted-foreground">
          <ListChecksIcon className="size-5 shrink-0 text-primary" aria-hidden="true" />
          {side === 'buyer' ? 'Todavía no tienes ofertas aceptadas.' : 'Todavía no aceptaste ninguna oferta.'}
        </p>
      ) : (
        <ul className="grid gap-3 md:grid-cols-2">
          {items.map((r) => (
            <li key={r.negotiationId}>
              <Link
                to={paths.closing.build(r.negotiationId)}
                className="grid gap-3 rounded-xl border bg-card p-4 shadow-xs transition-colors hover:border-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
              >
                <span className="flex items-start justify-between gap-3">
                  <span className="font-semibold text-pretty [overflow-wrap:anywhere]">
                    {r.businessTitle}
                  </span>
                  <ChevronRightIcon
                    className="mt-0.5 size-5 shrink-0 text-muted-foreground"
                    aria-hidden="true"
                  />
                </span>
                <ClosingProgressBar done={r.progress.done} total={r.progress.total} />
                <span className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
                  {r.overdue > 0 ? (
                    <Badge variant="destructive">
                      {countText(r.overdue, 'paso atrasado', 'pasos atrasados')}
                    </Badge>
                  ) : null}
                  {r.milestonesTotal > 0 ? (
                    <span>
                      {r.milestonesConfirmed} de{' '}
                      {countText(r.milestonesTotal, 'pago recibido', 'pagos recibidos')}
                    </span>
                  ) : null}
                  {r.nextDueDate ? <span>Próximo vencimiento: {formatDay(r.nextDueDate)}</span> : null}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
