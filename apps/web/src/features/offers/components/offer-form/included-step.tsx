import {
  type InventoryTreatment,
  inventoryTreatmentLabels,
  inventoryTreatments,
} from '@traspasa/shared/offers';
import { Checkbox } from '@/components/ui/checkbox';
import { FormField } from '@/components/ui/form-field';
import { Label } from '@/components/ui/label';
import { MoneyInput } from '@/components/ui/money-input';
import { cn } from '@/lib/utils';
import type { OfferFormValues } from '../../lib/form-values';
import { type StepProps, sectionClass } from './step-props';

const inventoryHints: Record<InventoryTreatment, string> = {
  at_cost: 'Se cuenta el día del cierre y se paga aparte, a su costo.',
  included: 'La mercadería que haya el día del cierre va con el precio.',
  excluded: 'El vendedor se queda con la mercadería o la liquida antes.',
};

const includedItems = [
  {
    key: 'equipmentIncluded',
    label: 'Equipos y mobiliario',
    hint: 'Máquinas, muebles y herramientas del negocio.',
  },
  { key: 'brandIncluded', label: 'Marca y nombre comercial', hint: 'El nombre, el logo y sus redes.' },
  {
    key: 'leaseAssignment',
    label: 'Cesión del contrato de arriendo',
    hint: 'El vendedor gestiona con el arrendador que el local pase a tu nombre.',
  },
] as const satisfies ReadonlyArray<{ key: keyof OfferFormValues; label: string; hint: string }>;

/** Step 2: what the price buys — the inventory, the equipment, the brand, the lease. */
export function IncludedStep({ values, onChange, errors }: StepProps) {
  return (
    <div className="grid gap-5">
      <section className={sectionClass} aria-labelledby="offer-inventory-title">
        <fieldset className="grid gap-3">
          <legend id="offer-inventory-title" className="text-lg font-semibold">
            Inventario
          </legend>
          <div className="grid gap-2">
            {inventoryTreatments.map((value) => (
              <label
                key={value}
                className={cn(
                  'flex min-h-11 cursor-pointer items-start gap-3 rounded-xl border px-3 py-3 text-sm transition-colors',
                  'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring',
                  values.inventoryTreatment === value
                    ? 'border-primary bg-primary-soft'
                    : 'border-border hover:border-primary/50',
                )}
              >
                <input
                  type="radio"
                  name="inventoryTreatment"
                  value={value}
                  checked={values.inventoryTreatment === value}
                  onChange={() =>
                    onChange({ inventoryTreatment: value }, ['inventoryTreatment', 'inventoryAmount'])
                  }
                  className="mt-0.5 size-5 shrink-0 accent-primary"
                />
                <span className="grid gap-0.5">
                  <span className="font-medium text-foreground">{inventoryTreatmentLabels[value]}</span>
                  <span className="text-muted-foreground">{inventoryHints[value]}</span>
                </span>
              </label>
            ))}
          </div>
        </fieldset>
        {values.inventoryTreatment !== 'excluded' ? (
          <FormField
            label="Valor estimado del inventario (opcional)"
            error={errors.inventoryAmount}
            hint="Lo que vale hoy, a precio de costo. La carta lo nombra como estimado."
          >
            <MoneyInput
              value={values.inventoryAmount}
              onValueChange={(inventoryAmount) => onChange({ inventoryAmount }, ['inventoryAmount'])}
            />
          </FormField>
        ) : null}
      </section>

      <section className={sectionClass} aria-labelledby="offer-included-title">
        <h2 id="offer-included-title" className="text-lg font-semibold">
          Qué más incluye el precio
        </h2>
        <div className="grid gap-3">
          {includedItems.map((item) => (
            <div key={item.key} className="flex items-start gap-3 rounded-xl border p-3">
              <Checkbox
                id={`offer-${item.key}`}
                checked={values[item.key]}
                onCheckedChange={(checked) => onChange({ [item.key]: checked === true }, [item.key])}
              />
              <div className="grid gap-0.5">
                <Label htmlFor={`offer-${item.key}`}>{item.label}</Label>
                <p className="text-sm text-muted-foreground">{item.hint}</p>
              </div>
            </div>
          ))}
        </div>
      </section>
    </div>
  );
}
