import { AdminUsersScreen } from '@/features/admin-users/components/admin-users-screen';

export default function AdminUsersPage() {
  return <AdminUsersScreen />;
}
