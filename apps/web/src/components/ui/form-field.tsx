import { Slot } from 'radix-ui';
import * as React from 'react';
import { cn } from '@/lib/utils';
import { Label } from './label';

export type FormFieldProps = {
  /** Visible label text. */
  label: React.ReactNode;
  /** The single form control; it receives id, aria-invalid and aria-describedby. */
  children: React.ReactElement;
  /** Validation message, shown in red and announced. */
  error?: string;
  /** Helper text under the control. */
  hint?: React.ReactNode;
  /** Explicit id for the control (otherwise generated). */
  id?: string;
  required?: boolean;
  className?: string;
};

/**
 * Label + control + hint + error, wired for screen readers:
 * `aria-describedby` points at the hint and the error, `aria-invalid` follows the error.
 * Works with react-hook-form: `<FormField label="Correo" error={errors.email?.message}>
 * <Input {...register('email')} /></FormField>`.
 */
export function FormField({ label, children, error, hint, id, required, className }: FormFieldProps) {
  const generatedId = React.useId();
  const controlId = id ?? `field-${generatedId}`;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;

  return (
    // content-start: beside a taller field (a two-line hint) the label and control stay at the
    // top instead of the grid spreading the extra height over them.
    <div data-slot="form-field" className={cn('grid content-start gap-2', className)}>
      <Label htmlFor={controlId}>
        {label}
        {required ? (
          <span className="ml-0.5 text-destructive" aria-hidden="true">
            *
          </span>
        ) : null}
      </Label>
      <Slot.Root
        id={controlId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        aria-required={required || undefined}
      >
        {children}
      </Slot.Root>
      {hint ? (
        <p id={hintId} className="text-sm text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
