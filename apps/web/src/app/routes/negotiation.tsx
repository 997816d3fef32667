import { useParams } from 'react-router';
import { NegotiationScreen } from '@/features/offers/components/negotiation/negotiation-screen';
import { positiveId } from '@/features/offers/lib/ids';
import NotFoundPage from './not-found';

/** /offers/:id — one negotiation: versions, changes, actions, signing, PDFs (decision 170). */
export default function NegotiationPage() {
  const id = positiveId(useParams().id);
  return id === null ? <NotFoundPage /> : <NegotiationScreen key={id} id={id} />;
}
