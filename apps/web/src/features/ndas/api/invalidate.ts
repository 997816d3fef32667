import type { QueryClient } from '@tanstack/react-query';
import type { Nda } from '@traspasa/shared/ndas';
import { ndaKeys } from './keys';

/**
 * After any NDA change: the caller's NDA for that listing is known at once; the lists,
 * the audit table, the access request and the listing details (whose `access` and
 * confidential part depend on the NDA) are re-read. Listing details are reset rather than marked stale so the
 * listing never flashes its old locked state. Not awaited: screens navigate right away.
 */
export function afterNdaChange(queryClient: QueryClient, nda?: Nda): void {
  if (nda) {
    queryClient.setQueryData(ndaKeys.forBusiness(nda.businessId), nda);
    if (nda.business.slug) queryClient.setQueryData(ndaKeys.forBusiness(nda.business.slug), nda);
  }
  void queryClient.resetQueries({ queryKey: ['/api/businesses', 'detail'] });
  void queryClient.invalidateQueries({ queryKey: ndaKeys.all });
  void queryClient.invalidateQueries({ queryKey: ndaKeys.audit });
  // Signing an approval listing's agreement sends the access request (decision 062).
  void queryClient.invalidateQueries({ queryKey: ['/api/listing-access'] });
}
