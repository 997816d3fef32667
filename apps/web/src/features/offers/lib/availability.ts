import type { BusinessDetail } from '@/lib/listings/types';

/**
 * Whether the viewer of a listing may make an offer on it, and if not, why (decision 170:
 * only a buyer the access predicate lets in — agreement signed and, where the seller approves
 * each buyer, access granted). The server decides; this only picks what the page says.
 */
export type OfferAvailability =
  | { kind: 'offer' }
  /** The listing's seller: offers arrive in /offers. */
  | { kind: 'owner' }
  | { kind: 'unavailable'; reason: string }
  /** Nothing to say: an admin's preview, a sold listing. */
  | null;

export function offerAvailability(
  business: Pick<BusinessDetail, 'status' | 'access' | 'sellerId' | 'accessMode'>,
  viewerId: number | null | undefined,
): OfferAvailability {
  if (business.status === 'sold') return null;
  const access = business.access ?? {};
  if (viewerId && business.sellerId === viewerId) return { kind: 'owner' };
  // An admin sees everything without an agreement: it is not a buyer of the listing.
  if (access.canViewConfidential && !access.ndaStatus) return null;
  if (access.canViewConfidential && access.ndaStatus === 'signed') return { kind: 'offer' };
  if (business.status === 'reserved') {
    return {
      kind: 'unavailable',
      reason:
        'Este negocio está reservado para otro comprador mientras negocian la compra: por ahora no recibe ofertas.',
    };
  }
  if (!viewerId) {
    return {
      kind: 'unavailable',
      reason: 'Para hacer una oferta, inicia sesión y firma el acuerdo de confidencialidad de este negocio.',
    };
  }
  if (access.ndaStatus === 'pending') {
    return {
      kind: 'unavailable',
      reason: 'Podrás hacer una oferta cuando tu acuerdo de confidencialidad esté firmado.',
    };
  }
  if (access.ndaStatus === 'signed') {
    return {
      kind: 'unavailable',
      reason:
        access.accessState === 'requested'
          ? 'Podrás hacer una oferta cuando el vendedor apruebe tu solicitud de acceso.'
          : 'El vendedor no te dio acceso a este negocio: no puedes hacerle una oferta.',
    };
  }
  if (access.ndaStatus === 'rejected') {
    return {
      kind: 'unavailable',
      reason: 'Tu acuerdo de confidencialidad fue rechazado: no puedes hacer una oferta por este negocio.',
    };
  }
  return {
    kind: 'unavailable',
    reason:
      business.accessMode === 'approval'
        ? 'Para hacer una oferta, firma el acuerdo de confidencialidad y espera a que el vendedor apruebe tu acceso.'
        : 'Para hacer una oferta, primero firma el acuerdo de confidencialidad de este negocio.',
  };
}
