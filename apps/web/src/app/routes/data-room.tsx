import { useParams } from 'react-router';
import { DataRoomScreen } from '@/features/data-room/components/data-room-screen';
import NotFoundPage from './not-found';

/** /sala-de-datos/:businessId — a listing's data room (decisions 172, 174). */
export default function DataRoomPage() {
  const { businessId = '' } = useParams();
  const id = Number(businessId);
  if (!/^\d{1,10}$/.test(businessId) || !Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) {
    return <NotFoundPage />;
  }
  return <DataRoomScreen key={id} businessId={id} />;
}
