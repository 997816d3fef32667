import { CheckIcon } from 'lucide-react';
import { cn } from '@/lib/utils';
import {
  canEnter,
  stepProblems,
  type WizardState,
  type WizardStep,
  wizardStepLabels,
  wizardSteps,
} from '../lib/wizard';

/**
 * Where the person is among the four steps. A step they may open is a button; the steps
 * after an incomplete one are shown but closed. On a phone only the current step's name
 * is written out.
 */
export function WizardProgress({
  state,
  onGoTo,
  disabled,
}: {
  state: WizardState;
  onGoTo: (step: WizardStep) => void;
  disabled?: boolean;
}) {
  const currentIndex = wizardSteps.indexOf(state.step);
  return (
    <nav aria-label="Pasos de la verificación">
      <p className="mb-3 text-sm font-medium text-muted-foreground sm:hidden">
        Paso {currentIndex + 1} de {wizardSteps.length}
      </p>
      <ol className="flex items-start gap-2 sm:gap-3">
        {wizardSteps.map((step, index) => {
          const current = step === state.step;
          const done = index < currentIndex && Object.keys(stepProblems(state, step)).length === 0;
          const open = !disabled && !current && canEnter(state, step);
          const label = wizardStepLabels[step];
          const marker = (
            <span
              className={cn(
                'flex size-9 shrink-0 items-center justify-center rounded-full border-2 text-sm font-bold',
                current && 'border-primary bg-primary text-primary-foreground',
                done && !current && 'border-primary bg-primary-soft text-primary',
                !current && !done && 'border-input bg-background text-muted-foreground',
              )}
            >
              {done ? <CheckIcon className="size-4" strokeWidth={3} aria-hidden="true" /> : index + 1}
            </span>
          );
          const text = (
            <span
              className={cn(
                'text-sm font-medium',
                current ? 'text-foreground' : 'text-muted-foreground',
                !current && 'max-sm:sr-only',
              )}
            >
              {label}
              {done ? <span className="sr-only"> (completado)</span> : null}
            </span>
          );
          return (
            <li
              key={step}
              className={cn('flex min-w-0 items-center gap-2', current ? 'flex-1' : 'sm:flex-1')}
              aria-current={current ? 'step' : undefined}
            >
              {open ? (
                <button
                  type="button"
                  onClick={() => onGoTo(step)}
                  className="flex min-h-11 items-center gap-2 rounded-lg text-left focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
                >
                  {marker}
                  {text}
                </button>
              ) : (
                <span className="flex min-h-11 items-center gap-2">
                  {marker}
                  {text}
                </span>
              )}
              {index < wizardSteps.length - 1 ? (
                <span aria-hidden="true" className="hidden h-0.5 flex-1 rounded bg-border sm:block" />
              ) : null}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
