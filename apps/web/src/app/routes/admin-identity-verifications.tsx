import { AdminIdentityScreen } from '@/features/identity/components/admin-identity-screen';

export default function AdminIdentityVerificationsPage() {
  return <AdminIdentityScreen />;
}
