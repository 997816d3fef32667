// Step 2 of the listing form: the price and the yearly figures, in dollars.
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { z } from 'zod';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { MoneyInput } from '@/components/ui/money-input';
import { paths } from '@/config/paths';
import { money, stepSchema, wholeNumber } from '../lib/field-schemas';
import type { FieldErrors, ListingValues, SetValue } from '../lib/values';

export const numbersSchema = stepSchema(() =>
  z.object({
    askingPrice: money(),
    annualRevenue: money(),
    annualProfit: money({ allowNegative: true }),
    cashFlow: money(),
    yearsOperation: wholeNumber(),
    employeeCount: wholeNumber(),
  }),
);

function MoneyField({
  label,
  value,
  error,
  hint,
  onChange,
  required,
  allowNegative,
}: {
  label: string;
  value: string;
  error?: string;
  hint?: ReactNode;
  onChange: (v: string) => void;
  required?: boolean;
  allowNegative?: boolean;
}) {
  return (
    <FormField label={label} error={error} hint={hint} required={required}>
      <MoneyInput value={value} onValueChange={onChange} placeholder="0" allowNegative={allowNegative} />
    </FormField>
  );
}

export function NumbersStep({
  values,
  errors,
  set,
}: {
  values: ListingValues;
  errors: FieldErrors;
  set: SetValue;
}) {
  return (
    <>
      <MoneyField
        label="Precio de venta (USD)"
        required
        value={values.askingPrice}
        error={errors.askingPrice}
        onChange={(v) => set('askingPrice', v)}
        hint={
          <>
            El precio que pides por el negocio, en dólares. ¿No sabes cuánto pedir?{' '}
            <Link
              to={paths.valuation.href}
              target="_blank"
              rel="noopener"
              className="font-medium text-primary underline underline-offset-4"
            >
              Calcula cuánto vale (se abre en otra pestaña)
            </Link>
          </>
        }
      />
      <div className="grid items-start gap-5 sm:grid-cols-2">
        <MoneyField
          label="Ventas anuales (USD)"
          value={values.annualRevenue}
          error={errors.annualRevenue}
          onChange={(v) => set('annualRevenue', v)}
        />
        <MoneyField
          label="Utilidad anual (USD)"
          value={values.annualProfit}
          error={errors.annualProfit}
          onChange={(v) => set('annualProfit', v)}
          hint="Lo que queda después de todos los gastos. Puede ser negativa."
          allowNegative
        />
        <MoneyField
          label="Beneficio del dueño al año (USD)"
          value={values.cashFlow}
          error={errors.cashFlow}
          onChange={(v) => set('cashFlow', v)}
          hint="La utilidad más lo que el negocio te paga a ti (sueldo, gastos personales). Es lo que recibiría el nuevo dueño si lo atiende."
        />
        <FormField label="Años en operación" error={errors.yearsOperation}>
          <Input
            inputMode="numeric"
            value={values.yearsOperation}
            onChange={(e) => set('yearsOperation', e.target.value.replace(/\D/g, ''))}
          />
        </FormField>
        <FormField label="Empleados" error={errors.employeeCount}>
          <Input
            inputMode="numeric"
            value={values.employeeCount}
            onChange={(e) => set('employeeCount', e.target.value.replace(/\D/g, ''))}
          />
        </FormField>
      </div>
    </>
  );
}
