import type { CheckoutSessionStatus } from '@traspasa/shared/payments';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/utils';
import { formatDateTimeWithZone } from '../lib/dates';
import { formatCents } from '../lib/money';

// The card the success pages show: an icon, a headline, what happened, the payment, next steps.

type Tone = 'success' | 'pending' | 'danger' | 'neutral';

const toneStyles: Record<Tone, string> = {
  success: 'bg-green-100 text-green-800',
  pending: 'bg-sky-100 text-sky-800',
  danger: 'bg-red-100 text-red-800',
  neutral: 'bg-muted text-muted-foreground',
};

export function ResultPanel({
  title,
  icon: Icon,
  tone,
  busy = false,
  children,
  details,
  actions,
}: {
  title: string;
  icon?: LucideIcon;
  tone: Tone;
  busy?: boolean;
  children: ReactNode;
  details?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <div className="mx-auto w-full max-w-xl px-4 py-10 sm:py-16">
      <title>{`${title} | Traspasa`}</title>
      <section
        aria-labelledby="payment-result-title"
        className="flex flex-col items-center rounded-2xl border bg-card px-5 py-8 text-center shadow-sm sm:px-8"
      >
        <span className={cn('flex size-16 items-center justify-center rounded-full', toneStyles[tone])}>
          {busy ? (
            <Spinner size="lg" label="Comprobando tu pago…" className="[&_svg]:text-sky-800" />
          ) : Icon ? (
            <Icon className="size-8" aria-hidden="true" />
          ) : null}
        </span>
        <h1 id="payment-result-title" className="mt-5 text-2xl font-bold tracking-tight text-balance">
          {title}
        </h1>
        <div
          className="mt-3 grid gap-2 text-base leading-7 text-pretty text-muted-foreground"
          aria-live="polite"
        >
          {children}
        </div>
        {details ? <div className="mt-6 w-full">{details}</div> : null}
        {actions ? (
          <div className="mt-7 flex w-full flex-col gap-2 sm:flex-row sm:justify-center">{actions}</div>
        ) : null}
      </section>
    </div>
  );
}

export function PaymentDetails({ session }: { session: CheckoutSessionStatus }) {
  return (
    <dl className="grid gap-2 rounded-xl bg-muted/60 p-4 text-left text-sm">
      <div className="flex justify-between gap-4">
        <dt className="text-muted-foreground">{session.kind === 'plan' ? 'Plan' : 'Paquete'}</dt>
        <dd className="text-right font-medium">{session.productName}</dd>
      </div>
      <div className="flex justify-between gap-4">
        <dt className="text-muted-foreground">Total</dt>
        <dd className="font-semibold tabular-nums">{formatCents(session.totalCents)}</dd>
      </div>
      <div className="flex justify-between gap-4">
        <dt className="text-muted-foreground">Fecha</dt>
        <dd className="text-right">{formatDateTimeWithZone(session.createdAt)}</dd>
      </div>
    </dl>
  );
}

export const LinkButton = ({
  to,
  children,
  variant = 'default',
}: {
  to: string;
  children: ReactNode;
  variant?: 'default' | 'outline';
}) => (
  <Button asChild variant={variant}>
    <Link to={to}>{children}</Link>
  </Button>
);
