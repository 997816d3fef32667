import { OFFER_CONDITION_MAX, OFFER_MAX_CONDITIONS } from '@traspasa/shared/offers';
import { PlusIcon, Trash2Icon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { digits, type StepProps, sectionClass } from './step-props';

/** Conditions buyers in Ecuador often put before closing; a tap adds one. */
const SUGGESTED_CONDITIONS = [
  'Crédito bancario aprobado',
  'Cesión del arriendo aceptada por el arrendador',
  'Permisos de funcionamiento transferidos al comprador',
  'Estados financieros revisados por un contador',
];

const dayFields = [
  {
    key: 'trainingDays',
    label: 'Transición y capacitación (días)',
    hint: 'Días en que el vendedor te acompaña después del cierre.',
  },
  {
    key: 'dueDiligenceDays',
    label: 'Revisión del negocio (días)',
    hint: 'Para revisar cuentas, contratos y permisos antes del contrato.',
  },
  {
    key: 'exclusivityDays',
    label: 'Exclusividad (días)',
    hint: 'Mientras dure, el vendedor no negocia con nadie más. Esta parte sí obliga.',
  },
] as const;

/** Step 3: the periods, the conditions before closing, the closing date and the offer's validity. */
export function TermsStep({ values, onChange, errors, today }: StepProps & { today: string }) {
  const setCondition = (index: number, text: string) =>
    onChange({ conditions: values.conditions.map((c, i) => (i === index ? text : c)) }, [
      `conditions.${index}`,
    ]);
  const unused = SUGGESTED_CONDITIONS.filter((s) => !values.conditions.includes(s));
  const room = values.conditions.length < OFFER_MAX_CONDITIONS;

  return (
    <div className="grid gap-5">
      <section className={sectionClass} aria-labelledby="offer-periods-title">
        <h2 id="offer-periods-title" className="text-lg font-semibold">
          Plazos
        </h2>
        <div className="grid gap-4 sm:grid-cols-3">
          {dayFields.map((field) => (
            <FormField key={field.key} label={field.label} hint={field.hint} error={errors[field.key]}>
              <Input
                inputMode="numeric"
                value={values[field.key]}
                onChange={(e) => onChange({ [field.key]: digits(e.target.value) }, [field.key])}
              />
            </FormField>
          ))}
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField
            label="Fecha de cierre"
            error={errors.closingDate}
            hint="El día en que firmarían el contrato de compraventa."
          >
            <Input
              type="date"
              min={today}
              value={values.closingDate}
              onChange={(e) => onChange({ closingDate: e.target.value }, ['closingDate', 'validUntil'])}
            />
          </FormField>
          <FormField
            label="La oferta vale hasta"
            error={errors.validUntil}
            hint="Si no te responden antes de ese día, la oferta vence sola."
          >
            <Input
              type="date"
              min={today}
              max={values.closingDate || undefined}
              value={values.validUntil}
              onChange={(e) => onChange({ validUntil: e.target.value }, ['validUntil'])}
            />
          </FormField>
        </div>
      </section>

      <section className={sectionClass} aria-labelledby="offer-conditions-title">
        <div>
          <h2 id="offer-conditions-title" className="text-lg font-semibold">
            Condiciones previas al cierre
          </h2>
          <p className="mt-1 text-sm text-muted-foreground">
            Lo que debe cumplirse para que compres. Si una no se cumple, la compra no sigue.
          </p>
        </div>
        {values.conditions.length === 0 ? (
          <p className="text-sm text-muted-foreground">Sin condiciones. Añade las que necesites.</p>
        ) : (
          <ol className="grid gap-3">
            {values.conditions.map((condition, index) => (
              <li
                // biome-ignore lint/suspicious/noArrayIndexKey: the rows have no identity besides their place
                key={index}
                className="flex items-start gap-2"
              >
                <FormField
                  label={`Condición ${index + 1}`}
                  error={errors[`conditions.${index}`]}
                  className="flex-1"
                >
                  <Input
                    value={condition}
                    maxLength={OFFER_CONDITION_MAX}
                    onChange={(e) => setCondition(index, e.target.value)}
                  />
                </FormField>
                <Button
                  variant="ghost"
                  size="icon"
                  className="mt-7"
                  aria-label={`Quitar la condición ${index + 1}`}
                  onClick={() =>
                    onChange({ conditions: values.conditions.filter((_, i) => i !== index) }, ['conditions'])
                  }
                >
                  <Trash2Icon aria-hidden="true" />
                </Button>
              </li>
            ))}
          </ol>
        )}
        {errors.conditions ? (
          <p role="alert" className="text-sm font-medium text-destructive">
            {errors.conditions}
          </p>
        ) : null}
        {room ? (
          <div className="grid gap-3">
            <Button
              variant="outline"
              className="w-full sm:w-fit"
              onClick={() => onChange({ conditions: [...values.conditions, ''] })}
            >
              <PlusIcon aria-hidden="true" />
              Añadir una condición
            </Button>
            {unused.length > 0 ? (
              <div className="grid gap-2">
                <p className="text-sm text-muted-foreground">O elige una frecuente:</p>
                <ul className="flex flex-wrap gap-2">
                  {unused.map((text) => (
                    <li key={text}>
                      <Button
                        variant="secondary"
                        size="sm"
                        className="h-auto min-h-9 whitespace-normal text-left"
                        onClick={() => onChange({ conditions: [...values.conditions, text] })}
                      >
                        <PlusIcon aria-hidden="true" />
                        {text}
                      </Button>
                    </li>
                  ))}
                </ul>
              </div>
            ) : null}
          </div>
        ) : null}
      </section>
    </div>
  );
}
