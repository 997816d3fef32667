import { progressText } from '@traspasa/shared/closing';
import { cn } from '@/lib/utils';

/** «7 de 12 pasos» with its bar. */
export function ClosingProgressBar({
  done,
  total,
  className,
}: {
  done: number;
  total: number;
  className?: string;
}) {
  const percent = total === 0 ? 0 : Math.round((done / total) * 100);
  return (
    <div className={cn('grid gap-1.5', className)}>
      <p className="text-sm font-semibold tabular-nums">{progressText({ done, total })}</p>
      <div
        role="progressbar"
        aria-label="Avance de la ruta de traspaso"
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={done}
        aria-valuetext={progressText({ done, total })}
        className="h-2.5 w-full overflow-hidden rounded-full bg-secondary"
      >
        <div className="h-full rounded-full bg-primary transition-[width]" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
