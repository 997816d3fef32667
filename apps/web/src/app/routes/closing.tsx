import { useParams } from 'react-router';
import { ClosingScreen } from '@/features/closing/components/closing-screen';
import NotFoundPage from './not-found';

export default function ClosingPage() {
  const id = Number(useParams().id);
  if (!Number.isInteger(id) || id < 1) return <NotFoundPage />;
  return <ClosingScreen key={id} negotiationId={id} />;
}
