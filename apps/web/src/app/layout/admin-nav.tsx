import type { AdminQueueCounts } from '@traspasa/shared/admin-queues';
import { Link } from 'react-router';
import { cn } from '@/lib/utils';
import { adminNav, isItemActive, itemName } from './admin-nav-items';

export type AdminNavProps = {
  pathname: string;
  counts: AdminQueueCounts | undefined;
  /** Called after a link is followed (the phone sheet closes). */
  onNavigate?: () => void;
  className?: string;
};

/** Every admin screen, grouped, with what waits in each queue; the current one carries aria-current. */
export function AdminNav({ pathname, counts, onNavigate, className }: AdminNavProps) {
  return (
    <nav aria-label="Administración" className={className}>
      <div className="grid gap-5">
        {adminNav.map((group) => (
          <section key={group.title} aria-labelledby={`admin-nav-${group.title}`}>
            <h2
              id={`admin-nav-${group.title}`}
              className="px-3 text-xs font-semibold tracking-wide text-muted-foreground uppercase"
            >
              {group.title}
            </h2>
            <ul className="mt-1.5 grid gap-0.5">
              {group.items.map((item) => {
                const active = isItemActive(item, pathname);
                const count = counts && item.count ? item.count(counts) : 0;
                const Icon = item.icon;
                return (
                  <li key={item.to}>
                    <Link
                      to={item.to}
                      onClick={onNavigate}
                      aria-current={active ? 'page' : undefined}
                      aria-label={itemName(item, counts)}
                      className={cn(
                        'flex min-h-11 items-center gap-3 rounded-lg px-3 text-sm font-medium text-foreground transition-colors hover:bg-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
                        active && 'bg-secondary text-secondary-foreground hover:bg-secondary',
                      )}
                    >
                      <Icon className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
                      <span className="min-w-0 flex-1 truncate">{item.label}</span>
                      {count > 0 ? (
                        <span
                          aria-hidden="true"
                          className={cn(
                            'inline-flex min-w-6 items-center justify-center rounded-full px-1.5 py-0.5 text-xs font-semibold tabular-nums',
                            item.wording === 'unresolved' || item.wording === 'failed'
                              ? 'bg-red-100 text-red-900'
                              : 'bg-amber-100 text-amber-900',
                          )}
                        >
                          {count > 99 ? '99+' : count}
                        </span>
                      ) : null}
                    </Link>
                  </li>
                );
              })}
            </ul>
          </section>
        ))}
      </div>
    </nav>
  );
}
