import { cn } from '@/lib/utils';
import type { BillingPeriod } from '../lib/plans';

const options: { value: BillingPeriod; label: string }[] = [
  { value: 'mensual', label: 'Mensual' },
  { value: 'anual', label: 'Anual' },
];

/** Mensual / Anual: two radio buttons drawn as one segmented control. */
export function PeriodSwitch({
  value,
  onChange,
  yearlyNote,
}: {
  value: BillingPeriod;
  onChange: (value: BillingPeriod) => void;
  /** "ahorra hasta 17 %", next to Anual. */
  yearlyNote?: string | null;
}) {
  return (
    <fieldset className="flex flex-col items-start gap-2">
      <legend className="sr-only">Forma de pago de los planes</legend>
      <div className="inline-flex rounded-xl border bg-muted p-1">
        {options.map((option) => (
          <label
            key={option.value}
            className={cn(
              'relative flex min-h-11 cursor-pointer items-center gap-2 rounded-lg px-5 text-sm font-semibold text-muted-foreground transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring',
              value === option.value && 'bg-background text-foreground shadow-sm',
            )}
          >
            <input
              type="radio"
              name="billing-period"
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              className="sr-only"
            />
            {option.label}
            {option.value === 'anual' && yearlyNote ? (
              <span className="rounded-full bg-green-100 px-2 py-0.5 text-xs font-semibold text-green-900">
                {yearlyNote}
              </span>
            ) : null}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
