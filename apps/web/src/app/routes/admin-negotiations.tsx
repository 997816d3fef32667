import { AdminNegotiationsScreen } from '@/features/offers/admin/components/admin-negotiations-screen';

/** /admin/negotiations — negotiations per listing, read-only (decision 170). */
export default function AdminNegotiationsPage() {
  return <AdminNegotiationsScreen />;
}
