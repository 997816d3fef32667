import type { CatalogProduct } from '@traspasa/shared/payments';
import { BadgeCheckIcon, PackageIcon, TagIcon } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { EmptyState, ErrorState } from '@/components/page/states';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { useUser } from '@/lib/session';
import { cn } from '@/lib/utils';
import { useCatalog } from '../api/get-catalog';
import { paymentErrorMessage } from '../lib/errors';
import { changePlanHref, checkoutHref, subscribeHref } from '../lib/links';
import {
  audienceLabels,
  type BillingPeriod,
  groupPlanOffers,
  initialPeriod,
  offersByAudience,
  yearlySaving,
} from '../lib/plans';
import { PackageCard } from './package-card';
import { PeriodSwitch } from './period-switch';
import { type PlanAction, PlanCard } from './plan-card';

const spanClass: Record<number, string> = { 1: 'lg:col-span-1', 2: 'lg:col-span-2', 3: 'lg:col-span-3' };
const colsClass: Record<number, string> = { 1: 'lg:grid-cols-1', 2: 'lg:grid-cols-2', 3: 'lg:grid-cols-3' };

function CatalogSkeleton() {
  return (
    <div className="grid gap-5 md:grid-cols-2 lg:grid-cols-3" aria-hidden="true">
      {[0, 1, 2].map((i) => (
        <div key={i} className="grid gap-4 rounded-2xl border bg-card p-6">
          <Skeleton className="h-6 w-2/3" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-9 w-1/3" />
          <Skeleton className="h-24 w-full" />
          <Skeleton className="h-11 w-full" />
        </div>
      ))}
    </div>
  );
}

/** "ahorra 17 %" or "ahorra hasta 17 %" for the Anual option. */
function yearlyNote(offers: ReturnType<typeof groupPlanOffers>): string | null {
  const percents = offers
    .map((o) => (o.monthly && o.yearly ? yearlySaving(o.monthly.priceCents, o.yearly.priceCents) : null))
    .filter((s) => s !== null)
    .map((s) => s.percent);
  if (percents.length === 0) return null;
  const max = Math.max(...percents);
  return percents.every((p) => p === max) ? `ahorra ${max} %` : `ahorra hasta ${max} %`;
}

/** The plans (Mensual/Anual) grouped by audience, then the listing packages. */
export function PlansCatalog() {
  const { data: user } = useUser();
  const catalog = useCatalog();
  const [chosenPeriod, setChosenPeriod] = useState<BillingPeriod | null>(null);

  const offers = useMemo(() => groupPlanOffers(catalog.data?.plans ?? []), [catalog.data]);

  if (catalog.isPending) return <CatalogSkeleton />;
  if (catalog.isError) {
    return (
      <ErrorState
        title="No pudimos cargar los planes"
        message={paymentErrorMessage(catalog.error, 'Revisa tu conexión a internet e inténtalo de nuevo.')}
        onRetry={() => void catalog.refetch()}
      />
    );
  }

  const { plans, packages, currentProductId } = catalog.data;
  const oneRow = offers.length <= 3;
  const period = chosenPeriod ?? initialPeriod(plans, currentProductId);
  const isSeller = Boolean(
    user && (user.role === 'seller' || user.secondaryRole === 'seller' || user.role === 'admin'),
  );

  const signInFirst = (target: string) => paths.auth.build({ redirectTo: target });

  const planAction = (plan: CatalogProduct): PlanAction => {
    if (plan.id === currentProductId) return { kind: 'current' };
    // One plan at a time: with a plan already, another one is a change of plan (prorated).
    if (currentProductId !== null)
      return { kind: 'link', to: changePlanHref(plan.id), label: 'Cambiar a este plan' };
    const target = subscribeHref(plan.id);
    return { kind: 'link', to: user ? target : signInFirst(target), label: 'Elegir este plan' };
  };

  const packageAction = (pkg: CatalogProduct): Exclude<PlanAction, { kind: 'current' }> => {
    const target = checkoutHref(pkg.id);
    if (!user) return { kind: 'link', to: signInFirst(target), label: 'Comprar paquete' };
    if (!isSeller)
      return {
        kind: 'disabled',
        label: 'Comprar paquete',
        reason: 'Los paquetes son para cuentas de vendedor.',
      };
    return { kind: 'link', to: target, label: 'Comprar paquete' };
  };

  return (
    <div className="flex flex-col gap-12">
      <section aria-labelledby="planes-title" className="flex flex-col gap-6">
        <div className="flex flex-col gap-4 md:flex-row md:items-end md:justify-between">
          <div className="max-w-2xl">
            <h2 id="planes-title" className="text-2xl font-bold tracking-tight">
              Planes
            </h2>
            <p className="mt-2 text-sm leading-6 text-muted-foreground">
              Un plan suma funciones a tu cuenta mientras está activo. Se renueva solo y puedes cancelar la
              renovación cuando quieras desde «Mi suscripción».
            </p>
          </div>
          {offers.length > 0 ? (
            <PeriodSwitch value={period} onChange={setChosenPeriod} yearlyNote={yearlyNote(offers)} />
          ) : null}
        </div>

        {offers.length === 0 ? (
          <EmptyState icon={TagIcon} title="No hay planes a la venta en este momento">
            Publicar un anuncio básico sigue siendo gratis. Vuelve pronto para ver los planes.
          </EmptyState>
        ) : (
          // Up to three plans share one row on a wide screen, each audience under its heading.
          <div className={cn('grid gap-8', oneRow && 'lg:grid-cols-3 lg:gap-5')}>
            {offersByAudience(offers).map((group) => (
              <section
                key={group.audience}
                aria-labelledby={`audience-${group.audience}`}
                className={cn('flex flex-col gap-4', oneRow && spanClass[group.offers.length])}
              >
                <h3 id={`audience-${group.audience}`} className="text-lg font-semibold">
                  {audienceLabels[group.audience] ?? 'Otros planes'}
                </h3>
                <ul
                  className={cn(
                    'grid flex-1 gap-5 md:grid-cols-2',
                    oneRow ? colsClass[group.offers.length] : 'lg:grid-cols-3',
                  )}
                >
                  {group.offers.map((offer) => (
                    <PlanCard key={offer.key} offer={offer} period={period} action={planAction} />
                  ))}
                </ul>
              </section>
            ))}
          </div>
        )}
      </section>

      <section id="paquetes" aria-labelledby="paquetes-title" className="flex scroll-mt-24 flex-col gap-6">
        <div className="max-w-2xl">
          <h2 id="paquetes-title" className="text-2xl font-bold tracking-tight">
            Paquetes para tu anuncio
          </h2>
          <p className="mt-2 text-sm leading-6 text-muted-foreground">
            Cada crédito publica un anuncio como Premium o Destacado. Se reserva cuando envías el anuncio a
            revisión y se usa cuando lo aprobamos; si no se aprueba, el crédito vuelve a tu cuenta.
          </p>
        </div>
        {user && !isSeller ? (
          <p className="flex items-start gap-3 rounded-xl border bg-secondary/60 p-4 text-sm leading-6">
            <BadgeCheckIcon className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
            <span>
              Los paquetes son para cuentas de vendedor. Para comprarlos, activa tu cuenta de vendedor desde{' '}
              <Link to={paths.createBusiness.href} className="font-semibold text-primary underline">
                Publicar negocio
              </Link>
              .
            </span>
          </p>
        ) : null}
        {packages.length === 0 ? (
          <EmptyState icon={PackageIcon} title="No hay paquetes a la venta en este momento">
            Puedes publicar tu anuncio básico gratis mientras tanto.
          </EmptyState>
        ) : (
          <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
            {packages.map((pkg) => (
              <PackageCard key={pkg.id} pkg={pkg} packages={packages} action={packageAction(pkg)} />
            ))}
          </ul>
        )}
        <p className="text-sm text-muted-foreground">
          Los precios están en dólares e incluyen IVA. Pagas con tarjeta en la página segura de nuestro
          proveedor de pagos; Traspasa no ve ni guarda los datos de tu tarjeta.
        </p>
      </section>
    </div>
  );
}
