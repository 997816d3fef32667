import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AccessRequirements } from '@/features/listing-access/components/access-requirements';
import { BuyerAccessNotice } from '@/features/listing-access/components/buyer-access-notice';
import { EnhancedSignatureNote } from '@/features/ndas/components/enhanced-signature-note';
import { ListingNdaNotice, SignedNdaLine } from '@/features/ndas/components/listing-nda-notice';
import { SignNdaAction } from '@/features/ndas/components/verified-buyer-notice';
import { type ConfidentialNdaParts, ConfidentialSection, confidentialRows } from './confidential-section';
import { ListingFacts, listingFactRows } from './listing-facts';

// The pieces the listing route passes in (app/routes/business-detail.tsx).
const ndaParts: ConfidentialNdaParts = {
  SignNda: SignNdaAction,
  NdaNotice: ListingNdaNotice,
  SignedNdaLine,
  EnhancedSignatureNote,
  AccessRequirements,
  AccessNotice: BuyerAccessNotice,
};

const facts = {
  id: 123,
  reference: 'TR-000123',
  cashFlow: '62400.50',
  inventoryIncluded: true,
  inventoryValue: '6500.00',
  equipmentIncluded: false,
  equipmentValue: null,
  premises: 'leased' as const,
  monthlyRent: '1350.00',
  leaseEndsOn: '2028-03-31',
  sellerFinancing: true,
  sellerFinancingTerms: 'Hasta el 30 % del precio en 12 cuotas.',
  trainingWeeks: 6,
};

describe('«Datos clave» on a listing page (decision 130)', () => {
  it('shows each answered fact in words and money, with the reference to quote', () => {
    const html = renderToStaticMarkup(<ListingFacts business={facts} />);
    expect(html).toContain('Datos clave');
    expect(html).toContain('TR-000123');
    expect(html).toContain('$62.400,50');
    expect(html).toContain('$6.500');
    expect(html).toContain('No incluidos');
    expect(html).toContain('Arrendado, $1.350 al mes');
    expect(html).toContain('Contrato hasta el 31 de marzo de 2028');
    expect(html).toContain('Hasta el 30 % del precio en 12 cuotas.');
    expect(html).toContain('6 semanas');
  });

  it('leaves out what the seller did not answer, and derives the reference from the id', () => {
    const rows = listingFactRows({ id: 7, inventoryIncluded: null, premises: 'owned', trainingWeeks: 0 });
    expect(rows).toEqual([
      { label: 'Local', value: 'Local propio' },
      { label: 'Capacitación al comprador', value: 'Sin capacitación', detail: null },
    ]);
    const empty = renderToStaticMarkup(<ListingFacts business={{ id: 7 }} />);
    expect(empty).toContain('TR-000007');
    expect(empty).toContain('todavía no ha indicado qué incluye la venta');
    expect(empty).not.toContain('<dl');
  });
});

describe('the confidential section with structured fields', () => {
  const unlocked = {
    id: 5,
    title: 'Cafetería',
    category: 'restaurant',
    country: 'Ecuador',
    status: 'approved',
    access: { canViewConfidential: true, ndaStatus: null, canMessage: false },
    documents: [],
    tradeName: 'Tueste Floresta Café',
    taxId: '1713456786001',
    exactAddress: 'Calle Guipúzcoa E14-62\nLa Floresta, Quito',
    leaseTerms: null,
    confidentialInfo: 'Proveedores: café de Intag\nFinanzas: sin deudas',
  };

  it('shows the fields it has (RUC for Ecuador) and keeps the line breaks', () => {
    expect(confidentialRows(unlocked).map((r) => r.label)).toEqual([
      'Nombre comercial',
      'RUC',
      'Dirección exacta',
    ]);
    const html = renderToStaticMarkup(
      <MemoryRouter>
        <ConfidentialSection business={unlocked} parts={ndaParts} />
      </MemoryRouter>,
    );
    expect(html).toContain('Tueste Floresta Café');
    expect(html).toContain('1713456786001');
    expect(html).toContain('whitespace-pre-line');
    expect(html).toContain('Calle Guipúzcoa E14-62\nLa Floresta, Quito');
    expect(html).toContain('Otros datos');
    expect(html).toContain('Proveedores: café de Intag\nFinanzas: sin deudas');
    expect(html).toContain(`href="/sala-de-datos/${unlocked.id}"`);
    expect(html).toContain('Abrir la sala de datos');
  });

  it('shows an older listing’s single text as before, without an empty «Otros datos» heading', () => {
    const legacy = { ...unlocked, tradeName: undefined, taxId: undefined, exactAddress: undefined };
    const html = renderToStaticMarkup(
      <MemoryRouter>
        <ConfidentialSection business={legacy} parts={ndaParts} />
      </MemoryRouter>,
    );
    expect(html).toContain('Proveedores: café de Intag');
    expect(html).not.toContain('Otros datos');
    expect(html).not.toContain('<dl');
  });
});
