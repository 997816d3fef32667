import { ProofOfFundsScreen } from '@/features/funds/components/proof-of-funds-screen';

export default function BuyerProofOfFundsPage() {
  return <ProofOfFundsScreen />;
}
