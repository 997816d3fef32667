// The browser's token request against the local fake of Kushki's API (decision 095): the fake
// checks the documented fields (Public-Merchant-Id, card, currency, 3-D Secure return), so a
// request the page builds wrongly fails here, not only in the browser test.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KUSHKI_CARDS, KushkiFake } from '../../../../../../server/test/fakes/kushki/kushki-fake';
import { cardPaymentReducer, initialCardPayment } from './card-payment';
import {
  readBankReturn,
  readTokenAnswer,
  requestCardToken,
  type TokenSession,
  tokenMessages,
} from './kushki-token';

const fake = new KushkiFake();
let session: TokenSession;
const card = (number: string) => ({
  cardNumber: number.replace(/(\d{4})(?=\d)/g, '$1 '),
  expiry: '12/30',
  cvc: '123',
  name: '  Ana Pérez ',
});

beforeAll(async () => {
  await fake.start();
  session = {
    mode: 'payment',
    totalCents: 4900,
    publicMerchantId: fake.publicMerchantId,
    tokenUrl: `${fake.url}/card/v1/tokens`,
    callbackUrl: 'http://localhost:3000/api/payments/kushki/sessions/kcs_1/3ds-return',
  };
});
afterAll(() => fake.stop());

const lastTokenRequest = () => [...fake.requests].reverse().find((r) => r.path.endsWith('/tokens'))!;

describe('the token request the card page sends to Kushki', () => {
  it('sends the card in Kushki’s fields with the public merchant id and gets a token', async () => {
    const answer = await requestCardToken(session, card(KUSHKI_CARDS.approved));
    expect(answer).toMatchObject({ kind: 'token', token: expect.any(String) });
    const sent = lastTokenRequest();
    expect(sent.headers['public-merchant-id']).toBe(fake.publicMerchantId);
    // Never the private id: that one stays on the server.
    expect(sent.headers['private-merchant-id']).toBeUndefined();
    expect(sent.body).toEqual({
      card: {
        name: 'Ana Pérez',
        number: KUSHKI_CARDS.approved,
        expiryMonth: '12',
        expiryYear: '30',
        cvv: '123',
      },
      totalAmount: 49,
      currency: 'USD',
      authValidation: 'url',
      callbackUrl: session.callbackUrl,
    });
  });

  it('a card whose bank asks for 3-D Secure answers with the bank’s page, whose return says yes or no', async () => {
    const answer = await requestCardToken(session, card(KUSHKI_CARDS.threeDS));
    expect(answer).toMatchObject({
      kind: 'three-ds',
      url: `${fake.url}/3ds/${(answer as { token: string }).token}`,
    });
    // The bank's page sends the buyer back to callbackUrl with success and the token.
    const back = await fetch((answer as { url: string }).url, {
      method: 'POST',
      body: new URLSearchParams({ decision: 'approve' }),
      redirect: 'manual',
    });
    const location = new URL(back.headers.get('location')!);
    expect(`${location.origin}${location.pathname}`).toBe(session.callbackUrl);
    expect(location.searchParams.get('success')).toBe('true');
    expect(location.searchParams.get('token')).toBe((answer as { token: string }).token);
    // What the server's return route sends the page (kushki.routes.test.ts): the answer, the token in the fragment.
    const token = (answer as { token: string }).token;
    expect(readBankReturn(new URLSearchParams('banco=confirmado'), `#token=${token}`)).toEqual({
      kind: 'approved',
      token,
    });
    expect(readBankReturn(new URLSearchParams('banco=rechazado'), '')).toEqual({ kind: 'refused' });
    expect(readBankReturn(new URLSearchParams('banco=confirmado'), '#token=<script>')).toEqual({
      kind: 'refused',
    });
    expect(readBankReturn(new URLSearchParams('banco=confirmado'), '')).toEqual({ kind: 'refused' });
    expect(readBankReturn(new URLSearchParams(''), '')).toEqual({ kind: 'none' });
  });

  it('a plan asks for the token of an on-demand card at the subscription token URL', async () => {
    const answer = await requestCardToken(
      { ...session, mode: 'subscription', tokenUrl: `${fake.url}/subscriptions/v1/card/tokens` },
      card(KUSHKI_CARDS.approved),
    );
    expect(answer.kind).toBe('token');
    expect(lastTokenRequest().path).toBe('/subscriptions/v1/card/tokens');
  });

  it('says in Spanish what went wrong: a card Kushki refuses, a wrong merchant id, no connection', async () => {
    expect(await requestCardToken(session, { ...card(KUSHKI_CARDS.approved), cvc: '1' })).toEqual({
      kind: 'refused',
      message: tokenMessages.invalidCard,
    });
    expect(
      await requestCardToken({ ...session, publicMerchantId: 'otro' }, card(KUSHKI_CARDS.approved)),
    ).toEqual({ kind: 'refused', message: tokenMessages.unavailable });
    expect(
      await requestCardToken(
        { ...session, tokenUrl: 'http://127.0.0.1:9/card/v1/tokens' },
        card(KUSHKI_CARDS.approved),
      ),
    ).toEqual({
      kind: 'refused',
      message: tokenMessages.unreachable,
    });
    // A "url" without Kushki's 3-D Secure fields, or not http(s), is not sent to as a bank page.
    expect(
      readTokenAnswer(200, { token: 'abcdefgh12', url: 'javascript:alert(1)', secureService: '3dsecure' }),
    ).toEqual({
      kind: 'token',
      token: 'abcdefgh12',
    });
    expect(readTokenAnswer(200, {})).toEqual({ kind: 'refused', message: tokenMessages.invalidCard });
  });
});

describe('the steps of the card page', () => {
  it('goes form → token → charge → leaving, and a declined card back to the form with the message', () => {
    let s = initialCardPayment('none');
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

  it('3-D Secure: the bank’s step, going there, or back to the form with another card', () => {
    const s = cardPaymentReducer(initialCardPayment('none'), { type: 'three-ds', url: 'https://banco/3ds' });
    expect(s.phase).toEqual({ step: 'three-ds', url: 'https://banco/3ds' });
    expect(cardPaymentReducer(s, { type: 'go-to-bank' }).phase).toEqual({
      step: 'to-bank',
      url: 'https://banco/3ds',
    });
    expect(cardPaymentReducer(s, { type: 'cancel-three-ds' })).toEqual({
      phase: { step: 'form' },
      error: null,
    });
    // Back from the bank: approved → the charge starts at once; refused → the form says so.
    expect(initialCardPayment('approved').phase).toEqual({ step: 'charging', afterBank: true });
    expect(initialCardPayment('refused')).toEqual({
      phase: { step: 'form' },
      error: tokenMessages.bankRefused,
    });
  });
});
