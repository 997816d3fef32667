import { useIdentityState } from '@/hooks/use-identity-state';
import { verifiedBuyerGate } from '@/lib/verified-buyer';

/**
 * Where a listing's viewer stands with its "verified buyers only" setting. The server is
 * asked (`/me`) only when the listing has the setting and the session says "not verified".
 */
export function useVerifiedBuyerGate(requireVerifiedBuyer: boolean | null | undefined) {
  const identity = useIdentityState({ enabled: requireVerifiedBuyer === true, onlyWhenUnverified: true });
  const gate = verifiedBuyerGate(
    requireVerifiedBuyer,
    identity.user ? { verified: identity.state.kind === 'verified' } : null,
  );
  return { gate, identity };
}
