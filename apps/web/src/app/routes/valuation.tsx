import { ValuationScreen } from '@/features/valuation/components/valuation-screen';

export default function ValuationPage() {
  return <ValuationScreen />;
}
