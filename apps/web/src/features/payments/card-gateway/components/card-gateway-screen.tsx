import type { CardGatewaySessionView } from '@traspasa/shared/card-gateway';
import type { LucideIcon } from 'lucide-react';
import {
  ArrowLeftIcon,
  CheckCircle2Icon,
  ClockIcon,
  FlaskConicalIcon,
  LockIcon,
  SearchXIcon,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ErrorState } from '@/components/page/states';
import { Button } from '@/components/ui/button';
import { PageSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { errorStatus, paymentErrorMessage } from '../../lib/errors';
import { useCardGatewaySession } from '../api/card-gateway';
import { CardOrderSummary } from './card-order-summary';
import { CardPayment } from './card-payment';

const withSession = (url: string, sessionId: string) => url.replace('{CHECKOUT_SESSION_ID}', sessionId);

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

/** A session that cannot be paid any more: already paid, or expired. */
export function SessionClosed({ session }: { session: CardGatewaySessionView }) {
  if (session.state === 'complete') {
    return (
      <StatePanel
        icon={CheckCircle2Icon}
        title="Este pago ya se completó"
        action={
          <Button asChild>
            <a href={withSession(session.successUrl, session.sessionId)}>Ver el resultado en Traspasa</a>
          </Button>
        }
      >
        Ya pagaste este pedido. No hace falta pagarlo otra vez.
      </StatePanel>
    );
  }
  return (
    <StatePanel
      icon={ClockIcon}
      title="Esta sesión de pago venció"
      action={
        <Button asChild>
          <a href={withSession(session.cancelUrl, session.sessionId)}>Volver a Traspasa</a>
        </Button>
      }
    >
      No se realizó ningún cargo. Vuelve a Traspasa para empezar el pago de nuevo.
    </StatePanel>
  );
}

/** The session did not load: missing (or someone else's, the same 404), or the request failed. */
export function SessionLoadFailed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  if (errorStatus(error) === 404) {
    return (
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
    );
  }
  return (
    <ErrorState
      title="No pudimos cargar el pago"
      message={paymentErrorMessage(error, 'Revisa tu conexión a internet e inténtalo de nuevo.')}
      onRetry={onRetry}
    />
  );
}

/** Kushki's UAT takes only its test cards: the page says so before anyone types a real card (decision 095). */
export function UatBanner() {
  return (
    <div
      role="note"
      className="border-b border-amber-300 bg-amber-100 px-4 py-2.5 text-center text-sm font-semibold text-amber-950"
    >
      <FlaskConicalIcon className="mr-1.5 inline size-4 align-[-2px]" aria-hidden="true" />
      Pago de prueba — Kushki está en su entorno de pruebas; usa una tarjeta de prueba, no se cobra dinero
      real
    </div>
  );
}

/** /pago-con-tarjeta/:sessionId — Traspasa's card page for the local card gateway (decision 095). */
export function CardGatewayScreen({ sessionId }: { sessionId: string }) {
  const session = useCardGatewaySession(sessionId);

  let content: ReactNode;
  if (session.isPending) {
    content = <PageSpinner label="Cargando el pago…" />;
  } else if (session.isError) {
    content = (
      <div className="rounded-2xl border bg-card p-6 shadow-lg sm:p-8">
        <SessionLoadFailed error={session.error} onRetry={() => void session.refetch()} />
      </div>
    );
  } else {
    const data = session.data;
    content = (
      <div className="grid overflow-hidden rounded-2xl border bg-card shadow-lg md:grid-cols-2">
        <div className="flex flex-col justify-between gap-8 border-b bg-muted/50 p-6 sm:p-8 md:border-r md:border-b-0">
          <CardOrderSummary session={data} />
          {data.state === 'open' ? (
            <a
              href={withSession(data.cancelUrl, data.sessionId)}
              className="inline-flex min-h-11 w-fit items-center gap-1.5 text-sm font-semibold text-muted-foreground hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
            >
              <ArrowLeftIcon className="size-4" aria-hidden="true" />
              Volver a Traspasa
            </a>
          ) : null}
        </div>
        <div className="p-6 sm:p-8">
          {data.state === 'open' ? (
            <CardPayment session={data} onSessionGone={() => void session.refetch()} />
          ) : (
            <SessionClosed session={data} />
          )}
        </div>
      </div>
    );
  }

  return (
    <div className="flex flex-1 flex-col bg-slate-100">
      <title>Pago con tarjeta | Traspasa</title>
      {session.data?.environment === 'uat' ? <UatBanner /> : null}
      <div className="mx-auto w-full max-w-4xl px-4 py-8 sm:py-12">
        <h1 className="sr-only">Pago con tarjeta</h1>
        {content}
        <p className="mx-auto mt-6 flex max-w-xl items-start justify-center gap-1.5 text-center text-xs leading-5 text-muted-foreground">
          <LockIcon className="mt-0.5 size-3.5 shrink-0" aria-hidden="true" />
          <span>
            Los datos de tu tarjeta van directamente a Kushki, el procesador de pagos de Traspasa. Nuestro
            servidor nunca los recibe ni los guarda.
          </span>
        </p>
      </div>
    </div>
  );
}
