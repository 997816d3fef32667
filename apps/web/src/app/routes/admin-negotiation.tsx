import { useParams } from 'react-router';
import { AdminNegotiationScreen } from '@/features/offers/admin/components/admin-negotiation-screen';
import { positiveId } from '@/features/offers/lib/ids';
import NotFoundPage from './not-found';

/** /admin/negotiations/:id — one negotiation with its evidence and «Verificar cadena» (decision 170). */
export default function AdminNegotiationPage() {
  const id = positiveId(useParams().id);
  return id === null ? <NotFoundPage /> : <AdminNegotiationScreen key={id} id={id} />;
}
