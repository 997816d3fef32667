import { formatDay, formatShortDateTime } from '@traspasa/shared/dates';
import type { AdminInvoice } from '@traspasa/shared/electronic-documents';
import { invoiceDocTypeLabels } from '@traspasa/shared/electronic-documents';
import type { InvoiceState } from '@traspasa/shared/invoices';
import { formatMoney } from '@traspasa/shared/money';
import { ArrowLeftIcon, FileCodeIcon, FileDownIcon, FileTextIcon, RotateCwIcon } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { actionsColumn, CardFact, CardList, DataTable } from '@/components/data-list/data-table';
import { FilterChips } from '@/components/data-list/filters';
import { ListStates } from '@/components/data-list/list-states';
import { PageBody, PageHeader } from '@/components/page/page-header';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { LoadMore } from '@/components/ui/load-more';
import { paths } from '@/config/paths';
import { toast } from '@/hooks/use-toast';
import { isApiError } from '@/lib/api-client';
import { ridePath, useAdminInvoices, useRetryInvoice, xmlPath } from '../api/admin-invoices';
import { stateBadge, stateFilters } from '../lib/labels';

const money = (cents: number) => formatMoney(cents / 100);

function StateCell({ invoice }: { invoice: AdminInvoice }) {
  const { label, tone } = stateBadge(invoice.state);
  return (
    <div className="grid gap-1.5">
      <Badge variant={tone}>{label}</Badge>
      {invoice.state === 'autorizada' && invoice.authorizedAt ? (
        <span className="text-xs text-muted-foreground">{formatShortDateTime(invoice.authorizedAt)}</span>
      ) : null}
      {invoice.nextAttemptAt && invoice.state !== 'autorizada' ? (
        <span className="text-xs text-muted-foreground">
          Próximo intento: {formatShortDateTime(invoice.nextAttemptAt)}
        </span>
      ) : null}
      {invoice.sriMessages.length > 0 ? (
        <ul className="grid gap-1 text-xs" aria-label={`Mensajes del SRI sobre ${invoice.number}`}>
          {invoice.sriMessages.map((m) => (
            <li key={`${m.identificador}-${m.mensaje}`} className="break-words">
              <span className="font-semibold">
                {m.tipo === 'ERROR' ? 'Error' : m.tipo === 'ADVERTENCIA' ? 'Advertencia' : 'Aviso'}{' '}
                {m.identificador}:
              </span>{' '}
              {m.mensaje}
              {m.informacionAdicional ? (
                <span className="text-muted-foreground"> — {m.informacionAdicional}</span>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

function Buyer({ invoice }: { invoice: AdminInvoice }) {
  return (
    <div className="min-w-0">
      <p className="truncate font-medium">{invoice.buyer.legalName}</p>
      <p className="truncate text-xs text-muted-foreground">
        {invoice.buyer.idNumber} · {invoice.buyer.email}
      </p>
    </div>
  );
}

function Downloads({ invoice, wide }: { invoice: AdminInvoice; wide?: boolean }) {
  const linkClass = `inline-flex items-center gap-1.5 font-semibold text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-ring ${wide ? 'min-h-11' : 'min-h-10'}`;
  return (
    <div className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
      <a href={ridePath(invoice.id)} className={linkClass}>
        <FileDownIcon className="size-4" aria-hidden="true" />
        RIDE<span className="sr-only"> en PDF de {invoice.number}</span>
      </a>
      <a href={xmlPath(invoice.id)} className={linkClass}>
        <FileCodeIcon className="size-4" aria-hidden="true" />
        XML<span className="sr-only"> de {invoice.number}</span>
      </a>
    </div>
  );
}

function RetryButton({ invoice, wide }: { invoice: AdminInvoice; wide?: boolean }) {
  const retry = useRetryInvoice();
  if (!invoice.canRetry) return null;
  const run = () =>
    retry.mutate(invoice.id, {
      onSuccess: ({ invoice: updated }) =>
        toast({
          title: 'Enviado otra vez al SRI',
          description: `${updated.number}: ${stateBadge(updated.state).label.toLowerCase()}.`,
        }),
      onError: (error) =>
        toast({
          variant: 'destructive',
          title: 'No pudimos reintentar el envío',
          description:
            isApiError(error) && error.userMessage
              ? error.userMessage
              : 'Revisa tu conexión e inténtalo de nuevo en unos segundos.',
        }),
    });
  return (
    <Button
      size="sm"
      variant="outline"
      className={wide ? 'min-h-11 w-full' : 'min-h-10'}
      disabled={retry.isPending}
      onClick={run}
    >
      <RotateCwIcon aria-hidden="true" className={retry.isPending ? 'animate-spin' : undefined} />
      Reintentar<span className="sr-only"> el envío de {invoice.number}</span>
    </Button>
  );
}

const kind = (invoice: AdminInvoice) => invoiceDocTypeLabels[invoice.docType];

/** `/admin/invoices`: every factura and nota de crédito with its state in the SRI (decision 093). */
export function InvoicesAdmin() {
  const [state, setState] = useState<InvoiceState | null>(null);
  const query = useAdminInvoices(state);
  const pages = query.data?.pages ?? [];
  const items = pages.flatMap((p) => p.items);
  const environment = pages[0]?.sriEnvironment;
  const filterLabel = stateFilters.find((f) => f.value === state)?.label.toLowerCase();
  return (
    <>
      <title>Facturas electrónicas | Traspasa</title>
      <PageHeader
        eyebrow="Administración"
        title="Facturas electrónicas"
        description="Cada factura y nota de crédito con su estado en el SRI, lo que el SRI respondió, y sus descargas."
        actions={
          <Button asChild variant="outline">
            <Link to={paths.adminDashboard.href}>
              <ArrowLeftIcon aria-hidden="true" />
              Volver a administración
            </Link>
          </Button>
        }
      />
      <PageBody className="grid gap-4">
        {environment === null ? (
          <p
            role="note"
            className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950"
          >
            El envío al SRI no está configurado: los comprobantes se generan y se firman, pero quedan «sin
            enviar». Configura <span className="font-mono">SRI_ENVIRONMENT</span> para enviarlos.
          </p>
        ) : environment ? (
          <p className="text-sm text-muted-foreground">
            Ambiente del SRI:{' '}
            <span className="font-semibold text-foreground">
              {environment === 'produccion' ? 'producción' : 'pruebas'}
            </span>
          </p>
        ) : null}
        <FilterChips
          hideLabel
          label="Filtrar comprobantes por estado"
          options={stateFilters}
          value={state}
          onChange={setState}
        />
        <ListStates
          query={query}
          isEmpty={items.length === 0}
          loading="Cargando los comprobantes"
          skeletonClassName="h-14"
          errorTitle="No pudimos cargar los comprobantes"
          errorMessage={(error) =>
            isApiError(error) && error.userMessage
              ? error.userMessage
              : 'Revisa tu conexión a internet e inténtalo de nuevo en unos segundos.'
          }
          empty={{
            icon: FileTextIcon,
            title: state ? `No hay comprobantes en «${filterLabel}»` : 'Todavía no hay comprobantes',
            text: 'Cada pago aprobado emite una factura, y cada reembolso una nota de crédito; aparecerán aquí.',
          }}
        >
          <DataTable
            caption="Comprobantes electrónicos"
            columns={[
              'Número',
              'Comprador',
              { label: 'Total', className: 'text-right' },
              'Estado en el SRI',
              'Descargas',
              actionsColumn,
            ]}
          >
            {items.map((invoice) => (
              <tr key={invoice.id}>
                <td className="px-4 py-3 align-top whitespace-nowrap">
                  <p className="font-mono text-sm font-semibold">{invoice.number}</p>
                  <p className="text-xs text-muted-foreground">
                    {kind(invoice)} · {formatDay(invoice.issueDate)}
                  </p>
                </td>
                <td className="max-w-56 px-4 py-3 align-top">
                  <Buyer invoice={invoice} />
                </td>
                <td className="figure px-4 py-3 text-right align-top font-semibold whitespace-nowrap">
                  {money(invoice.totalCents)}
                </td>
                <td className="max-w-80 px-4 py-3 align-top">
                  <StateCell invoice={invoice} />
                </td>
                <td className="px-4 py-3 align-top">
                  <Downloads invoice={invoice} />
                </td>
                <td className="px-4 py-3 text-right align-top">
                  <RetryButton invoice={invoice} />
                </td>
              </tr>
            ))}
          </DataTable>
          <CardList label="Comprobantes electrónicos">
            {items.map((invoice) => (
              <li key={invoice.id} className="grid gap-3 rounded-xl border bg-card p-4 shadow-sm">
                <div className="flex items-start justify-between gap-3">
                  <div className="min-w-0">
                    <p className="font-mono text-sm font-semibold">{invoice.number}</p>
                    <p className="text-xs text-muted-foreground">
                      {kind(invoice)} · {formatDay(invoice.issueDate)}
                    </p>
                  </div>
                  <p className="figure shrink-0 font-bold">{money(invoice.totalCents)}</p>
                </div>
                <Buyer invoice={invoice} />
                <dl className="grid gap-2 text-sm">
                  <CardFact label="Estado en el SRI">
                    <StateCell invoice={invoice} />
                  </CardFact>
                </dl>
                <Downloads invoice={invoice} wide />
                <RetryButton invoice={invoice} wide />
              </li>
            ))}
          </CardList>
          <LoadMore query={query} what="comprobantes" />
        </ListStates>
      </PageBody>
    </>
  );
}
