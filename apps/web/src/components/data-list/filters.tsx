import { XIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { cn } from '@/lib/utils';

/** The card an admin list's filters sit in, above the list. */
export function FilterPanel({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <div className={cn('grid gap-4 rounded-xl border bg-card p-4 shadow-sm', className)}>{children}</div>
  );
}

export type FilterOption<T> = { value: T; label: string };

/** `values` with their labels, in the order of `values`: the options of a chip row or a select. */
export function labelled<T extends string>(
  values: readonly T[],
  labelOf: Readonly<Record<T, string>> | ((value: T) => string),
): Array<FilterOption<T>> {
  return values.map((value) => ({
    value,
    label: typeof labelOf === 'function' ? labelOf(value) : labelOf[value],
  }));
}

/**
 * A row of toggle buttons, one pressed at a time (`aria-pressed`), in a fieldset named by
 * `label`: shown above the chips, or only to screen readers with `hideLabel`.
 */
export function FilterChips<T extends string | null>({
  label,
  hideLabel,
  options,
  value,
  onChange,
}: {
  label: string;
  hideLabel?: boolean;
  options: ReadonlyArray<FilterOption<T>>;
  value: T;
  onChange: (value: T) => void;
}) {
  return (
    <fieldset className="flex flex-wrap gap-2">
      <legend className={hideLabel ? 'sr-only' : 'mb-2 text-sm font-medium'}>{label}</legend>
      {options.map((option) => (
        <Button
          key={option.value ?? 'all'}
          size="sm"
          variant={value === option.value ? 'default' : 'outline'}
          className="min-h-11 rounded-full"
          aria-pressed={value === option.value}
          onClick={() => onChange(option.value)}
        >
          {option.label}
        </Button>
      ))}
    </fieldset>
  );
}

const ANY = 'any';

/**
 * A labelled select of one filter. With `anyLabel` its first option lifts the filter (the
 * value `null`); without it one of `options` is always chosen.
 */
export function SelectFilter<T extends string>({
  id,
  label,
  value,
  onChange,
  anyLabel,
  options,
  triggerClassName,
  contentClassName,
}: {
  id: string;
  label: string;
  value: T | null;
  onChange: (value: T | null) => void;
  anyLabel?: string;
  options: ReadonlyArray<FilterOption<T>>;
  triggerClassName?: string;
  contentClassName?: string;
}) {
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Select value={value ?? ANY} onValueChange={(v) => onChange(v === ANY ? null : (v as T))}>
        <SelectTrigger id={id} className={triggerClassName}>
          <SelectValue />
        </SelectTrigger>
        <SelectContent className={contentClassName}>
          {anyLabel ? <SelectItem value={ANY}>{anyLabel}</SelectItem> : null}
          {options.map((option) => (
            <SelectItem key={option.value} value={option.value}>
              {option.label}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}

/**
 * «Desde» and «Hasta» as two date fields (`${id}-from`, `${id}-to`), each bounding the other;
 * a `rangeError` marks «Hasta» invalid and points it at `DateRangeError`, said below the fields.
 */
export function DateRangeFields({
  id,
  fromLabel,
  toLabel,
  from,
  to,
  onChange,
  rangeError,
  inputClassName,
}: {
  id: string;
  fromLabel: string;
  toLabel: string;
  from: string | null;
  to: string | null;
  onChange: (patch: { from: string | null } | { to: string | null }) => void;
  rangeError: string | null;
  inputClassName?: string;
}) {
  return (
    <>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-from`}>{fromLabel}</Label>
        <Input
          id={`${id}-from`}
          type="date"
          className={inputClassName}
          value={from ?? ''}
          max={to ?? undefined}
          onChange={(event) => onChange({ from: event.target.value || null })}
        />
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-to`}>{toLabel}</Label>
        <Input
          id={`${id}-to`}
          type="date"
          className={inputClassName}
          value={to ?? ''}
          min={from ?? undefined}
          onChange={(event) => onChange({ to: event.target.value || null })}
          aria-invalid={rangeError ? true : undefined}
          aria-describedby={rangeError ? `${id}-range-error` : undefined}
        />
      </div>
    </>
  );
}

/** The sentence of an impossible date range, announced when it appears. */
export function DateRangeError({ id, rangeError }: { id: string; rangeError: string | null }) {
  if (!rangeError) return null;
  return (
    <p id={`${id}-range-error`} role="alert" className="text-sm font-medium text-destructive">
      {rangeError}
    </p>
  );
}

/** Lifts every filter at once: shown only while one is set. */
export function ResetFiltersButton({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  return (
    <Button variant="ghost" size="sm" className="min-h-11 w-fit" onClick={onClick}>
      <XIcon aria-hidden="true" />
      {children}
    </Button>
  );
}
