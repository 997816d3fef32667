// The demo's accounts for bank transfers and deposits (decision 094). Made-up numbers at real
// Ecuadorian banks; the RUC is the demo issuer's. A real deployment adds its own from the admin.
import type { bankAccounts } from '../schema/transfers.ts';

export const seedBankAccounts: Array<typeof bankAccounts.$inferInsert> = [
  {
    bank: 'Banco Pichincha',
    accountType: 'corriente',
    number: '2100123456',
    holder: 'Traspasa S.A.S.',
    ruc: '1793204567001',
  },
  {
    bank: 'Banco Guayaquil',
    accountType: 'ahorros',
    number: '0012345678',
    holder: 'Traspasa S.A.S.',
    ruc: '1793204567001',
  },
];
