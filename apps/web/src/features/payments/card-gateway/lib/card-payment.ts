// The steps of paying on the card page (docs/decisions/095-local-card-gateway.md): the form,
// the token request through kushki.js, the bank's 3-D Secure step (its challenge over the page),
// the charge on Traspasa's server, and the way to the success page. One reducer, so every screen state is a value a test reads.
export type CardPaymentPhase =
  | { step: 'form' }
  /** The card is on its way to Kushki for a token. */
  | { step: 'tokenizing' }
  /** The bank asks the buyer to confirm the payment before the charge. */
  | { step: 'three-ds' }
  /** The bank's challenge is open over the page. */
  | { step: 'to-bank' }
  /** After the bank's approval (or straight from the token): Traspasa charges the token. */
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
  | { type: 'three-ds' }
  | { type: 'go-to-bank' }
  | { type: 'bank-approved' }
  | { type: 'cancel-three-ds' }
  | { type: 'refused'; message: string }
  | { type: 'paid'; redirectUrl: string };

export const initialCardPayment: CardPaymentState = { phase: { step: 'form' }, error: null };

export function cardPaymentReducer(state: CardPaymentState, action: CardPaymentAction): CardPaymentState {
  switch (action.type) {
    case 'submit':
      return state.phase.step === 'form' ? { phase: { step: 'tokenizing' }, error: null } : state;
    case 'token':
      return { phase: { step: 'charging', afterBank: false }, error: null };
    case 'three-ds':
      return { phase: { step: 'three-ds' }, error: null };
    case 'go-to-bank':
      return state.phase.step === 'three-ds' ? { phase: { step: 'to-bank' }, error: null } : state;
    case 'bank-approved':
      return state.phase.step === 'to-bank'
        ? { phase: { step: 'charging', afterBank: true }, error: null }
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
