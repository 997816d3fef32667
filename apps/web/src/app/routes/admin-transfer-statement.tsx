import { StatementScreen } from '@/features/payments/admin/transfers/statement-screen';

export default function Page() {
  return <StatementScreen />;
}
