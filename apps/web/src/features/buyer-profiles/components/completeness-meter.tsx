import { type Completeness, completenessItemLabels } from '@traspasa/shared/buyer-profiles';
import { CheckCircle2Icon } from 'lucide-react';
import { useId } from 'react';
import { cn } from '@/lib/utils';

/** «Tu perfil está al 57 %», the bar, and what is still missing (decision 103). */
export function CompletenessMeter({
  completeness,
  doneText = 'Los vendedores ven todo lo que contaste de ti.',
  className,
}: {
  completeness: Completeness;
  /** What a complete profile means here (a form with unsaved changes says it differently). */
  doneText?: string;
  className?: string;
}) {
  const labelId = useId();
  const { percent, missing } = completeness;
  return (
    <div className={cn('grid gap-2', className)}>
      <div className="flex items-baseline justify-between gap-3 text-sm">
        <span id={labelId} className="font-medium text-foreground">
          {percent === 100
            ? 'Tu perfil de comprador está completo'
            : `Tu perfil de comprador está al ${percent} %`}
        </span>
        <span className="shrink-0 tabular-nums text-muted-foreground" aria-hidden="true">
          {percent} %
        </span>
      </div>
      <div
        className="h-2.5 overflow-hidden rounded-full bg-muted"
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
      >
        <div
          className={cn(
            'h-full rounded-full transition-[width]',
            percent === 100 ? 'bg-green-600' : 'bg-primary',
          )}
          style={{ width: `${percent}%` }}
        />
      </div>
      {missing.length > 0 ? (
        <div className="text-sm text-muted-foreground">
          <p>Te falta:</p>
          <ul className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
            {missing.map((item) => (
              <li key={item} className="flex items-center gap-1.5">
                <span className="size-1.5 shrink-0 rounded-full bg-muted-foreground/60" aria-hidden="true" />
                {completenessItemLabels[item]}
              </li>
            ))}
          </ul>
        </div>
      ) : (
        <p className="flex items-center gap-1.5 text-sm text-green-800">
          <CheckCircle2Icon className="size-4 shrink-0" aria-hidden="true" />
          {doneText}
        </p>
      )}
    </div>
  );
}
