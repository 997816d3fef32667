import { useParams } from 'react-router';
import { ListingFormScreen } from '@/features/listing-form/components/listing-form';

/** /business/edit/:id — any signed-in user reaches it; the server decides who may edit (decision 020). */
export default function BusinessEditPage() {
  const { id = '' } = useParams();
  return <ListingFormScreen id={id} mode="edit" />;
}
