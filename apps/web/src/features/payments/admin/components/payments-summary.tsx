import type { PaymentsSummary as Summary } from '@traspasa/shared/payments';
import type { LucideIcon } from 'lucide-react';
import { AlertOctagonIcon, BanknoteIcon, ClockIcon, PlugIcon, RepeatIcon } from 'lucide-react';
import { Skeleton } from '@/components/ui/skeleton';
import { usePaymentsSummary } from '@/features/payments/admin/api/admin-payments';
import { formatCents } from '@/features/payments/admin/lib/labels';
import { cn } from '@/lib/utils';

const count = new Intl.NumberFormat('es-EC');

type Card = {
  key: string;
  label: string;
  icon: LucideIcon;
  value: (s: Summary) => string;
  /** Needs the admin's attention when above zero. */
  alert?: (s: Summary) => boolean;
  className?: string;
};

const cards: Card[] = [
  {
    key: 'revenue',
    label: 'Ingresos de 30 días',
    icon: BanknoteIcon,
    value: (s) => formatCents(s.revenue30dCents),
  },
  {
    key: 'subscriptions',
    label: 'Suscripciones activas',
    icon: RepeatIcon,
    value: (s) => count.format(s.activeSubscriptions),
  },
  {
    key: 'pending',
    label: 'Eventos pendientes',
    icon: ClockIcon,
    value: (s) => count.format(s.pendingEvents),
  },
  {
    key: 'failed',
    label: 'Eventos fallidos sin resolver',
    icon: AlertOctagonIcon,
    value: (s) => count.format(s.unresolvedFailedEvents),
    alert: (s) => s.unresolvedFailedEvents > 0,
  },
  {
    key: 'provider',
    label: 'Proveedor de pagos',
    icon: PlugIcon,
    value: (s) =>
      s.provider === 'stripe'
        ? 'Stripe'
        : s.provider === 'kushki'
          ? 'Kushki (tarjetas en Ecuador)'
          : 'Sandbox (pagos de prueba)',
    className: 'col-span-2 lg:col-span-1',
  },
];

/** The first row of /admin/stripe: what came in, what is live and what needs a look. */
export function PaymentsSummary() {
  const summary = usePaymentsSummary();
  if (summary.isError) {
    return (
      <p role="alert" className="rounded-lg bg-muted p-3 text-sm text-muted-foreground">
        No pudimos cargar el resumen de pagos. Las listas de abajo siguen disponibles.
      </p>
    );
  }
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-5">
      {cards.map(({ key, label, icon: Icon, value, alert, className }) => {
        const warn = summary.data && alert?.(summary.data);
        return (
          <div
            key={key}
            className={cn(
              'flex flex-col gap-2 rounded-xl border bg-card p-4 shadow-sm',
              warn && 'border-red-300 bg-red-50',
              className,
            )}
          >
            <dt className="flex items-start gap-2 text-sm text-muted-foreground">
              <Icon
                className={cn('mt-0.5 size-4 shrink-0', warn ? 'text-destructive' : 'text-primary')}
                aria-hidden="true"
              />
              {label}
            </dt>
            <dd
              className={cn(
                'figure font-semibold',
                key === 'provider' ? 'text-base' : 'text-2xl',
                warn && 'text-red-800',
              )}
            >
              {summary.data ? value(summary.data) : <Skeleton className="h-7 w-16" />}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
