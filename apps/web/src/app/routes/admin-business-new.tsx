import { ListingFormScreen } from '@/features/listing-form/components/listing-form';

/** /business/new — an admin picks a seller, then creates the listing as that seller's draft. */
export default function AdminBusinessNewPage() {
  return <ListingFormScreen mode="admin-new" />;
}
