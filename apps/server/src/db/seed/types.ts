import type { BusinessCategory, BusinessStatus, PackageTier } from '@traspasa/shared/enums';

/** Keys of the seller accounts in `users.ts`. */
export type SellerKey = 'vendedor' | 'maria' | 'diego' | 'gabriela' | 'valentina' | 'rodrigo' | 'ximena';

/** The NDA-protected part of a listing, written out as text by `renderConfidentialInfo`. */
export interface SeedConfidential {
  tradeName: string;
  legalName: string;
  /** Tax id with its local name, e.g. "RUC 1792845613001" or "NIT 901.234.567-8". */
  taxId: string;
  address: string;
  lease: string;
  suppliers: string;
  financials: string;
  notes?: string;
}

export interface SeedListing {
  /** Stable key: the slug suffix is derived from it. */
  key: string;
  seller: SellerKey;
  title: string;
  category: BusinessCategory;
  /** Country name in Spanish. */
  country: string;
  /** City; may use the `other:` prefix or be empty (shown as the city, the prefix dropped). */
  location: string;
  askingPrice: number;
  annualRevenue: number;
  annualProfit: number | null;
  yearsOperation: number;
  employeeCount: number;
  sellingReason: string;
  /** Paragraphs, joined with a blank line. */
  description: readonly string[];
  confidential: SeedConfidential;
  packageTier: PackageTier;
  featured?: boolean;
  requiresEnhancedSignature?: boolean;
  status: BusinessStatus;
  /** Shown to the seller when status is `rejected`. */
  rejectionReason?: string;
  /** Age of the listing when seeded, in days. */
  daysAgo: number;
  /** How many illustrations (1–3) of its category it shows. */
  images: 1 | 2 | 3;
}

export interface SeedResource {
  title: string;
  description: string;
  /** 'guia' | 'articulo' | 'plantilla' | 'herramienta' */
  type: string;
  /** A listing illustration reused as the card image. */
  image: readonly [BusinessCategory, number];
  content?: string;
  externalUrl?: string;
  source?: string;
}
