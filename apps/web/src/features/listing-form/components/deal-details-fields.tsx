// Step 3 of the listing form, second half: the facts of the sale buyers ask for first
// (decision 130): what is included, the premises, financing and the handover.
import { premisesLabels } from '@traspasa/shared/businesses';
import { useId } from 'react';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { MoneyInput } from '@/components/ui/money-input';
import { cn } from '@/lib/utils';
import type { FieldErrors, ListingValues, SetValue, YesNo } from '../lib/values';

/** Two answers as large radio buttons (a fieldset with its question as legend). */
export function ChoiceField<V extends string>({
  legend,
  hint,
  value,
  options,
  onChange,
}: {
  legend: string;
  hint?: string;
  value: V | '';
  options: ReadonlyArray<{ value: V; label: string }>;
  onChange: (value: V) => void;
}) {
  const name = useId();
  const hintId = hint ? `${name}-hint` : undefined;
  return (
    <fieldset className="grid gap-2" aria-describedby={hintId}>
      <legend className="mb-2 text-sm font-medium">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {options.map((o) => (
          <label
            key={o.value}
            className={cn(
              'flex min-h-11 min-w-24 cursor-pointer items-center justify-center gap-2 rounded-lg border px-4 text-sm font-medium transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring',
              value === o.value ? 'border-primary bg-primary-soft text-primary' : 'bg-card hover:bg-muted',
            )}
          >
            <input
              type="radio"
              name={name}
              value={o.value}
              checked={value === o.value}
              onChange={() => onChange(o.value)}
              className="size-4 accent-primary"
            />
            {o.label}
          </label>
        ))}
      </div>
      {hint ? (
        <p id={hintId} className="text-sm text-muted-foreground">
          {hint}
        </p>
      ) : null}
    </fieldset>
  );
}

const YES_NO = [
  { value: 'yes', label: 'Sí' },
  { value: 'no', label: 'No' },
] as const satisfies ReadonlyArray<{ value: YesNo; label: string }>;

const PREMISES = [
  { value: 'owned', label: premisesLabels.owned },
  { value: 'leased', label: premisesLabels.leased },
] as const;

/** A yes/no question with the amount it unlocks when the answer is yes. */
function IncludedWithValue({
  legend,
  hint,
  included,
  onIncluded,
  valueLabel,
  value,
  error,
  onValue,
}: {
  legend: string;
  hint: string;
  included: YesNo;
  onIncluded: (v: YesNo) => void;
  valueLabel: string;
  value: string;
  error?: string;
  onValue: (v: string) => void;
}) {
  return (
    <div className="grid content-start gap-3 rounded-lg border p-4">
      <ChoiceField legend={legend} hint={hint} value={included} options={YES_NO} onChange={onIncluded} />
      {included === 'yes' ? (
        <FormField label={valueLabel} error={error} hint="Opcional. A precio de costo, aproximado.">
          <MoneyInput value={value} onValueChange={onValue} placeholder="0" />
        </FormField>
      ) : null}
    </div>
  );
}

export function DealDetailsFields({
  values,
  errors,
  set,
}: {
  values: ListingValues;
  errors: FieldErrors;
  set: SetValue;
}) {
  return (
    <section aria-labelledby="deal-details-title" className="grid gap-5 border-t pt-5">
      <div className="grid gap-1">
        <h3 id="deal-details-title" className="text-lg font-semibold">
          Detalles de la operación
        </h3>
        <p className="text-sm text-muted-foreground">
          Lo primero que preguntan los compradores. Se muestra en el anuncio como «Datos clave»; lo que dejes
          sin responder no aparece.
        </p>
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        <IncludedWithValue
          legend="¿El inventario está incluido en el precio?"
          hint="La mercadería y los insumos que hay en el negocio el día de la entrega."
          included={values.inventoryIncluded}
          onIncluded={(v) => set('inventoryIncluded', v)}
          valueLabel="Valor del inventario (USD)"
          value={values.inventoryValue}
          error={errors.inventoryValue}
          onValue={(v) => set('inventoryValue', v)}
        />
        <IncludedWithValue
          legend="¿Los equipos están incluidos en el precio?"
          hint="Máquinas, muebles, vehículos y herramientas."
          included={values.equipmentIncluded}
          onIncluded={(v) => set('equipmentIncluded', v)}
          valueLabel="Valor de los equipos (USD)"
          value={values.equipmentValue}
          error={errors.equipmentValue}
          onValue={(v) => set('equipmentValue', v)}
        />
      </div>
      <div className="grid content-start gap-3 rounded-lg border p-4">
        <ChoiceField
          legend="¿El local es propio o arrendado?"
          value={values.premises}
          options={PREMISES}
          onChange={(v) => set('premises', v)}
        />
        {values.premises === 'leased' ? (
          <div className="grid items-start gap-4 sm:grid-cols-2">
            <FormField label="Arriendo mensual (USD)" error={errors.monthlyRent}>
              <MoneyInput
                value={values.monthlyRent}
                onValueChange={(v) => set('monthlyRent', v)}
                placeholder="0"
              />
            </FormField>
            <FormField
              label="El contrato de arriendo vence el"
              error={errors.leaseEndsOn}
              hint="El arrendador y las condiciones van en el paso Confidencial."
            >
              <Input
                type="date"
                min="2000-01-01"
                max="2100-12-31"
                value={values.leaseEndsOn}
                onChange={(e) => set('leaseEndsOn', e.target.value)}
              />
            </FormField>
          </div>
        ) : null}
      </div>
      <div className="grid content-start gap-3 rounded-lg border p-4">
        <ChoiceField
          legend="¿Financias parte del precio al comprador?"
          hint="El comprador paga una parte al firmar y el resto en cuotas."
          value={values.sellerFinancing}
          options={YES_NO}
          onChange={(v) => set('sellerFinancing', v)}
        />
        {values.sellerFinancing === 'yes' ? (
          <FormField
            label="Condiciones del financiamiento"
            error={errors.sellerFinancingTerms}
            hint="En una frase. Ej.: «Hasta el 30 % del precio en 12 cuotas»."
          >
            <Input
              maxLength={300}
              value={values.sellerFinancingTerms}
              onChange={(e) => set('sellerFinancingTerms', e.target.value)}
            />
          </FormField>
        ) : null}
      </div>
      <FormField
        label="Capacitación y acompañamiento (semanas)"
        error={errors.trainingWeeks}
        hint="Cuántas semanas te quedas después de la entrega para enseñar el negocio al comprador. Escribe 0 si no lo harás."
        className="sm:max-w-xs"
      >
        <Input
          inputMode="numeric"
          maxLength={3}
          value={values.trainingWeeks}
          onChange={(e) => set('trainingWeeks', e.target.value.replace(/\D/g, ''))}
        />
      </FormField>
    </section>
  );
}
