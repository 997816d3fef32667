import { CheckIcon } from 'lucide-react';
import { cn } from '@/lib/utils';

/** Where the offer form stands: the four steps, the current one marked for screen readers. */
export function OfferStepsNav({
  steps,
  current,
  onGo,
}: {
  steps: readonly string[];
  current: number;
  /** Back to a step already passed (forward goes through «Continuar», which checks the step). */
  onGo: (index: number) => void;
}) {
  return (
    <ol aria-label="Pasos de la oferta" className="grid grid-cols-4 gap-2">
      {steps.map((title, index) => {
        const done = index < current;
        const active = index === current;
        return (
          <li key={title} className="min-w-0">
            <button
              type="button"
              onClick={() => onGo(index)}
              disabled={!done}
              aria-current={active ? 'step' : undefined}
              className={cn(
                'flex min-h-11 w-full flex-col items-start gap-1 rounded-lg border-t-4 pt-2 text-left focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:cursor-default',
                done && 'border-primary hover:text-primary',
                active && 'border-accent',
                !done && !active && 'border-border text-muted-foreground',
              )}
            >
              <span className="flex items-center gap-1 text-xs font-semibold">
                {done ? <CheckIcon className="size-3.5 text-primary" aria-hidden="true" /> : null}
                Paso {index + 1}
                {done ? <span className="sr-only"> (completado)</span> : null}
              </span>
              <span className="text-xs leading-tight font-medium sm:text-sm">{title}</span>
            </button>
          </li>
        );
      })}
    </ol>
  );
}
