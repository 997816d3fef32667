import { ValuationLeads } from '@/features/valuation/components/valuation-leads';

export default function AdminValuationLeadsPage() {
  return <ValuationLeads />;
}
