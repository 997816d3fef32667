import type { CardGatewayChargeResponse, CardGatewaySessionView } from '@traspasa/shared/card-gateway';
import { type FormEvent, useEffect, useReducer, useRef, useState } from 'react';
import { type CardErrors, type CardFields, validateCard } from '../../lib/card';
import { errorStatus, paymentErrorMessage } from '../../lib/errors';
import { useCardGatewayCharge } from '../api/card-gateway';
import { cardPaymentReducer, initialCardPayment } from '../lib/card-payment';
import { type BankReturn, requestCardToken } from '../lib/kushki-token';
import { CardPaymentPanel } from './card-payment-panel';

const fieldOrder: (keyof CardFields)[] = ['cardNumber', 'expiry', 'cvc', 'name'];
const DECLINED_FALLBACK = 'Tu banco rechazó la tarjeta. No se hizo ningún cargo; prueba con otra tarjeta.';

/**
 * Paying on the card page (docs/decisions/095-local-card-gateway.md): the fields checked
 * here, the token asked from Kushki by the browser, the bank's 3-D Secure page when it asks,
 * then the charge on Traspasa's server and the success page.
 */
export function CardPayment({
  session,
  bankReturn,
  onSessionGone,
}: {
  session: CardGatewaySessionView;
  /** What the bank's 3-D Secure page sent the buyer back with, read once from the address. */
  bankReturn: BankReturn;
  /** The session is no longer payable (paid or expired meanwhile): reload its state. */
  onSessionGone: () => void;
}) {
  const charge = useCardGatewayCharge(session.sessionId);
  const [state, dispatch] = useReducer(cardPaymentReducer, bankReturn.kind, initialCardPayment);
  const [fields, setFields] = useState<CardFields>({ cardNumber: '', expiry: '', cvc: '', name: '' });
  const [errors, setErrors] = useState<CardErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const refs = useRef<Partial<Record<keyof CardFields, HTMLInputElement | null>>>({});
  const chargedBankToken = useRef(false);

  const runCharge = (token: string) =>
    charge.mutate(token, {
      onSuccess: (result: CardGatewayChargeResponse) => {
        if (result.outcome === 'succeeded' && result.redirectUrl) {
          dispatch({ type: 'paid', redirectUrl: result.redirectUrl });
          window.location.assign(result.redirectUrl);
        } else {
          dispatch({ type: 'refused', message: result.message ?? DECLINED_FALLBACK });
        }
      },
      onError: (error) => {
        dispatch({
          type: 'refused',
          message: paymentErrorMessage(error, 'No pudimos procesar el pago. Inténtalo de nuevo.'),
        });
        if (errorStatus(error) === 409 || errorStatus(error) === 404) onSessionGone();
      },
    });

  // Back from the bank with its approval: the token it confirmed is charged, once.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per bank return
  useEffect(() => {
    if (bankReturn.kind !== 'approved' || chargedBankToken.current) return;
    chargedBankToken.current = true;
    runCharge(bankReturn.token);
  }, [bankReturn]);

  const onField = (name: keyof CardFields, value: string) => {
    const next = { ...fields, [name]: value };
    setFields(next);
    if (submitted) setErrors(validateCard(next));
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (state.phase.step !== 'form') return;
    setSubmitted(true);
    const found = validateCard(fields);
    setErrors(found);
    const first = fieldOrder.find((name) => found[name]);
    if (first) {
      refs.current[first]?.focus();
      return;
    }
    dispatch({ type: 'submit' });
    const answer = await requestCardToken(session, fields);
    if (answer.kind === 'refused') dispatch({ type: 'refused', message: answer.message });
    else if (answer.kind === 'three-ds') dispatch({ type: 'three-ds', url: answer.url });
    else {
      dispatch({ type: 'token' });
      runCharge(answer.token);
    }
  };

  const onGoToBank = () => {
    if (state.phase.step !== 'three-ds') return;
    const { url } = state.phase;
    dispatch({ type: 'go-to-bank' });
    window.location.assign(url);
  };

  return (
    <CardPaymentPanel
      session={session}
      state={state}
      fields={fields}
      errors={errors}
      onField={onField}
      onSubmit={(event) => void onSubmit(event)}
      onGoToBank={onGoToBank}
      onCancelThreeDs={() => dispatch({ type: 'cancel-three-ds' })}
      fieldRef={(name) => (el) => {
        refs.current[name] = el;
      }}
    />
  );
}
