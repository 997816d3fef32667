import type { SandboxPayResponse, SandboxSessionView } from '@traspasa/shared/payments';
import { AlertCircleIcon, CheckCircle2Icon, LockIcon } from 'lucide-react';
import { type FormEvent, useRef, useState } from 'react';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { PendingButton } from '@/components/ui/pending-button';
import { useSandboxConfirm, useSandboxPay } from '../api/sandbox';
import { type CardErrors, type CardFields, formatCardNumber, formatExpiry, validateCard } from '../lib/card';
import { errorStatus, paymentErrorMessage } from '../lib/errors';
import { formatCents } from '../lib/money';
import { SandboxTestCards } from './sandbox-test-cards';
import { ThreeDSecureDialog } from './three-d-secure-dialog';

const fieldOrder: (keyof CardFields)[] = ['cardNumber', 'expiry', 'cvc', 'name'];

/**
 * The card form of the sandbox's hosted page: formatted fields, checks before sending,
 * the bank's refusal in an alert (fields kept), the 3-D Secure step, and on success the
 * way back to Traspasa.
 */
export function SandboxCardForm({
  session,
  onSessionGone,
}: {
  session: SandboxSessionView;
  /** The session is no longer payable (completed or expired meanwhile): reload its state. */
  onSessionGone: () => void;
}) {
  const pay = useSandboxPay(session.sessionId);
  const confirm = useSandboxConfirm(session.sessionId);
  const [fields, setFields] = useState<CardFields>({ cardNumber: '', expiry: '', cvc: '', name: '' });
  const [errors, setErrors] = useState<CardErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const [declined, setDeclined] = useState<string | null>(null);
  const [needsAction, setNeedsAction] = useState(session.state === 'requires_action');
  const [answering, setAnswering] = useState<'approve' | 'refuse' | null>(null);
  const [leaving, setLeaving] = useState(false);
  const refs = useRef<Partial<Record<keyof CardFields, HTMLInputElement | null>>>({});
  const amount = formatCents(session.totalCents);

  const update = (name: keyof CardFields, value: string) => {
    const next = { ...fields, [name]: value };
    setFields(next);
    if (submitted) setErrors(validateCard(next));
  };

  const handleOutcome = (result: SandboxPayResponse) => {
    if (result.outcome === 'succeeded' && result.redirectUrl) {
      setLeaving(true);
      window.location.assign(result.redirectUrl.replace('{CHECKOUT_SESSION_ID}', session.sessionId));
    } else if (result.outcome === 'requires_action') {
      setNeedsAction(true);
    } else {
      setDeclined(result.message ?? 'Tu banco rechazó la tarjeta. Prueba con otra tarjeta.');
    }
  };

  const handleError = (error: unknown) => {
    setDeclined(paymentErrorMessage(error, 'No pudimos procesar el pago. Inténtalo de nuevo.'));
    if (errorStatus(error) === 409 || errorStatus(error) === 404) onSessionGone();
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    setDeclined(null);
    const found = validateCard(fields);
    setErrors(found);
    const first = fieldOrder.find((name) => found[name]);
    if (first) {
      refs.current[first]?.focus();
      return;
    }
    pay.mutate(
      { cardNumber: fields.cardNumber, expiry: fields.expiry, cvc: fields.cvc, name: fields.name },
      { onSuccess: handleOutcome, onError: handleError },
    );
  };

  const answer = (approve: boolean) => {
    setAnswering(approve ? 'approve' : 'refuse');
    confirm.mutate(approve, {
      onSuccess: (result) => {
        setNeedsAction(false);
        handleOutcome(result);
      },
      onError: (error) => {
        setNeedsAction(false);
        handleError(error);
      },
      onSettled: () => setAnswering(null),
    });
  };

  const busy = pay.isPending || leaving;

  return (
    <div className="grid gap-5">
      <form onSubmit={submit} noValidate className="grid gap-4" aria-describedby="card-form-note">
        <FormField label="Correo electrónico" hint="Aquí te llega el comprobante.">
          <Input value={session.customerEmail} readOnly autoComplete="email" className="bg-muted" />
        </FormField>
        <FormField label="Número de tarjeta" error={errors.cardNumber}>
          <Input
            ref={(el) => {
              refs.current.cardNumber = el;
            }}
            value={fields.cardNumber}
            onChange={(e) => update('cardNumber', formatCardNumber(e.target.value))}
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
              ref={(el) => {
                refs.current.expiry = el;
              }}
              value={fields.expiry}
              onChange={(e) => update('expiry', formatExpiry(e.target.value))}
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
              ref={(el) => {
                refs.current.cvc = el;
              }}
              value={fields.cvc}
              onChange={(e) => update('cvc', e.target.value.replace(/\D/g, '').slice(0, 4))}
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
            ref={(el) => {
              refs.current.name = el;
            }}
            value={fields.name}
            onChange={(e) => update('name', e.target.value)}
            autoComplete="cc-name"
            placeholder="Como aparece en la tarjeta"
            maxLength={120}
            disabled={busy}
          />
        </FormField>

        {declined ? (
          <div
            role="alert"
            className="flex items-start gap-2 rounded-lg border border-red-200 bg-red-50 p-3 text-sm leading-6 text-red-900"
          >
            <AlertCircleIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            <p>{declined}</p>
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
          pendingLabel={leaving ? 'Volviendo a Traspasa…' : 'Procesando el pago…'}
        >
          <LockIcon aria-hidden="true" />
          Pagar {amount}
        </PendingButton>
        <p id="card-form-note" className="text-center text-xs leading-5 text-muted-foreground">
          {session.mode === 'subscription'
            ? 'Autorizas a Traspasa a cobrar este importe ahora y en cada renovación, hasta que canceles.'
            : 'Se cobra una sola vez.'}
        </p>
      </form>

      <SandboxTestCards
        onUse={(number) => {
          update('cardNumber', formatCardNumber(number));
          refs.current.expiry?.focus();
        }}
      />

      <ThreeDSecureDialog open={needsAction} amount={amount} pending={answering} onAnswer={answer} />
    </div>
  );
}
