import type { ListingDocument } from '@traspasa/shared/businesses';
import type { BusinessStatus, PackageTier } from '@traspasa/shared/enums';
import type { OwnBusiness } from '@traspasa/shared/listings';
import type { ComponentType } from 'react';

/**
 * What the listing form shows but other features own: the screen (app/) passes them in, so
 * the form imports no other feature. The photos and documents are business-media's, the tier
 * and its credits payments'.
 */
export type ListingFormParts = {
  /** Step 4: the photos, as many as the tier allows. */
  PhotoManager: ComponentType<{
    businessId: number;
    images: string[];
    tier: PackageTier;
    onImages: (images: string[]) => void;
  }>;
  /** Step 5: the private documents. */
  DocumentManager: ComponentType<{
    businessId: number;
    documents: ListingDocument[];
    onDocuments: (documents: ListingDocument[]) => void;
  }>;
  /** Step 6: how the listing is published (Básico, Premium, Destacado). */
  TierPicker: ComponentType<{
    tier: PackageTier;
    status: BusinessStatus;
    adminMode: boolean;
    saveTier: (tier: PackageTier) => Promise<OwnBusiness>;
    onSaved: (business: OwnBusiness) => void;
    onBeforeCheckout?: () => Promise<boolean>;
  }>;
};
