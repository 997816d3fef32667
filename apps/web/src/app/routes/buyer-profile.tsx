import { BuyerProfileScreen } from '@/features/buyer-profiles/components/buyer-profile-screen';

export default function BuyerProfilePage() {
  return <BuyerProfileScreen />;
}
