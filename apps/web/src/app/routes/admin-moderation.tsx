import { ModerationScreen } from '@/features/moderation/components/moderation-screen';

export default function AdminModerationPage() {
  return <ModerationScreen />;
}
