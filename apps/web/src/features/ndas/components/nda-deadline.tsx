import { formatDateTime } from '@traspasa/shared/dates';
import { CalendarClockIcon } from 'lucide-react';
import { cn } from '@/lib/utils';
import { daysLeft, daysLeftLabel } from '../lib/dates';

/** "Plazo: 28 de noviembre de 2026 · quedan 7 días", amber in the last two days, red once passed. */
export function NdaDeadline({ deadline, className }: { deadline: string; className?: string }) {
  const days = daysLeft(deadline);
  return (
    <p
      className={cn(
        'flex items-start gap-2 rounded-lg border p-3 text-sm',
        days < 0
          ? 'border-red-200 bg-red-50 text-red-900'
          : days <= 2
            ? 'border-amber-300 bg-amber-50 text-amber-950'
            : 'border-border bg-muted text-foreground',
        className,
      )}
    >
      <CalendarClockIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <span>
        Plazo para completar la firma reforzada:{' '}
        <strong>
          <time dateTime={deadline}>{formatDateTime(deadline)}</time>
        </strong>{' '}
        · {daysLeftLabel(deadline)}
      </span>
    </p>
  );
}
