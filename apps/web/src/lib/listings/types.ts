import type { ListingDocument, ListingSeller } from '@traspasa/shared/businesses';
import type { BusinessCategory } from '@traspasa/shared/enums';

/** A public listing as GET /api/businesses returns it. */
export type BusinessSummary = {
  id: number;
  slug?: string | null;
  title: string;
  category: BusinessCategory | string | null;
  country?: string | null;
  location?: string | null;
  /** Numeric strings (Postgres numeric) or numbers; null when not given. */
  askingPrice?: number | string | null;
  annualRevenue?: number | string | null;
  annualProfit?: number | string | null;
  images?: string[] | null;
  featured?: boolean | null;
  status?: string | null;
  packageTier?: string | null;
  createdAt?: string | null;
  /** Approval, renewal, a public edit or the sale: "Actualizado hace N días" (decision 151). */
  refreshedAt?: string | null;
  sellerVerified?: boolean | null;
};

export type BusinessAccess = {
  ndaStatus?: string | null;
  canViewConfidential?: boolean;
  canMessage?: boolean;
  /** The viewer's access request on an approval listing (decision 062); null without one. */
  accessState?: 'requested' | 'granted' | 'declined' | 'expired' | 'revoked' | null;
  /** Reserved for another buyer (decision 171): this buyer's access is paused until it ends. */
  accessPaused?: boolean;
};

/** GET /api/businesses/:idOrSlug. */
export type BusinessDetail = BusinessSummary & {
  description?: string | null;
  sellingReason?: string | null;
  yearsOperation?: number | string | null;
  employeeCount?: number | string | null;
  confidentialInfo?: string | null;
  /** Present only for whoever may see the confidential part. */
  documents?: ListingDocument[] | null;
  sellerId?: number | null;
  /** The seller asks buyers for an enhanced signature after the clickwrap (decision 060). */
  requiresEnhancedSignature?: boolean | null;
  /** Only buyers with a verified identity may sign the NDA (decision 100); the server enforces it. */
  requireVerifiedBuyer?: boolean | null;
  /** Signing opens the confidential part, or the seller approves each buyer (decision 062). */
  accessMode?: 'immediate' | 'approval' | null;
  /** Only buyers with funds verified at or above the asking price's band (decision 062). */
  requireVerifiedFunds?: boolean | null;
  /** While reserved, new NDAs and offers are taken as back-up offers (decision 171). */
  acceptBackupOffers?: boolean | null;
  access?: BusinessAccess | null;
  /** The seller card: name, verified identity, member since, usual reply time. */
  seller?: ListingSeller | null;
};

export type BusinessesPage = {
  items: BusinessSummary[];
  nextCursor: string | null;
  total: number;
  /** The API counts up to 1,000 matches: true when more match than `total`. */
  totalIsLowerBound?: boolean;
  /** When the words as typed matched nothing: the corrected words the results match. */
  correctedQuery?: string | null;
  /** Set by the start-up prefetch when the list could not be loaded (an empty list). */
  unavailable?: boolean;
};
