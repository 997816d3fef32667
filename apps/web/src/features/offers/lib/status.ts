import {
  type NegotiationStatus,
  type NegotiationSummary,
  negotiationStatusLabels,
  type OfferVersionStatus,
} from '@traspasa/shared/offers';
import type { BadgeProps } from '@/components/ui/badge';

type Variant = NonNullable<BadgeProps['variant']>;

export const negotiationStatusVariant: Record<NegotiationStatus, Variant> = {
  open: 'warning',
  accepted: 'accent',
  signed: 'success',
  closed: 'default',
  released: 'muted',
  rejected: 'destructive',
  withdrawn: 'muted',
  lapsed: 'muted',
};

export const versionStatusVariant: Record<OfferVersionStatus, Variant> = {
  open: 'warning',
  countered: 'secondary',
  accepted: 'success',
  rejected: 'destructive',
  withdrawn: 'muted',
  lapsed: 'muted',
};

/** The filters of /offers (?estado=), in the order a person follows a negotiation. */
export const offerFilters = [
  { key: 'todas', label: 'Todas' },
  { key: 'abiertas', label: 'Abiertas' },
  { key: 'contraofertas', label: 'Contraofertas' },
  { key: 'aceptadas', label: 'Aceptadas' },
  { key: 'vencidas', label: 'Vencidas' },
  { key: 'cerradas', label: 'Terminadas' },
] as const;
export type OfferFilter = (typeof offerFilters)[number]['key'];

export function parseOfferFilter(value: string | null): OfferFilter {
  return offerFilters.find((f) => f.key === value)?.key ?? 'todas';
}

/**
 * Which filter a negotiation falls in: an open one with a single version is an offer waiting
 * for its first answer; with more, a counter-offer. Accepted covers the whole way from the
 * acceptance to the closing; «Terminadas» what ended without one.
 */
export function filterOf(
  n: Pick<NegotiationSummary, 'status' | 'versionCount'>,
): Exclude<OfferFilter, 'todas'> {
  switch (n.status) {
    case 'open':
      return n.versionCount > 1 ? 'contraofertas' : 'abiertas';
    case 'accepted':
    case 'signed':
    case 'closed':
      return 'aceptadas';
    case 'lapsed':
      return 'vencidas';
    default:
      return 'cerradas';
  }
}

export const statusLabel = (status: NegotiationStatus) => negotiationStatusLabels[status];
