import type { EnhancedSignatureStatus, NdaStatus } from '@traspasa/shared/enums';
import { enhancedSignatureStatusLabels, ndaStatusLabels } from '@traspasa/shared/ndas';
import { CheckCircle2Icon, ClockIcon, XCircleIcon } from 'lucide-react';
import { Badge } from '@/components/ui/badge';

const variants = { pending: 'warning', signed: 'success', rejected: 'destructive' } as const;
const icons = { pending: ClockIcon, signed: CheckCircle2Icon, rejected: XCircleIcon } as const;

/** Pendiente (amber), Firmado (green), Rechazado (red): the NDA's state at a glance. */
export function NdaStatusBadge({ status, className }: { status: NdaStatus; className?: string }) {
  const Icon = icons[status];
  return (
    <Badge variant={variants[status]} className={className}>
      <Icon aria-hidden="true" />
      {ndaStatusLabels[status]}
    </Badge>
  );
}

export function EnhancedStatusBadge({ status }: { status: EnhancedSignatureStatus }) {
  const variant =
    status === 'pendiente' ? 'warning' : status === 'no_requerida' ? 'muted' : ('secondary' as const);
  return <Badge variant={variant}>{enhancedSignatureStatusLabels[status]}</Badge>;
}
