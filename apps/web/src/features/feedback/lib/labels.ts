import type { FeedbackStatus } from '@traspasa/shared/enums';
import type { BadgeProps } from '@/components/ui/badge';

/** The badge tone of each status, the same for the person and for admins. */
export const feedbackStatusTone: Record<FeedbackStatus, NonNullable<BadgeProps['variant']>> = {
  pending: 'warning',
  responded: 'success',
  resolved: 'secondary',
  dismissed: 'muted',
};

const dateTime = new Intl.DateTimeFormat('es-EC', { dateStyle: 'medium', timeStyle: 'short' });
const date = new Intl.DateTimeFormat('es-EC', { dateStyle: 'long' });

export function formatFeedbackDateTime(iso: string): string {
  return dateTime.format(new Date(iso));
}

export function formatFeedbackDate(iso: string): string {
  return date.format(new Date(iso));
}
