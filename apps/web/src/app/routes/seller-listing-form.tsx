import { useLocation, useParams } from 'react-router';
import { ListingForm } from '@/app/screens/listing-form';

/** /seller/create-listing(/:id), /seller/create-listing-fixed, /seller/edit-listing/:id, /seller/edit-business/:id */
export default function SellerListingFormPage() {
  const { id } = useParams();
  const { pathname } = useLocation();
  const editing = Boolean(id) && !pathname.startsWith('/seller/create-listing');
  return <ListingForm id={id} mode={editing ? 'edit' : 'create'} />;
}
