import type { businesses } from '../../db/schema/businesses.ts';

export type BusinessRow = typeof businesses.$inferSelect;
/** The confidential columns: never read by the public lists. */
export type ConfidentialColumn = 'confidentialInfo' | 'tradeName' | 'taxId' | 'exactAddress' | 'leaseTerms';
export type PublicBusinessRow = Omit<BusinessRow, ConfidentialColumn | 'documents' | 'searchVector'> & {
  sellerVerified: boolean;
};
