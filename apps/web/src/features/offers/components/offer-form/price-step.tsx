import { parseMoneyInput } from '@traspasa/shared/money';
import { formatCents, formatPercent, OFFER_MAX_INSTALMENTS } from '@traspasa/shared/offers';
import { PlusIcon, Trash2Icon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { MoneyInput } from '@/components/ui/money-input';
import { digits, type StepProps, sectionClass } from './step-props';

/** Step 1: the price, and how it is paid (instalments, seller financing, the rest at closing). */
export function PriceStep({
  values,
  onChange,
  errors,
  priceHint,
  atClosingCents,
  priceCents,
}: StepProps & { priceHint: string; atClosingCents: number; priceCents: number }) {
  const financing = values.financing;
  const setInstalment = (index: number, patch: Partial<{ amount: string; months: string }>, field: string) =>
    onChange(
      { instalments: values.instalments.map((row, i) => (i === index ? { ...row, ...patch } : row)) },
      [`instalments.${index}.${field}`, 'atClosing', 'payment'],
    );
  const financedShare =
    financing.enabled && priceCents > 0 && !errors['financing.amount']
      ? readShare(values.financing.amount, priceCents)
      : null;

  return (
    <div className="grid gap-5">
      <section className={sectionClass} aria-labelledby="offer-price-title">
        <h2 id="offer-price-title" className="text-lg font-semibold">
          Precio que ofreces
        </h2>
        <FormField
          label="Precio"
          id="offer-price"
          required
          error={errors.price}
          hint={`${priceHint} Escribe el monto en dólares, por ejemplo 120.000.`}
        >
          <MoneyInput
            value={values.price}
            onValueChange={(price) => onChange({ price }, ['price', 'atClosing', 'payment'])}
            className="text-lg font-semibold"
          />
        </FormField>
      </section>

      <section className={sectionClass} aria-labelledby="offer-payment-title">
        <div>
          <h2 id="offer-payment-title" className="text-lg font-semibold">
            Cómo lo pagas
          </h2>
          <p className="mt-1 text-sm text-muted-foreground">
            Lo que no pagues en cuotas ni con financiamiento del vendedor se paga el día del cierre.
          </p>
        </div>

        <fieldset className="grid gap-3">
          <legend className="text-sm font-medium">Cuotas después del cierre</legend>
          {values.instalments.length === 0 ? (
            <p className="text-sm text-muted-foreground">Sin cuotas: todo se paga al cierre o financiado.</p>
          ) : null}
          <ol className="grid gap-3">
            {values.instalments.map((row, index) => (
              <li
                // biome-ignore lint/suspicious/noArrayIndexKey: the rows have no identity besides their place
                key={index}
                className="grid gap-3 rounded-xl border p-3 sm:grid-cols-[1fr_9rem_auto] sm:items-start"
              >
                <FormField label={`Cuota ${index + 1}: monto`} error={errors[`instalments.${index}.amount`]}>
                  <MoneyInput
                    value={row.amount}
                    onValueChange={(amount) => setInstalment(index, { amount }, 'amount')}
                  />
                </FormField>
                <FormField label="A los meses del cierre" error={errors[`instalments.${index}.months`]}>
                  <Input
                    inputMode="numeric"
                    value={row.months}
                    onChange={(e) => setInstalment(index, { months: digits(e.target.value) }, 'months')}
                  />
                </FormField>
                <Button
                  variant="ghost"
                  className="sm:mt-7"
                  aria-label={`Quitar la cuota ${index + 1}`}
                  onClick={() =>
                    onChange({ instalments: values.instalments.filter((_, i) => i !== index) }, [
                      'instalments',
                      'atClosing',
                      'payment',
                    ])
                  }
                >
                  <Trash2Icon aria-hidden="true" />
                  <span className="sm:sr-only">Quitar</span>
                </Button>
              </li>
            ))}
          </ol>
          {errors.instalments ? (
            <p role="alert" className="text-sm font-medium text-destructive">
              {errors.instalments}
            </p>
          ) : null}
          {values.instalments.length < OFFER_MAX_INSTALMENTS ? (
            <Button
              variant="outline"
              className="w-full sm:w-fit"
              onClick={() =>
                onChange({
                  instalments: [
                    ...values.instalments,
                    { amount: '', months: String((values.instalments.length + 1) * 6) },
                  ],
                })
              }
            >
              <PlusIcon aria-hidden="true" />
              Añadir una cuota
            </Button>
          ) : null}
        </fieldset>

        <div className="grid gap-4 rounded-xl border p-3 sm:p-4">
          <div className="flex items-start gap-3">
            <Checkbox
              id="offer-financing"
              checked={financing.enabled}
              onCheckedChange={(checked) =>
                onChange({ financing: { ...financing, enabled: checked === true } }, [
                  'financing.amount',
                  'financing.months',
                  'financing.rate',
                  'atClosing',
                  'payment',
                ])
              }
            />
            <div className="grid gap-1">
              <Label htmlFor="offer-financing">El vendedor financia una parte del precio</Label>
              <p className="text-sm text-muted-foreground">
                Le pagas esa parte en cuotas mensuales, con la tasa que acuerden.
              </p>
            </div>
          </div>
          {financing.enabled ? (
            <div className="grid gap-4 sm:grid-cols-3">
              <FormField
                label="Monto financiado"
                error={errors['financing.amount']}
                hint={
                  financedShare !== null ? `Es el ${formatPercent(financedShare)} del precio.` : undefined
                }
              >
                <MoneyInput
                  value={financing.amount}
                  onValueChange={(amount) =>
                    onChange({ financing: { ...financing, amount } }, [
                      'financing.amount',
                      'atClosing',
                      'payment',
                    ])
                  }
                />
              </FormField>
              <FormField label="Plazo en meses" error={errors['financing.months']}>
                <Input
                  inputMode="numeric"
                  value={financing.months}
                  onChange={(e) =>
                    onChange({ financing: { ...financing, months: digits(e.target.value) } }, [
                      'financing.months',
                    ])
                  }
                />
              </FormField>
              <FormField label="Tasa anual (%)" error={errors['financing.rate']} hint="Por ejemplo 8 u 8,5.">
                <Input
                  inputMode="decimal"
                  value={financing.rate}
                  onChange={(e) =>
                    onChange(
                      {
                        financing: { ...financing, rate: e.target.value.replace(/[^\d,.]/g, '').slice(0, 6) },
                      },
                      ['financing.rate'],
                    )
                  }
                />
              </FormField>
            </div>
          ) : null}
        </div>

        <div
          className="flex flex-wrap items-baseline justify-between gap-2 rounded-xl bg-primary-soft p-4"
          aria-live="polite"
        >
          <span className="text-sm font-medium">Pago al cierre</span>
          <span className="figure text-xl font-bold tabular-nums">{formatCents(atClosingCents)}</span>
          {errors.atClosing || errors.payment ? (
            <p role="alert" className="w-full text-sm font-medium text-destructive">
              {errors.atClosing ?? errors.payment}
            </p>
          ) : null}
        </div>
      </section>
    </div>
  );
}

/** The financed share of the price, in percent, from the typed amount (null when unreadable). */
function readShare(amountText: string, priceCents: number): number | null {
  const parsed = parseMoneyInput(amountText);
  if (!parsed.ok || parsed.value === null) return null;
  return Math.round((Math.round(parsed.value * 100) / priceCents) * 10_000) / 100;
}
