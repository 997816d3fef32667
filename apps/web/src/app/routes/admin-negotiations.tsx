import { useParams, useRoutes } from 'react-router';
import { offerPaths } from '@/config/offer-paths';
import { AdminNegotiationScreen } from '@/features/offers/admin/components/admin-negotiation-screen';
import { AdminNegotiationsScreen } from '@/features/offers/admin/components/admin-negotiations-screen';
import { positiveId } from '@/features/offers/lib/ids';
import NotFoundPage from './not-found';

function AdminNegotiation() {
  const id = positiveId(useParams().id);
  return id === null ? <NotFoundPage /> : <AdminNegotiationScreen key={id} id={id} />;
}

/** /admin/negotiations/* — negotiations per listing and one with its evidence, read-only (decision 170). */
export default function AdminNegotiationsArea() {
  return useRoutes([
    { index: true, element: <AdminNegotiationsScreen /> },
    { path: offerPaths.adminRoutes.negotiation, element: <AdminNegotiation /> },
    { path: '*', element: <NotFoundPage /> },
  ]);
}
