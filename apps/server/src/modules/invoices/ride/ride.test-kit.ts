// A RIDE's input for tests: a paid package, its factura signed and authorised.
import type { RideInput } from './ride.pdf.ts';

export const SAMPLE_ACCESS_KEY = '0212202601179171234500110010010000001231234567813';

export function rideInput(overrides: Partial<RideInput> = {}): RideInput {
  return {
    docType: '01',
    issuer: {
      legalName: 'TRASPASA MERCADO DE NEGOCIOS S.A.S.',
      tradeName: 'Traspasa',
      ruc: '1791712345001',
      address: 'Av. República de El Salvador N34-183 y Suiza, Quito',
      accountingRequired: true,
    },
    establishment: '001',
    emissionPoint: '001',
    sequential: 123,
    accessKey: SAMPLE_ACCESS_KEY,
    environment: '1',
    issueDate: '2026-12-02',
    state: 'autorizada',
    authorizationNumber: SAMPLE_ACCESS_KEY,
    authorizedAt: new Date('2026-12-02T15:15:30Z'),
    buyer: {
      idType: '05',
      idNumber: '1710034065',
      legalName: 'Ana Lucía Peñafiel',
      address: 'Calle Larga 7-45, Cuenca',
      email: 'ana@example.com',
    },
    lines: [
      {
        code: 'prod_local_paquete_premium_3',
        description: 'Paquete de 3 créditos Premium',
        quantity: 1,
        unitPriceCents: 4348,
        discountCents: 0,
        baseCents: 4348,
      },
    ],
    subtotalCents: 4348,
    discountCents: 0,
    ivaCents: 652,
    totalCents: 5000,
    ivaPercent: 15,
    paymentMethod: '10',
    modifies: null,
    supportEmail: 'ayuda@traspasa.test',
    ...overrides,
  };
}
