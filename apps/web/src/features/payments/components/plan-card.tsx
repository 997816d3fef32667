import type { CatalogProduct } from '@traspasa/shared/payments';
import { CheckIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { formatCents } from '../lib/money';
import {
  type BillingPeriod,
  monthlyEquivalentCents,
  offerVariant,
  type PlanOffer,
  periodSuffix,
  yearlySaving,
} from '../lib/plans';

export type PlanAction =
  | { kind: 'current' }
  | { kind: 'link'; to: string; label: string }
  | { kind: 'disabled'; label: string; reason: string };

/** One plan as the plans page shows it for the chosen period. */
export function PlanCard({
  offer,
  period,
  action,
}: {
  offer: PlanOffer;
  period: BillingPeriod;
  action: (plan: CatalogProduct) => PlanAction;
}) {
  const plan = offerVariant(offer, period);
  const act = action(plan);
  const isCurrent = act.kind === 'current';
  const saving =
    plan.period === 'anual' && offer.monthly ? yearlySaving(offer.monthly.priceCents, plan.priceCents) : null;
  const onlyYearly = period === 'mensual' && plan.period === 'anual';
  const titleId = `plan-${plan.id}-title`;

  return (
    <li
      aria-labelledby={titleId}
      className={cn(
        'flex flex-col rounded-2xl border bg-card p-5 shadow-sm sm:p-6',
        isCurrent && 'border-2 border-primary',
      )}
    >
      <div className="flex flex-wrap items-center gap-2">
        {isCurrent ? <Badge>Tu plan actual</Badge> : null}
        {onlyYearly ? <Badge variant="secondary">Solo con pago anual</Badge> : null}
      </div>
      <h3 id={titleId} className="mt-3 text-xl font-bold tracking-tight">
        {plan.name}
      </h3>
      {plan.description ? (
        <p className="mt-2 text-sm leading-6 text-muted-foreground">{plan.description}</p>
      ) : null}

      <div className="mt-5">
        <p className="flex items-baseline gap-1.5">
          <span className="text-3xl font-bold tracking-tight tabular-nums">
            {formatCents(plan.priceCents)}
          </span>
          <span className="text-sm text-muted-foreground">{periodSuffix[plan.period]}</span>
        </p>
        {plan.period === 'anual' ? (
          <p className="mt-1 text-sm text-muted-foreground">
            Equivale a{' '}
            <span className="font-semibold text-foreground tabular-nums">
              {formatCents(monthlyEquivalentCents(plan.priceCents))}
            </span>{' '}
            al mes
            {saving ? (
              <>
                {' · '}
                <span className="font-semibold text-green-800">
                  ahorras {formatCents(saving.savingCents)} al año ({saving.percent} %)
                </span>
              </>
            ) : null}
          </p>
        ) : (
          <p className="mt-1 text-sm text-muted-foreground">Se renueva cada mes; cancela cuando quieras.</p>
        )}
      </div>

      {plan.features.length > 0 ? (
        <ul className="mt-5 grid gap-3 text-sm leading-6">
          {plan.features.map((feature) => (
            <li key={feature.name} className="flex items-start gap-2.5">
              <CheckIcon className="mt-1 size-4 shrink-0 text-green-700" aria-hidden="true" />
              <span>{feature.description}</span>
            </li>
          ))}
        </ul>
      ) : null}

      <div className="mt-auto pt-6">
        {act.kind === 'current' ? (
          <Button className="w-full" variant="outline" disabled>
            Tu plan actual
          </Button>
        ) : act.kind === 'disabled' ? (
          <>
            <Button className="w-full" variant="outline" disabled aria-describedby={`${titleId}-why`}>
              {act.label}
              <span className="sr-only"> ({plan.name})</span>
            </Button>
            <p id={`${titleId}-why`} className="mt-2 text-xs text-muted-foreground">
              {act.reason}
            </p>
          </>
        ) : (
          <Button asChild className="w-full">
            <Link to={act.to}>
              {act.label}
              <span className="sr-only"> ({plan.name})</span>
            </Link>
          </Button>
        )}
      </div>
    </li>
  );
}
