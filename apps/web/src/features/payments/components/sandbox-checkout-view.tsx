import type { SandboxSessionView } from '@traspasa/shared/payments';
import type { LucideIcon } from 'lucide-react';
import {
  ArrowLeftIcon,
  CheckCircle2Icon,
  ClockIcon,
  FlaskConicalIcon,
  SearchXIcon,
  XCircleIcon,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ErrorState } from '@/components/page/states';
import { Button } from '@/components/ui/button';
import { PageSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useSandboxCancel, useSandboxSession } from '../api/sandbox';
import { errorStatus, paymentErrorMessage } from '../lib/errors';
import { formatCents } from '../lib/money';
import { SandboxCardForm } from './sandbox-card-form';

function TestBanner() {
  return (
    <div className="border-b border-amber-300 bg-amber-100 px-4 py-2.5 text-center text-sm font-semibold text-amber-950">
      <FlaskConicalIcon className="mr-1.5 inline size-4 align-[-2px]" aria-hidden="true" />
      Pago de prueba — no se cobra dinero real
    </div>
  );
}

function Merchant() {
  return (
    <p className="flex items-center gap-2.5 text-sm font-semibold">
      <span
        className="flex size-8 items-center justify-center rounded-lg bg-primary text-base font-bold text-primary-foreground"
        aria-hidden="true"
      >
        T
      </span>
      Traspasa
      <span className="rounded-md bg-amber-200 px-1.5 py-0.5 text-[0.7rem] font-bold tracking-wide text-amber-950 uppercase">
        Prueba
      </span>
    </p>
  );
}

/** The left side of a hosted checkout: who is paid, what, and how much. */
function OrderSide({ session }: { session: SandboxSessionView }) {
  return (
    <div className="flex flex-col gap-6">
      <Merchant />
      <div>
        <p className="text-sm text-muted-foreground">
          {session.mode === 'subscription' ? 'Suscribirte a' : 'Pagar a Traspasa por'}
        </p>
        <p className="mt-1 text-lg font-semibold">{session.productName}</p>
        <p className="mt-3 text-4xl font-bold tracking-tight tabular-nums">
          {formatCents(session.totalCents)}
        </p>
        <p className="mt-1 text-sm text-muted-foreground">
          {session.mode === 'subscription'
            ? 'Primer pago de la suscripción, IVA incluido'
            : 'Pago único, IVA incluido'}
        </p>
        {session.description ? (
          <p className="mt-4 text-sm leading-6 text-muted-foreground">{session.description}</p>
        ) : null}
      </div>
    </div>
  );
}

const backHref = (url: string, sessionId: string) => url.replace('{CHECKOUT_SESSION_ID}', sessionId);

function StatePanel({
  icon: Icon,
  title,
  children,
  action,
}: {
  icon: LucideIcon;
  title: string;
  children: ReactNode;
  action: ReactNode;
}) {
  return (
    <div className="flex flex-col items-center py-6 text-center">
      <Icon className="size-12 text-primary" aria-hidden="true" />
      <h2 className="mt-4 text-xl font-semibold">{title}</h2>
      <p className="mt-2 max-w-sm text-sm leading-6 text-muted-foreground">{children}</p>
      <div className="mt-6">{action}</div>
    </div>
  );
}

function CancelLink({ sessionId }: { sessionId: string }) {
  const cancel = useSandboxCancel(sessionId);
  return (
    <div className="grid gap-1">
      <button
        type="button"
        onClick={() => cancel.mutate()}
        disabled={cancel.isPending || cancel.isSuccess}
        className="inline-flex min-h-11 w-fit items-center gap-1.5 text-sm font-semibold text-muted-foreground hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring disabled:opacity-60"
      >
        <ArrowLeftIcon className="size-4" aria-hidden="true" />
        {cancel.isPending || cancel.isSuccess ? 'Volviendo…' : 'Volver a Traspasa'}
      </button>
      {cancel.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {paymentErrorMessage(cancel.error)}
        </p>
      ) : null}
    </div>
  );
}

function PaymentSide({ session, onReload }: { session: SandboxSessionView; onReload: () => void }) {
  const back = (label: string, url: string) => (
    <Button asChild>
      <a href={backHref(url, session.sessionId)}>{label}</a>
    </Button>
  );
  switch (session.state) {
    case 'complete':
      return (
        <StatePanel
          icon={CheckCircle2Icon}
          title="Este pago ya se completó"
          action={back('Ver el resultado en Traspasa', session.successUrl)}
        >
          Ya pagaste este pedido. No hace falta pagarlo otra vez.
        </StatePanel>
      );
    case 'expired':
      return (
        <StatePanel
          icon={ClockIcon}
          title="Esta sesión de pago venció"
          action={back('Volver a Traspasa', session.cancelUrl)}
        >
          No se realizó ningún cargo. Vuelve a Traspasa para empezar el pago de nuevo.
        </StatePanel>
      );
    case 'canceled':
      return (
        <StatePanel
          icon={XCircleIcon}
          title="Este pago se canceló"
          action={back('Volver a Traspasa', session.cancelUrl)}
        >
          No se realizó ningún cargo.
        </StatePanel>
      );
    default:
      return (
        <div className="grid gap-5">
          <h2 className="text-lg font-semibold">Pagar con tarjeta</h2>
          <SandboxCardForm session={session} onSessionGone={onReload} />
        </div>
      );
  }
}

/** /sandbox-checkout/:sessionId — the offline provider's hosted card checkout. */
export function SandboxCheckoutView({ sessionId }: { sessionId: string }) {
  const session = useSandboxSession(sessionId);

  let content: ReactNode;
  if (session.isPending) {
    content = <PageSpinner label="Cargando el pago…" />;
  } else if (session.isError) {
    content =
      errorStatus(session.error) === 404 ? (
        <StatePanel
          icon={SearchXIcon}
          title="No encontramos este pago"
          action={
            <Button asChild>
              <Link to={paths.subscriptionPlans.href}>Ver planes y paquetes</Link>
            </Button>
          }
        >
          El enlace no corresponde a ningún pago pendiente de tu cuenta.
        </StatePanel>
      ) : (
        <ErrorState
          title="No pudimos cargar el pago"
          message={paymentErrorMessage(session.error, 'Revisa tu conexión a internet e inténtalo de nuevo.')}
          onRetry={() => void session.refetch()}
        />
      );
  } else {
    const data = session.data;
    content = (
      <div className="grid overflow-hidden rounded-2xl border bg-card shadow-lg md:grid-cols-2">
        <div className="flex flex-col justify-between gap-8 border-b bg-muted/50 p-6 sm:p-8 md:border-r md:border-b-0">
          <OrderSide session={data} />
          {data.state === 'open' || data.state === 'requires_action' ? (
            <CancelLink sessionId={sessionId} />
          ) : null}
        </div>
        <div className="p-6 sm:p-8">
          <PaymentSide session={data} onReload={() => void session.refetch()} />
        </div>
      </div>
    );
  }

  return (
    <div className="flex flex-1 flex-col bg-slate-100">
      <title>Pago de prueba | Traspasa</title>
      <TestBanner />
      <div className="mx-auto w-full max-w-4xl px-4 py-8 sm:py-12">
        <h1 className="sr-only">Pago de prueba con tarjeta</h1>
        {content}
        <p className="mt-6 text-center text-xs leading-5 text-muted-foreground">
          Página de pago simulada del modo de pruebas de Traspasa. Con un proveedor real, los datos de tu
          tarjeta se escriben en su página y Traspasa nunca los ve.
        </p>
      </div>
    </div>
  );
}
