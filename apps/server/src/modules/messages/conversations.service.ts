import type {
  BuyerCard,
  ConversationListQuery,
  ConversationListResponse,
  ReadResponse,
  ThreadQuery,
  ThreadResponse,
} from '@traspasa/shared/messages';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { decodeCursor, encodeCursor, isIdCursor } from '../../lib/cursor.ts';
import type { CurrentUser } from '../../plugins/auth.ts';
import { relationRefusal } from './chat.rules.ts';
import {
  findSummary,
  listConversations,
  loadBuyerFacts,
  markRead,
  threadMessages,
} from './conversations.repository.ts';
import { type SummaryRow, toChatMessage, toDate, toParticipant, toSummary } from './messages.mapper.ts';
import { unreadTotals } from './messages.repository.ts';
import { type MessagesService, USER_NOT_FOUND } from './messages.service.ts';

const CONVERSATION_NOT_FOUND = 'No encontramos esa conversación.';
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
    const [page, rights, card] = await Promise.all([
      threadMessages(this.app.db, conversationId, query),
      this.messages.sendingRights(user, summary.other.id),
      this.buyerCard(user, summary.other.id, summary),
    ]);
    return {
      conversation: toSummary(summary, user.id),
      otherParticipant: toParticipant(summary.other),
      messages: page.messages.map(toChatMessage),
      hasMore: page.hasMore,
      canSend: rights !== null && rights.refusal === null,
      cannotSendReason: rights?.refusal?.userMessage ?? null,
      buyerCard: card,
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
      if (summary) {
        const [page, card] = await Promise.all([
          threadMessages(this.app.db, summary.id, query),
          this.buyerCard(user, otherId, summary),
        ]);
        return {
          conversation: toSummary(summary, user.id),
          otherParticipant: toParticipant(summary.other),
          messages: page.messages.map(toChatMessage),
          hasMore: page.hasMore,
          canSend: refusal === null,
          cannotSendReason: refusal?.userMessage ?? null,
          buyerCard: card,
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
    };
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
