// What /admin/invoices shows of a document's state (decision 093).
import { invoiceStateLabels, invoiceStateTone } from '@traspasa/shared/electronic-documents';
import { type InvoiceState, invoiceStates } from '@traspasa/shared/invoices';
import type { FilterOption } from '@/components/data-list/filters';
import type { BadgeProps } from '@/components/ui/badge';

type Tone = NonNullable<BadgeProps['variant']>;

const TONES: Record<(typeof invoiceStateTone)[InvoiceState], Tone> = {
  success: 'success',
  pending: 'warning',
  error: 'destructive',
  neutral: 'muted',
};

export const stateBadge = (state: InvoiceState): { label: string; tone: Tone } => ({
  label: invoiceStateLabels[state],
  tone: TONES[invoiceStateTone[state]],
});

/** The filter chips: every state, «Todos» first. */
export const stateFilters: FilterOption<InvoiceState | null>[] = [
  { value: null, label: 'Todos' },
  ...invoiceStates.map((s) => ({ value: s, label: invoiceStateLabels[s] })),
];
