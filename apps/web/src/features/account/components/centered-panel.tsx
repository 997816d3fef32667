import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';

/** A single focused task on its own: icon, heading, lead and the form or message below. */
export function CenteredPanel({
  icon: Icon,
  title,
  lead,
  children,
  tone = 'default',
}: {
  icon: LucideIcon;
  title: string;
  lead?: ReactNode;
  children: ReactNode;
  tone?: 'default' | 'success' | 'warning';
}) {
  return (
    <div className="mx-auto w-full max-w-md px-4 py-10 sm:py-16">
      <div className="rounded-2xl border border-border bg-card p-6 shadow-sm sm:p-8">
        <span
          className={cn(
            'flex size-12 items-center justify-center rounded-full',
            tone === 'success' && 'bg-green-100 text-green-800',
            tone === 'warning' && 'bg-amber-100 text-amber-900',
            tone === 'default' && 'bg-secondary text-primary',
          )}
        >
          <Icon className="size-6" aria-hidden="true" />
        </span>
        <h1 className="mt-5 text-2xl font-bold tracking-tight text-foreground">{title}</h1>
        {lead ? <div className="mt-2 text-base leading-7 text-muted-foreground">{lead}</div> : null}
        <div className="mt-6">{children}</div>
      </div>
    </div>
  );
}

/** An inline, announced error box for a failed request. */
export function FormAlert({ children }: { children: ReactNode }) {
  return (
    <div role="alert" className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-900">
      {children}
    </div>
  );
}
