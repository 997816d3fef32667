import { useQueryClient } from '@tanstack/react-query';
import type { CheckoutInput } from '@traspasa/shared/payments';
import { AlertCircleIcon } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { PendingButton } from '@/components/ui/pending-button';
import { paths } from '@/config/paths';
import { newRequestId } from '@/lib/request-id';
import { useStartCheckout } from '../api/start-checkout';
import { errorStatus, paymentErrorMessage } from '../lib/errors';
import { formatCents } from '../lib/money';

/**
 * "Pagar $X con tarjeta": opens a checkout session (one Idempotency-Key per press) and
 * sends the browser to the provider's page; a refusal is shown right under the button.
 */
export function PayButton({
  input,
  totalCents,
  disabled = false,
  onBusyChange,
}: {
  input: CheckoutInput;
  totalCents: number;
  disabled?: boolean;
  onBusyChange?: (busy: boolean) => void;
}) {
  const queryClient = useQueryClient();
  const location = useLocation();
  const checkout = useStartCheckout();
  // After success the browser is leaving for the provider's page: stay busy until it does.
  const busy = checkout.isPending || checkout.isSuccess;

  useEffect(() => onBusyChange?.(busy), [busy, onBusyChange]);

  const pay = () => {
    checkout.mutate(
      { ...input, idempotencyKey: newRequestId() },
      {
        onError: (error) => {
          // A refused code (used up meanwhile): the new quote says why, next to the field.
          if (errorStatus(error) === 400)
            void queryClient.invalidateQueries({ queryKey: ['/api/payments/quote'] });
        },
      },
    );
  };

  const status = errorStatus(checkout.error);
  return (
    <div className="grid gap-3">
      <PendingButton
        size="lg"
        className="w-full"
        onClick={pay}
        disabled={disabled}
        pending={busy}
        pendingLabel={checkout.isSuccess ? 'Abriendo la página de pago…' : 'Preparando tu pago…'}
      >
        Pagar {formatCents(totalCents)} con tarjeta
      </PendingButton>
      {checkout.isError ? (
        <div
          role="alert"
          className="flex items-start gap-2 rounded-lg border border-red-200 bg-red-50 p-3 text-sm leading-6 text-red-900"
        >
          <AlertCircleIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <p>
            {paymentErrorMessage(
              checkout.error,
              'No pudimos abrir el pago. Inténtalo de nuevo en unos segundos.',
            )}
            {status === 409 ? (
              <>
                {' '}
                <Link to={paths.subscription.href} className="font-semibold underline">
                  Ver mi suscripción
                </Link>
              </>
            ) : null}
            {status === 401 ? (
              <>
                {' '}
                <Link
                  to={paths.auth.build({ redirectTo: `${location.pathname}${location.search}` })}
                  className="font-semibold underline"
                >
                  Iniciar sesión
                </Link>
              </>
            ) : null}
          </p>
        </div>
      ) : null}
    </div>
  );
}
