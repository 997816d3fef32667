import { BankAccountsScreen } from '@/features/payments/admin/transfers/bank-accounts-screen';

export default function Page() {
  return <BankAccountsScreen />;
}
