import type { CardGatewaySessionView } from '@traspasa/shared/card-gateway';
import { AlertCircleIcon, CheckCircle2Icon, LockIcon } from 'lucide-react';
import type { FormEvent } from 'react';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { PendingButton } from '@/components/ui/pending-button';
import { Spinner } from '@/components/ui/spinner';
import { type CardErrors, type CardFields, formatCardNumber, formatExpiry } from '../../lib/card';
import { formatCents } from '../../lib/money';
import { type CardPaymentState, isBusy } from '../lib/card-payment';
import { ThreeDsStep } from './three-ds-step';

export type CardPaymentPanelProps = {
  session: CardGatewaySessionView;
  state: CardPaymentState;
  fields: CardFields;
  errors: CardErrors;
  onField: (name: keyof CardFields, value: string) => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onGoToBank: () => void;
  onCancelThreeDs: () => void;
  fieldRef?: (name: keyof CardFields) => (el: HTMLInputElement | null) => void;
};

/**
 * What the card side of the page shows in each step (docs/decisions/095-local-card-gateway.md):
 * the card form (with the bank's refusal above the button, fields kept), the bank's 3-D Secure
 * step, the confirmation after the bank, and the way back to Traspasa once paid.
 */
export function CardPaymentPanel({
  session,
  state,
  fields,
  errors,
  onField,
  onSubmit,
  onGoToBank,
  onCancelThreeDs,
  fieldRef = () => () => {},
}: CardPaymentPanelProps) {
  const amount = formatCents(session.totalCents);
  const { phase } = state;

  if (phase.step === 'three-ds' || phase.step === 'to-bank') {
    return (
      <ThreeDsStep
        amount={amount}
        leaving={phase.step === 'to-bank'}
        onContinue={onGoToBank}
        onCancel={onCancelThreeDs}
      />
    );
  }
  if (phase.step === 'charging' && phase.afterBank) {
    return (
      <div className="flex flex-col items-center py-10 text-center">
        <Spinner size="lg" label="Confirmando tu pago…" />
        <h2 className="mt-4 text-xl font-semibold">Confirmando tu pago…</h2>
        <p className="mt-2 max-w-sm text-sm leading-6 text-muted-foreground">
          Tu banco confirmó la tarjeta. Estamos completando el pago de {amount}; no cierres esta página.
        </p>
      </div>
    );
  }

  const busy = isBusy(phase);
  const leaving = phase.step === 'leaving';
  return (
    <div className="grid gap-5">
      <h2 className="text-lg font-semibold">Pagar con tarjeta</h2>
      <form
        onSubmit={onSubmit}
        noValidate
        className="grid gap-4"
        aria-label="Datos de la tarjeta"
        aria-describedby="card-gateway-note"
      >
        <FormField label="Correo electrónico" hint="Aquí te llega el comprobante.">
          <Input value={session.customerEmail} readOnly autoComplete="email" className="bg-muted" />
        </FormField>
        <FormField label="Número de tarjeta" error={errors.cardNumber}>
          <Input
            ref={fieldRef('cardNumber')}
            value={fields.cardNumber}
            onChange={(e) => onField('cardNumber', formatCardNumber(e.target.value))}
            inputMode="numeric"
            autoComplete="cc-number"
            placeholder="1234 1234 1234 1234"
            maxLength={23}
            className="font-mono tracking-wide tabular-nums"
            disabled={busy}
          />
        </FormField>
        <div className="grid grid-cols-2 gap-4">
          <FormField
            label={
              <>
                Vencimiento<span className="sr-only"> (MM/AA)</span>
              </>
            }
            error={errors.expiry}
          >
            <Input
              ref={fieldRef('expiry')}
              value={fields.expiry}
              onChange={(e) => onField('expiry', formatExpiry(e.target.value))}
              inputMode="numeric"
              autoComplete="cc-exp"
              placeholder="MM/AA"
              maxLength={5}
              className="tabular-nums"
              disabled={busy}
            />
          </FormField>
          <FormField label="CVC" error={errors.cvc}>
            <Input
              ref={fieldRef('cvc')}
              value={fields.cvc}
              onChange={(e) => onField('cvc', e.target.value.replace(/\D/g, '').slice(0, 4))}
              inputMode="numeric"
              autoComplete="cc-csc"
              placeholder="123"
              maxLength={4}
              className="tabular-nums"
              disabled={busy}
            />
          </FormField>
        </div>
        <FormField label="Nombre en la tarjeta" error={errors.name}>
          <Input
            ref={fieldRef('name')}
            value={fields.name}
            onChange={(e) => onField('name', e.target.value)}
            autoComplete="cc-name"
            placeholder="Como aparece en la tarjeta"
            maxLength={120}
            disabled={busy}
          />
        </FormField>

        {state.error ? (
          <div
            role="alert"
            className="flex items-start gap-2 rounded-lg border border-red-200 bg-red-50 p-3 text-sm leading-6 text-red-900"
          >
            <AlertCircleIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            <p>{state.error}</p>
          </div>
        ) : null}
        {leaving ? (
          <p
            role="status"
            className="flex items-start gap-2 rounded-lg border border-green-200 bg-green-50 p-3 text-sm leading-6 text-green-950"
          >
            <CheckCircle2Icon className="mt-0.5 size-4 shrink-0 text-green-700" aria-hidden="true" />
            Pago aprobado. Te llevamos de vuelta a Traspasa…
          </p>
        ) : null}

        <PendingButton
          type="submit"
          size="lg"
          className="w-full"
          pending={busy}
          pendingLabel={
            leaving
              ? 'Volviendo a Traspasa…'
              : phase.step === 'tokenizing'
                ? 'Validando la tarjeta…'
                : 'Procesando el pago…'
          }
        >
          <LockIcon aria-hidden="true" />
          Pagar {amount}
        </PendingButton>
        <p id="card-gateway-note" className="text-center text-xs leading-5 text-muted-foreground">
          {session.mode === 'subscription'
            ? 'Autorizas a Traspasa a cobrar este importe ahora y en cada renovación, hasta que canceles.'
            : 'Se cobra una sola vez.'}
        </p>
      </form>
    </div>
  );
}
