import { AdminFeedbackScreen } from '@/features/feedback/admin/components/admin-feedback-screen';

export default function AdminFeedbackPage() {
  return <AdminFeedbackScreen />;
}
