import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { BillingIdentity, BillingIdentityResponse } from '@traspasa/shared/invoices';
import { TAX_ID_MESSAGES } from '@traspasa/shared/tax-id';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { billingIdentityKey } from '../api/billing-identity';
import { draftOf, validateDraft } from '../lib/billing-draft';
import { BillingIdentitySection } from './billing-identity-section';

function render(identity: BillingIdentity | null, totalCents: number) {
  const client = new QueryClient();
  client.setQueryData<BillingIdentityResponse>(billingIdentityKey, {
    identity,
    consumidorFinalMaxCents: 5000,
  });
  return renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <BillingIdentitySection totalCents={totalCents} />
    </QueryClientProvider>,
  ).replace(/<!-- -->/g, '');
}

const ana: BillingIdentity = {
  idType: '05',
  idNumber: '1710034065',
  legalName: 'Ana Pérez',
  address: 'Av. Amazonas y Colón, Quito',
  email: 'ana@example.com',
};

describe('BillingIdentitySection', () => {
  it('asks for the identification when none is saved, with labelled fields and a legend', () => {
    const html = render(null, 6000);
    expect(html).toContain('Datos de facturación');
    expect(html).toContain('<legend class="mb-2 text-sm font-medium">Tipo de identificación</legend>');
    for (const label of [
      'Número de cédula',
      'Nombre completo',
      'Dirección (opcional)',
      'Correo para la factura (opcional)',
    ]) {
      expect(html).toMatch(new RegExp(`<label[^>]*for="[^"]+"[^>]*>${label.replace(/[()]/g, '\\$&')}`));
    }
    expect(html).toContain('Guardar datos de facturación');
  });

  it('above $50 consumidor final cannot be chosen, and says why', () => {
    const html = render(null, 6000);
    expect(html).toMatch(/<input[^>]*disabled=""[^>]*value="07"/);
    expect(html).toContain('Esta compra pasa de $50: el SRI pide tu cédula, RUC o pasaporte.');
  });

  it('up to $50 consumidor final is offered', () => {
    const html = render(null, 2500);
    expect(html).not.toMatch(/<input[^>]*disabled=""[^>]*value="07"/);
    expect(html).toContain('Consumidor final solo para compras de hasta $50');
  });

  it('shows the saved identity with a way to change it, instead of the form', () => {
    const html = render(ana, 6000);
    expect(html).toContain('Ana Pérez');
    expect(html).toContain('Cédula 1710034065');
    expect(html).toContain('Te la enviamos a ana@example.com');
    expect(html).toContain('Cambiar datos');
    expect(html).not.toContain('Guardar datos de facturación');
  });

  it('a saved consumidor final does not cover a purchase above $50: the form opens', () => {
    const html = render(
      { idType: '07', idNumber: '9999999999999', legalName: 'CONSUMIDOR FINAL', address: null, email: null },
      6000,
    );
    expect(html).toContain('Guardar datos de facturación');
    expect(html).toMatch(/<input[^>]*checked=""[^>]*value="05"/);
  });
});

describe('live validation of the form', () => {
  const draft = draftOf(null, true);

  it('checks the number as the server does, in Spanish', () => {
    expect(validateDraft({ ...draft, idNumber: '1710034066', legalName: 'Ana' }, 6000)).toEqual({
      idNumber: TAX_ID_MESSAGES.cedulaCheck,
    });
    expect(validateDraft({ ...draft, idType: '04', idNumber: '1710034065', legalName: 'Ana' }, 6000)).toEqual(
      {
        idNumber: TAX_ID_MESSAGES.rucDigits,
      },
    );
    expect(validateDraft({ ...draft, idNumber: '1710034065', legalName: '' }, 6000).legalName).toMatch(
      /razón social/,
    );
    expect(
      validateDraft({ ...draft, idNumber: '1710034065', legalName: 'Ana', email: 'ana@' }, 6000).email,
    ).toMatch(/correo/);
    expect(validateDraft({ ...draft, idNumber: '1710034065', legalName: 'Ana' }, 6000)).toEqual({});
  });

  it('consumidor final only up to the limit', () => {
    expect(validateDraft({ ...draft, idType: '07' }, 5000)).toEqual({});
    expect(validateDraft({ ...draft, idType: '07' }, 5001)).toEqual({
      idType: TAX_ID_MESSAGES.consumidorFinal,
    });
  });
});
