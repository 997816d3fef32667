import { type PaidTier, paidTierLabels } from '@traspasa/shared/payments';
import { SparklesIcon, StarIcon } from 'lucide-react';
import { Badge } from '@/components/ui/badge';

/** Premium (teal) or Destacado (amber): the tier a package's credits publish at. */
export function TierBadge({ tier, className }: { tier: PaidTier; className?: string }) {
  const Icon = tier === 'featured' ? StarIcon : SparklesIcon;
  return (
    <Badge variant={tier === 'featured' ? 'accent' : 'secondary'} className={className}>
      <Icon aria-hidden="true" />
      {paidTierLabels[tier]}
    </Badge>
  );
}
