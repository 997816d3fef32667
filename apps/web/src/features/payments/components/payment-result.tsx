import type { CheckoutSessionStatus } from '@traspasa/shared/payments';
import { paidTierLabels } from '@traspasa/shared/payments';
import {
  AlertTriangleIcon,
  CheckCircle2Icon,
  ClockIcon,
  RotateCcwIcon,
  SearchXIcon,
  XCircleIcon,
} from 'lucide-react';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { ErrorState } from '@/components/page/states';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { CHECKOUT_POLL_LIMIT_MS, isUnsettled, useCheckoutSession } from '../api/get-checkout-session';
import { recallCheckout, recallReturn } from '../lib/checkout-memory';
import { errorStatus, paymentErrorMessage } from '../lib/errors';
import { checkoutHref, packagesHref, subscribeHref } from '../lib/links';
import { creditsAddedTail, creditsLabel } from '../lib/plans';
import { LinkButton, PaymentDetails, ResultPanel } from './result-panel';

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
          Sus funciones ya están en tu cuenta, y el comprobante, en tu historial de pagos.
        </p>
      </ResultPanel>
    );
  }
  const tier = session.packageTier ? paidTierLabels[session.packageTier] : null;
  // Bought from the listing form's tier step: back to that draft, which applies the tier.
  const back = recallReturn({ sessionId: session.sessionId });
  return (
    <ResultPanel
      title="Pago confirmado"
      icon={CheckCircle2Icon}
      tone="success"
      details={<PaymentDetails session={session} />}
      actions={
        <>
          {back ? (
            <LinkButton to={back}>Volver a tu anuncio</LinkButton>
          ) : (
            <LinkButton to={paths.sellerCreateListing.href}>Publicar un negocio</LinkButton>
          )}
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
          {creditsAddedTail(session.creditsAdded)}
        </p>
      ) : (
        <p>Confirmamos el pago de {session.productName}.</p>
      )}
      <p>El comprobante está en tu historial de pagos.</p>
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
              {recallReturn({ sessionId: session.sessionId }) ? (
                <LinkButton to={recallReturn({ sessionId: session.sessionId })!} variant="outline">
                  Volver a tu anuncio
                </LinkButton>
              ) : (
                <LinkButton to={paths.subscriptionPlans.href} variant="outline">
                  Ver planes y paquetes
                </LinkButton>
              )}
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
    // `processing`: the provider took the payment and we are recording it. `open`: the
    // provider has no payment for this session yet (not finished, or just about to be).
    const paidAtProvider = data.state === 'processing';
    const askAgain = (
      <Button
        variant={paidAtProvider ? 'default' : 'outline'}
        onClick={() => {
          setTimedOut(false);
          setPollUntil(Date.now() + CHECKOUT_POLL_LIMIT_MS);
          void session.refetch();
        }}
      >
        Consultar de nuevo
      </Button>
    );
    if (timedOut) {
      return paidAtProvider ? (
        <ResultPanel
          title="Tu pago está tardando más de lo normal"
          icon={ClockIcon}
          tone="pending"
          details={<PaymentDetails session={data} />}
          actions={
            <>
              {askAgain}
              <LinkButton to={paths.subscription.href} variant="outline">
                Ver mis pagos
              </LinkButton>
            </>
          }
        >
          <p>
            Todavía estamos registrando tu pago. Puedes cerrar esta página: te enviaremos un correo en cuanto
            se confirme, y lo verás también en tu historial de pagos.
          </p>
        </ResultPanel>
      ) : (
        <ResultPanel
          title="Todavía no recibimos tu pago"
          icon={ClockIcon}
          tone="neutral"
          details={<PaymentDetails session={data} />}
          actions={
            <>
              <LinkButton to={retryHref(data)}>Intentar de nuevo</LinkButton>
              {askAgain}
            </>
          }
        >
          <p>
            El proveedor de pagos no nos informó ningún cobro para este pedido. Si no terminaste de pagar, no
            se hizo ningún cargo y puedes intentarlo de nuevo. Si ya pagaste, te enviaremos un correo en
            cuanto se confirme.
          </p>
        </ResultPanel>
      );
    }
    return (
      <ResultPanel
        title={paidAtProvider ? 'Estamos confirmando tu pago' : 'Esperando la confirmación del pago'}
        tone="pending"
        busy
        details={<PaymentDetails session={data} />}
      >
        <p>
          {paidAtProvider
            ? 'Suele tardar unos segundos. No hace falta que recargues la página.'
            : 'Todavía no recibimos la confirmación del proveedor de pagos. Si acabas de pagar, suele tardar unos segundos.'}
        </p>
      </ResultPanel>
    );
  }
  return <SettledResult session={data} />;
}
