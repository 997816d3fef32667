import { InvoicesAdmin } from '@/features/invoices/admin/components/invoices-admin';

export default function AdminInvoicesPage() {
  return <InvoicesAdmin />;
}
