import type { TransactionView } from '@traspasa/shared/payments';
import { FileDownIcon, ReceiptIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { EmptyState, ErrorState } from '@/components/page/states';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { receiptPath, useTransactions } from '../api/get-transactions';
import { formatShortDateTime, timeZoneName } from '../lib/dates';
import { paymentErrorMessage } from '../lib/errors';
import { formatCents } from '../lib/money';
import { TransactionStatusBadge } from './status-badges';

function ReceiptLink({ tx }: { tx: TransactionView }) {
  if (!tx.hasReceipt) return <span className="text-muted-foreground">—</span>;
  return (
    <a
      href={receiptPath(tx.id)}
      download={`comprobante-traspasa-${tx.id}.pdf`}
      className="inline-flex min-h-11 items-center gap-1.5 font-semibold text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-ring md:min-h-0"
    >
      <FileDownIcon className="size-4" aria-hidden="true" />
      Comprobante (PDF)
      <span className="sr-only">
        {' '}
        de {tx.description}, {formatShortDateTime(tx.createdAt)}
      </span>
    </a>
  );
}

const money = (tx: TransactionView) =>
  tx.currency.toLowerCase() === 'usd'
    ? formatCents(tx.amountCents)
    : `${formatCents(tx.amountCents)} ${tx.currency.toUpperCase()}`;

/** What a route adds beside a payment's receipt (its factura's downloads, decision 093). */
export type PaymentDocuments = (tx: TransactionView) => ReactNode;

function HistoryTable({ items, documents }: { items: TransactionView[]; documents?: PaymentDocuments }) {
  const zone = timeZoneName(items[0]?.createdAt);
  return (
    <div className="hidden overflow-hidden rounded-xl border bg-card shadow-sm md:block">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Historial de pagos</caption>
        <thead className="bg-muted/70 text-xs font-semibold text-muted-foreground uppercase">
          <tr>
            <th scope="col" className="px-4 py-3">
              Fecha <span className="font-normal normal-case">({zone})</span>
            </th>
            <th scope="col" className="px-4 py-3">
              Descripción
            </th>
            <th scope="col" className="px-4 py-3 text-right">
              Importe
            </th>
            <th scope="col" className="px-4 py-3">
              Estado
            </th>
            <th scope="col" className="px-4 py-3">
              Código
            </th>
            <th scope="col" className="px-4 py-3">
              <span className="sr-only">Comprobante</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y">
          {items.map((tx) => (
            <tr key={tx.id}>
              <td className="px-4 py-3 whitespace-nowrap tabular-nums">
                {formatShortDateTime(tx.createdAt)}
              </td>
              <td className="px-4 py-3 font-medium">{tx.description}</td>
              <td className="px-4 py-3 text-right font-semibold whitespace-nowrap tabular-nums">
                {money(tx)}
              </td>
              <td className="px-4 py-3">
                <TransactionStatusBadge status={tx.status} />
              </td>
              <td className="px-4 py-3 font-mono text-xs">{tx.discountCode ?? '—'}</td>
              <td className="px-4 py-3 whitespace-nowrap">
                <div className="flex flex-col gap-1">
                  <ReceiptLink tx={tx} />
                  {documents?.(tx)}
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function HistoryCards({ items, documents }: { items: TransactionView[]; documents?: PaymentDocuments }) {
  return (
    <div className="grid gap-3 md:hidden">
      <p className="text-xs text-muted-foreground">
        Las horas se muestran en {timeZoneName(items[0]?.createdAt)}.
      </p>
      <ul className="grid gap-3">
        {items.map((tx) => (
          <li key={tx.id} className="rounded-xl border bg-card p-4 shadow-sm">
            <div className="flex items-start justify-between gap-3">
              <p className="min-w-0 font-semibold">{tx.description}</p>
              <p className="shrink-0 font-bold tabular-nums">{money(tx)}</p>
            </div>
            <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1.5 text-sm text-muted-foreground">
              <TransactionStatusBadge status={tx.status} />
              <span className="tabular-nums">{formatShortDateTime(tx.createdAt)}</span>
              {tx.discountCode ? (
                <span>
                  Código <span className="font-mono text-foreground">{tx.discountCode}</span>
                </span>
              ) : null}
            </div>
            {tx.hasReceipt ? (
              <div className="mt-1 text-sm">
                <ReceiptLink tx={tx} />
              </div>
            ) : null}
            {documents ? <div className="text-sm">{documents(tx)}</div> : null}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The payment history: a table on wide screens, cards on a phone, "Cargar más" page by page. */
export function PaymentHistory({ documents }: { documents?: PaymentDocuments } = {}) {
  const history = useTransactions();

  let content: ReactNode;
  if (history.isPending) {
    content = (
      <div className="grid gap-3" aria-hidden="true">
        <Skeleton className="h-16 w-full" />
        <Skeleton className="h-16 w-full" />
        <Skeleton className="h-16 w-full" />
      </div>
    );
  } else if (!history.data) {
    content = (
      <ErrorState
        title="No pudimos cargar tus pagos"
        message={paymentErrorMessage(history.error, 'Revisa tu conexión a internet e inténtalo de nuevo.')}
        onRetry={() => void history.refetch()}
      />
    );
  } else {
    const items = history.data.pages.flatMap((page) => page.items);
    content =
      items.length === 0 ? (
        <EmptyState
          icon={ReceiptIcon}
          title="Todavía no tienes pagos"
          action={
            <Button asChild variant="outline">
              <Link to={paths.subscriptionPlans.href}>Ver planes y paquetes</Link>
            </Button>
          }
        >
          Cuando compres un plan o un paquete, aquí verás cada pago con su comprobante.
        </EmptyState>
      ) : (
        <>
          <HistoryTable items={items} documents={documents} />
          <HistoryCards items={items} documents={documents} />
          {history.hasNextPage ? (
            <div className="flex justify-center">
              <Button
                variant="outline"
                onClick={() => void history.fetchNextPage()}
                disabled={history.isFetchingNextPage}
              >
                {history.isFetchingNextPage ? <Spinner size="sm" label="Cargando más pagos…" /> : null}
                {history.isFetchingNextPage ? 'Cargando…' : 'Cargar más'}
              </Button>
            </div>
          ) : null}
          {history.isFetchNextPageError ? (
            <p role="alert" className="text-center text-sm text-destructive">
              {paymentErrorMessage(history.error, 'No pudimos cargar más pagos. Inténtalo de nuevo.')}
            </p>
          ) : null}
        </>
      );
  }

  return (
    <section aria-labelledby="history-title" className="flex flex-col gap-4">
      <div>
        <h2 id="history-title" className="text-xl font-semibold">
          Historial de pagos
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">
          Tus pagos de planes y paquetes, del más reciente al más antiguo.
        </p>
      </div>
      {content}
    </section>
  );
}
