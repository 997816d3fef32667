import { AuditRowAccess } from '@/features/listing-access/components/audit-row-access';
import {
  type AuditFiltersProps,
  NdaAuditScreen,
  SellerAuditFilters,
} from '@/features/ndas/components/nda-audit-screen';
import { useSellerBusinesses } from '@/features/seller/api/seller-api';

/** The filter's choices are the seller's own listings (GET /api/seller/businesses). */
function SellerFilters(props: AuditFiltersProps) {
  return <SellerAuditFilters {...props} listings={useSellerBusinesses()} />;
}

/** /nda-audit: who signed the agreement of a seller's listings (every agreement, for an admin). */
export default function NdaAuditPage() {
  return <NdaAuditScreen SellerFilters={SellerFilters} RowAccess={AuditRowAccess} />;
}
