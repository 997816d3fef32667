import { OffersScreen } from '@/features/offers/components/offers-screen';

/** /offers — the caller's negotiations, as buyer and as seller (decision 170). */
export default function OffersPage() {
  return <OffersScreen />;
}
