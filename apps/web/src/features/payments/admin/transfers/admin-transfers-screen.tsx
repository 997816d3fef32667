import { formatShortDateTime } from '@traspasa/shared/dates';
import { adminTransferQueueStates, type TransferOrderStatus } from '@traspasa/shared/transfers';
import {
  ArrowLeftIcon,
  ArrowLeftRightIcon,
  ChevronRightIcon,
  FileSpreadsheetIcon,
  LandmarkIcon,
} from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { actionsColumn, CardFact, CardList, DataTable } from '@/components/data-list/data-table';
import { ListStates } from '@/components/data-list/list-states';
import { PageBody, PageHeader } from '@/components/page/page-header';
import { ErrorState } from '@/components/page/states';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { LoadMore } from '@/components/ui/load-more';
import { PendingButton } from '@/components/ui/pending-button';
import { Skeleton } from '@/components/ui/skeleton';
import { Textarea } from '@/components/ui/textarea';
import { paths } from '@/config/paths';
import { requestErrorMessage } from '@/lib/request-error';
import { useUser } from '@/lib/session';
import { formatCents } from '../../lib/money';
import { adminTransferStatusLabels, transferStatusTone } from '../../transfers/lib/transfer-status';
import { useAdminTransfer, useAdminTransfers, useTransferDecision } from './admin-transfers-api';
import { ReceiptViewer } from './receipt-viewer';

function StatusBadge({ status }: { status: TransferOrderStatus }) {
  const { label, tone } = transferStatusTone[status];
  return <Badge variant={tone}>{label}</Badge>;
}

/** The links between the three transfer screens. */
export function TransferAdminLinks() {
  return (
    <>
      <Button asChild variant="outline">
        <Link to={paths.adminTransferStatement.href}>
          <FileSpreadsheetIcon aria-hidden="true" />
          Extracto bancario
        </Link>
      </Button>
      <Button asChild variant="outline">
        <Link to={paths.adminBankAccounts.href}>
          <LandmarkIcon aria-hidden="true" />
          Cuentas bancarias
        </Link>
      </Button>
    </>
  );
}

/** What the receipts say against what the order costs. */
function reportedText(o: { reportedCents: number; missingCents: number; receipts: unknown[] }) {
  if (o.receipts.length === 0) return 'Sin comprobante';
  if (o.reportedCents === 0) return 'Sin monto indicado';
  return o.missingCents > 0
    ? `Indica ${formatCents(o.reportedCents)} (faltan ${formatCents(o.missingCents)})`
    : `Indica ${formatCents(o.reportedCents)}`;
}

/**
 * What the receipts' typed amounts leave missing (decision 094): null when none has an amount
 * (the admin reads the receipt itself) or they cover the amount due.
 */
export function receiptShortfallOf(o: {
  missingCents: number;
  receipts: ReadonlyArray<{ amountCents: number | null }>;
}): number | null {
  return o.receipts.some((r) => r.amountCents !== null) && o.missingCents > 0 ? o.missingCents : null;
}

/** The approval's body, or the message when a shortfall was not confirmed (the server refuses it too). */
export function approvalRequest(
  o: { missingCents: number; receipts: ReadonlyArray<{ amountCents: number | null }> },
  note: string,
  shortfallAccepted: boolean,
): { body: { note?: string; acceptShortfall?: true } } | { error: string } {
  const shortfall = receiptShortfallOf(o);
  if (shortfall !== null && !shortfallAccepted) {
    return {
      error: `Los comprobantes no cubren el monto: marca que apruebas con el faltante de ${formatCents(shortfall)}, o recházalo.`,
    };
  }
  return {
    body: {
      ...(note.trim() ? { note: note.trim() } : {}),
      ...(shortfall !== null ? { acceptShortfall: true as const } : {}),
    },
  };
}

/** `/admin/transfers`: the reconciliation queue, receipts waiting first and oldest first. */
export function TransfersQueue() {
  const [params, setParams] = useSearchParams();
  const raw = params.get('estado');
  const status = (adminTransferQueueStates as readonly string[]).includes(raw ?? '')
    ? (raw as TransferOrderStatus)
    : 'por_conciliar';
  const query = useAdminTransfers(status);
  const items = query.data?.pages.flatMap((p) => p.items) ?? [];

  return (
    <>
      <title>Transferencias por conciliar | Traspasa</title>
      <PageHeader
        eyebrow="Administración"
        title="Transferencias por conciliar"
        description="Compara cada comprobante con el movimiento en la cuenta (monto y código de referencia) y aprueba el pago, o recházalo con un motivo que la persona leerá. Aprobar aplica lo que compró una sola vez."
        actions={<TransferAdminLinks />}
      />
      <PageBody className="grid grid-cols-1 gap-6">
        <nav aria-label="Estados" className="flex flex-wrap gap-2">
          {adminTransferQueueStates.map((s) => {
            const current = s === status;
            return (
              <Button
                key={s}
                asChild
                size="sm"
                variant={current ? 'default' : 'outline'}
                className="min-h-10"
              >
                <Link
                  to={{ search: s === 'por_conciliar' ? '' : `?estado=${s}` }}
                  aria-current={current ? 'page' : undefined}
                  onClick={(e) => {
                    e.preventDefault();
                    setParams(s === 'por_conciliar' ? {} : { estado: s }, { replace: true });
                  }}
                >
                  {adminTransferStatusLabels[s]}
                </Link>
              </Button>
            );
          })}
        </nav>
        <ListStates
          query={query}
          isEmpty={items.length === 0}
          loading="Cargando las transferencias"
          errorTitle="No pudimos cargar las transferencias"
          errorMessage={(error) => requestErrorMessage(error, 'Inténtalo de nuevo en unos segundos.')}
          empty={{
            icon: ArrowLeftRightIcon,
            title:
              status === 'por_conciliar'
                ? 'No hay comprobantes por conciliar'
                : 'No hay transferencias en este estado',
            text: 'Cuando alguien suba el comprobante de una transferencia, aparecerá aquí, el más antiguo primero.',
          }}
        >
          <DataTable
            caption="Transferencias"
            columns={['Persona', 'Referencia', 'Monto', 'Comprobantes', 'Estado', actionsColumn]}
          >
            {items.map((o) => (
              <tr key={o.id} className="hover:bg-muted/40">
                <td className="max-w-56 px-4 py-3">
                  <p className="truncate font-medium">{o.user.name}</p>
                  <p className="truncate text-xs text-muted-foreground">{o.productName}</p>
                </td>
                <td className="px-4 py-3 font-mono whitespace-nowrap">{o.reference}</td>
                <td className="px-4 py-3 font-semibold whitespace-nowrap tabular-nums">
                  {formatCents(o.amountCents)}
                </td>
                <td className="px-4 py-3">
                  <p>{reportedText(o)}</p>
                  <p className="text-xs text-muted-foreground">
                    {o.receipts.length > 0
                      ? `Último: ${formatShortDateTime(o.receipts.at(-1)!.uploadedAt)}`
                      : `Creado: ${formatShortDateTime(o.createdAt)}`}
                  </p>
                </td>
                <td className="px-4 py-3">
                  <StatusBadge status={o.status} />
                  {o.claimedBy ? (
                    <p className="mt-1 text-xs text-muted-foreground">La revisa {o.claimedBy.name}</p>
                  ) : null}
                </td>
                <td className="px-4 py-3 text-right">
                  <Button
                    asChild
                    size="sm"
                    variant={o.status === 'por_conciliar' ? 'default' : 'outline'}
                    className="min-h-10"
                  >
                    <Link to={paths.adminTransfer.build(o.id)}>
                      {o.status === 'por_conciliar' ? 'Revisar' : 'Ver'}
                      <span className="sr-only"> la transferencia {o.reference}</span>
                      <ChevronRightIcon aria-hidden="true" />
                    </Link>
                  </Button>
                </td>
              </tr>
            ))}
          </DataTable>
          <CardList label="Transferencias">
            {items.map((o) => (
              <li key={o.id}>
                <Link
                  to={paths.adminTransfer.build(o.id)}
                  className="grid grid-cols-1 gap-3 rounded-xl border bg-card p-4 shadow-sm transition-colors hover:bg-muted/40 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
                >
                  <div className="flex items-start justify-between gap-3">
                    <div className="min-w-0">
                      <p className="truncate font-semibold">{o.user.name}</p>
                      <p className="truncate text-xs text-muted-foreground">{o.productName}</p>
                    </div>
                    <StatusBadge status={o.status} />
                  </div>
                  <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
                    <CardFact label="Referencia">
                      <span className="font-mono">{o.reference}</span>
                    </CardFact>
                    <CardFact label="Monto">{formatCents(o.amountCents)}</CardFact>
                    <CardFact label="Comprobantes">{reportedText(o)}</CardFact>
                    <CardFact label="Creado">{formatShortDateTime(o.createdAt)}</CardFact>
                  </dl>
                  <span className="inline-flex items-center gap-1 text-sm font-semibold text-primary">
                    {o.status === 'por_conciliar' ? 'Revisar' : 'Ver'}
                    <ChevronRightIcon className="size-4" aria-hidden="true" />
                  </span>
                </Link>
              </li>
            ))}
          </CardList>
          <LoadMore query={query} what="transferencias" />
        </ListStates>
      </PageBody>
    </>
  );
}

/** `/admin/transfers/:id`: the receipts, the amounts and the reference; claim, approve or reject. */
export function TransferReview({ id }: { id: number }) {
  const query = useAdminTransfer(id);
  const { data: me } = useUser();
  const decide = useTransferDecision();
  const [note, setNote] = useState('');
  const [shortfallAccepted, setShortfallAccepted] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const fail = (err: unknown) =>
    setError(requestErrorMessage(err, 'No pudimos guardar la decisión. Inténtalo de nuevo.'));

  const back = (
    <Button asChild variant="outline">
      <Link to={paths.adminTransfers.href}>
        <ArrowLeftIcon aria-hidden="true" />
        Volver a la cola
      </Link>
    </Button>
  );
  if (query.isPending) {
    return (
      <PageBody>
        <span className="sr-only">Cargando la transferencia</span>
        <Skeleton className="h-64 w-full" />
      </PageBody>
    );
  }
  if (query.isError) {
    return (
      <PageBody className="grid gap-4">
        <div>{back}</div>
        <ErrorState
          title="No pudimos cargar la transferencia"
          message={requestErrorMessage(query.error, 'Inténtalo de nuevo en unos segundos.')}
          onRetry={() => void query.refetch()}
        />
      </PageBody>
    );
  }
  const o = query.data;
  const decided = o.status === 'aprobada';
  const claimedByOther = o.claimedBy !== null && o.claimedBy.id !== me?.id;
  const approve = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const request = approvalRequest(o, note, shortfallAccepted);
    if ('error' in request) {
      setError(request.error);
      return;
    }
    decide.mutate({ id, action: 'approve', ...request.body }, { onError: fail });
  };
  const shortfall = receiptShortfallOf(o);
  const reject = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (reason.trim().length < 10) {
      setError('Explica el motivo en al menos 10 caracteres: la persona lo leerá.');
      return;
    }
    decide.mutate(
      { id, action: 'reject', reason: reason.trim() },
      { onError: fail, onSuccess: () => setReason('') },
    );
  };

  return (
    <>
      <title>{`Transferencia ${o.reference} | Traspasa`}</title>
      <PageHeader
        eyebrow="Transferencias por conciliar"
        title={`Transferencia ${o.reference}`}
        description={`${o.user.name} · ${o.user.email}`}
        actions={back}
      />
      <PageBody className="grid max-w-5xl grid-cols-1 gap-6">
        <Card>
          <CardHeader>
            <div className="flex flex-wrap items-center justify-between gap-2">
              <CardTitle>{o.productName}</CardTitle>
              <StatusBadge status={o.status} />
            </div>
          </CardHeader>
          <CardContent>
            <dl className="grid grid-cols-1 gap-x-6 gap-y-3 text-sm sm:grid-cols-3">
              <CardFact label="Monto a recibir">
                <span className="text-lg font-bold tabular-nums">{formatCents(o.amountCents)}</span>
              </CardFact>
              <CardFact label="Referencia">
                <span className="font-mono text-lg font-bold">{o.reference}</span>
              </CardFact>
              <CardFact label="Según los comprobantes">{reportedText(o)}</CardFact>
              <CardFact label="IVA incluido">{formatCents(o.taxIncludedCents)}</CardFact>
              {o.discountCents > 0 ? (
                <CardFact label="Descuento">{formatCents(o.discountCents)}</CardFact>
              ) : null}
              <CardFact label="Tipo">{o.kind === 'renewal' ? 'Renovación anual' : 'Compra'}</CardFact>
              <CardFact label="Creado">{formatShortDateTime(o.createdAt)}</CardFact>
              <CardFact label={o.status === 'vencida' ? 'Venció' : 'Reservado hasta'}>
                {formatShortDateTime(o.expiresAt)}
              </CardFact>
              {o.claimedBy ? <CardFact label="La revisa">{o.claimedBy.name}</CardFact> : null}
              {o.decidedAt ? <CardFact label="Decisión">{formatShortDateTime(o.decidedAt)}</CardFact> : null}
              {o.rejectionReason ? (
                <CardFact label="Motivo del último rechazo">{o.rejectionReason}</CardFact>
              ) : null}
            </dl>
          </CardContent>
        </Card>

        <Card>
          <CardHeader>
            <CardTitle>Comprobantes</CardTitle>
          </CardHeader>
          <CardContent>
            <ReceiptViewer orderId={o.id} receipts={o.receipts} />
          </CardContent>
        </Card>

        {error ? (
          <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-900">
            {error}
          </p>
        ) : null}
        {o.status === 'vencida' ? (
          <p className="rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-950">
            El plazo de este pedido terminó. Si el dinero llegó igual, puedes aprobarlo: se aplica como
            cualquier pago.
          </p>
        ) : null}

        {decided ? null : claimedByOther ? (
          <p className="text-sm text-muted-foreground">
            {o.claimedBy!.name} la está revisando. Puedes tomarla si lleva más de 30 minutos sin decisión.
          </p>
        ) : null}
        {decided || (o.claimedBy !== null && o.claimedBy.id === me?.id) ? null : (
          <div>
            <PendingButton
              className="min-h-11"
              variant="outline"
              pending={decide.isPending && decide.variables?.action === 'claim'}
              pendingLabel="Tomando…"
              onClick={() => {
                setError(null);
                decide.mutate({ id, action: 'claim' }, { onError: fail });
              }}
            >
              Tomar para revisar
            </PendingButton>
          </div>
        )}

        {decided ? null : (
          <div className="grid grid-cols-1 gap-6 md:grid-cols-2">
            <Card>
              <CardHeader>
                <CardTitle>Aprobar</CardTitle>
              </CardHeader>
              <CardContent>
                <form className="grid gap-4" onSubmit={approve}>
                  <FormField
                    label="Nota (opcional)"
                    hint="Queda en el registro de auditoría, por ejemplo la línea del extracto."
                  >
                    <Input value={note} onChange={(e) => setNote(e.target.value)} maxLength={500} />
                  </FormField>
                  {shortfall !== null ? (
                    <div className="grid gap-3 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-950">
                      <p>
                        Los comprobantes suman {formatCents(o.reportedCents)} de {formatCents(o.amountCents)}:
                        faltan {formatCents(shortfall)}. Revisa el estado de cuenta antes de aprobar.
                      </p>
                      <div className="flex items-start gap-3">
                        <Checkbox
                          id={`transfer-${o.id}-shortfall`}
                          checked={shortfallAccepted}
                          onCheckedChange={(v) => {
                            setShortfallAccepted(v === true);
                            setError(null);
                          }}
                          className="mt-0.5"
                        />
                        <label htmlFor={`transfer-${o.id}-shortfall`} className="leading-6">
                          Apruebo aunque faltan {formatCents(shortfall)} según los comprobantes (queda en el
                          registro de auditoría).
                        </label>
                      </div>
                    </div>
                  ) : null}
                  <PendingButton
                    type="submit"
                    className="min-h-11"
                    pending={decide.isPending && decide.variables?.action === 'approve'}
                    pendingLabel="Aprobando…"
                  >
                    Aprobar el pago de {formatCents(o.amountCents)}
                  </PendingButton>
                </form>
              </CardContent>
            </Card>
            <Card>
              <CardHeader>
                <CardTitle>Rechazar</CardTitle>
              </CardHeader>
              <CardContent>
                <form className="grid gap-4" onSubmit={reject} noValidate>
                  <FormField
                    label="Motivo"
                    hint="La persona lo leerá tal cual y podrá subir otro comprobante."
                  >
                    <Textarea
                      value={reason}
                      onChange={(e) => setReason(e.target.value)}
                      rows={4}
                      maxLength={1000}
                    />
                  </FormField>
                  <PendingButton
                    type="submit"
                    variant="destructive"
                    className="min-h-11"
                    pending={decide.isPending && decide.variables?.action === 'reject'}
                    pendingLabel="Guardando…"
                  >
                    Rechazar el comprobante
                  </PendingButton>
                </form>
              </CardContent>
            </Card>
          </div>
        )}
      </PageBody>
    </>
  );
}

/** `/admin/transfers` (the queue) and `/admin/transfers/:id` (one transfer). */
export function AdminTransfersScreen() {
  const { id } = useParams();
  if (id === undefined) return <TransfersQueue />;
  return <TransferReview key={id} id={Number(id)} />;
}
