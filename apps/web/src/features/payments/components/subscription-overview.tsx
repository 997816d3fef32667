import type { MySubscription, SubscriptionView } from '@traspasa/shared/payments';
import {
  AlertTriangleIcon,
  CalendarClockIcon,
  CheckIcon,
  CreditCardIcon,
  RefreshCwIcon,
  TagIcon,
} from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '@/components/page/states';
import { Button } from '@/components/ui/button';
import { PendingButton } from '@/components/ui/pending-button';
import { paths } from '@/config/paths';
import { toast } from '@/hooks/use-toast';
import {
  useCancelSubscription,
  useOpenBillingPortal,
  useResumeSubscription,
} from '../api/manage-subscription';
import { formatDateTimeWithZone } from '../lib/dates';
import { paymentErrorMessage } from '../lib/errors';
import { subscriptionState } from '../lib/labels';
import { formatCents } from '../lib/money';
import { periodSuffix } from '../lib/plans';
import { ChangePlanDialog } from './change-plan-dialog';
import { ConfirmDialog } from './confirm-dialog';
import { SubscriptionStatusBadge } from './status-badges';

function PeriodNote({ sub }: { sub: SubscriptionView }) {
  if (sub.status === 'past_due') {
    return (
      <div className="flex items-start gap-3 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm leading-6 text-amber-950">
        <AlertTriangleIcon className="mt-0.5 size-5 shrink-0 text-amber-700" aria-hidden="true" />
        <p>
          No pudimos cobrar la renovación.{' '}
          {sub.graceUntil ? (
            <>
              Conservas tus funciones hasta el{' '}
              <span className="font-semibold">{formatDateTimeWithZone(sub.graceUntil)}</span>.
            </>
          ) : null}{' '}
          Revisa tu tarjeta para no perderlas.
        </p>
      </div>
    );
  }
  if (!sub.currentPeriodEnd) return null;
  const state = subscriptionState(sub);
  if (!state.live) return null;
  return (
    <p className="flex items-start gap-2 text-sm leading-6 text-muted-foreground">
      <CalendarClockIcon className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
      {sub.cancelAtPeriodEnd ? (
        <span>
          Cancelaste la renovación. Se mantiene hasta el{' '}
          <span className="font-semibold text-foreground">
            {formatDateTimeWithZone(sub.currentPeriodEnd)}
          </span>{' '}
          y después no se cobra más.
        </span>
      ) : (
        <span>
          Se renueva el{' '}
          <span className="font-semibold text-foreground">
            {formatDateTimeWithZone(sub.currentPeriodEnd)}
          </span>
          .
        </span>
      )}
    </p>
  );
}

function PlanActions({
  sub,
  canManagePaymentMethod,
  preselectedPlanId,
}: {
  sub: SubscriptionView;
  canManagePaymentMethod: boolean;
  preselectedPlanId: number | null;
}) {
  const cancel = useCancelSubscription();
  const resume = useResumeSubscription();
  const portal = useOpenBillingPortal();
  const [confirmCancel, setConfirmCancel] = useState(false);
  const [changing, setChanging] = useState(preselectedPlanId !== null);
  const state = subscriptionState(sub);
  const canChange = sub.status === 'active' && !sub.cancelAtPeriodEnd;
  const endText = sub.currentPeriodEnd ? formatDateTimeWithZone(sub.currentPeriodEnd) : null;

  return (
    <>
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        {state.live && sub.cancelAtPeriodEnd ? (
          <PendingButton
            pending={resume.isPending}
            pendingLabel="Reanudando…"
            onClick={() =>
              resume.mutate(undefined, {
                onSuccess: () =>
                  toast({
                    variant: 'success',
                    title: 'Reanudaste tu plan',
                    description: 'Se renovará automáticamente al final del período.',
                  }),
              })
            }
          >
            <RefreshCwIcon aria-hidden="true" />
            Reanudar
          </PendingButton>
        ) : null}
        {canChange ? (
          <Button onClick={() => setChanging(true)}>
            <TagIcon aria-hidden="true" />
            Cambiar de plan
          </Button>
        ) : null}
        {canManagePaymentMethod ? (
          <PendingButton
            variant="outline"
            pending={portal.isPending || portal.isSuccess}
            pendingLabel="Abriendo…"
            onClick={() => portal.mutate()}
          >
            <CreditCardIcon aria-hidden="true" />
            Actualizar tarjeta
          </PendingButton>
        ) : null}
        {state.live && !sub.cancelAtPeriodEnd ? (
          <Button
            variant="ghost"
            className="text-destructive hover:text-destructive"
            onClick={() => setConfirmCancel(true)}
          >
            Cancelar renovación
          </Button>
        ) : null}
      </div>
      {!canChange && state.live && sub.cancelAtPeriodEnd ? (
        <p className="text-sm text-muted-foreground">Para cambiar de plan, primero reanuda la renovación.</p>
      ) : null}
      {resume.isError || portal.isError ? (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-900">
          {paymentErrorMessage(resume.error ?? portal.error)}
        </p>
      ) : null}

      <ConfirmDialog
        open={confirmCancel}
        onOpenChange={(open) => {
          setConfirmCancel(open);
          if (!open) cancel.reset();
        }}
        title="¿Cancelar la renovación?"
        description={
          endText
            ? `Tu plan ${sub.productName} no se renovará. Conservas sus funciones hasta el ${endText} y después no se cobra más. Puedes reanudarlo antes de esa fecha.`
            : `Tu plan ${sub.productName} no se renovará al final del período pagado. Puedes reanudarlo antes de que termine.`
        }
        confirmLabel="Cancelar renovación"
        cancelLabel="Mantener mi plan"
        pendingLabel="Cancelando…"
        destructive
        pending={cancel.isPending}
        error={cancel.isError ? paymentErrorMessage(cancel.error) : null}
        onConfirm={() =>
          cancel.mutate(undefined, {
            onSuccess: () => {
              setConfirmCancel(false);
              toast({
                title: 'Cancelaste la renovación',
                description: endText ? `Tu plan se mantiene hasta el ${endText}.` : undefined,
              });
            },
          })
        }
      />
      {canChange ? (
        <ChangePlanDialog
          open={changing}
          onOpenChange={setChanging}
          subscription={sub}
          preselectedId={preselectedPlanId}
        />
      ) : null}
    </>
  );
}

/**
 * What a plan would add, for someone without one: the features of the plans on sale as the
 * server lists them from the catalogue (never a promise no plan keeps).
 */
export function PlanPromises({ features }: { features: MySubscription['planFeatures'] }) {
  if (features.length === 0) return <>Publicar un anuncio básico es gratis.</>;
  return (
    <>
      Publicar un anuncio básico es gratis. Con un plan sumas:
      <ul className="mx-auto mt-3 grid max-w-md gap-2 text-left">
        {features.map((feature) => (
          <li key={feature.name} className="flex items-start gap-2.5">
            <CheckIcon className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
            <span>{feature.description}</span>
          </li>
        ))}
      </ul>
    </>
  );
}

/** The current plan: name, price, status, dates, features, and what can be done with it. */
export function SubscriptionOverview({
  data,
  preselectedPlanId = null,
}: {
  data: MySubscription;
  preselectedPlanId?: number | null;
}) {
  const sub = data.subscription;
  if (!sub) {
    return (
      <EmptyState
        icon={TagIcon}
        title="Todavía no tienes un plan"
        action={
          <Button asChild>
            <Link to={paths.subscriptionPlans.href}>Ver planes</Link>
          </Button>
        }
      >
        <PlanPromises features={data.planFeatures} />
      </EmptyState>
    );
  }
  return (
    <section
      aria-labelledby="plan-title"
      className="grid gap-5 rounded-2xl border bg-card p-5 shadow-sm sm:p-6"
    >
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <p className="text-sm font-semibold text-primary">Tu plan</p>
          <div className="mt-1 flex flex-wrap items-center gap-3">
            <h2 id="plan-title" className="text-2xl font-bold tracking-tight">
              {sub.productName}
            </h2>
            <SubscriptionStatusBadge state={sub.state} />
          </div>
        </div>
        {sub.priceCents !== null && sub.period ? (
          <p className="flex items-baseline gap-1.5 sm:text-right">
            <span className="text-2xl font-bold tabular-nums">{formatCents(sub.priceCents)}</span>
            <span className="text-sm text-muted-foreground">{periodSuffix[sub.period]}</span>
          </p>
        ) : null}
      </div>
      <PeriodNote sub={sub} />
      {sub.features.length > 0 ? (
        <div>
          <h3 className="text-sm font-semibold">Lo que incluye</h3>
          <ul className="mt-2 grid gap-2 text-sm leading-6 md:grid-cols-2">
            {sub.features.map((feature) => (
              <li key={feature.name} className="flex items-start gap-2.5">
                <CheckIcon className="mt-1 size-4 shrink-0 text-green-700" aria-hidden="true" />
                <span>{feature.description}</span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <div className="grid gap-3 border-t pt-5">
        <PlanActions
          sub={sub}
          canManagePaymentMethod={data.canManagePaymentMethod}
          preselectedPlanId={preselectedPlanId}
        />
      </div>
    </section>
  );
}
