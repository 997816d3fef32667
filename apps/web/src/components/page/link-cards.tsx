import type { LucideIcon } from 'lucide-react';
import { ArrowRightIcon } from 'lucide-react';
import { Link } from 'react-router';
import { cn } from '@/lib/utils';

export type LinkCardItem = { to: string; title: string; text: string; icon: LucideIcon };

/** A grid of linked cards: where to go next from a screen. */
export function LinkCards({ items, className }: { items: LinkCardItem[]; className?: string }) {
  return (
    <ul className={cn('grid gap-4 sm:grid-cols-2 lg:grid-cols-3', className)}>
      {items.map(({ to, title, text, icon: Icon }) => (
        <li key={`${to}-${title}`}>
          <Link
            to={to}
            className="group flex h-full gap-4 rounded-xl border bg-card p-5 shadow-sm transition-shadow hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
          >
            <span className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-secondary text-primary">
              <Icon className="size-5" aria-hidden="true" />
            </span>
            <span className="min-w-0">
              <span className="flex items-center gap-1 font-semibold text-foreground">
                {title}
                <ArrowRightIcon
                  className="size-4 text-muted-foreground transition-transform group-hover:translate-x-0.5"
                  aria-hidden="true"
                />
              </span>
              <span className="mt-1 block text-sm leading-6 text-muted-foreground">{text}</span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
