import { ClosingTemplatesScreen } from '@/features/closing/admin/closing-templates-screen';

export default function AdminClosingTemplatesPage() {
  return <ClosingTemplatesScreen />;
}
