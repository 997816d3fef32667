import { formatDate, formatShortDateTime } from '@traspasa/shared/dates';
import type { FeedbackStatus } from '@traspasa/shared/enums';
import type { BadgeProps } from '@/components/ui/badge';

/** The badge tone of each status, the same for the person and for admins. */
export const feedbackStatusTone: Record<FeedbackStatus, NonNullable<BadgeProps['variant']>> = {
  pending: 'warning',
  responded: 'success',
  resolved: 'secondary',
  dismissed: 'muted',
};

export function formatFeedbackDateTime(iso: string): string {
  return formatShortDateTime(iso);
}

export function formatFeedbackDate(iso: string): string {
  return formatDate(iso);
}
