import type { CheckoutSessionStatus } from '@traspasa/shared/payments';
import { paidTierLabels } from '@traspasa/shared/payments';
import {
  AlertTriangleIcon,
  CheckCircle2Icon,
  ClockIcon,
  type LucideIcon,
  RotateCcwIcon,
  SearchXIcon,
  XCircleIcon,
} from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { ErrorState } from '@/components/page/states';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { cn } from '@/lib/utils';
import { CHECKOUT_POLL_LIMIT_MS, isUnsettled, useCheckoutSession } from '../api/get-checkout-session';
import { recallCheckout } from '../lib/checkout-memory';
import { formatDateTimeWithZone } from '../lib/dates';
import { errorStatus, paymentErrorMessage } from '../lib/errors';
import { checkoutHref, packagesHref, subscribeHref } from '../lib/links';
import { formatCents } from '../lib/money';
import { creditsLabel } from '../lib/plans';

type Tone = 'success' | 'pending' | 'danger' | 'neutral';

const toneStyles: Record<Tone, string> = {
  success: 'bg-green-100 text-green-800',
  pending: 'bg-sky-100 text-sky-800',
  danger: 'bg-red-100 text-red-800',
  neutral: 'bg-muted text-muted-foreground',
};

function ResultPanel({
  title,
  icon: Icon,
  tone,
  busy = false,
  children,
  details,
  actions,
}: {
  title: string;
  icon?: LucideIcon;
  tone: Tone;
  busy?: boolean;
  children: ReactNode;
  details?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <div className="mx-auto w-full max-w-xl px-4 py-10 sm:py-16">
      <title>{`${title} | Traspasa`}</title>
      <section
        aria-labelledby="payment-result-title"
        className="flex flex-col items-center rounded-2xl border bg-card px-5 py-8 text-center shadow-sm sm:px-8"
      >
        <span className={cn('flex size-16 items-center justify-center rounded-full', toneStyles[tone])}>
          {busy ? (
            <Spinner size="lg" label="Comprobando tu pago…" className="[&_svg]:text-sky-800" />
          ) : Icon ? (
            <Icon className="size-8" aria-hidden="true" />
          ) : null}
        </span>
        <h1 id="payment-result-title" className="mt-5 text-2xl font-bold tracking-tight text-balance">
          {title}
        </h1>
        <div
          className="mt-3 grid gap-2 text-base leading-7 text-pretty text-muted-foreground"
          aria-live="polite"
        >
          {children}
        </div>
        {details ? <div className="mt-6 w-full">{details}</div> : null}
        {actions ? (
          <div className="mt-7 flex w-full flex-col gap-2 sm:flex-row sm:justify-center">{actions}</div>
        ) : null}
      </section>
    </div>
  );
}

function PaymentDetails({ session }: { session: CheckoutSessionStatus }) {
  return (
    <dl className="grid gap-2 rounded-xl bg-muted/60 p-4 text-left text-sm">
      <div className="flex justify-between gap-4">
        <dt className="text-muted-foreground">{session.kind === 'plan' ? 'Plan' : 'Paquete'}</dt>
        <dd className="text-right font-medium">{session.productName}</dd>
      </div>
      <div className="flex justify-between gap-4">
        <dt className="text-muted-foreground">Total</dt>
        <dd className="font-semibold tabular-nums">{formatCents(session.totalCents)}</dd>
      </div>
      <div className="flex justify-between gap-4">
        <dt className="text-muted-foreground">Fecha</dt>
        <dd className="text-right">{formatDateTimeWithZone(session.createdAt)}</dd>
      </div>
    </dl>
  );
}

const LinkButton = ({
  to,
  children,
  variant = 'default',
}: {
  to: string;
  children: ReactNode;
  variant?: 'default' | 'outline';
}) => (
  <Button asChild variant={variant}>
    <Link to={to}>{children}</Link>
  </Button>
);

/** Where "Intentar de nuevo" goes: the same checkout when this tab remembers it. */
function retryHref(session: CheckoutSessionStatus): string {
  const productId = recallCheckout(session.sessionId);
  if (productId) return session.kind === 'plan' ? subscribeHref(productId) : checkoutHref(productId);
  return session.kind === 'plan' ? paths.subscriptionPlans.href : packagesHref;
}

function PaidResult({ session }: { session: CheckoutSessionStatus }) {
  if (session.kind === 'plan') {
    return (
      <ResultPanel
        title="Tu plan está activo"
        icon={CheckCircle2Icon}
        tone="success"
        details={<PaymentDetails session={session} />}
        actions={
          <>
            <LinkButton to={paths.subscription.href}>Ver mi suscripción</LinkButton>
            <LinkButton to={paths.dashboard.href} variant="outline">
              Ir a mi panel
            </LinkButton>
          </>
        }
      >
        <p>
          Confirmamos el pago de <span className="font-semibold text-foreground">{session.productName}</span>.
          Sus funciones ya están en tu cuenta. Te enviamos el comprobante por correo electrónico.
        </p>
      </ResultPanel>
    );
  }
  const tier = session.packageTier ? paidTierLabels[session.packageTier] : null;
  return (
    <ResultPanel
      title="Pago confirmado"
      icon={CheckCircle2Icon}
      tone="success"
      details={<PaymentDetails session={session} />}
      actions={
        <>
          <LinkButton to={paths.sellerCreateListing.href}>Publicar un negocio</LinkButton>
          <LinkButton to={paths.subscription.href} variant="outline">
            Ver mis créditos
          </LinkButton>
        </>
      }
    >
      {session.creditsAdded ? (
        <p>
          Sumamos{' '}
          <span className="font-semibold text-foreground">
            {creditsLabel(session.creditsAdded)}
            {tier ? ` ${tier}` : ''}
          </span>{' '}
          a tu cuenta. Úsalos al publicar un anuncio o al mejorar uno que ya tienes.
        </p>
      ) : (
        <p>Confirmamos el pago de {session.productName}.</p>
      )}
      <p>Te enviamos el comprobante por correo electrónico.</p>
    </ResultPanel>
  );
}

function SettledResult({ session }: { session: CheckoutSessionStatus }) {
  switch (session.state) {
    case 'paid':
      return <PaidResult session={session} />;
    case 'failed':
      return (
        <ResultPanel
          title="No se pudo completar el pago"
          icon={XCircleIcon}
          tone="danger"
          details={<PaymentDetails session={session} />}
          actions={
            <>
              <LinkButton to={retryHref(session)}>Intentar de nuevo</LinkButton>
              <LinkButton to={paths.subscriptionPlans.href} variant="outline">
                Ver planes y paquetes
              </LinkButton>
            </>
          }
        >
          <p>{session.failureMessage ?? 'El proveedor de pagos no aprobó el cobro.'}</p>
          <p>Puedes intentarlo de nuevo con otra tarjeta.</p>
        </ResultPanel>
      );
    case 'expired':
      return (
        <ResultPanel
          title="La sesión de pago venció"
          icon={ClockIcon}
          tone="neutral"
          actions={<LinkButton to={retryHref(session)}>Empezar de nuevo</LinkButton>}
        >
          <p>
            Pasó demasiado tiempo sin completar el pago de {session.productName}, así que no se realizó ningún
            cargo. Puedes empezar de nuevo cuando quieras.
          </p>
        </ResultPanel>
      );
    case 'refunded':
      return (
        <ResultPanel
          title="Este pago fue reembolsado"
          icon={RotateCcwIcon}
          tone="neutral"
          details={<PaymentDetails session={session} />}
          actions={<LinkButton to={paths.subscription.href}>Ver mis pagos</LinkButton>}
        >
          <p>
            Devolvimos el importe de {session.productName} a tu tarjeta. El banco puede tardar unos días en
            mostrarlo.
          </p>
        </ResultPanel>
      );
    default:
      return null;
  }
}

/**
 * /payment-success and /subscription-success: what the server knows of the payment, asked
 * every 2 s while the provider has not confirmed it (up to a minute). It says "paid" only
 * when the server does.
 */
export function PaymentResult({ sessionId }: { sessionId: string | null }) {
  const location = useLocation();
  const [pollUntil, setPollUntil] = useState(() => Date.now() + CHECKOUT_POLL_LIMIT_MS);
  const [timedOut, setTimedOut] = useState(false);
  const session = useCheckoutSession(sessionId, pollUntil);

  useEffect(() => {
    const timer = window.setTimeout(() => setTimedOut(true), Math.max(0, pollUntil - Date.now()));
    return () => window.clearTimeout(timer);
  }, [pollUntil]);

  const notFound = (
    <ResultPanel
      title="No encontramos ese pago"
      icon={SearchXIcon}
      tone="neutral"
      actions={
        <>
          <LinkButton to={paths.subscription.href}>Ver mis pagos</LinkButton>
          <LinkButton to={paths.subscriptionPlans.href} variant="outline">
            Ver planes y paquetes
          </LinkButton>
        </>
      }
    >
      <p>
        El enlace no corresponde a ningún pago de tu cuenta. Si acabas de pagar, revisa tu historial de pagos
        o el correo con el comprobante.
      </p>
    </ResultPanel>
  );

  if (!sessionId) return notFound;
  if (session.isPending) {
    return (
      <ResultPanel title="Comprobando tu pago" tone="pending" busy>
        <p>Un momento, estamos consultando el estado de tu pago.</p>
      </ResultPanel>
    );
  }
  if (session.isError) {
    const status = errorStatus(session.error);
    if (status === 404) return notFound;
    if (status === 401) {
      return (
        <ResultPanel
          title="Inicia sesión para ver tu pago"
          icon={AlertTriangleIcon}
          tone="neutral"
          actions={
            <LinkButton to={paths.auth.build({ redirectTo: `${location.pathname}${location.search}` })}>
              Iniciar sesión
            </LinkButton>
          }
        >
          <p>Por seguridad, solo quien hizo el pago puede ver su estado.</p>
        </ResultPanel>
      );
    }
    return (
      <div className="mx-auto w-full max-w-xl px-4 py-10">
        <title>No pudimos consultar tu pago | Traspasa</title>
        <ErrorState
          title="No pudimos consultar tu pago"
          message={paymentErrorMessage(session.error, 'Revisa tu conexión a internet e inténtalo de nuevo.')}
          onRetry={() => void session.refetch()}
        />
      </div>
    );
  }

  const data = session.data;
  if (isUnsettled(data.state)) {
    if (timedOut) {
      return (
        <ResultPanel
          title="Tu pago está tardando más de lo normal"
          icon={ClockIcon}
          tone="pending"
          details={<PaymentDetails session={data} />}
          actions={
            <>
              <Button
                onClick={() => {
                  setTimedOut(false);
                  setPollUntil(Date.now() + CHECKOUT_POLL_LIMIT_MS);
                  void session.refetch();
                }}
              >
                Consultar de nuevo
              </Button>
              <LinkButton to={paths.subscription.href} variant="outline">
                Ver mis pagos
              </LinkButton>
            </>
          }
        >
          <p>
            El proveedor de pagos todavía no nos confirmó el resultado. Puedes cerrar esta página: te
            enviaremos un correo en cuanto se confirme, y lo verás también en tu historial de pagos.
          </p>
        </ResultPanel>
      );
    }
    return (
      <ResultPanel
        title="Estamos confirmando tu pago"
        tone="pending"
        busy
        details={<PaymentDetails session={data} />}
      >
        <p>Suele tardar unos segundos. No hace falta que recargues la página.</p>
      </ResultPanel>
    );
  }
  return <SettledResult session={data} />;
}
