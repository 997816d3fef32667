import { ListingForm } from '@/app/screens/listing-form';

/** /business/new — an admin picks a seller, then creates the listing as that seller's draft. */
export default function AdminBusinessNewPage() {
  return <ListingForm mode="admin-new" />;
}
