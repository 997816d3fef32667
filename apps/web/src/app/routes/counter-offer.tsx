import { useParams } from 'react-router';
import { CounterOfferScreen } from '@/features/offers/components/counter-offer-screen';
import { positiveId } from '@/features/offers/lib/ids';
import NotFoundPage from './not-found';

/** /offers/:id/counter — a counter-offer, prefilled with the open version (decision 170). */
export default function CounterOfferPage() {
  const id = positiveId(useParams().id);
  return id === null ? <NotFoundPage /> : <CounterOfferScreen key={id} id={id} />;
}
