import { BadgeCheckIcon } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/utils';

/** What the badge means, for the tooltip (decision 100: set only by an approved verification). */
export const IDENTITY_BADGE_MEANING =
  'Un administrador de Traspasa comprobó su documento de identidad y una selfie con él.';

/**
 * "Identidad verificada": shown only when the server says so (`verified` comes straight
 * from an API field), always as words beside the icon so it never relies on colour.
 * `pill` stands on its own (headers, cards); `inline` sits inside a line of text.
 */
export function IdentityBadge({
  verified,
  label = 'Identidad verificada',
  variant = 'pill',
  className,
}: {
  verified: boolean | null | undefined;
  label?: string;
  variant?: 'pill' | 'inline';
  className?: string;
}) {
  if (verified !== true) return null;
  if (variant === 'inline') {
    return (
      <span
        className={cn('inline-flex items-center gap-1 font-medium text-green-800', className)}
        title={IDENTITY_BADGE_MEANING}
      >
        <BadgeCheckIcon className="size-[1.1em] shrink-0" aria-hidden="true" />
        {label}
      </span>
    );
  }
  return (
    <Badge variant="success" className={className} title={IDENTITY_BADGE_MEANING}>
      <BadgeCheckIcon aria-hidden="true" />
      {label}
    </Badge>
  );
}
