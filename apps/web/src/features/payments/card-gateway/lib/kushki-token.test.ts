// The card page's use of kushki.js (decision 095), against a stand-in of the library's three
// calls that answers as kushki.js does ({ token, secureId, security } or { code, message, error }).
// The real library against the local Kushki fake runs in the browser test (e2e/card-gateway.spec.ts).
import { describe, expect, it } from 'vitest';
import { cardPaymentReducer, initialCardPayment } from './card-payment';
import {
  type KushkiAnswer,
  type KushkiLibrary,
  readTokenAnswer,
  requestCardToken,
  type TokenSession,
  tokenMessages,
  tokenRequestBody,
} from './kushki-token';

const session: TokenSession = {
  mode: 'payment',
  totalCents: 4900,
  publicMerchantId: 'pub_1',
  environment: 'uat',
};
const card = (number: string) => ({
  cardNumber: number.replace(/(\d{4})(?=\d)/g, '$1 '),
  expiry: '12/30',
  cvc: '123',
  name: '  Ana Pérez ',
});

/** A stand-in of kushki.js: records each call and answers with what it is given. */
function library(answers: { token?: KushkiAnswer; validate?: KushkiAnswer } = {}) {
  const calls: { method: keyof KushkiLibrary; body: Record<string, unknown> }[] = [];
  const lib: KushkiLibrary = {
    requestToken: (body, cb) => {
      calls.push({ method: 'requestToken', body });
      setTimeout(() => cb(answers.token ?? { token: 'tok_123456789' }), 0);
    },
    requestSubscriptionToken: (body, cb) => {
      calls.push({ method: 'requestSubscriptionToken', body });
      setTimeout(() => cb(answers.token ?? { token: 'tok_sub_123456' }), 0);
    },
    requestValidate3DS: (body, cb) => {
      calls.push({ method: 'requestValidate3DS', body });
      setTimeout(() => cb(answers.validate ?? { isValid: true }), 0);
    },
  };
  return { lib, calls, load: async () => lib };
}

describe('the token the card page asks through kushki.js', () => {
  it('a one-time charge: the card in kushki.js’s fields and the amount in dollars, answered with a token', async () => {
    const k = library();
    const answer = await requestCardToken(session, card('5451951574925480'), k.load);
    expect(answer).toEqual({ kind: 'token', token: 'tok_123456789' });
    expect(k.calls).toEqual([
      {
        method: 'requestToken',
        body: {
          card: {
            name: 'Ana Pérez',
            number: '5451951574925480',
            expiryMonth: '12',
            expiryYear: '30',
            cvc: '123',
          },
          amount: 49,
          currency: 'USD',
        },
      },
    ]);
  });

  it('a plan asks for the token of a card Kushki keeps (requestSubscriptionToken), with no amount', async () => {
    const k = library();
    const plan = { ...session, mode: 'subscription' as const };
    expect(await requestCardToken(plan, card('5451951574925480'), k.load)).toEqual({
      kind: 'token',
      token: 'tok_sub_123456',
    });
    expect(k.calls.map((c) => c.method)).toEqual(['requestSubscriptionToken']);
    expect(tokenRequestBody(plan, card('5451951574925480'))).not.toHaveProperty('amount');
  });

  it('3-D Secure: the token waits for the bank; confirming opens kushki.js’s check with its secureId', async () => {
    const security = {
      acsURL: 'https://kushki.test/3ds/x',
      authenticationTransactionId: 'a1',
      authRequired: true,
      paReq: 'sandbox',
      specificationVersion: '2.2.0',
    };
    const k = library({
      token: { token: 'tok_3ds_123456', secureId: 'sec-1', secureService: '3dsecure', security },
    });
    const answer = await requestCardToken(session, card('4000002760003184'), k.load);
    expect(answer).toMatchObject({ kind: 'three-ds', token: 'tok_3ds_123456' });
    // Nothing is shown to the bank before the buyer says so.
    expect(k.calls.map((c) => c.method)).toEqual(['requestToken']);
    if (answer.kind !== 'three-ds') throw new Error('expected the bank’s step');
    expect(await answer.confirm()).toBe(true);
    expect(k.calls.at(-1)).toEqual({ method: 'requestValidate3DS', body: { secureId: 'sec-1', security } });

    // The bank said no, or the library answered with an error: not approved.
    for (const validate of [{ isValid: false }, { code: 'E008', message: 'x', error: 'E008 - x' }]) {
      const refused = readTokenAnswer(
        { token: 'tok_3ds_123456', secureId: 'sec-1', security },
        library({ validate }).lib,
      );
      if (refused.kind !== 'three-ds') throw new Error('expected the bank’s step');
      expect(await refused.confirm()).toBe(false);
    }
    // A token whose bank asks for nothing is charged straight away.
    expect(readTokenAnswer({ token: 'tok_123456789', security: { authRequired: false } }, k.lib)).toEqual({
      kind: 'token',
      token: 'tok_123456789',
    });
  });

  it('says in Spanish what went wrong, never Kushki’s words: the card, our merchant id, no connection', async () => {
    const refusal = async (token: KushkiAnswer) =>
      (await requestCardToken(session, card('4000000000000002'), library({ token }).load)) as {
        message?: string;
      };
    expect(await refusal({ code: 'K001', message: 'card.number no es válido', error: 'x' })).toEqual({
      kind: 'refused',
      message: tokenMessages.invalidCard,
    });
    expect((await refusal({ code: 'E005', message: 'Número de tarjeta inválido', error: 'x' })).message).toBe(
      tokenMessages.invalidCard,
    );
    // K004: Kushki does not know the public merchant id (our configuration, not the card).
    expect((await refusal({ code: 'K004', message: 'ID de comercio', error: 'x' })).message).toBe(
      tokenMessages.unavailable,
    );
    // Kushki answered nothing readable (a 5xx), or nothing at all (axios's "Network Error").
    expect(
      (await refusal({ code: 'K002', message: 'x', error: 'Request failed with status code 502' })).message,
    ).toBe(tokenMessages.unavailable);
    expect((await refusal({ code: 'K002', message: 'x', error: 'Network Error' })).message).toBe(
      tokenMessages.unreachable,
    );
    // The library's chunk could not load (offline): no connection, nothing charged.
    const failed = await requestCardToken(session, card('5451951574925480'), async () => {
      throw new Error('Failed to fetch dynamically imported module');
    });
    expect(failed).toEqual({ kind: 'refused', message: tokenMessages.unreachable });
    for (const message of Object.values(tokenMessages)) expect(message).toMatch(/ningún cargo|inténtalo/);
  });
});

describe('the steps of the card page', () => {
  it('goes form → token → charge → leaving, and a declined card back to the form with the message', () => {
    let s = initialCardPayment;
    expect(s).toEqual({ phase: { step: 'form' }, error: null });
    s = cardPaymentReducer(s, { type: 'submit' });
    expect(s.phase.step).toBe('tokenizing');
    // A second submit while one is on its way changes nothing.
    expect(cardPaymentReducer(s, { type: 'submit' })).toBe(s);
    s = cardPaymentReducer(s, { type: 'token' });
    expect(s.phase).toEqual({ step: 'charging', afterBank: false });
    const declined = cardPaymentReducer(s, { type: 'refused', message: 'Tu banco rechazó la tarjeta.' });
    expect(declined).toEqual({ phase: { step: 'form' }, error: 'Tu banco rechazó la tarjeta.' });
    expect(
      cardPaymentReducer(s, { type: 'paid', redirectUrl: '/payment-success?session_id=x' }).phase,
    ).toEqual({
      step: 'leaving',
      redirectUrl: '/payment-success?session_id=x',
    });
  });

  it('3-D Secure: the bank’s step, its check open, approved → the charge, or back to the form', () => {
    const s = cardPaymentReducer(initialCardPayment, { type: 'three-ds' });
    expect(s.phase).toEqual({ step: 'three-ds' });
    const open = cardPaymentReducer(s, { type: 'go-to-bank' });
    expect(open.phase).toEqual({ step: 'to-bank' });
    expect(cardPaymentReducer(open, { type: 'bank-approved' }).phase).toEqual({
      step: 'charging',
      afterBank: true,
    });
    // An approval that does not follow an open check changes nothing.
    expect(cardPaymentReducer(s, { type: 'bank-approved' })).toBe(s);
    expect(cardPaymentReducer(open, { type: 'refused', message: tokenMessages.bankRefused })).toEqual({
      phase: { step: 'form' },
      error: tokenMessages.bankRefused,
    });
    expect(cardPaymentReducer(s, { type: 'cancel-three-ds' })).toEqual({
      phase: { step: 'form' },
      error: null,
    });
  });
});
