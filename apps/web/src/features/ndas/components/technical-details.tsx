import { ChevronRightIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';

/**
 * Evidence for specialists (hashes, IP addresses, browsers, server times, raw ids) folded
 * away under "Ver detalles técnicos": closed until asked for, a native
 * <details>, so Tab reaches it and Enter or Space opens it without any script.
 */
export function TechnicalDetails({
  children,
  label = 'Ver detalles técnicos',
  className,
}: {
  children: ReactNode;
  label?: string;
  className?: string;
}) {
  return (
    <details className={cn('group rounded-lg border bg-muted/40 text-sm', className)}>
      <summary className="flex min-h-11 cursor-pointer list-none items-center gap-2 rounded-lg px-3 font-medium text-primary hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring [&::-webkit-details-marker]:hidden">
        <ChevronRightIcon
          className="size-4 shrink-0 transition-transform group-open:rotate-90"
          aria-hidden="true"
        />
        {label}
      </summary>
      <div className="grid gap-3 border-t px-3 pt-3 pb-3">{children}</div>
    </details>
  );
}
