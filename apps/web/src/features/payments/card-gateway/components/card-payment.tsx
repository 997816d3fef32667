import type { CardGatewayChargeResponse, CardGatewaySessionView } from '@traspasa/shared/card-gateway';
import { type FormEvent, useReducer, useRef, useState } from 'react';
import { type CardErrors, type CardFields, validateCard } from '../../lib/card';
import { errorStatus, paymentErrorMessage } from '../../lib/errors';
import { useCardGatewayCharge } from '../api/card-gateway';
import { cardPaymentReducer, initialCardPayment } from '../lib/card-payment';
import { requestCardToken, type TokenAnswer, tokenMessages } from '../lib/kushki-token';
import { CardPaymentPanel } from './card-payment-panel';

const fieldOrder: (keyof CardFields)[] = ['cardNumber', 'expiry', 'cvc', 'name'];
const DECLINED_FALLBACK = 'Tu banco rechazó la tarjeta. No se hizo ningún cargo; prueba con otra tarjeta.';

type ThreeDs = Extract<TokenAnswer, { kind: 'three-ds' }>;

/**
 * Paying on the card page (docs/decisions/095-local-card-gateway.md): the fields checked
 * here, the token asked from Kushki through kushki.js, the bank's 3-D Secure challenge when it
 * asks, then the charge on Traspasa's server and the success page.
 */
export function CardPayment({
  session,
  onSessionGone,
}: {
  session: CardGatewaySessionView;
  /** The session is no longer payable (paid or expired meanwhile): reload its state. */
  onSessionGone: () => void;
}) {
  const charge = useCardGatewayCharge(session.sessionId);
  const [state, dispatch] = useReducer(cardPaymentReducer, initialCardPayment);
  const [fields, setFields] = useState<CardFields>({ cardNumber: '', expiry: '', cvc: '', name: '' });
  const [errors, setErrors] = useState<CardErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const refs = useRef<Partial<Record<keyof CardFields, HTMLInputElement | null>>>({});
  /** The token the bank is asked to confirm, and kushki.js's way to show its challenge. */
  const threeDs = useRef<ThreeDs | null>(null);

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
    else if (answer.kind === 'three-ds') {
      threeDs.current = answer;
      dispatch({ type: 'three-ds' });
    } else {
      dispatch({ type: 'token' });
      runCharge(answer.token);
    }
  };

  const onGoToBank = async () => {
    const pending = threeDs.current;
    if (state.phase.step !== 'three-ds' || !pending) return;
    dispatch({ type: 'go-to-bank' });
    const approved = await pending.confirm();
    threeDs.current = null;
    if (!approved) {
      dispatch({ type: 'refused', message: tokenMessages.bankRefused });
      return;
    }
    dispatch({ type: 'bank-approved' });
    runCharge(pending.token);
  };

  return (
    <CardPaymentPanel
      session={session}
      state={state}
      fields={fields}
      errors={errors}
      onField={onField}
      onSubmit={(event) => void onSubmit(event)}
      onGoToBank={() => void onGoToBank()}
      onCancelThreeDs={() => {
        threeDs.current = null;
        dispatch({ type: 'cancel-three-ds' });
      }}
      fieldRef={(name) => (el) => {
        refs.current[name] = el;
      }}
    />
  );
}
