import type { CatalogProduct, SubscriptionView } from '@traspasa/shared/payments';
import { useEffect, useState } from 'react';
import { toast } from '@/hooks/use-toast';
import { cn } from '@/lib/utils';
import { useCatalog } from '../api/get-catalog';
import { useChangePlan } from '../api/manage-subscription';
import { paymentErrorMessage } from '../lib/errors';
import { formatCents } from '../lib/money';
import { audienceLabels, periodSuffix } from '../lib/plans';
import { ConfirmDialog } from './confirm-dialog';

/** The other plans: those for the same audience as the current one first. */
export function changeOptions(plans: CatalogProduct[], current: SubscriptionView) {
  const currentPlan = plans.find((p) => p.id === current.productId);
  const others = plans.filter((p) => p.id !== current.productId);
  const audience = currentPlan?.audience ?? null;
  return {
    audience,
    same: others.filter((p) => p.audience === audience),
    rest: others.filter((p) => p.audience !== audience),
  };
}

function PlanOption({
  plan,
  checked,
  onSelect,
}: {
  plan: CatalogProduct;
  checked: boolean;
  onSelect: () => void;
}) {
  return (
    <label
      className={cn(
        'flex min-h-11 cursor-pointer items-center justify-between gap-3 rounded-lg border p-3 text-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring',
        checked ? 'border-primary bg-primary-soft' : 'hover:bg-muted',
      )}
    >
      <span className="flex items-center gap-3">
        <input
          type="radio"
          name="new-plan"
          value={plan.id}
          checked={checked}
          onChange={onSelect}
          className="size-4 accent-[var(--color-primary)]"
        />
        <span className="font-medium">{plan.name}</span>
      </span>
      <span className="shrink-0 text-muted-foreground tabular-nums">
        {formatCents(plan.priceCents)} {periodSuffix[plan.period]}
      </span>
    </label>
  );
}

/** "Cambiar de plan": pick another plan and confirm; the server answers with the new state. */
export function ChangePlanDialog({
  open,
  onOpenChange,
  subscription,
  preselectedId,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  subscription: SubscriptionView;
  preselectedId?: number | null;
}) {
  const catalog = useCatalog();
  const change = useChangePlan();
  const [selected, setSelected] = useState<number | null>(preselectedId ?? null);

  const { reset } = change;
  // Each opening starts from the plan asked for and without the last refusal.
  useEffect(() => {
    if (open) {
      setSelected(preselectedId ?? null);
      reset();
    }
  }, [open, preselectedId, reset]);

  const options = catalog.data ? changeOptions(catalog.data.plans, subscription) : null;
  const group = (title: string, plans: CatalogProduct[]) =>
    plans.length > 0 ? (
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-semibold">{title}</legend>
        {plans.map((plan) => (
          <PlanOption
            key={plan.id}
            plan={plan}
            checked={selected === plan.id}
            onSelect={() => setSelected(plan.id)}
          />
        ))}
      </fieldset>
    ) : null;

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Cambiar de plan"
      description={`Ahora tienes ${subscription.productName}. El cambio se aplica en cuanto lo confirmas: se cobra a tu tarjeta la diferencia proporcional a lo que queda del período, y si el nuevo plan cuesta menos no se cobra nada.`}
      confirmLabel="Cambiar de plan"
      pendingLabel="Cambiando…"
      pending={change.isPending}
      confirmDisabled={selected === null}
      error={change.isError ? paymentErrorMessage(change.error) : null}
      onConfirm={() => {
        if (selected === null) return;
        change.mutate(selected, {
          onSuccess: (next) => {
            onOpenChange(false);
            toast({
              variant: 'success',
              title: 'Cambiaste de plan',
              description: next.subscription
                ? `Tu plan ahora es ${next.subscription.productName}.`
                : undefined,
            });
          },
        });
      }}
    >
      {catalog.isPending ? (
        <p className="text-sm text-muted-foreground">Cargando los planes…</p>
      ) : catalog.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {paymentErrorMessage(catalog.error, 'No pudimos cargar los planes. Cierra y vuelve a intentarlo.')}
        </p>
      ) : options && options.same.length + options.rest.length === 0 ? (
        <p className="text-sm text-muted-foreground">No hay otros planes a la venta en este momento.</p>
      ) : options ? (
        <div className="grid gap-4">
          {group(
            options.audience ? (audienceLabels[options.audience] ?? 'Planes como el tuyo') : 'Planes',
            options.same,
          )}
          {group('Otros planes', options.rest)}
        </div>
      ) : null}
    </ConfirmDialog>
  );
}
