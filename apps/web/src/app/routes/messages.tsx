// /messages and /messages/:userId (decision 071). On a computer: the list beside the open
// conversation. On a phone: the list, or the conversation with a way back.
import { useParams, useSearchParams } from 'react-router';
import { PageSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { ConversationListPane, SEARCH_PARAM } from '@/features/messages/components/conversation-list-pane';
import { NoThreadSelected } from '@/features/messages/components/no-thread-selected';
import { ThreadPane } from '@/features/messages/components/thread-pane';
import { InvalidThread } from '@/features/messages/components/thread-states';
import { ConversationOfferLink } from '@/features/offers/components/listing-offer-box';
import { useUser } from '@/lib/session';
import { cn } from '@/lib/utils';

function positiveInt(value: string | null | undefined): number | null {
  if (!value || !/^\d{1,10}$/.test(value)) return null;
  const n = Number(value);
  return n > 0 && n <= 2_147_483_647 ? n : null;
}

/** Computers (fine pointer, wide screen) get the cursor in the composer; phones keep the keyboard closed. */
function prefersComposerFocus(): boolean {
  return (
    typeof window !== 'undefined' && window.matchMedia?.('(min-width: 1024px) and (pointer: fine)').matches
  );
}

export default function MessagesPage() {
  const { userId: userParam } = useParams();
  const [searchParams] = useSearchParams();
  const { data: user } = useUser();
  if (!user) return <PageSpinner label="Comprobando tu sesión…" />;

  const threadOpen = userParam !== undefined;
  const otherUserId = positiveInt(userParam);
  const q = searchParams.get(SEARCH_PARAM);
  const backHref = q
    ? `${paths.messages.href}?${SEARCH_PARAM}=${encodeURIComponent(q)}`
    : paths.messages.href;

  return (
    // Below the panes on a computer: room for the page's fixed cookie button.
    <div className="mx-auto flex h-[calc(100dvh-4rem)] min-h-[28rem] w-full max-w-7xl lg:px-6 lg:pt-6 lg:pb-[4.5rem]">
      {threadOpen ? null : <title>Mensajes | Traspasa</title>}
      <div className="flex min-h-0 w-full overflow-hidden bg-background lg:rounded-xl lg:border lg:shadow-sm">
        <section
          aria-label="Conversaciones"
          className={cn(
            'min-h-0 min-w-0 flex-col lg:flex lg:w-[22rem] lg:shrink-0 lg:border-r xl:w-96',
            threadOpen ? 'hidden' : 'flex w-full',
          )}
        >
          <ConversationListPane user={user} activeUserId={otherUserId} headingLevel={threadOpen ? 2 : 1} />
        </section>
        <section
          aria-label="Conversación"
          className={cn('min-h-0 min-w-0 flex-1 flex-col', threadOpen ? 'flex' : 'hidden lg:flex')}
        >
          {!threadOpen ? (
            <NoThreadSelected />
          ) : otherUserId === null || otherUserId === user.id ? (
            <InvalidThread backHref={backHref} self={otherUserId === user.id} />
          ) : (
            <ThreadPane
              key={otherUserId}
              user={user}
              otherUserId={otherUserId}
              businessIdParam={positiveInt(searchParams.get('businessId'))}
              backHref={backHref}
              autoFocusComposer={prefersComposerFocus()}
              ListingAction={ConversationOfferLink}
            />
          )}
        </section>
      </div>
    </div>
  );
}
