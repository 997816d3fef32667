import type { MySubscription } from '@traspasa/shared/payments';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { SubscriptionStatusBadge } from './status-badges';

const linkClass =
  'inline-flex min-h-11 items-center text-sm font-medium text-primary underline-offset-4 hover:underline sm:min-h-8';

/**
 * The profile's «Plan» fact: the plan's name and state exactly as `/subscription` shows them
 * (both read `GET /api/payments/subscription`, whose state the server derives once).
 */
export function ProfilePlan({
  data,
  pending,
  failed,
}: {
  data: MySubscription | undefined;
  pending: boolean;
  failed: boolean;
}) {
  if (pending) return <dd className="font-medium text-muted-foreground">Cargando…</dd>;
  if (failed || !data) {
    return (
      <>
        <dd className="text-muted-foreground">No pudimos cargar tu plan.</dd>
        <dd>
          <Link to={paths.subscription.href} className={linkClass}>
            Ver mi suscripción
          </Link>
        </dd>
      </>
    );
  }
  const sub = data.subscription;
  return (
    <>
      <dd className="flex flex-wrap items-center gap-2 font-medium text-foreground">
        {sub ? sub.productName : 'Gratis'}
        {sub ? <SubscriptionStatusBadge state={sub.state} /> : null}
      </dd>
      <dd>
        <Link to={sub ? paths.subscription.href : paths.subscriptionPlans.href} className={linkClass}>
          {sub ? 'Gestionar mi suscripción' : 'Ver planes'}
        </Link>
      </dd>
    </>
  );
}
