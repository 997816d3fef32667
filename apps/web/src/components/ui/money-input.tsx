// The one field for an amount of money (decision 081): listing figures, search filters and every
// amount to come. It takes what people in Ecuador type (54.500,50 or 54500), tidies it on
// blur, and while the text differs from the stored form says exactly what will be saved.
import { formatMoney, formatMoneyInput, parseMoneyInput } from '@traspasa/shared/money';
import type * as React from 'react';
import { cn } from '@/lib/utils';
import { Input } from './input';

export type MoneyInputProps = Omit<React.ComponentProps<'input'>, 'value' | 'onChange' | 'type'> & {
  /** The text as typed. Read it with `parseMoneyInput` from `@traspasa/shared/money`. */
  value: string;
  onValueChange: (text: string) => void;
  allowNegative?: boolean;
  /** What the amount will be used for, before it: "Se guardará como" (default), "Se buscará desde"… */
  previewLabel?: string;
};

/** Keeps what an amount can contain; anything else typed or pasted is dropped as it arrives. */
const ALLOWED = /[^\d.,\-\s$]/g;

export function MoneyInput({
  value,
  onValueChange,
  allowNegative = false,
  previewLabel = 'Se guardará como',
  className,
  onBlur,
  id,
  ...props
}: MoneyInputProps) {
  const parsed = parseMoneyInput(value, { allowNegative });
  const saved = parsed.ok && parsed.value !== null ? formatMoneyInput(parsed.value) : null;
  const previewId = id ? `${id}-saved` : undefined;
  const showPreview = saved !== null && saved !== value.trim();
  const describedBy = [props['aria-describedby'], showPreview ? previewId : undefined]
    .filter(Boolean)
    .join(' ');
  return (
    <div className="grid gap-1">
      <div className="relative">
        <span
          className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-base text-muted-foreground md:text-sm"
          aria-hidden="true"
        >
          $
        </span>
        <Input
          {...props}
          id={id}
          aria-describedby={describedBy || undefined}
          inputMode="decimal"
          autoComplete="off"
          value={value}
          className={cn('pl-7 tabular-nums', className)}
          onChange={(e) => onValueChange(e.target.value.replace(ALLOWED, ''))}
          onBlur={(e) => {
            if (saved !== null) onValueChange(saved);
            onBlur?.(e);
          }}
        />
      </div>
      {showPreview ? (
        <p id={previewId} className="text-xs text-muted-foreground" aria-live="polite">
          {previewLabel} {formatMoney(parsed.ok ? parsed.value : null)}
        </p>
      ) : null}
    </div>
  );
}
