import { useParams } from 'react-router';
import { MakeOfferScreen } from '@/features/offers/components/make-offer-screen';
import { positiveId } from '@/features/offers/lib/ids';
import NotFoundPage from './not-found';

/** /offers/new/:businessId — the stepped offer form with the letter's live preview (decision 170). */
export default function OfferNewPage() {
  const id = positiveId(useParams().businessId);
  return id === null ? <NotFoundPage /> : <MakeOfferScreen key={id} businessId={id} />;
}
