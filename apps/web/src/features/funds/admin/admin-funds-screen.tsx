import { formatDate, formatShortDateTime } from '@traspasa/shared/dates';
import {
  bandRank,
  FUNDS_BANDS,
  type FundsBand,
  type FundsStatus,
  fundsBandLabels,
  fundsStatuses,
} from '@traspasa/shared/funds';
import { ArrowLeftIcon, ChevronRightIcon, FileTextIcon, LandmarkIcon } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { actionsColumn, CardFact, CardList, DataTable } from '@/components/data-list/data-table';
import { ListStates } from '@/components/data-list/list-states';
import { PageBody, PageHeader } from '@/components/page/page-header';
import { ErrorState } from '@/components/page/states';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { LoadMore } from '@/components/ui/load-more';
import { PendingButton } from '@/components/ui/pending-button';
import { Skeleton } from '@/components/ui/skeleton';
import { Textarea } from '@/components/ui/textarea';
import { paths } from '@/config/paths';
import { requestErrorMessage } from '@/lib/request-error';
import { useUser } from '@/lib/session';
import {
  openFundsDocument,
  useAdminFundsDetail,
  useAdminFundsList,
  useClaimFunds,
  useDecideFunds,
} from '../api/funds-api';
import { fundsStatusTone } from '../lib/status';

const selectClass =
  'flex h-11 w-full rounded-lg border border-input bg-background px-3 py-0 text-base shadow-xs focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring md:text-sm';

const tabs: Array<{ status: FundsStatus | null; label: string }> = [
  { status: null, label: 'Todas' },
  ...fundsStatuses.map((s) => ({ status: s, label: fundsStatusTone[s].label })),
];

function StatusBadge({ status }: { status: FundsStatus }) {
  const { label, tone } = fundsStatusTone[status];
  return <Badge variant={tone}>{label}</Badge>;
}

/** `/admin/funds-verifications`: counts per state, open uploads first and oldest first. */
export function FundsQueue() {
  const [params, setParams] = useSearchParams();
  const raw = params.get('estado');
  const status = (fundsStatuses as readonly string[]).includes(raw ?? '') ? (raw as FundsStatus) : null;
  const query = useAdminFundsList(status);
  const items = query.data?.pages.flatMap((p) => p.items) ?? [];
  const counts = query.data?.pages[0]?.counts;
  const open = (s: FundsStatus) => s === 'pending' || s === 'in_review';

  return (
    <>
      <title>Verificaciones de fondos | Traspasa</title>
      <PageHeader
        eyebrow="Administración"
        title="Verificaciones de fondos"
        description="Toma un comprobante, ábrelo y confirma el rango declarado o uno menor, o recházalo con un motivo que el comprador leerá. Cada decisión queda en el registro de auditoría."
        actions={
          <Button asChild variant="outline">
            <Link to={paths.adminDashboard.href}>
              <ArrowLeftIcon aria-hidden="true" />
              Volver a administración
            </Link>
          </Button>
        }
      />
      <PageBody className="grid grid-cols-1 gap-6">
        <nav aria-label="Estados" className="flex flex-wrap gap-2">
          {tabs.map((tab) => {
            const current = tab.status === status;
            const n = tab.status && counts ? counts[tab.status] : null;
            return (
              <Button
                key={tab.label}
                asChild
                size="sm"
                variant={current ? 'default' : 'outline'}
                className="min-h-10"
              >
                <Link
                  to={{ search: tab.status ? `?estado=${tab.status}` : '' }}
                  aria-current={current ? 'page' : undefined}
                  onClick={(e) => {
                    e.preventDefault();
                    setParams(tab.status ? { estado: tab.status } : {}, { replace: true });
                  }}
                >
                  {tab.label}
                  {n !== null ? <span className="tabular-nums opacity-80">{n}</span> : null}
                </Link>
              </Button>
            );
          })}
        </nav>
        <ListStates
          query={query}
          isEmpty={items.length === 0}
          loading="Cargando los comprobantes"
          errorTitle="No pudimos cargar los comprobantes"
          errorMessage={(error) => requestErrorMessage(error, 'Inténtalo de nuevo en unos segundos.')}
          empty={{
            icon: LandmarkIcon,
            title: 'No hay comprobantes en este estado',
            text: 'Cuando un comprador suba su certificado bancario o estado de cuenta, aparecerá aquí, el más antiguo primero.',
          }}
        >
          <DataTable
            caption="Comprobantes de fondos"
            columns={['Comprador', 'Rango declarado', 'Enviado', 'Estado', actionsColumn]}
          >
            {items.map((item) => (
              <tr key={item.id} className="hover:bg-muted/40">
                <td className="max-w-64 px-4 py-3">
                  <p className="truncate font-medium">{item.userName}</p>
                  <p className="truncate text-xs text-muted-foreground">{item.email}</p>
                </td>
                <td className="px-4 py-3">
                  <p>{fundsBandLabels[item.declaredBand]}</p>
                  {item.approvedBand && item.approvedBand !== item.declaredBand ? (
                    <p className="text-xs text-muted-foreground">
                      Aprobado: {fundsBandLabels[item.approvedBand]}
                    </p>
                  ) : null}
                </td>
                <td className="px-4 py-3 whitespace-nowrap">{formatShortDateTime(item.createdAt)}</td>
                <td className="px-4 py-3">
                  <StatusBadge status={item.status} />
                  {item.claimedByName ? (
                    <p className="mt-1 text-xs text-muted-foreground">Lo revisa {item.claimedByName}</p>
                  ) : null}
                </td>
                <td className="px-4 py-3 text-right">
                  <Button
                    asChild
                    size="sm"
                    variant={open(item.status) ? 'default' : 'outline'}
                    className="min-h-10"
                  >
                    <Link to={paths.adminFundsVerification.build(item.id)}>
                      {open(item.status) ? 'Revisar' : 'Ver'}
                      <span className="sr-only"> el comprobante de {item.userName}</span>
                      <ChevronRightIcon aria-hidden="true" />
                    </Link>
                  </Button>
                </td>
              </tr>
            ))}
          </DataTable>
          <CardList label="Comprobantes de fondos">
            {items.map((item) => (
              <li key={item.id}>
                <Link
                  to={paths.adminFundsVerification.build(item.id)}
                  className="grid grid-cols-1 gap-3 rounded-xl border bg-card p-4 shadow-sm transition-colors hover:bg-muted/40 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
                >
                  <div className="flex items-start justify-between gap-3">
                    <div className="min-w-0">
                      <p className="truncate font-semibold">{item.userName}</p>
                      <p className="truncate text-xs text-muted-foreground">{item.email}</p>
                    </div>
                    <StatusBadge status={item.status} />
                  </div>
                  <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
                    <CardFact label="Rango declarado">{fundsBandLabels[item.declaredBand]}</CardFact>
                    <CardFact label="Enviado">{formatShortDateTime(item.createdAt)}</CardFact>
                  </dl>
                  <span className="inline-flex items-center gap-1 text-sm font-semibold text-primary">
                    {open(item.status) ? 'Revisar' : 'Ver'}
                    <ChevronRightIcon className="size-4" aria-hidden="true" />
                  </span>
                </Link>
              </li>
            ))}
          </CardList>
          <LoadMore query={query} what="comprobantes" />
        </ListStates>
      </PageBody>
    </>
  );
}

/** `/admin/funds-verifications/:id`: claim, open the document, approve (same or lower band) or reject. */
export function FundsReview({ id }: { id: number }) {
  const query = useAdminFundsDetail(id);
  const { data: me } = useUser();
  const claim = useClaimFunds(id);
  const decide = useDecideFunds(id);
  const [band, setBand] = useState<FundsBand | null>(null);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const fail = (err: unknown) =>
    setError(requestErrorMessage(err, 'No pudimos guardar la decisión. Inténtalo de nuevo.'));

  const back = (
    <Button asChild variant="outline">
      <Link to={paths.adminFundsVerifications.href}>
        <ArrowLeftIcon aria-hidden="true" />
        Volver a la cola
      </Link>
    </Button>
  );
  if (query.isPending) {
    return (
      <PageBody>
        <span className="sr-only">Cargando el comprobante</span>
        <Skeleton className="h-64 w-full" />
      </PageBody>
    );
  }
  if (query.isError) {
    return (
      <PageBody className="grid gap-4">
        {back}
        <ErrorState
          title="No pudimos cargar el comprobante"
          message={requestErrorMessage(query.error, 'Inténtalo de nuevo en unos segundos.')}
          onRetry={() => void query.refetch()}
        />
      </PageBody>
    );
  }
  const v = query.data;
  const chosen = band ?? v.declaredBand;
  const mine = v.status === 'in_review' && v.claimedById === me?.id;
  const approve = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    decide.mutate({ decision: 'approve', band: chosen }, { onError: fail });
  };
  const reject = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    decide.mutate({ decision: 'reject', reason }, { onError: fail });
  };

  return (
    <>
      <title>{`Comprobante de ${v.userName} | Traspasa`}</title>
      <PageHeader
        eyebrow="Verificaciones de fondos"
        title={`Comprobante de ${v.userName}`}
        description={v.email}
        actions={back}
      />
      <PageBody className="grid max-w-4xl grid-cols-1 gap-6">
        <Card>
          <CardHeader>
            <div className="flex flex-wrap items-center justify-between gap-2">
              <CardTitle>Lo que declaró</CardTitle>
              <StatusBadge status={v.status} />
            </div>
          </CardHeader>
          <CardContent className="grid gap-4">
            <dl className="grid grid-cols-1 gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
              <CardFact label="Rango declarado">{fundsBandLabels[v.declaredBand]}</CardFact>
              <CardFact label="Enviado">{formatShortDateTime(v.createdAt)}</CardFact>
              <CardFact label="Comprobantes anteriores">{String(v.previousUploads)}</CardFact>
              {v.claimedByName ? <CardFact label="Lo revisa">{v.claimedByName}</CardFact> : null}
              {v.approvedBand ? (
                <CardFact label="Rango aprobado">{fundsBandLabels[v.approvedBand]}</CardFact>
              ) : null}
              {v.decidedAt ? (
                <CardFact label="Decisión">
                  {`${formatShortDateTime(v.decidedAt)}${v.decidedByName ? ` · ${v.decidedByName}` : ''}`}
                </CardFact>
              ) : null}
              {v.expiresAt ? <CardFact label="Vence">{formatDate(v.expiresAt)}</CardFact> : null}
              {v.rejectionReason ? <CardFact label="Motivo del rechazo">{v.rejectionReason}</CardFact> : null}
            </dl>
            {v.hasDocument ? (
              <div>
                <Button
                  variant="outline"
                  className="min-h-11"
                  onClick={() => openFundsDocument(v.id).catch(fail)}
                >
                  <FileTextIcon aria-hidden="true" />
                  Abrir el documento ({v.documentMime === 'application/pdf' ? 'PDF' : 'imagen'})
                </Button>
                <p className="mt-1 text-xs text-muted-foreground">Cada vista queda registrada.</p>
              </div>
            ) : (
              <p className="text-sm text-muted-foreground">
                {v.documentsDeletedAt
                  ? `El documento se borró el ${formatDate(v.documentsDeletedAt)} (30 días después de la decisión).`
                  : 'El documento ya no está disponible.'}
              </p>
            )}
          </CardContent>
        </Card>

        {error ? (
          <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-900">
            {error}
          </p>
        ) : null}

        {v.status === 'pending' || (v.status === 'in_review' && !mine) ? (
          <div>
            <PendingButton
              className="min-h-11"
              pending={claim.isPending}
              pendingLabel="Tomando…"
              onClick={() => {
                setError(null);
                claim.mutate(undefined, { onError: fail });
              }}
            >
              Tomar para revisar
            </PendingButton>
          </div>
        ) : null}

        {mine ? (
          <div className="grid grid-cols-1 gap-6 md:grid-cols-2">
            <Card>
              <CardHeader>
                <CardTitle>Aprobar</CardTitle>
              </CardHeader>
              <CardContent>
                <form className="grid gap-4" onSubmit={approve}>
                  <FormField
                    label="Rango que confirmas"
                    hint="El declarado o uno menor, según lo que respalde el documento."
                  >
                    <select
                      value={chosen}
                      onChange={(e) => setBand(e.target.value as FundsBand)}
                      className={selectClass}
                    >
                      {FUNDS_BANDS.filter((b) => bandRank(b) <= bandRank(v.declaredBand)).map((b) => (
                        <option key={b} value={b}>
                          {fundsBandLabels[b]}
                        </option>
                      ))}
                    </select>
                  </FormField>
                  <PendingButton
                    type="submit"
                    className="min-h-11"
                    pending={decide.isPending}
                    pendingLabel="Guardando…"
                  >
                    Aprobar con este rango
                  </PendingButton>
                </form>
              </CardContent>
            </Card>
            <Card>
              <CardHeader>
                <CardTitle>Rechazar</CardTitle>
              </CardHeader>
              <CardContent>
                <form className="grid gap-4" onSubmit={reject}>
                  <FormField
                    label="Motivo"
                    hint="El comprador lo leerá tal cual; dile qué documento necesitas."
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
                    pending={decide.isPending}
                    pendingLabel="Guardando…"
                  >
                    Rechazar
                  </PendingButton>
                </form>
              </CardContent>
            </Card>
          </div>
        ) : null}
      </PageBody>
    </>
  );
}

/** `/admin/funds-verifications` (the queue) and `/admin/funds-verifications/:id` (one upload). */
export function AdminFundsScreen() {
  const { id } = useParams();
  if (id === undefined) return <FundsQueue />;
  return <FundsReview key={id} id={Number(id)} />;
}
