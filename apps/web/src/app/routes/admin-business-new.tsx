import { ListingFormScreen } from '@/features/listing-form/components/listing-form';

/** /business/new — an admin creates a listing (as their own draft until the API can pick a seller). */
export default function AdminBusinessNewPage() {
  return <ListingFormScreen mode="admin-new" />;
}
