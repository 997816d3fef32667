import type { OwnBusiness } from '@traspasa/shared/listings';
import { lazy, Suspense } from 'react';
import { useParams } from 'react-router';
import { type ListingPageParts, ListingScreen } from '@/features/businesses/components/listing-screen';
import { SaveListingButton } from '@/features/favorites/components/save-listing-button';
import { AccessRequirements } from '@/features/listing-access/components/access-requirements';
import { BuyerAccessNotice } from '@/features/listing-access/components/buyer-access-notice';
import { ContactSellerButton } from '@/features/messages/components/contact-seller-button';
import { listingDateLabel } from '@/features/moderation/lib/listing-date-label';
import { EnhancedSignatureNote } from '@/features/ndas/components/enhanced-signature-note';
import { ListingNdaNotice, SignedNdaLine } from '@/features/ndas/components/listing-nda-notice';
import { SignNdaAction } from '@/features/ndas/components/verified-buyer-notice';
import { ListingOfferBox } from '@/features/offers/components/listing-offer-box';
import type { BusinessDetail } from '@/lib/listings/types';

// Only a listing buyers cannot see (a seller's or admin's preview) shows these bars: their code
// (moderation, renewal, the listing form's API and zod) is not part of a public listing's load
// (decision 146).
const ListingReviewBar = lazy(() =>
  import('@/features/moderation/components/listing-review-bar').then((m) => ({
    default: m.ListingReviewBar,
  })),
);
const ExpiredListingBar = lazy(() =>
  import('@/features/seller/components/renew-listing').then((m) => ({ default: m.ExpiredListingBar })),
);

function PreviewBars({ business }: { business: BusinessDetail }) {
  return (
    <Suspense fallback={null}>
      <ListingReviewBar business={business} />
      {business.status === 'expired' ? <ExpiredListingBar business={business as OwnBusiness} /> : null}
    </Suspense>
  );
}

const parts: ListingPageParts = {
  PreviewBars,
  ContactSeller: ContactSellerButton,
  SaveListing: SaveListingButton,
  MakeOffer: ListingOfferBox,
  SignNda: SignNdaAction,
  NdaNotice: ListingNdaNotice,
  SignedNdaLine,
  EnhancedSignatureNote,
  AccessRequirements,
  AccessNotice: BuyerAccessNotice,
  dateLabel: listingDateLabel,
};

/** /business/:id — the listing page. */
export default function BusinessDetailPage() {
  const { id = '' } = useParams();
  return <ListingScreen id={id} parts={parts} />;
}
