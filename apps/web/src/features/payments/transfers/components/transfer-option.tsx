import { useQueryClient } from '@tanstack/react-query';
import type { CatalogProduct } from '@traspasa/shared/payments';
import { AlertCircleIcon, LandmarkIcon } from 'lucide-react';
import { useNavigate } from 'react-router';
import { PendingButton } from '@/components/ui/pending-button';
import { paths } from '@/config/paths';
import { newRequestId } from '@/lib/request-id';
import { errorStatus, paymentErrorMessage } from '../../lib/errors';
import { useStartTransfer } from '../api/transfers-api';

/**
 * «Transferencia o depósito bancario», next to the card in the checkout (decision 094): for a
 * package or a yearly plan it creates the order (the same total, the discount reserved) and
 * opens its page; a monthly plan says why it is card-only.
 */
export function TransferOption({
  product,
  discountCode,
  disabled = false,
}: {
  product: CatalogProduct;
  discountCode: string | null;
  disabled?: boolean;
}) {
  const start = useStartTransfer();
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  if (product.kind === 'plan' && product.period !== 'anual') {
    return (
      <p className="flex items-start gap-2 rounded-lg border bg-muted/50 p-3 text-sm leading-6 text-muted-foreground">
        <LandmarkIcon className="mt-1 size-4 shrink-0 text-primary" aria-hidden="true" />
        <span>
          ¿Prefieres pagar por transferencia? Los planes mensuales se pagan solo con tarjeta. El plan anual
          puede pagarse por transferencia o depósito bancario.
        </span>
      </p>
    );
  }

  const pay = () =>
    start.mutate(
      { productId: product.id, ...(discountCode ? { discountCode } : {}), idempotencyKey: newRequestId() },
      {
        onSuccess: (order) => navigate(paths.transferOrder.build(order.id)),
        onError: (error) => {
          if (errorStatus(error) === 400)
            void queryClient.invalidateQueries({ queryKey: ['/api/payments/quote'] });
        },
      },
    );

  return (
    <div className="grid gap-3">
      <div className="flex items-center gap-3 text-xs text-muted-foreground" aria-hidden="true">
        <span className="h-px flex-1 bg-border" />o<span className="h-px flex-1 bg-border" />
      </div>
      <PendingButton
        size="lg"
        variant="outline"
        // Wraps on a phone rather than widen the page (the label is long).
        className="h-auto min-h-11 w-full py-2.5 whitespace-normal"
        onClick={pay}
        disabled={disabled}
        pending={start.isPending || start.isSuccess}
        pendingLabel="Preparando tu pedido…"
      >
        <LandmarkIcon aria-hidden="true" />
        Transferencia o depósito bancario
      </PendingButton>
      <p className="text-xs leading-5 text-muted-foreground">
        Te damos nuestras cuentas y un código de referencia, y reservamos tu pedido
        {discountCode ? ' y tu descuento' : ''} mientras transfieres. Confirmamos el pago al ver el
        comprobante.
      </p>
      {start.isError ? (
        <div
          role="alert"
          className="flex items-start gap-2 rounded-lg border border-red-200 bg-red-50 p-3 text-sm leading-6 text-red-900"
        >
          <AlertCircleIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <p>
            {paymentErrorMessage(
              start.error,
              'No pudimos preparar el pago por transferencia. Inténtalo de nuevo.',
            )}
          </p>
        </div>
      ) : null}
    </div>
  );
}
