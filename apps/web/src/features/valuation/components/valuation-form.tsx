import { businessCategories, businessCategoryLabels } from '@traspasa/shared/enums';
import { type ValuationTrend, valuationTrendLabels, valuationTrends } from '@traspasa/shared/valuation';
import { CalculatorIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { MoneyInput } from '@/components/ui/money-input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { offeredCountries } from '@/lib/countries';
import type { ValuationFormErrors, ValuationFormField, ValuationFormValues } from '../lib/form-values';

const NO_TREND = 'sin-dato';

/** The field ids, so the page can focus the first one that is wrong. */
export const valuationFieldId = (field: ValuationFormField) => `valuation-${field}`;

export function ValuationForm({
  values,
  errors,
  onChange,
  onSubmit,
}: {
  values: ValuationFormValues;
  errors: ValuationFormErrors;
  onChange: (field: ValuationFormField, value: string) => void;
  onSubmit: () => void;
}) {
  const id = valuationFieldId;
  return (
    <form
      noValidate
      aria-labelledby="valuation-form-title"
      className="grid gap-6 rounded-2xl border bg-card p-4 shadow-sm sm:p-6"
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      <div>
        <h2 id="valuation-form-title" className="text-lg font-semibold">
          Tu negocio
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">
          Usa las cifras del último año completo, en dólares. Los campos con * son obligatorios.
        </p>
      </div>

      <FormField label="Categoría" required error={errors.category} id={id('category')}>
        <Select value={values.category || undefined} onValueChange={(v) => onChange('category', v)}>
          <SelectTrigger id={id('category')}>
            <SelectValue placeholder="Elige la categoría" />
          </SelectTrigger>
          <SelectContent>
            {businessCategories.map((c) => (
              <SelectItem key={c} value={c}>
                {businessCategoryLabels[c]}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </FormField>

      <div className="grid gap-6 sm:grid-cols-2">
        <FormField label="País" required error={errors.country} id={id('country')}>
          <Select value={values.country || undefined} onValueChange={(v) => onChange('country', v)}>
            <SelectTrigger id={id('country')}>
              <SelectValue placeholder="Elige el país" />
            </SelectTrigger>
            <SelectContent>
              {offeredCountries.map((c) => (
                <SelectItem key={c} value={c}>
                  {c}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </FormField>
        <FormField label="Ciudad" required error={errors.city} id={id('city')}>
          <Input
            value={values.city}
            maxLength={120}
            autoComplete="address-level2"
            placeholder="Por ejemplo, Quito"
            onChange={(e) => onChange('city', e.target.value)}
          />
        </FormField>
      </div>

      <div className="grid gap-6 sm:grid-cols-2">
        <FormField
          label="Ventas anuales"
          required
          error={errors.annualRevenue}
          id={id('annualRevenue')}
          hint="Todo lo que vendió el negocio en el año."
        >
          <MoneyInput
            value={values.annualRevenue}
            onValueChange={(v) => onChange('annualRevenue', v)}
            previewLabel="Se calculará con"
            placeholder="180.000"
          />
        </FormField>
        <FormField
          label="Utilidad anual del dueño"
          required
          error={errors.annualProfit}
          id={id('annualProfit')}
          hint="Lo que te queda después de pagar todos los gastos, antes de tu propio sueldo."
        >
          <MoneyInput
            value={values.annualProfit}
            onValueChange={(v) => onChange('annualProfit', v)}
            allowNegative
            previewLabel="Se calculará con"
            placeholder="42.000"
          />
        </FormField>
      </div>

      <FormField label="Años funcionando" required error={errors.yearsOperation} id={id('yearsOperation')}>
        <Input
          value={values.yearsOperation}
          inputMode="numeric"
          maxLength={4}
          className="sm:max-w-40"
          placeholder="7"
          onChange={(e) => onChange('yearsOperation', e.target.value.replace(/[^\d]/g, ''))}
        />
      </FormField>

      <fieldset className="grid gap-6 border-t pt-6">
        <legend className="sr-only">Datos opcionales</legend>
        <p className="text-sm font-semibold" aria-hidden="true">
          Opcional: afinan el resultado
        </p>
        <FormField
          label="Valor de los activos incluidos"
          error={errors.assetsValue}
          id={id('assetsValue')}
          hint="Equipos, muebles, vehículos e inventario que pasan al comprador."
        >
          <MoneyInput
            value={values.assetsValue}
            onValueChange={(v) => onChange('assetsValue', v)}
            previewLabel="Se calculará con"
            placeholder="15.000"
          />
        </FormField>
        <div className="grid gap-6 sm:grid-cols-2">
          <FormField label="Tendencia de las ventas" error={errors.trend} id={id('trend')}>
            <Select
              value={values.trend || NO_TREND}
              onValueChange={(v) => onChange('trend', v === NO_TREND ? '' : (v as ValuationTrend))}
            >
              <SelectTrigger id={id('trend')}>
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                <SelectItem value={NO_TREND}>Prefiero no indicarla</SelectItem>
                {valuationTrends.map((t) => (
                  <SelectItem key={t} value={t}>
                    {valuationTrendLabels[t]}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </FormField>
          <FormField
            label="Tus horas de trabajo por semana"
            error={errors.ownerHoursPerWeek}
            id={id('ownerHoursPerWeek')}
            hint="Cuanto menos dependa de ti, más vale."
          >
            <Input
              value={values.ownerHoursPerWeek}
              inputMode="numeric"
              maxLength={3}
              placeholder="40"
              onChange={(e) => onChange('ownerHoursPerWeek', e.target.value.replace(/[^\d]/g, ''))}
            />
          </FormField>
        </div>
      </fieldset>

      <Button type="submit" size="lg" className="w-full sm:w-auto sm:justify-self-start">
        <CalculatorIcon aria-hidden="true" />
        Calcular el valor
      </Button>
    </form>
  );
}
