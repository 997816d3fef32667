import type { LucideIcon } from 'lucide-react';
import { AlertCircleIcon, RefreshCwIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';

/** Every list has an empty state that says what to do (BRAND.md). */
export function EmptyState({
  icon: Icon,
  title,
  children,
  action,
  className,
}: {
  icon: LucideIcon;
  title: string;
  children?: ReactNode;
  action?: ReactNode;
  className?: string;
}) {
  return (
    <div
      className={cn(
        'flex flex-col items-center rounded-xl border border-dashed bg-card px-6 py-12 text-center',
        className,
      )}
    >
      <span className="flex size-12 items-center justify-center rounded-full bg-secondary text-primary">
        <Icon className="size-6" aria-hidden="true" />
      </span>
      <h2 className="mt-4 max-w-full text-lg font-semibold [overflow-wrap:anywhere]">{title}</h2>
      {children ? (
        <div className="mt-2 max-w-md text-sm leading-6 text-muted-foreground">{children}</div>
      ) : null}
      {action ? <div className="mt-5 flex flex-wrap justify-center gap-2">{action}</div> : null}
    </div>
  );
}

/** A load failed: say so in Spanish and offer to try again. */
export function ErrorState({
  title = 'No pudimos cargar esta información',
  message = 'Revisa tu conexión a internet e inténtalo de nuevo en unos segundos.',
  onRetry,
  className,
}: {
  title?: string;
  message?: ReactNode;
  onRetry?: () => void;
  className?: string;
}) {
  return (
    <div
      role="alert"
      className={cn('flex flex-col items-center rounded-xl border bg-card px-6 py-12 text-center', className)}
    >
      <AlertCircleIcon className="size-10 text-destructive" aria-hidden="true" />
      <h2 className="mt-3 text-lg font-semibold">{title}</h2>
      <p className="mt-2 max-w-md text-sm text-muted-foreground">{message}</p>
      {onRetry ? (
        <Button variant="outline" className="mt-5" onClick={onRetry}>
          <RefreshCwIcon aria-hidden="true" />
          Reintentar
        </Button>
      ) : null}
    </div>
  );
}
