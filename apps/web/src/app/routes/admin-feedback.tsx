import { AdminFeedbackScreen } from '@/features/admin-feedback/components/admin-feedback-screen';

export default function AdminFeedbackPage() {
  return <AdminFeedbackScreen />;
}
