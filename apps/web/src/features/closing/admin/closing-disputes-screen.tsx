import type { ClosingDispute } from '@traspasa/shared/closing';
import { formatShortDateTime } from '@traspasa/shared/dates';
import { ExternalLinkIcon, ScaleIcon } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Link } from 'react-router';
import { PageBody, PageHeader } from '@/components/page/page-header';
import { EmptyState, ErrorState } from '@/components/page/states';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { PendingButton } from '@/components/ui/pending-button';
import { Skeleton } from '@/components/ui/skeleton';
import { Textarea } from '@/components/ui/textarea';
import { paths } from '@/config/paths';
import { toast } from '@/hooks/use-toast';
import { requestErrorMessage } from '@/lib/request-error';
import { useClosingDisputes, useResolveDispute } from '../api/closing-api';
import { centsText } from '../lib/labels';

/** `/admin/closing-disputes`: payments a party disputed (decision 175), oldest first; resolved ones apart. */
export function ClosingDisputesScreen() {
  const [open, setOpen] = useState(true);
  const query = useClosingDisputes(open);
  const items = query.data?.items ?? [];
  return (
    <>
      <title>Pagos en disputa | Traspasa</title>
      <PageHeader
        eyebrow="Administración"
        title="Pagos en disputa"
        description="Pagos de una ruta de traspaso que el comprador o el vendedor disputó. Traspasa no recibe dinero: revisa el comprobante, habla con las partes y anota cómo se resolvió; el pago vuelve a su estado anterior y las dos partes reciben tu nota."
      />
      <PageBody className="grid gap-6">
        <nav aria-label="Estado de las disputas" className="flex flex-wrap gap-2">
          {[
            { value: true, label: 'Abiertas' },
            { value: false, label: 'Resueltas' },
          ].map((tab) => (
            <Button
              key={tab.label}
              size="sm"
              className="min-h-10"
              variant={tab.value === open ? 'default' : 'outline'}
              aria-current={tab.value === open ? 'page' : undefined}
              onClick={() => setOpen(tab.value)}
            >
              {tab.label}
            </Button>
          ))}
        </nav>
        {query.isPending ? (
          <Skeleton className="h-40 w-full" />
        ) : query.isError ? (
          <ErrorState
            title="No pudimos cargar las disputas"
            message={requestErrorMessage(query.error, 'Inténtalo de nuevo en unos segundos.')}
            onRetry={() => void query.refetch()}
          />
        ) : items.length === 0 ? (
          <EmptyState
            icon={ScaleIcon}
            title={open ? 'No hay pagos en disputa' : 'Todavía no se resolvió ninguna disputa'}
          >
            {open
              ? 'Cuando un comprador o un vendedor dispute un pago de su ruta de traspaso, aparecerá aquí.'
              : 'Las disputas que resuelvas quedan aquí con tu nota.'}
          </EmptyState>
        ) : (
          <ul className="grid gap-4">
            {items.map((d) => (
              <DisputeCard key={`${d.milestoneId}-${d.disputedAt}`} dispute={d} />
            ))}
          </ul>
        )}
      </PageBody>
    </>
  );
}

function DisputeCard({ dispute: d }: { dispute: ClosingDispute }) {
  const [resolution, setResolution] = useState('');
  const [error, setError] = useState<string | null>(null);
  const resolve = useResolveDispute();
  const fieldId = useId();
  const by =
    d.side === 'buyer'
      ? `el comprador (${d.buyer.name})`
      : d.side === 'seller'
        ? `el vendedor (${d.seller.name})`
        : 'una cuenta eliminada';

  function submit(e: FormEvent) {
    e.preventDefault();
    if (resolution.trim().length < 10) {
      setError('Escribe cómo se resolvió (al menos 10 caracteres).');
      return;
    }
    resolve.mutate(
      { milestoneId: d.milestoneId, resolution },
      {
        onSuccess: () =>
          toast({ title: 'Disputa resuelta', description: 'Les avisamos al comprador y al vendedor.' }),
        onError: (err) => setError(requestErrorMessage(err, 'No pudimos resolverla. Inténtalo de nuevo.')),
      },
    );
  }

  return (
    <li className="grid gap-3 rounded-xl border bg-card p-4 shadow-xs sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid min-w-0 gap-1">
          <h2 className="text-base font-semibold [overflow-wrap:anywhere]">{d.businessTitle}</h2>
          <p className="text-sm text-muted-foreground">
            {d.label} ·{' '}
            <span className="font-semibold tabular-nums text-foreground">{centsText(d.amountCents)}</span>
          </p>
          <p className="text-sm text-muted-foreground">
            Vendedor: {d.seller.name} · Comprador: {d.buyer.name}
          </p>
        </div>
        <Badge variant={d.resolvedAt ? 'success' : 'destructive'}>
          {d.resolvedAt ? 'Resuelta' : 'Abierta'}
        </Badge>
      </div>
      <div className="rounded-lg bg-muted/50 p-3 text-sm">
        <p className="text-xs text-muted-foreground">
          La abrió {by} el {formatShortDateTime(d.disputedAt)} ·{' '}
          {d.hasReceipt ? 'con comprobante' : 'sin comprobante'}
        </p>
        <p className="mt-1 [overflow-wrap:anywhere]">«{d.reason}»</p>
        {d.resolution ? (
          <p className="mt-2 [overflow-wrap:anywhere]">
            <span className="font-semibold">Resolución ({formatShortDateTime(d.resolvedAt)}):</span>{' '}
            {d.resolution}
          </p>
        ) : null}
      </div>
      <Button asChild variant="link" className="justify-self-start px-0">
        <Link to={paths.closing.build(d.negotiationId)}>
          <ExternalLinkIcon aria-hidden="true" />
          Ver la ruta de traspaso y el comprobante
        </Link>
      </Button>
      {d.resolvedAt ? null : (
        <form onSubmit={submit} className="grid gap-2" noValidate>
          <label htmlFor={fieldId} className="text-sm font-medium">
            Cómo se resolvió
          </label>
          <Textarea
            id={fieldId}
            value={resolution}
            maxLength={1000}
            className="min-h-20"
            onChange={(e) => setResolution(e.target.value)}
            aria-invalid={error ? true : undefined}
          />
          {error ? (
            <p role="alert" className="text-sm font-medium text-destructive">
              {error}
            </p>
          ) : null}
          <PendingButton
            type="submit"
            pending={resolve.isPending}
            pendingLabel="Guardando…"
            className="justify-self-start"
          >
            Marcar como resuelta
          </PendingButton>
        </form>
      )}
    </li>
  );
}
