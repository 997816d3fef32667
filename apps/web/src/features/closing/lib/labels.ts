import type { ClosingItemStatus, ClosingSide, MilestoneStatus } from '@traspasa/shared/closing';
import { closingItemStatusLabels, milestoneStatusLabels } from '@traspasa/shared/closing';
import type { BadgeProps } from '@/components/ui/badge';

type Tone = NonNullable<BadgeProps['variant']>;

export const itemStatusTone: Record<ClosingItemStatus, { label: string; tone: Tone }> = {
  pendiente: { label: closingItemStatusLabels.pendiente, tone: 'muted' },
  en_curso: { label: closingItemStatusLabels.en_curso, tone: 'warning' },
  hecho: { label: closingItemStatusLabels.hecho, tone: 'success' },
  no_aplica: { label: closingItemStatusLabels.no_aplica, tone: 'outline' },
};

export const milestoneStatusTone: Record<MilestoneStatus, { label: string; tone: Tone }> = {
  pendiente: { label: milestoneStatusLabels.pendiente, tone: 'muted' },
  comprobante_subido: { label: milestoneStatusLabels.comprobante_subido, tone: 'warning' },
  confirmado: { label: milestoneStatusLabels.confirmado, tone: 'success' },
  en_disputa: { label: milestoneStatusLabels.en_disputa, tone: 'destructive' },
};

/** «el comprador», «el vendedor», «tú» when it is the reader. */
export function sideName(side: ClosingSide | null, viewer: ClosingSide | 'admin'): string {
  if (side === null) return 'una cuenta eliminada';
  if (side === viewer) return 'ti';
  return side === 'buyer' ? 'el comprador' : 'el vendedor';
}

/** Cents as a string → «$50.000», exact for any size (no float). */
export function centsText(cents: string): string {
  const negative = cents.startsWith('-');
  const digits = (negative ? cents.slice(1) : cents).padStart(3, '0');
  const whole = digits.slice(0, -2).replace(/^0+(?=\d)/, '');
  const fraction = digits.slice(-2);
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${negative ? '-' : ''}$${grouped}${fraction === '00' ? '' : `,${fraction}`}`;
}
