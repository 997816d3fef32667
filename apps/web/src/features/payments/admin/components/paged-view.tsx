import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { LucideIcon } from 'lucide-react';
import { Loader2Icon } from 'lucide-react';
import type { ReactNode } from 'react';
import { EmptyState, ErrorState } from '@/components/page/states';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { isApiError } from '@/lib/api-client';
import { cn } from '@/lib/utils';

type Page<T> = { items: T[]; nextCursor: string | null };

/** A row of filter buttons (one pressed at a time), as the moderation queue has them. */
export function FilterChips<T extends string | null>({
  label,
  options,
  value,
  onChange,
}: {
  label: string;
  options: Array<{ value: T; label: string }>;
  value: T;
  onChange: (value: T) => void;
}) {
  return (
    <fieldset className="flex flex-wrap gap-2">
      <legend className="sr-only">{label}</legend>
      {options.map((option) => (
        <Button
          key={option.value ?? 'all'}
          size="sm"
          variant={value === option.value ? 'default' : 'outline'}
          className="min-h-11 rounded-full"
          aria-pressed={value === option.value}
          onClick={() => onChange(option.value)}
        >
          {option.label}
        </Button>
      ))}
    </fieldset>
  );
}

/**
 * The states every list of /admin/stripe goes through: skeleton, error with retry, empty
 * with what it means, the rows, and "Cargar más" while the server has another page.
 */
export function PagedView<T>({
  query,
  noun,
  article,
  empty,
  children,
}: {
  query: UseInfiniteQueryResult<InfiniteData<Page<T>>>;
  /** Plural, lower case: "transacciones". */
  noun: string;
  article: 'los' | 'las';
  empty: { icon: LucideIcon; title: string; text: ReactNode };
  children: (items: T[]) => ReactNode;
}) {
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];
  if (query.isPending) {
    return (
      <div className="grid gap-3" role="status" aria-label={`Cargando ${article} ${noun}`}>
        <Skeleton className="h-14 w-full" />
        <Skeleton className="h-14 w-full" />
        <Skeleton className="h-14 w-full" />
      </div>
    );
  }
  if (query.isError && !query.data) {
    return (
      <ErrorState
        title={`No pudimos cargar ${article} ${noun}`}
        message={
          isApiError(query.error) && query.error.userMessage
            ? query.error.userMessage
            : 'Revisa tu conexión a internet e inténtalo de nuevo en unos segundos.'
        }
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (items.length === 0) {
    return (
      <EmptyState icon={empty.icon} title={empty.title}>
        {empty.text}
      </EmptyState>
    );
  }
  return (
    <div className="grid gap-4">
      {children(items)}
      {query.hasNextPage ? (
        <div className="flex flex-col items-center gap-2">
          <Button
            variant="outline"
            disabled={query.isFetchingNextPage}
            onClick={() => void query.fetchNextPage()}
          >
            {query.isFetchingNextPage ? <Loader2Icon className="animate-spin" aria-hidden="true" /> : null}
            {query.isFetchingNextPage ? 'Cargando…' : 'Cargar más'}
          </Button>
          {query.isFetchNextPageError ? (
            <p role="alert" className="text-sm text-destructive">
              No pudimos cargar más {noun}. Inténtalo de nuevo.
            </p>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

/** A labelled value inside a phone card. */
export function CardFact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="mt-0.5 font-medium break-words">{children}</dd>
    </div>
  );
}

/** Table header cell with the padding every table of this screen uses. */
export function Th({ children, className }: { children?: ReactNode; className?: string }) {
  return (
    <th scope="col" className={cn('px-4 py-3 font-semibold', className)}>
      {children}
    </th>
  );
}

export const tableShell = 'hidden overflow-x-auto rounded-xl border bg-card shadow-sm md:block';
export const tableHead = 'border-b bg-muted/60 text-xs text-muted-foreground uppercase';
export const cardList = 'grid gap-3 md:hidden';
export const cardItem = 'grid gap-3 rounded-xl border bg-card p-4 shadow-sm';
