import { Loader2Icon } from 'lucide-react';
import { cn } from '@/lib/utils';

const sizes = { sm: 'size-4', md: 'size-6', lg: 'size-10' } as const;

export type SpinnerProps = {
  size?: keyof typeof sizes;
  /** Accessible text announced to screen readers. */
  label?: string;
  className?: string;
};

export function Spinner({ size = 'md', label = 'Cargando…', className }: SpinnerProps) {
  return (
    <span
      role="status"
      aria-live="polite"
      className={cn('inline-flex items-center justify-center', className)}
    >
      <Loader2Icon className={cn('animate-spin text-primary', sizes[size])} aria-hidden="true" />
      <span className="sr-only">{label}</span>
    </span>
  );
}

/** Full-area centred spinner used while a lazy page or the session loads. */
export function PageSpinner({ label = 'Cargando…' }: { label?: string }) {
  return (
    <div className="flex min-h-[50vh] w-full items-center justify-center p-8">
      <Spinner size="lg" label={label} />
    </div>
  );
}
