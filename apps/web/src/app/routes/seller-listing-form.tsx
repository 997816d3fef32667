import { useLocation, useParams } from 'react-router';
import { ListingFormScreen } from '@/features/listing-form/components/listing-form';

/** /seller/create-listing(/:id), /seller/create-listing-fixed, /seller/edit-listing/:id, /seller/edit-business/:id */
export default function SellerListingFormPage() {
  const { id } = useParams();
  const { pathname } = useLocation();
  const editing = Boolean(id) && !pathname.startsWith('/seller/create-listing');
  return <ListingFormScreen id={id} mode={editing ? 'edit' : 'create'} />;
}
