import { Loader2Icon } from 'lucide-react';
import { Button } from './button';

/** The part of an infinite query (TanStack Query) that "Cargar más" reads. */
export type NextPages = {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage: () => Promise<unknown>;
};

/**
 * "Cargar más" under a keyset list: nothing once the last page is in, a spinner while the
 * next one loads, and a Spanish line naming `what` could not be loaded when it fails.
 */
export function LoadMore({ query, what }: { query: NextPages; what: string }) {
  if (!query.hasNextPage) return null;
  return (
    <div className="flex flex-col items-center gap-2">
      <Button
        variant="outline"
        className="min-h-11"
        disabled={query.isFetchingNextPage}
        onClick={() => void query.fetchNextPage()}
      >
        {query.isFetchingNextPage ? <Loader2Icon className="animate-spin" aria-hidden="true" /> : null}
        {query.isFetchingNextPage ? 'Cargando…' : 'Cargar más'}
      </Button>
      {query.isFetchNextPageError ? (
        <p role="alert" className="text-sm text-destructive">
          No pudimos cargar más {what}. Inténtalo de nuevo.
        </p>
      ) : null}
    </div>
  );
}
