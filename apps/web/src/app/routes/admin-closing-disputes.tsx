import { ClosingDisputesScreen } from '@/features/closing/admin/closing-disputes-screen';

export default function AdminClosingDisputesPage() {
  return <ClosingDisputesScreen />;
}
