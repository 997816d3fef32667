import { figureWarnings } from '@traspasa/shared/listings';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { toPayload } from '../lib/payload';
import { emptyValues, type ListingValues, stepOf, valuesFromBusiness } from '../lib/values';
import { ConfidentialFields } from './confidential-fields';
import { DealDetailsFields } from './deal-details-fields';

const base: ListingValues = { ...emptyValues, title: 'Cafetería en La Floresta' };
const noop = () => {};

describe('the facts of the sale in the listing form (decision 130)', () => {
  it('sends the facts as the API takes them, amounts read the Ecuadorian way', () => {
    const { payload, errors } = toPayload({
      ...base,
      cashFlow: '62.400,50',
      inventoryIncluded: 'yes',
      inventoryValue: '6.500',
      equipmentIncluded: 'no',
      premises: 'leased',
      monthlyRent: '1.350',
      leaseEndsOn: '2028-03-31',
      sellerFinancing: 'yes',
      sellerFinancingTerms: 'Hasta el 30 % en 12 cuotas',
      trainingWeeks: '6',
    });
    expect(errors).toEqual({});
    expect(payload).toMatchObject({
      cashFlow: 62400.5,
      inventoryIncluded: true,
      inventoryValue: 6500,
      equipmentIncluded: false,
      equipmentValue: null,
      premises: 'leased',
      monthlyRent: 1350,
      leaseEndsOn: '2028-03-31',
      sellerFinancing: true,
      sellerFinancingTerms: 'Hasta el 30 % en 12 cuotas',
      trainingWeeks: 6,
    });
  });

  it('drops what an answer made meaningless: rent of owned premises, a value of inventory not included', () => {
    const { payload } = toPayload({
      ...base,
      inventoryIncluded: 'no',
      inventoryValue: '6.500',
      premises: 'owned',
      monthlyRent: '1.350',
      leaseEndsOn: '2028-03-31',
      sellerFinancing: 'no',
      sellerFinancingTerms: 'Algo',
    });
    expect(payload).toMatchObject({
      inventoryIncluded: false,
      inventoryValue: null,
      premises: 'owned',
      monthlyRent: null,
      leaseEndsOn: null,
      sellerFinancing: false,
      sellerFinancingTerms: null,
    });
    // Unanswered questions stay unanswered, never "No".
    expect(toPayload(base).payload).toMatchObject({
      inventoryIncluded: null,
      premises: null,
      sellerFinancing: null,
    });
  });

  it('refuses a RUC that is not one beside its field, for Ecuador only, and never sends it', () => {
    const bad = toPayload({ ...base, country: 'Ecuador', taxId: '171345678' });
    expect(bad.errors.taxId).toMatch(/13 dígitos y termina en 001/);
    expect('taxId' in bad.payload).toBe(false);
    expect(toPayload({ ...base, country: 'Ecuador', taxId: '1713456786001' }).payload.taxId).toBe(
      '1713456786001',
    );
    expect(
      toPayload({ ...base, country: 'Colombia', taxId: 'NIT 901.245.873-4' }).errors.taxId,
    ).toBeUndefined();
    expect(toPayload({ ...base, trainingWeeks: '200' }).errors.trainingWeeks).toMatch(/104 semanas/);
    expect(toPayload({ ...base, inventoryIncluded: 'yes', inventoryValue: '-5' }).errors.inventoryValue).toBe(
      'El monto no puede ser negativo.',
    );
  });

  it('reloads a saved listing as the same answers (a draft reopens as it was left)', () => {
    const stored = {
      title: 'Cafetería en La Floresta',
      cashFlow: '62400.50',
      inventoryIncluded: true,
      inventoryValue: '6500.00',
      equipmentIncluded: false,
      equipmentValue: null,
      premises: 'leased' as const,
      monthlyRent: '1350.00',
      leaseEndsOn: '2028-03-31',
      sellerFinancing: null,
      sellerFinancingTerms: null,
      trainingWeeks: 0,
      tradeName: 'Tueste Floresta',
      taxId: '1713456786001',
      exactAddress: 'Guipúzcoa E14-62\nLa Floresta',
      leaseTerms: 'Contrato hasta 2028',
    };
    const values = valuesFromBusiness(stored);
    expect(values).toMatchObject({
      cashFlow: '62.400,50',
      inventoryIncluded: 'yes',
      equipmentIncluded: 'no',
      sellerFinancing: '',
      monthlyRent: '1.350',
      trainingWeeks: '0',
      exactAddress: 'Guipúzcoa E14-62\nLa Floresta',
    });
    expect(toPayload(values).payload).toMatchObject({
      ...stored,
      cashFlow: 62400.5,
      inventoryValue: 6500,
      monthlyRent: 1350,
    });
  });

  it('sends a warning on the cash flow or the rent to the step where it is corrected', () => {
    const warnings = figureWarnings({ annualRevenue: 50000, cashFlow: 80000, monthlyRent: 5000 });
    expect(warnings.map((w) => w.code)).toEqual(['cash_flow_above_revenue', 'rent_above_revenue']);
    expect(stepOf('cashFlow')).toBe(2);
    expect(stepOf('monthlyRent')).toBe(3);
    expect(stepOf('taxId')).toBe(5);
  });
});

describe('the form step', () => {
  it('asks each question with its answers as labelled radios, and the rent only for leased premises', () => {
    const html = renderToStaticMarkup(<DealDetailsFields values={base} errors={{}} set={noop} />);
    expect(html).toContain('Detalles de la operación');
    expect(html).toContain(
      '<legend class="mb-2 text-sm font-medium">¿El local es propio o arrendado?</legend>',
    );
    expect(html.match(/type="radio"/g)).toHaveLength(8);
    expect(html).not.toContain('Arriendo mensual');
    const leased = renderToStaticMarkup(
      <DealDetailsFields
        values={{ ...base, premises: 'leased', inventoryIncluded: 'yes' }}
        errors={{ monthlyRent: 'El monto no puede ser negativo.' }}
        set={noop}
      />,
    );
    expect(leased).toContain('Arriendo mensual (USD)');
    expect(leased).toContain('El contrato de arriendo vence el');
    expect(leased).toContain('Valor del inventario (USD)');
    expect(leased).toContain('El monto no puede ser negativo.');
    expect(leased).toContain('aria-invalid="true"');
  });

  it('names the tax id RUC for Ecuador and says how it is written', () => {
    const ec = renderToStaticMarkup(<ConfidentialFields values={base} errors={{}} set={noop} />);
    expect(ec).toContain('>RUC<');
    expect(ec).toContain('13 dígitos, termina en 001.');
    expect(ec).toContain('Otros datos confidenciales');
    const co = renderToStaticMarkup(
      <ConfidentialFields values={{ ...base, country: 'Colombia' }} errors={{}} set={noop} />,
    );
    expect(co).toContain('Identificación tributaria');
    expect(co).not.toContain('>RUC<');
  });
});
