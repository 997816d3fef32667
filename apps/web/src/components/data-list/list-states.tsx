import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { EmptyState, ErrorState } from '@/components/page/states';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/utils';

/** What the states read of a list's query (TanStack Query, paged or not). */
export type ListQuery = {
  isPending: boolean;
  isError: boolean;
  data: unknown;
  error: unknown;
  refetch: () => unknown;
};

/**
 * The states a list goes through: three skeletons announced as `loading`, the error with
 * «Reintentar» (only while nothing was loaded yet: a failed refresh keeps the rows), the
 * empty state that says what to do, or the rows (`children`) in a column.
 */
export function ListStates({
  query,
  isEmpty,
  loading,
  skeletonClassName = 'h-16',
  errorTitle,
  errorMessage,
  empty,
  className,
  children,
}: {
  query: ListQuery;
  isEmpty: boolean;
  /** The skeletons' accessible name: «Cargando los errores». */
  loading: string;
  /** The height of a skeleton row, e.g. `h-14`. */
  skeletonClassName?: string;
  errorTitle: string;
  errorMessage: (error: unknown) => ReactNode;
  empty: { icon: LucideIcon; title: string; text: ReactNode; action?: ReactNode };
  className?: string;
  children: ReactNode;
}) {
  if (query.isPending) {
    return (
      <div className="grid gap-3" role="status" aria-label={loading}>
        <Skeleton className={cn(skeletonClassName, 'w-full')} />
        <Skeleton className={cn(skeletonClassName, 'w-full')} />
        <Skeleton className={cn(skeletonClassName, 'w-full')} />
      </div>
    );
  }
  if (query.isError && !query.data) {
    return (
      <ErrorState
        title={errorTitle}
        message={errorMessage(query.error)}
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (isEmpty) {
    return (
      <EmptyState icon={empty.icon} title={empty.title} action={empty.action}>
        {empty.text}
      </EmptyState>
    );
  }
  return <div className={cn('grid grid-cols-1 gap-4', className)}>{children}</div>;
}
