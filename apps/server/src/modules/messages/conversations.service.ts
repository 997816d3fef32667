import type {
  BuyerCard,
  ConversationListQuery,
  ConversationListResponse,
  ReadResponse,
  ThreadQuery,
  ThreadResponse,
} from '@traspasa/shared/messages';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { decodeCursor, encodeCursor, isIdCursor } from '../../lib/cursor.ts';
import type { CurrentUser } from '../../plugins/auth.ts';
import { relationRefusal } from './chat.rules.ts';
import {
  conversationIdsWith,
  ensureConversation,
  findSummary,
  listConversations,
  listingAccessRevoked,
  loadBuyerFacts,
  markRead,
  threadMessages,
} from './conversations.repository.ts';
import { type SummaryRow, toChatMessage, toDate, toParticipant, toSummary } from './messages.mapper.ts';
import { unreadTotals } from './messages.repository.ts';
import { type MessagesService, USER_NOT_FOUND } from './messages.service.ts';

const CONVERSATION_NOT_FOUND = 'No encontramos esa conversación.';

// ---------- what other modules call (decision 160) ----------

/** The conversation of `userId` with each of `otherIds` (one per pair), by the other's id. */
export function conversationsWith(db: Db, userId: number, otherIds: readonly number[]) {
  return conversationIdsWith(db, userId, otherIds);
}

/**
 * Opens the pair's conversation when it has none yet, about `businessId`, and returns its id
 * (the existing one otherwise). It holds no message: what each may write there is still
 * decided by the rules at every send (chat.rules.ts), and the inbox lists it from its first
 * message. «Hacer una pregunta» of an access request opens it this way (decision 062).
 */
export function openConversation(
  db: Db,
  pair: { userId: number; otherId: number; businessId: number | null },
): Promise<number> {
  if (pair.userId === pair.otherId) throw new Error('a conversation needs two people');
  return ensureConversation(db, pair.userId, pair.otherId, pair.businessId);
}
const BAD_CURSOR = 'El cursor de la lista de conversaciones no es válido. Vuelve a cargar la lista.';

/** The inbox, threads and read marks (decision 070). Someone outside a conversation gets a 404. */
export class ConversationsService {
  constructor(
    private readonly app: FastifyInstance,
    private readonly messages: MessagesService,
  ) {}

  async list(user: CurrentUser, query: ConversationListQuery): Promise<ConversationListResponse> {
    const cursor = decodeCursor(query.cursor, isIdCursor, BAD_CURSOR);
    const page = await listConversations(this.app.db, user.id, {
      q: query.q || undefined,
      beforeLastMessageId: cursor?.id,
      limit: query.limit,
    });
    return {
      items: page.items.map((row) => toSummary(row, user.id)),
      nextCursor: page.nextBefore ? encodeCursor({ id: page.nextBefore }) : null,
    };
  }

  /** `GET /api/conversations/:id`. */
  async thread(user: CurrentUser, conversationId: number, query: ThreadQuery): Promise<ThreadResponse> {
    const summary = await findSummary(this.app.db, user.id, conversationId);
    if (!summary) throw AppError.notFound(CONVERSATION_NOT_FOUND);
    const [page, rights, card, accessRevoked] = await Promise.all([
      threadMessages(this.app.db, conversationId, query),
      this.messages.sendingRights(user, summary.other.id),
      this.buyerCard(user, summary.other.id, summary),
      this.accessRevoked(user.id, summary),
    ]);
    // An empty conversation (opened by a seller's question, decision 062) is nobody's business
    // but the seller's until they write in it: the same 404 as a missing one.
    if (!summary.lastMessage && (!rights || relationRefusal(user, summary.other.id, rights.facts))) {
      throw AppError.notFound(CONVERSATION_NOT_FOUND);
    }
    return {
      conversation: toSummary(summary, user.id),
      otherParticipant: toParticipant(summary.other),
      messages: page.messages.map(toChatMessage),
      hasMore: page.hasMore,
      canSend: rights !== null && rights.refusal === null,
      cannotSendReason: rights?.refusal?.userMessage ?? null,
      buyerCard: card,
      accessRevoked,
    };
  }

  /**
   * The buyer's card, for the seller's side only (decision 135): when the conversation is
   * about one of the viewer's listings, or the other person signed an agreement on one.
   * Null for everyone else (a buyer sees the listing's card instead).
   */
  private async buyerCard(
    user: CurrentUser,
    otherId: number,
    summary: Pick<SummaryRow, 'listing'> | null,
  ): Promise<BuyerCard | null> {
    const facts = await loadBuyerFacts(this.app.db, user.id, otherId);
    if (!facts) return null;
    const aboutMyListing = summary?.listing?.sellerId === user.id;
    if (!aboutMyListing && facts.withYou === 0) return null;
    return {
      userId: facts.id,
      name: facts.fullName?.trim() || facts.username,
      identityVerified: facts.identityVerified,
      memberSince: toDate(facts.createdAt).toISOString(),
      agreementsWithYou: facts.withYou,
      agreementsTotal: facts.total,
    };
  }

  /**
   * `GET /api/conversations/with/:userId`: the thread with that person, or — before the
   * first message — an empty one saying whether the caller may start it. A person the
   * caller has no conversation with and no relation to (decision 080: not even a seller with
   * a published listing, whose name the listing does not show) is the same 404 as an
   * unknown id, so walking user ids reveals nothing. The listing page tells a buyer to
   * sign the NDA; this route is for people who may already talk.
   */
  async threadWith(user: CurrentUser, otherId: number, query: ThreadQuery): Promise<ThreadResponse> {
    if (otherId === user.id) throw AppError.badRequest('No puedes abrir una conversación contigo mismo.');
    const rights = await this.messages.sendingRights(user, otherId);
    if (!rights) throw AppError.notFound(USER_NOT_FOUND);
    const { facts, refusal, other } = rights;
    if (facts.conversation) {
      const summary = await findSummary(this.app.db, user.id, facts.conversation.id);
      // Empty (a seller's question not written yet), it shows only to whoever may write in it.
      if (summary && (summary.lastMessage || !relationRefusal(user, otherId, facts))) {
        const [page, card, accessRevoked] = await Promise.all([
          threadMessages(this.app.db, summary.id, query),
          this.buyerCard(user, otherId, summary),
          this.accessRevoked(user.id, summary),
        ]);
        return {
          conversation: toSummary(summary, user.id),
          otherParticipant: toParticipant(summary.other),
          messages: page.messages.map(toChatMessage),
          hasMore: page.hasMore,
          canSend: refusal === null,
          cannotSendReason: refusal?.userMessage ?? null,
          buyerCard: card,
          accessRevoked,
        };
      }
    }
    if (relationRefusal(user, otherId, facts)) throw AppError.notFound(USER_NOT_FOUND);
    return {
      conversation: null,
      otherParticipant: toParticipant(other),
      messages: [],
      hasMore: false,
      canSend: refusal === null,
      cannotSendReason: refusal?.userMessage ?? null,
      buyerCard: await this.buyerCard(user, otherId, null),
      accessRevoked: false,
    };
  }

  /**
   * The mark of a conversation whose listing's seller revoked the other participant's access
   * (decision 062): both sides see it; the messages stay as a record.
   */
  private async accessRevoked(
    viewerId: number,
    summary: Pick<SummaryRow, 'listing' | 'other'>,
  ): Promise<boolean> {
    const listing = summary.listing;
    if (!listing) return false;
    const buyerId =
      listing.sellerId === viewerId
        ? summary.other.id
        : listing.sellerId === summary.other.id
          ? viewerId
          : null;
    return buyerId === null ? false : listingAccessRevoked(this.app.db, listing.id, buyerId);
  }

  /** Marks every message of the conversation the caller has not read as read (idempotent). */
  async read(user: CurrentUser, conversationId: number): Promise<ReadResponse> {
    const summary = await findSummary(this.app.db, user.id, conversationId);
    if (!summary) throw AppError.notFound(CONVERSATION_NOT_FOUND);
    const messageIds = summary.unreadCount > 0 ? await markRead(this.app.db, summary, user.id) : [];
    const totals = await unreadTotals(this.app.db, [user.id]);
    return { conversationId, messageIds, unreadCount: totals.get(user.id) ?? 0 };
  }
}
