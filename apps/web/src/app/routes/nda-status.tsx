import { NdaStatusScreen } from '@/features/ndas/components/nda-status-screen';

/** /nda-status/:businessId: a public route; the NDA itself is its signer's (decision 065). */
export default function NdaStatusPage() {
  return <NdaStatusScreen />;
}
