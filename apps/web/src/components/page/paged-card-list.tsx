import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { EmptyState, ErrorState } from '@/components/page/states';
import { Button } from '@/components/ui/button';
import { PendingButton } from '@/components/ui/pending-button';
import { Skeleton } from '@/components/ui/skeleton';

/** What the list reads of a paged query (`useInfiniteQuery`). */
export type PagedListQuery = {
  isPending: boolean;
  isError: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  refetch: () => unknown;
  fetchNextPage: () => unknown;
};

/**
 * A public directory's cards (professionals, resources): skeletons while loading, an error
 * to retry, an empty state (with «Ver todos» when filtered) or the cards in a grid with
 * «Cargar más».
 */
export function PagedCardList<T>({
  query,
  items,
  itemKey,
  renderItem,
  skeletonClassName,
  errorTitle,
  empty,
}: {
  query: PagedListQuery;
  items: readonly T[];
  itemKey: (item: T) => string | number;
  renderItem: (item: T) => ReactNode;
  /** The height of a card's skeleton, e.g. `h-56`. */
  skeletonClassName: string;
  errorTitle: string;
  empty: { icon: LucideIcon; title: string; text: string; onShowAll?: () => void };
}) {
  if (query.isPending) {
    return (
      <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3" aria-hidden="true">
        {Array.from({ length: 6 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: static skeletons
          <Skeleton key={i} className={`${skeletonClassName} w-full`} />
        ))}
      </div>
    );
  }
  if (query.isError) return <ErrorState title={errorTitle} onRetry={() => void query.refetch()} />;
  if (items.length === 0) {
    return (
      <EmptyState
        icon={empty.icon}
        title={empty.title}
        action={
          empty.onShowAll ? (
            <Button variant="outline" onClick={empty.onShowAll}>
              Ver todos
            </Button>
          ) : undefined
        }
      >
        {empty.text}
      </EmptyState>
    );
  }
  return (
    <>
      <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {items.map((item) => (
          <li key={itemKey(item)} className="min-w-0">
            {renderItem(item)}
          </li>
        ))}
      </ul>
      {query.hasNextPage ? (
        <div className="flex justify-center">
          <PendingButton
            variant="outline"
            pending={query.isFetchingNextPage}
            pendingLabel="Cargando…"
            onClick={() => void query.fetchNextPage()}
          >
            Cargar más
          </PendingButton>
        </div>
      ) : null}
    </>
  );
}
