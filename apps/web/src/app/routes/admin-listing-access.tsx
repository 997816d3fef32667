import { AccessHistoryScreen } from '@/features/listing-access/admin/components/access-history-screen';

/** /admin/listing-access/:businessId — the access history of a listing (decision 062). */
export default function AdminListingAccessPage() {
  return <AccessHistoryScreen />;
}
