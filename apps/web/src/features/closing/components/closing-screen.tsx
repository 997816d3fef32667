import type { ClosingView } from '@traspasa/shared/closing';
import { formatDay } from '@traspasa/shared/dates';
import { countText } from '@traspasa/shared/plural';
import { ArrowLeftIcon, BanknoteIcon, InfoIcon, ListChecksIcon, LockIcon } from 'lucide-react';
import { Link } from 'react-router';
import { DealFileButton } from '@/components/deal-file-button';
import { PageBody, PageHeader } from '@/components/page/page-header';
import { EmptyState, ErrorState } from '@/components/page/states';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { requestErrorMessage } from '@/lib/request-error';
import { useClosing } from '../api/closing-api';
import { ClosingItemCard } from './closing-item-card';
import { MilestoneCard } from './milestone-card';
import { ClosingProgressBar } from './progress-bar';

/** `/offers/:id/ruta`: the road to closing of an accepted negotiation (decision 175). */
export function ClosingScreen({ negotiationId }: { negotiationId: number }) {
  const query = useClosing(negotiationId);

  if (query.isPending) return <ClosingSkeleton />;
  if (query.isError) {
    const missing = isApiError(query.error) && query.error.status === 404;
    return (
      <PageBody>
        <title>Ruta de traspaso | Traspasa</title>
        {missing ? (
          <EmptyState
            icon={ListChecksIcon}
            title="No encontramos esa ruta de traspaso"
            action={
              <Button asChild variant="outline">
                <Link to={paths.offers.href}>Ver mis ofertas</Link>
              </Button>
            }
          >
            La ruta se abre cuando el vendedor acepta una oferta, y solo la ven el comprador y el vendedor de
            esa negociación.
          </EmptyState>
        ) : (
          <ErrorState
            title="No pudimos cargar la ruta de traspaso"
            message={requestErrorMessage(query.error, 'Inténtalo de nuevo en unos segundos.')}
            onRetry={() => void query.refetch()}
          />
        )}
      </PageBody>
    );
  }
  return <Road road={query.data} />;
}

function Road({ road }: { road: ClosingView }) {
  const overdue = road.items.filter((i) => i.overdue).length;
  const paid = road.milestones.filter((m) => m.status === 'confirmado').length;
  const counterpart = road.viewer === 'buyer' ? road.seller.name : road.buyer.name;
  const intro =
    road.viewer === 'admin'
      ? `Ruta de ${road.seller.name} (vendedor) y ${road.buyer.name} (comprador). Como administrador la ves sin poder cambiarla.`
      : `Los pasos para traspasar el negocio entre tú y ${counterpart}. Cada parte marca los pasos que le tocan y los dos ven el avance.`;

  return (
    <>
      <title>{`Ruta de traspaso: ${road.business.title} | Traspasa`}</title>
      <PageHeader
        eyebrow="Ruta de traspaso"
        title={road.business.title}
        description={intro}
        actions={
          <>
            <Button asChild variant="outline">
              <Link to={paths.negotiation.build(road.negotiationId)}>
                <ArrowLeftIcon aria-hidden="true" />
                Volver a la negociación
              </Link>
            </Button>
            <DealFileButton negotiationId={road.negotiationId} size="default" />
          </>
        }
      >
        <div className="mt-5 grid max-w-xl gap-3">
          <ClosingProgressBar done={road.progress.done} total={road.progress.total} />
          <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
            {overdue > 0 ? (
              <span className="font-medium text-red-700">
                {countText(overdue, 'paso atrasado', 'pasos atrasados')}
              </span>
            ) : null}
            {road.milestones.length > 0 ? (
              <a
                href="#closing-payments"
                className="font-medium text-primary underline-offset-4 hover:underline"
              >
                {paid} de {countText(road.milestones.length, 'pago recibido', 'pagos recibidos')}
              </a>
            ) : null}
            <span>
              Plazos desde {road.baseKind === 'signed' ? 'la firma' : 'la aceptación'} (
              {formatDay(road.baseDate)})
            </span>
          </p>
        </div>
      </PageHeader>
      <PageBody className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
        <section aria-labelledby="closing-steps" className="grid min-w-0 gap-4">
          {road.readOnlyReason ? (
            <p className="flex items-start gap-2 rounded-lg border bg-muted/50 p-3 text-sm">
              <LockIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              {road.readOnlyReason}
            </p>
          ) : null}
          <div className="grid gap-1">
            <h2 id="closing-steps" className="text-xl font-semibold">
              Pasos
            </h2>
            {road.baseKind === 'accepted' && road.viewer !== 'admin' ? (
              <p className="text-sm text-muted-foreground">
                Las fechas se cuentan desde la aceptación; cuando los dos firmen la carta se cuentan desde la
                firma.
              </p>
            ) : null}
          </div>
          {road.items.length === 0 ? (
            <EmptyState
              icon={ListChecksIcon}
              title={`Aún no tenemos una ruta para ${road.country ?? 'este país'}`}
            >
              Las parejas de comprador y vendedor de este país siguen aquí sus pagos. Acuerden los trámites
              con su abogado o notario.
            </EmptyState>
          ) : (
            <ol className="grid gap-3">
              {road.items.map((item) => (
                <ClosingItemCard key={item.id} road={road} item={item} />
              ))}
            </ol>
          )}
        </section>
        <section aria-labelledby="closing-payments" className="grid min-w-0 scroll-mt-6 gap-4">
          <div className="grid gap-1">
            <h2 id="closing-payments" className="text-xl font-semibold">
              Pagos
            </h2>
            <p className="flex items-start gap-2 text-sm text-muted-foreground">
              <InfoIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              Traspasa no recibe ni guarda dinero. El comprador transfiere directamente y sube el comprobante;
              el vendedor confirma cuando lo ve en su cuenta.
            </p>
          </div>
          {road.milestones.length === 0 ? (
            <EmptyState icon={BanknoteIcon} title="No hay pagos en la oferta aceptada" />
          ) : (
            <ul className="grid gap-3">
              {road.milestones.map((m) => (
                <MilestoneCard key={m.id} road={road} milestone={m} />
              ))}
            </ul>
          )}
        </section>
      </PageBody>
    </>
  );
}

function ClosingSkeleton() {
  return (
    <PageBody className="grid gap-4">
      <span className="sr-only" role="status">
        Cargando la ruta de traspaso
      </span>
      <Skeleton className="h-10 w-2/3" />
      <Skeleton className="h-4 w-1/2" />
      <Skeleton className="h-28 w-full" />
      <Skeleton className="h-28 w-full" />
    </PageBody>
  );
}
