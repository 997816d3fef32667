// The steps of paying on the card page (docs/decisions/095-local-card-gateway.md): the form,
// the token request to Kushki, the bank's 3-D Secure step, the charge on Traspasa's server,
// and the way to the success page. One reducer, so every screen state is a value a test reads.
import { tokenMessages } from './kushki-token';

export type CardPaymentPhase =
  | { step: 'form' }
  /** The card is on its way to Kushki for a token. */
  | { step: 'tokenizing' }
  /** The bank asks the buyer to confirm on its page before the charge. */
  | { step: 'three-ds'; url: string }
  /** The browser is going to the bank's page. */
  | { step: 'to-bank'; url: string }
  /** Back from the bank (or straight from the token): Traspasa charges the token. */
  | { step: 'charging'; afterBank: boolean }
  /** Paid: on the way to the success page. */
  | { step: 'leaving'; redirectUrl: string };

export interface CardPaymentState {
  phase: CardPaymentPhase;
  /** The last refusal, in Spanish; the form stays filled. */
  error: string | null;
}

export type CardPaymentAction =
  | { type: 'submit' }
  | { type: 'token' }
  | { type: 'three-ds'; url: string }
  | { type: 'go-to-bank' }
  | { type: 'cancel-three-ds' }
  | { type: 'refused'; message: string }
  | { type: 'paid'; redirectUrl: string };

/** Where the page starts: back from the bank with its answer, or on the empty form. */
export function initialCardPayment(bank: 'none' | 'approved' | 'refused'): CardPaymentState {
  if (bank === 'approved') return { phase: { step: 'charging', afterBank: true }, error: null };
  if (bank === 'refused') return { phase: { step: 'form' }, error: tokenMessages.bankRefused };
  return { phase: { step: 'form' }, error: null };
}

export function cardPaymentReducer(state: CardPaymentState, action: CardPaymentAction): CardPaymentState {
  switch (action.type) {
    case 'submit':
      return state.phase.step === 'form' ? { phase: { step: 'tokenizing' }, error: null } : state;
    case 'token':
      return { phase: { step: 'charging', afterBank: false }, error: null };
    case 'three-ds':
      return { phase: { step: 'three-ds', url: action.url }, error: null };
    case 'go-to-bank':
      return state.phase.step === 'three-ds'
        ? { phase: { step: 'to-bank', url: state.phase.url }, error: null }
        : state;
    case 'cancel-three-ds':
      return { phase: { step: 'form' }, error: null };
    case 'refused':
      return { phase: { step: 'form' }, error: action.message };
    case 'paid':
      return { phase: { step: 'leaving', redirectUrl: action.redirectUrl }, error: null };
  }
}

/** Whether the card fields are locked (a request is on its way or the page is leaving). */
export const isBusy = (phase: CardPaymentPhase) => phase.step !== 'form';
