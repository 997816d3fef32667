import { IdentityVerificationScreen } from '@/features/identity/components/identity-verification-screen';

export default function IdentityVerificationPage() {
  return <IdentityVerificationScreen />;
}
