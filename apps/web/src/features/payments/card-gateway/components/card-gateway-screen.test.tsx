// What the card page shows in each state (decision 095), rendered as the server would.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { CardGatewaySessionView } from '@traspasa/shared/card-gateway';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { cardGatewayKeys } from '../api/card-gateway';
import type { CardPaymentState } from '../lib/card-payment';
import { tokenMessages } from '../lib/kushki-token';
import { CardGatewayScreen, SessionLoadFailed } from './card-gateway-screen';
import { CardPaymentPanel, type CardPaymentPanelProps } from './card-payment-panel';

const session: CardGatewaySessionView = {
  sessionId: 'kcs_abc',
  state: 'open',
  mode: 'subscription',
  productName: 'Comprador Pro',
  description: 'Acuerdos de confidencialidad sin límite.',
  totalCents: 1900,
  customerEmail: 'ana@traspasa.test',
  successUrl: 'http://localhost/subscription-success?session_id={CHECKOUT_SESSION_ID}',
  cancelUrl: 'http://localhost/subscribe?plan=3&canceled=1',
  publicMerchantId: 'pub_1',
  environment: 'production',
};

function render(node: ReactNode, client = new QueryClient()) {
  return renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <MemoryRouter>{node}</MemoryRouter>
    </QueryClientProvider>,
  );
}
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;|\u00a0/g, ' ')
    .replace(/\s+/g, ' ');

const screen = (data?: CardGatewaySessionView) => {
  const client = new QueryClient();
  if (data) client.setQueryData(cardGatewayKeys.session(data.sessionId), data);
  return render(<CardGatewayScreen sessionId={data?.sessionId ?? 'kcs_abc'} />, client);
};

const panel = (state: CardPaymentState, extra: Partial<CardPaymentPanelProps> = {}) =>
  render(
    <CardPaymentPanel
      session={session}
      state={state}
      fields={{ cardNumber: '5451 9515 7492 5480', expiry: '12/30', cvc: '123', name: 'Ana Pérez' }}
      errors={{}}
      onField={() => {}}
      onSubmit={() => {}}
      onGoToBank={() => {}}
      onCancelThreeDs={() => {}}
      {...extra}
    />,
  );

describe('the card page while it loads and when it cannot be paid', () => {
  it('shows a spinner while the session loads, and no card field yet', () => {
    const html = screen();
    expect(html).toContain('Cargando el pago…');
    expect(html).not.toContain('Número de tarjeta');
  });

  it('a missing (or someone else’s) session says so and offers the plans; a failed load offers to retry', () => {
    const missing = text(
      render(<SessionLoadFailed error={new ApiError(404, 'x', 'GET /x')} onRetry={() => {}} />),
    );
    expect(missing).toContain('No encontramos este pago');
    expect(missing).toContain('Ver planes y paquetes');
    const failed = text(
      render(<SessionLoadFailed error={new ApiError(500, 'x', 'GET /x')} onRetry={() => {}} />),
    );
    expect(failed).toContain('No pudimos cargar el pago');
    expect(failed).toContain('Reintentar');
  });

  it('a paid session links to its result, an expired one back to Traspasa, with no card form', () => {
    const paid = screen({ ...session, state: 'complete' });
    expect(text(paid)).toContain('Este pago ya se completó');
    expect(paid).toContain('href="http://localhost/subscription-success?session_id=kcs_abc"');
    expect(paid).not.toContain('Número de tarjeta');
    const expired = text(screen({ ...session, state: 'expired' }));
    expect(expired).toContain('Esta sesión de pago venció');
    expect(expired).toContain('No se realizó ningún cargo');
  });
});

describe('the open card page', () => {
  it('shows the order (product, base, IVA 15 %, total) and the card form, and says the card goes to Kushki', () => {
    const html = screen(session);
    const page = text(html);
    // $19 with IVA 15 % included: base $16,52, IVA $2,48.
    expect(page).toMatch(/Producto Comprador Pro/);
    expect(page).toMatch(/Subtotal sin IVA \$16,52/);
    expect(page).toMatch(/IVA 15 % \$2,48/);
    expect(page).toMatch(/Total \$19/);
    expect(page).toContain('Pagar $19');
    expect(page).toContain('en cada renovación');
    expect(page).toContain('van directamente a Kushki');
    for (const label of ['Número de tarjeta', 'Vencimiento', 'CVC', 'Nombre en la tarjeta'])
      expect(page).toContain(label);
    expect(html).toContain('href="http://localhost/subscribe?plan=3&amp;canceled=1"');
  });

  it('says «Pago de prueba» when Kushki runs in its UAT, and nothing of the kind in production', () => {
    const uat = screen({ ...session, environment: 'uat' });
    expect(uat).toMatch(/role="note"[^>]*>.*Pago de prueba — Kushki está en su entorno de pruebas/s);
    expect(text(uat)).toContain('no se cobra dinero real');
    const production = screen(session);
    expect(production).not.toContain('Pago de prueba');
    expect(production).not.toContain('role="note"');
    // Loading: the environment is not known yet, so no banner either way.
    expect(screen()).not.toContain('Pago de prueba');
  });

  it('a declined card: the Spanish message in an alert, the fields kept and editable', () => {
    const html = panel({
      phase: { step: 'form' },
      error: 'Tu banco rechazó la tarjeta. No se hizo ningún cargo.',
    });
    expect(html).toMatch(/role="alert"[^>]*>.*Tu banco rechazó la tarjeta\. No se hizo ningún cargo\./s);
    expect(html).toContain('value="5451 9515 7492 5480"');
    expect(html).not.toMatch(/<input[^>]*\sdisabled=""/);
  });

  it('field errors sit under their field and mark it invalid', () => {
    const html = panel(
      { phase: { step: 'form' }, error: null },
      { errors: { cvc: 'El código de seguridad tiene 3 o 4 dígitos.' } },
    );
    expect(html).toContain('El código de seguridad tiene 3 o 4 dígitos.');
    expect(html).toMatch(/<input[^>]*placeholder="123"[^>]*aria-invalid="true"/);
  });

  it('while the card is validated and charged the fields are locked and the button says what happens', () => {
    const tokenizing = panel({ phase: { step: 'tokenizing' }, error: null });
    expect(tokenizing).toContain('Validando la tarjeta…');
    expect(tokenizing).toMatch(/<input[^>]*\sdisabled=""/);
    expect(panel({ phase: { step: 'charging', afterBank: false }, error: null })).toContain(
      'Procesando el pago…',
    );
    const leaving = text(panel({ phase: { step: 'leaving', redirectUrl: '/x' }, error: null }));
    expect(leaving).toContain('Pago aprobado. Te llevamos de vuelta a Traspasa…');
  });

  it('3-D Secure: the bank’s step instead of the form, nothing charged yet, a way back to another card', () => {
    const step = text(panel({ phase: { step: 'three-ds' }, error: null }));
    expect(step).toContain('Confirma el pago en tu banco');
    expect(step).toContain('$19');
    expect(step).toContain('Todavía no se hizo ningún cargo');
    expect(step).toContain('Confirmar con mi banco');
    expect(step).toContain('Usar otra tarjeta');
    expect(step).not.toContain('Número de tarjeta');
    expect(text(panel({ phase: { step: 'to-bank' }, error: null }))).toContain('Esperando a tu banco…');
  });

  it('back from the bank: confirming the payment; the bank said no: the form with its message', () => {
    const confirming = text(panel({ phase: { step: 'charging', afterBank: true }, error: null }));
    expect(confirming).toContain('Confirmando tu pago…');
    expect(confirming).not.toContain('Número de tarjeta');
    const refused = text(panel({ phase: { step: 'form' }, error: tokenMessages.bankRefused }));
    expect(refused).toContain('Tu banco no confirmó el pago');
    expect(refused).toContain('Número de tarjeta');
  });
});
