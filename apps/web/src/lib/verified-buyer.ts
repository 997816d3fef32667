// A listing may accept only buyers with a verified identity for its NDA (decision 100). The
// server enforces it with a 403; the screens use this to send the buyer to verify first.

export type VerifiedBuyerGate =
  /** The listing accepts any buyer. */
  | 'open'
  /** Verified buyers only, and nobody is signed in: signing asks to sign in first. */
  | 'anonymous'
  /** Verified buyers only, and the viewer is verified: they may sign. */
  | 'verified'
  /** Verified buyers only, and the viewer is not verified: verify first. */
  | 'verify';

export function verifiedBuyerGate(
  requireVerifiedBuyer: boolean | null | undefined,
  viewer: { verified: boolean } | null | undefined,
): VerifiedBuyerGate {
  if (requireVerifiedBuyer !== true) return 'open';
  if (!viewer) return 'anonymous';
  return viewer.verified ? 'verified' : 'verify';
}
