import { useParams } from 'react-router';
import { ListingForm } from '@/app/screens/listing-form';

/** /business/edit/:id — any signed-in user reaches it; the server decides who may edit (decision 020). */
export default function BusinessEditPage() {
  const { id = '' } = useParams();
  return <ListingForm id={id} mode="edit" />;
}
