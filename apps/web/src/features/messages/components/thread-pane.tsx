// One conversation (/messages/:userId): who it is with, the listing it is about, the
// messages, and the composer (or why you cannot write yet).

import { useQuery } from '@tanstack/react-query';
import type { PublicUser } from '@traspasa/shared/auth';
import { NDA_REQUIRED_MESSAGE } from '@traspasa/shared/messages';
import { FileSignatureIcon, MessageSquareDashedIcon, UserXIcon, WifiOffIcon } from 'lucide-react';
import { type ComponentType, useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router';
import { IdentityBadge } from '@/components/identity-badge';
import { EmptyState, ErrorState } from '@/components/page/states';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { businessQueryOptions } from '@/lib/listings/get-business';
import { displayName, roleLabel } from '@/lib/user-names';
import { useLoadOlderMessages, useThread } from '../api/get-thread';
import { useMarkRead } from '../api/mark-read';
import { useSendMessage } from '../api/send-message';
import { uploadAttachment } from '../api/upload-attachment';
import { useLiveStatus } from '../live/use-live-messages';
import { BuyerCard } from './buyer-card';
import { Composer } from './composer';
import { type ListingContext, ListingContextCard } from './listing-context-card';
import { MessageList } from './message-list';
import { ParticipantAvatar } from './participant-avatar';
import { RevokedAccessNote } from './revoked-access-note';
import { BackLink, CannotSend, ThreadProblem, ThreadSkeleton } from './thread-states';

export function ThreadPane({
  user,
  otherUserId,
  businessIdParam,
  backHref,
  autoFocusComposer,
  ListingAction,
}: {
  user: PublicUser;
  otherUserId: number;
  /** ?businessId= from "Contactar al vendedor": the listing this conversation starts about. */
  businessIdParam: number | null;
  backHref: string;
  autoFocusComposer: boolean;
  /** Beside the listing in the header: «Hacer una oferta», which the offers feature owns (decision 170). */
  ListingAction?: ComponentType<{ businessId: number }>;
}) {
  const me = user.id;
  const location = useLocation();
  const thread = useThread(otherUserId);
  const older = useLoadOlderMessages(otherUserId);
  const live = useLiveStatus();
  const data = thread.data;
  const conversationBusiness = data?.conversation?.business ?? null;
  // Before the first message, the listing comes from the address (its detail gives the NDA state too).
  const listingQuery = useQuery({
    ...businessQueryOptions(String(businessIdParam ?? '')),
    enabled: businessIdParam !== null,
  });
  const businessId = businessIdParam ?? conversationBusiness?.id ?? null;
  const sender = useSendMessage({ otherUserId, me, businessId: businessIdParam ?? undefined });
  useMarkRead(data, me);
  const heading = useRef<HTMLHeadingElement>(null);

  const name = data ? displayName(data.otherParticipant) : '';
  // Screen readers land on the conversation's name when it opens (unless the composer takes focus).
  useEffect(() => {
    if (name && !autoFocusComposer) heading.current?.focus({ preventScroll: true });
  }, [name, autoFocusComposer]);

  if (thread.isPending || (!data && !thread.isError)) return <ThreadSkeleton backHref={backHref} />;

  if (thread.isError) {
    const status = isApiError(thread.error) ? thread.error.status : 0;
    const missing = status === 404 || status === 400;
    // Someone you have no relation with is a 404 (their name is not yours to know). From a
    // listing's "Contactar" link, that means its NDA is not signed yet: say so, with the way.
    const gated = listingQuery.data;
    if (missing && gated && businessIdParam !== null && !gated.access?.canMessage) {
      return (
        <div className="flex min-h-0 flex-1 flex-col">
          <title>Mensajes | Traspasa</title>
          <div className="flex shrink-0 items-center gap-2 border-b px-3 py-2 sm:px-4">
            <BackLink href={backHref} />
            <h1 className="text-base font-semibold">Escribir al vendedor</h1>
          </div>
          <ListingContextCard
            listing={{
              id: gated.id,
              slug: gated.slug,
              title: gated.title,
              image: gated.images?.[0] ?? null,
              status: gated.status,
              ndaStatus: gated.access?.ndaStatus,
            }}
          />
          <div className="flex flex-1 items-center justify-center bg-muted/50 p-4">
            <EmptyState
              icon={FileSignatureIcon}
              title="Primero, el acuerdo de confidencialidad"
              className="max-w-md border-0 bg-transparent"
            >
              El vendedor conversa y comparte sus datos solo con quienes firmaron el acuerdo de este negocio.
              Firmarlo toma un par de minutos.
            </EmptyState>
          </div>
          <CannotSend
            reason={NDA_REQUIRED_MESSAGE}
            businessId={gated.id}
            returnTo={`${location.pathname}${location.search}`}
          />
        </div>
      );
    }
    if (businessIdParam !== null && listingQuery.isPending) return <ThreadSkeleton backHref={backHref} />;
    return (
      <ThreadProblem backHref={backHref}>
        <title>{missing ? 'Conversación no encontrada | Traspasa' : 'Mensajes | Traspasa'}</title>
        <h1 className="sr-only">
          {missing ? 'Conversación no encontrada' : 'No pudimos cargar la conversación'}
        </h1>
        {missing ? (
          <EmptyState
            icon={UserXIcon}
            title="No encontramos esta conversación"
            className="w-full max-w-lg"
            action={
              <Button asChild>
                <Link to={paths.messages.href}>Ver tus conversaciones</Link>
              </Button>
            }
          >
            {isApiError(thread.error) && thread.error.userMessage
              ? thread.error.userMessage
              : 'Puede que la cuenta ya no exista o que el enlace esté mal escrito.'}
          </EmptyState>
        ) : (
          <ErrorState
            className="w-full max-w-lg"
            title="No pudimos cargar la conversación"
            onRetry={() => void thread.refetch()}
          />
        )}
      </ThreadProblem>
    );
  }

  if (!data) return <ThreadSkeleton backHref={backHref} />;
  const other = data.otherParticipant;
  const listing: ListingContext | null = conversationBusiness
    ? {
        ...conversationBusiness,
        ndaStatus:
          listingQuery.data && listingQuery.data.id === conversationBusiness.id
            ? listingQuery.data.access?.ndaStatus
            : undefined,
      }
    : listingQuery.data
      ? {
          id: listingQuery.data.id,
          slug: listingQuery.data.slug,
          title: listingQuery.data.title,
          image: listingQuery.data.images?.[0] ?? null,
          status: listingQuery.data.status,
          ndaStatus: listingQuery.data.access?.ndaStatus,
        }
      : null;
  const details = [roleLabel(other.role)];

  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <title>{`Conversación con ${name} | Traspasa`}</title>
      <div className="flex shrink-0 items-center gap-3 border-b bg-background px-3 py-2 sm:px-4">
        <BackLink href={backHref} />
        <ParticipantAvatar participant={other} />
        <div className="min-w-0 flex-1">
          <h1 ref={heading} tabIndex={-1} className="truncate text-base font-semibold outline-none">
            <span className="sr-only">Conversación con </span>
            {name}
          </h1>
          <p className="flex items-center gap-1 text-xs text-muted-foreground">
            {details.join(' · ')}
            {other.identityVerified ? <span aria-hidden="true">·</span> : null}
            <IdentityBadge verified={other.identityVerified} variant="inline" />
          </p>
        </div>
        {live === 'reconnecting' ? (
          <span
            className="inline-flex shrink-0 items-center gap-1 rounded-full bg-amber-100 px-2.5 py-1 text-xs font-medium text-amber-900"
            role="status"
          >
            <WifiOffIcon className="size-3.5" aria-hidden="true" />
            Reconectando…
          </span>
        ) : null}
      </div>

      {data.buyerCard ? <BuyerCard card={data.buyerCard} /> : null}
      {data.accessRevoked ? (
        <RevokedAccessNote sellerSide={Boolean(data.buyerCard)} title={listing?.title ?? null} />
      ) : null}
      {listing ? (
        <ListingContextCard
          listing={listing}
          action={ListingAction ? <ListingAction businessId={listing.id} /> : null}
        />
      ) : null}

      <MessageList
        messages={data.messages}
        me={me}
        otherId={other.id}
        otherName={name}
        hasMore={data.hasMore}
        loadingOlder={older.loading}
        olderError={older.error}
        onLoadOlder={() => void older.loadOlder()}
        onRetry={sender.retry}
        onDiscard={sender.discard}
        emptyState={
          <div className="flex h-full items-center justify-center">
            <EmptyState
              icon={MessageSquareDashedIcon}
              title={`Aún no le has escrito a ${name}`}
              className="max-w-md border-0 bg-transparent"
            >
              {!data.canSend
                ? 'Cuando puedas escribirle, la conversación aparecerá aquí.'
                : data.buyerCard
                  ? listing
                    ? `Salúdale y ofrécete a resolver sus dudas sobre «${listing.title}». Tu mensaje le llegará al instante.`
                    : 'Salúdale y ofrécete a resolver sus dudas. Tu mensaje le llegará al instante.'
                  : listing
                    ? `Preséntate y cuéntale qué te interesa de «${listing.title}». Tu mensaje le llegará al instante.`
                    : 'Preséntate y cuéntale qué te interesa. Tu mensaje le llegará al instante.'}
            </EmptyState>
          </div>
        }
      />

      {data.canSend ? (
        <Composer
          key={otherUserId}
          threadUserId={otherUserId}
          recipientName={name}
          onSend={sender.send}
          onUpload={(file, onProgress) => uploadAttachment(otherUserId, file, onProgress)}
          autoFocus={autoFocusComposer}
        />
      ) : (
        <CannotSend
          reason={data.cannotSendReason}
          businessId={businessId}
          returnTo={`${location.pathname}${location.search}`}
        />
      )}
    </div>
  );
}
