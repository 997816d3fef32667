import { NdaSignatureScreen } from '@/features/ndas/components/nda-signature-screen';
import { UNLOCKED_STATE } from '@/lib/listings/unlocked';

/** The route is public: anonymous visitors read the agreement and sign in from it (decision 065). */
export default function NdaSignaturePage() {
  return <NdaSignatureScreen unlockedState={UNLOCKED_STATE} />;
}
