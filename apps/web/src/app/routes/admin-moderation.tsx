import { useAdminQueues } from '@/features/admin-queues/api/admin-queues';
import { ModerationScreen } from '@/features/moderation/components/moderation-screen';

export default function AdminModerationPage() {
  const { data: counts } = useAdminQueues();
  return <ModerationScreen counts={counts} />;
}
