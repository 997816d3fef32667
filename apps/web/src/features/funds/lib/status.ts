import { type FundsStatus, fundsStatusLabels } from '@traspasa/shared/funds';

type Tone = 'warning' | 'secondary' | 'success' | 'destructive' | 'muted';

/** Each state's words and badge colour, the same on the buyer's screen and in the queue. */
export const fundsStatusTone: Record<FundsStatus, { label: string; tone: Tone }> = {
  pending: { label: fundsStatusLabels.pending, tone: 'warning' },
  in_review: { label: fundsStatusLabels.in_review, tone: 'secondary' },
  approved: { label: fundsStatusLabels.approved, tone: 'success' },
  rejected: { label: fundsStatusLabels.rejected, tone: 'destructive' },
  expired: { label: fundsStatusLabels.expired, tone: 'muted' },
};
