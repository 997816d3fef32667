// The listing form as the routes show it: the form composed with the parts other features
// own (the photos and documents of business-media, the tier picker of payments) and the
// seller's own listings, where an unfinished draft is found.
import { DocumentManager } from '@/features/business-media/components/document-manager';
import { PhotoManager } from '@/features/business-media/components/photo-manager';
import {
  AdminNewListingScreen,
  EditListingScreen,
  type ListingFormMode,
  type ListingFormParts,
  NewListingScreen,
} from '@/features/listing-form/components/listing-form';
import { TierPicker } from '@/features/payments/components/tier-picker';
import { useSellerBusinesses } from '@/features/seller/api/seller-api';

const parts: ListingFormParts = { PhotoManager, DocumentManager, TierPicker };

function NewListing({ mode }: { mode: ListingFormMode }) {
  const drafts = useSellerBusinesses();
  return <NewListingScreen mode={mode} drafts={drafts} parts={parts} />;
}

/** A new listing without `id` (an admin first chooses the seller), the listing by `id` otherwise. */
export function ListingForm({ id, mode }: { id?: string; mode: ListingFormMode }) {
  if (!id && mode === 'admin-new') return <AdminNewListingScreen parts={parts} />;
  if (!id) return <NewListing mode={mode} />;
  return <EditListingScreen id={id} mode={mode} parts={parts} />;
}
