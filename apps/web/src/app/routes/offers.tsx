import { useParams, useRoutes } from 'react-router';
import { offerPaths } from '@/config/offer-paths';
import { RoadSummary } from '@/features/closing/components/road-summary';
import { CounterOfferScreen } from '@/features/offers/components/counter-offer-screen';
import { MakeOfferScreen } from '@/features/offers/components/make-offer-screen';
import { NegotiationScreen } from '@/features/offers/components/negotiation/negotiation-screen';
import { OffersScreen } from '@/features/offers/components/offers-screen';
import { positiveId } from '@/features/offers/lib/ids';
import NotFoundPage from './not-found';

/** A screen that needs a numeric :id or :businessId; anything else is the 404 page. */
function WithId({ param, screen }: { param: string; screen: (id: number) => React.ReactNode }) {
  const id = positiveId(useParams()[param]);
  return id === null ? <NotFoundPage /> : screen(id);
}

/**
 * /offers/* (decision 170): the caller's negotiations, the offer form for a listing, one
 * negotiation and its counter-offer form; one lazy page, so none of it weighs on the first load.
 */
export default function OffersArea() {
  return useRoutes([
    { index: true, element: <OffersScreen /> },
    {
      path: offerPaths.routes.new,
      element: <WithId param="businessId" screen={(id) => <MakeOfferScreen key={id} businessId={id} />} />,
    },
    {
      path: offerPaths.routes.negotiation,
      element: (
        <WithId
          param="id"
          screen={(id) => (
            <NegotiationScreen key={id} id={id} roadSummary={(n) => <RoadSummary negotiationId={n} />} />
          )}
        />
      ),
    },
    {
      path: offerPaths.routes.counter,
      element: <WithId param="id" screen={(id) => <CounterOfferScreen key={id} id={id} />} />,
    },
    { path: '*', element: <NotFoundPage /> },
  ]);
}
