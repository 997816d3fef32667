import type { CatalogProduct } from '@traspasa/shared/payments';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { formatCents } from '../lib/money';
import { creditsLabel, packageSavingCents, pricePerCreditCents } from '../lib/plans';
import type { PlanAction } from './plan-card';
import { TierBadge } from './tier-badge';

/** A listing package: its tier, how many credits, the price and the price of one credit. */
export function PackageCard({
  pkg,
  packages,
  action,
}: {
  pkg: CatalogProduct;
  packages: CatalogProduct[];
  action: Exclude<PlanAction, { kind: 'current' }>;
}) {
  const count = pkg.packageCount ?? 1;
  const saving = packageSavingCents(pkg, packages);
  const titleId = `package-${pkg.id}-title`;
  return (
    <li aria-labelledby={titleId} className="flex flex-col rounded-2xl border bg-card p-5 shadow-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        {pkg.packageTier ? <TierBadge tier={pkg.packageTier} /> : null}
        <span className="text-sm font-semibold text-primary">{creditsLabel(count)}</span>
      </div>
      <h3 id={titleId} className="mt-3 text-lg font-bold tracking-tight">
        {pkg.name}
      </h3>
      {pkg.description ? (
        <p className="mt-1.5 text-sm leading-6 text-muted-foreground">{pkg.description}</p>
      ) : null}
      <div className="mt-4">
        <p className="flex items-baseline gap-1.5">
          <span className="text-2xl font-bold tracking-tight tabular-nums">
            {formatCents(pkg.priceCents)}
          </span>
          <span className="text-sm text-muted-foreground">pago único</span>
        </p>
        <p className="mt-1 text-sm text-muted-foreground">
          <span className="tabular-nums">{formatCents(pricePerCreditCents(pkg))}</span> por crédito
          {saving ? (
            <>
              {' · '}
              <span className="font-semibold text-green-800">ahorras {formatCents(saving)}</span>
            </>
          ) : null}
        </p>
      </div>
      <div className="mt-auto pt-5">
        {action.kind === 'link' ? (
          <Button asChild variant="outline" className="w-full">
            <Link to={action.to}>
              {action.label}
              <span className="sr-only"> ({pkg.name})</span>
            </Link>
          </Button>
        ) : (
          <Button variant="outline" className="w-full" disabled>
            {action.label}
            <span className="sr-only"> ({pkg.name})</span>
          </Button>
        )}
      </div>
    </li>
  );
}
