import { type ListingAccessState, listingAccessStateLabels } from '@traspasa/shared/listing-access';
import { Badge, type BadgeProps } from '@/components/ui/badge';

const variants: Record<ListingAccessState, BadgeProps['variant']> = {
  requested: 'warning',
  granted: 'success',
  declined: 'destructive',
  expired: 'muted',
  revoked: 'destructive',
};

/** «Solicitud enviada», «Acceso aprobado», … as words, never colour alone. */
export function AccessStateBadge({ state }: { state: ListingAccessState }) {
  return <Badge variant={variants[state]}>{listingAccessStateLabels[state]}</Badge>;
}
