import { formatDate, formatShortDateTime, formatTime, timeZoneLabel } from '@traspasa/shared/dates';
import { bankAccountTypeLabels, type TransferOrderView } from '@traspasa/shared/transfers';
import {
  AlertCircleIcon,
  ArrowLeftIcon,
  CheckCircle2Icon,
  ClockIcon,
  FileTextIcon,
  LandmarkIcon,
  SearchXIcon,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PageBody, PageHeader } from '@/components/page/page-header';
import { EmptyState, ErrorState } from '@/components/page/states';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { requestErrorMessage } from '@/lib/request-error';
import { errorStatus } from '../../lib/errors';
import { formatCents } from '../../lib/money';
import { openReceipt, useTransferOrder } from '../api/transfers-api';
import { acceptsReceipts, transferStatusTone } from '../lib/transfer-status';
import { CopyButton } from './copy-button';
import { ReceiptUploadForm } from './receipt-upload-form';

/** "el 5 de diciembre de 2026 a las 10:19 (hora de Ecuador)". */
export function holdDeadline(iso: string): string {
  return `el ${formatDate(iso)} a las ${formatTime(iso)} (${timeZoneLabel(undefined, new Date(iso))})`;
}

/** The money as the bank's form wants it typed: "84.00" becomes "84,00" in es-EC. */
const plainAmount = (cents: number) => (cents / 100).toFixed(2).replace('.', ',');

function Fact({ label, value, copy, mono }: { label: string; value: string; copy?: string; mono?: boolean }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 py-2.5">
      <div className="min-w-0">
        <dt className="text-xs text-muted-foreground">{label}</dt>
        <dd className={mono ? 'font-mono text-base font-semibold break-all' : 'font-medium break-words'}>
          {value}
        </dd>
      </div>
      {copy ? <CopyButton value={copy} what={label.toLowerCase()} /> : null}
    </div>
  );
}

function StatusBanner({ order }: { order: TransferOrderView }) {
  const base = 'flex items-start gap-3 rounded-xl border p-4 text-sm leading-6';
  switch (order.status) {
    case 'aprobada':
      return (
        <div role="status" className={`${base} border-green-200 bg-green-50 text-green-950`}>
          <CheckCircle2Icon className="mt-0.5 size-5 shrink-0 text-green-700" aria-hidden="true" />
          <p>
            <span className="font-semibold">
              Confirmamos tu pago{order.paidAt ? ` el ${formatDate(order.paidAt)}` : ''}.
            </span>{' '}
            {order.productName} ya está en tu cuenta y te enviamos el comprobante por correo.{' '}
            <Link to={paths.subscription.href} className="font-semibold underline underline-offset-4">
              Ver mi suscripción y mis créditos
            </Link>
          </p>
        </div>
      );
    case 'rechazada':
      return (
        <div role="alert" className={`${base} border-red-200 bg-red-50 text-red-950`}>
          <AlertCircleIcon className="mt-0.5 size-5 shrink-0 text-red-700" aria-hidden="true" />
          <div>
            <p className="font-semibold">No pudimos confirmar tu pago con el comprobante que subiste.</p>
            {order.rejectionReason ? (
              <p className="mt-1">
                Motivo: <span className="whitespace-pre-line">{order.rejectionReason}</span>
              </p>
            ) : null}
            <p className="mt-1">Sube otro comprobante abajo y lo revisamos de nuevo.</p>
          </div>
        </div>
      );
    case 'por_conciliar':
      return (
        <div role="status" className={`${base} border-sky-200 bg-sky-50 text-sky-950`}>
          <ClockIcon className="mt-0.5 size-5 shrink-0 text-sky-700" aria-hidden="true" />
          <p>
            <span className="font-semibold">Estamos revisando tu comprobante.</span> Cuando lo veamos en
            nuestra cuenta confirmamos el pago y te avisamos. Si pagaste en varias partes, sube también los
            demás comprobantes.
          </p>
        </div>
      );
    case 'vencida':
      return (
        <div role="status" className={`${base} border-amber-200 bg-amber-50 text-amber-950`}>
          <ClockIcon className="mt-0.5 size-5 shrink-0 text-amber-700" aria-hidden="true" />
          <p>
            <span className="font-semibold">
              El plazo para pagar terminó {holdDeadline(order.expiresAt)}.
            </span>{' '}
            Si ya transferiste, sube el comprobante y lo revisamos igual. Si todavía no, empieza un pedido
            nuevo desde{' '}
            <Link to={paths.subscriptionPlans.href} className="font-semibold underline underline-offset-4">
              Planes y paquetes
            </Link>
            .
          </p>
        </div>
      );
    default:
      return (
        <div role="status" className={`${base} border-amber-200 bg-amber-50 text-amber-950`}>
          <ClockIcon className="mt-0.5 size-5 shrink-0 text-amber-700" aria-hidden="true" />
          <p>
            <span className="font-semibold">Reservamos tu pedido hasta {holdDeadline(order.expiresAt)}.</span>{' '}
            Transfiere o deposita antes de esa hora y sube el comprobante aquí.
          </p>
        </div>
      );
  }
}

function AmountCard({ order }: { order: TransferOrderView }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Lo que debes transferir</CardTitle>
        <CardDescription>{order.productName}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="flex flex-wrap items-end justify-between gap-3 rounded-lg bg-secondary/60 p-4">
          <div>
            <p className="text-xs text-muted-foreground">Monto exacto</p>
            <p className="text-3xl font-bold tracking-tight tabular-nums">{formatCents(order.amountCents)}</p>
            <p className="text-xs text-muted-foreground">
              IVA incluido ({formatCents(order.taxIncludedCents)})
              {order.discountCents > 0 ? ` · descuento de ${formatCents(order.discountCents)} aplicado` : ''}
            </p>
          </div>
          <CopyButton value={plainAmount(order.amountCents)} what="el monto" />
        </div>
        <div className="flex flex-wrap items-end justify-between gap-3 rounded-lg border-2 border-dashed border-primary/40 p-4">
          <div className="min-w-0">
            <p className="text-xs text-muted-foreground">Código de referencia</p>
            <p className="font-mono text-2xl font-bold tracking-wider">{order.reference}</p>
            <p className="text-xs leading-5 text-muted-foreground">
              Escríbelo en la descripción o el concepto de la transferencia: así sabemos que es tu pago.
            </p>
          </div>
          <CopyButton value={order.reference} what="el código de referencia" />
        </div>
      </CardContent>
    </Card>
  );
}

function AccountsCard({ order }: { order: TransferOrderView }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Cuentas de Traspasa</CardTitle>
        <CardDescription>Transfiere o deposita en cualquiera de estas cuentas.</CardDescription>
      </CardHeader>
      <CardContent>
        {order.accounts.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            Por ahora no hay cuentas activas para recibir transferencias. Escríbenos desde Ayuda antes de
            transferir.
          </p>
        ) : (
          <ul className="grid gap-4">
            {order.accounts.map((a) => (
              <li key={a.id} className="rounded-lg border p-4">
                <p className="flex items-center gap-2 font-semibold">
                  <LandmarkIcon className="size-4 text-primary" aria-hidden="true" />
                  {a.bank}
                </p>
                <dl className="divide-y">
                  <Fact label="Tipo de cuenta" value={bankAccountTypeLabels[a.accountType]} />
                  <Fact label="Número de cuenta" value={a.number} copy={a.number} mono />
                  <Fact label="Titular" value={a.holder} copy={a.holder} />
                  <Fact label="RUC" value={a.ruc} copy={a.ruc} mono />
                </dl>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

function NextSteps({ order }: { order: TransferOrderView }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Qué hacer ahora</CardTitle>
      </CardHeader>
      <CardContent>
        <ol className="grid list-decimal gap-2 pl-5 text-sm leading-6">
          <li>
            Desde tu banca en línea o en una ventanilla, transfiere o deposita{' '}
            <strong>{formatCents(order.amountCents)}</strong> a una de las cuentas.
          </li>
          <li>
            En la descripción escribe el código{' '}
            <strong className="font-mono whitespace-nowrap">{order.reference}</strong>.
          </li>
          <li>Sube aquí la foto o el PDF del comprobante que te da el banco.</li>
          <li>
            Revisamos que el dinero llegó y confirmamos tu pago: te avisamos por correo y en tus
            notificaciones, con tu factura electrónica.
          </li>
        </ol>
      </CardContent>
    </Card>
  );
}

function ReceiptsCard({ order }: { order: TransferOrderView }) {
  if (order.receipts.length === 0) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Comprobantes enviados</CardTitle>
        <CardDescription>
          {order.reportedCents === 0
            ? 'No indicaste montos: revisamos el total con los comprobantes.'
            : order.missingCents > 0
              ? `Según los montos que indicaste, faltan ${formatCents(order.missingCents)} de ${formatCents(order.amountCents)}.`
              : `Tus comprobantes cubren el total de ${formatCents(order.amountCents)}.`}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="divide-y">
          {order.receipts.map((r, i) => (
            <li key={r.id} className="flex flex-wrap items-center justify-between gap-3 py-3 text-sm">
              <div className="min-w-0">
                <p className="font-medium">Comprobante {i + 1}</p>
                <p className="text-muted-foreground">
                  {formatShortDateTime(r.uploadedAt)}
                  {r.amountCents !== null ? ` · ${formatCents(r.amountCents)}` : ''}
                  {r.bankTransactionNumber ? ` · N.º ${r.bankTransactionNumber}` : ''}
                </p>
              </div>
              <Button
                variant="outline"
                size="sm"
                className="min-h-10"
                onClick={() => void openReceipt(order.id, r.id).catch(() => undefined)}
              >
                <FileTextIcon aria-hidden="true" />
                Ver
                <span className="sr-only"> el comprobante {i + 1}</span>
              </Button>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}

/** `/payments/transfers/:id`: what to transfer, where, with which reference, and the receipts. */
export function TransferOrderScreen({ id }: { id: number }) {
  const query = useTransferOrder(id);
  const back = (
    <Button asChild variant="outline">
      <Link to={paths.subscription.href}>
        <ArrowLeftIcon aria-hidden="true" />
        Mis pagos
      </Link>
    </Button>
  );

  let body: ReactNode;
  if (query.isPending) {
    body = (
      <div className="grid gap-6 lg:grid-cols-2" aria-hidden="true">
        <Skeleton className="h-72 w-full" />
        <Skeleton className="h-72 w-full" />
      </div>
    );
  } else if (query.isError) {
    body =
      errorStatus(query.error) === 404 || errorStatus(query.error) === 400 ? (
        <EmptyState icon={SearchXIcon} title="No encontramos ese pago por transferencia" action={back}>
          Puede que el enlace esté incompleto o que el pago sea de otra cuenta.
        </EmptyState>
      ) : (
        <ErrorState
          title="No pudimos cargar tu pago"
          message={requestErrorMessage(query.error, 'Inténtalo de nuevo en unos segundos.')}
          onRetry={() => void query.refetch()}
        />
      );
  } else {
    const order = query.data;
    const tone = transferStatusTone[order.status];
    body = (
      <>
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant={tone.tone}>{tone.label}</Badge>
          <span className="text-sm text-muted-foreground">
            {order.kind === 'renewal' ? 'Renovación' : 'Pedido'} del {formatDate(order.createdAt)}
          </span>
        </div>
        <StatusBanner order={order} />
        <div className="grid items-start gap-6 lg:grid-cols-2">
          <div className="grid gap-6">
            <AmountCard order={order} />
            {order.status === 'aprobada' ? null : <NextSteps order={order} />}
          </div>
          <div className="grid gap-6">
            {order.status === 'aprobada' ? null : <AccountsCard order={order} />}
            <ReceiptsCard order={order} />
            {acceptsReceipts(order.status) ? (
              <ReceiptUploadForm order={order} again={order.receipts.length > 0} />
            ) : null}
          </div>
        </div>
      </>
    );
  }

  return (
    <>
      <title>Pago por transferencia | Traspasa</title>
      <PageHeader
        eyebrow="Pago por transferencia"
        title="Transferencia o depósito bancario"
        description="Transfiere el monto exacto con tu código de referencia y sube el comprobante. Confirmamos el pago en cuanto lo vemos en nuestra cuenta."
        actions={back}
      />
      <PageBody className="flex flex-col gap-6">{body}</PageBody>
    </>
  );
}
