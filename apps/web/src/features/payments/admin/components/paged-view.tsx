import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { ListStates } from '@/components/data-list/list-states';
import { LoadMore } from '@/components/ui/load-more';
import { isApiError } from '@/lib/api-client';

type Page<T> = { items: T[]; nextCursor: string | null };

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
  return (
    <ListStates
      query={query}
      isEmpty={items.length === 0}
      loading={`Cargando ${article} ${noun}`}
      skeletonClassName="h-14"
      errorTitle={`No pudimos cargar ${article} ${noun}`}
      errorMessage={(error) =>
        isApiError(error) && error.userMessage
          ? error.userMessage
          : 'Revisa tu conexión a internet e inténtalo de nuevo en unos segundos.'
      }
      empty={empty}
    >
      {children(items)}
      <LoadMore query={query} what={noun} />
    </ListStates>
  );
}

/** A phone card of these lists: the row's facts in a bordered box. */
export const cardItem = 'grid gap-3 rounded-xl border bg-card p-4 shadow-sm';
