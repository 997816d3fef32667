// The conversation list: search (in the address as ?q=), newest activity first, more on
// demand, and what to do when there is nothing yet.
import type { PublicUser } from '@traspasa/shared/auth';
import { FileSignatureIcon, MessagesSquareIcon, SearchIcon, SearchXIcon, XIcon } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { EmptyState, ErrorState } from '@/components/page/states';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { useConversations } from '../api/get-conversations';
import { useNow } from '../lib/use-now';
import { ConversationListItem } from './conversation-list-item';

export const SEARCH_PARAM = 'q';

function ListSkeleton() {
  return (
    <ul aria-hidden="true" className="divide-y">
      {Array.from({ length: 6 }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
        <li key={i} className="flex gap-3 px-4 py-3">
          <Skeleton className="size-12 shrink-0 rounded-full" />
          <div className="grid flex-1 gap-2 py-1">
            <Skeleton className="h-4 w-2/5" />
            <Skeleton className="h-3 w-3/5" />
            <Skeleton className="h-3 w-4/5" />
          </div>
        </li>
      ))}
    </ul>
  );
}

function isSeller(user: PublicUser): boolean {
  return user.role === 'seller' || user.secondaryRole === 'seller';
}

export function ConversationListPane({
  user,
  activeUserId,
  headingLevel,
}: {
  user: PublicUser;
  activeUserId: number | null;
  /** h1 when the list is the screen, h2 when a conversation is open beside it. */
  headingLevel: 1 | 2;
}) {
  const [searchParams, setSearchParams] = useSearchParams();
  const urlQuery = searchParams.get(SEARCH_PARAM) ?? '';
  const [input, setInput] = useState(urlQuery);
  const debounced = useDebouncedValue(input.trim(), 300);
  const searchId = useId();
  const now = useNow();

  // The address follows the typing (debounced), and the box follows the address (back button).
  const urlQueryRef = useRef(urlQuery);
  urlQueryRef.current = urlQuery;
  useEffect(() => {
    if (debounced === urlQueryRef.current) return;
    setSearchParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (debounced) next.set(SEARCH_PARAM, debounced);
        else next.delete(SEARCH_PARAM);
        return next;
      },
      { replace: true },
    );
  }, [debounced, setSearchParams]);
  const debouncedRef = useRef(debounced);
  debouncedRef.current = debounced;
  useEffect(() => {
    if (urlQuery !== debouncedRef.current) setInput(urlQuery);
  }, [urlQuery]);

  const query = useConversations(urlQuery);
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const hrefFor = (userId: number) =>
    `${paths.conversation.build(userId)}${urlQuery ? `?${SEARCH_PARAM}=${encodeURIComponent(urlQuery)}` : ''}`;

  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <div className="grid gap-3 border-b px-4 pt-4 pb-3">
        <Heading className="text-xl font-bold tracking-tight">Mensajes</Heading>
        <search className="relative block">
          <label htmlFor={searchId} className="sr-only">
            Buscar conversaciones por nombre o negocio
          </label>
          <SearchIcon
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden="true"
          />
          <Input
            id={searchId}
            type="search"
            value={input}
            onChange={(e) => setInput(e.target.value)}
            placeholder="Buscar por nombre o negocio"
            maxLength={100}
            autoComplete="off"
            className="pr-10 pl-9 [&::-webkit-search-cancel-button]:hidden"
          />
          {input ? (
            <Button
              type="button"
              variant="ghost"
              size="icon-sm"
              className="absolute top-1/2 right-1 -translate-y-1/2"
              aria-label="Borrar búsqueda"
              onClick={() => setInput('')}
            >
              <XIcon aria-hidden="true" />
            </Button>
          ) : null}
        </search>
      </div>

      <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain pb-16 lg:pb-0">
        {query.isPending ? (
          <>
            <p className="sr-only" role="status">
              Cargando tus conversaciones…
            </p>
            <ListSkeleton />
          </>
        ) : query.isError ? (
          <ErrorState
            className="m-4 border-0 px-4 py-10"
            title="No pudimos cargar tus conversaciones"
            onRetry={() => void query.refetch()}
          />
        ) : items.length === 0 ? (
          urlQuery ? (
            <EmptyState
              icon={SearchXIcon}
              title="Ninguna conversación coincide"
              className="m-4 border-0 px-4 py-10"
              action={
                <Button variant="outline" onClick={() => setInput('')}>
                  Borrar búsqueda
                </Button>
              }
            >
              No encontramos «{urlQuery}» entre los nombres ni los negocios de tus conversaciones.
            </EmptyState>
          ) : activeUserId !== null ? (
            // A conversation is open beside the list but has no message yet: do not say there is none.
            <EmptyState
              icon={MessagesSquareIcon}
              title="Tu primera conversación"
              className="m-4 border-0 px-4 py-10"
            >
              Cuando envíes el primer mensaje, la conversación aparecerá en esta lista.
            </EmptyState>
          ) : isSeller(user) ? (
            <EmptyState
              icon={MessagesSquareIcon}
              title="Todavía no tienes conversaciones"
              className="m-4 border-0 px-4 py-10"
              action={
                <Button asChild>
                  <Link to={paths.ndaAudit.href}>
                    <FileSignatureIcon aria-hidden="true" />
                    Ver acuerdos firmados
                  </Link>
                </Button>
              }
            >
              Cuando un comprador firme el acuerdo de confidencialidad de uno de tus negocios, podrás
              escribirle desde aquí, y sus mensajes te llegarán al instante.
            </EmptyState>
          ) : (
            <EmptyState
              icon={MessagesSquareIcon}
              title="Todavía no tienes conversaciones"
              className="m-4 border-0 px-4 py-10"
              action={
                <Button asChild>
                  <Link to={paths.businesses.href}>
                    <SearchIcon aria-hidden="true" />
                    Ver negocios
                  </Link>
                </Button>
              }
            >
              Elige un negocio, firma su acuerdo de confidencialidad y pulsa «Contactar al vendedor». Tus
              conversaciones aparecerán aquí.
            </EmptyState>
          )
        ) : (
          <>
            <ul aria-label="Tus conversaciones" className="divide-y">
              {items.map((conversation) => (
                <ConversationListItem
                  key={conversation.id}
                  conversation={conversation}
                  me={user.id}
                  href={hrefFor(conversation.otherParticipant.id)}
                  active={conversation.otherParticipant.id === activeUserId}
                  now={now}
                />
              ))}
            </ul>
            {query.hasNextPage ? (
              <div className="flex justify-center border-t p-4">
                <Button
                  variant="outline"
                  onClick={() => void query.fetchNextPage()}
                  disabled={query.isFetchingNextPage}
                >
                  {query.isFetchingNextPage ? (
                    <Spinner size="sm" label="Cargando más conversaciones…" />
                  ) : null}
                  Cargar más conversaciones
                </Button>
              </div>
            ) : null}
            {query.isFetchNextPageError ? (
              <p role="alert" className="px-4 pb-4 text-center text-sm text-destructive">
                No pudimos cargar más conversaciones. Inténtalo de nuevo.
              </p>
            ) : null}
          </>
        )}
      </div>
    </div>
  );
}
