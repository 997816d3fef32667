import type { ChatMessage, SendMessageBody } from '@traspasa/shared/messages';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import type { CurrentUser } from '../../plugins/auth.ts';
import { recordListingEvent } from '../listing-stats/listing-stats.service.ts';
import { checkAttachmentsForSend } from './attachments.rules.ts';
import { type SendFacts, sendRefusal } from './chat.rules.ts';
import type { MessageWriter } from './message-writer.service.ts';
import { type ProfileRow, toChatMessage } from './messages.mapper.ts';
import { findByClientIds, loadSendFacts, unreadTotals } from './messages.repository.ts';
import { SendFactsLoader } from './send-facts-loader.service.ts';
import type { MessageRateLimit, SendGate } from './send-limits.service.ts';

const MAX_ID = 2_147_483_647;
export const USER_NOT_FOUND = 'No encontramos a esa persona.';
const SELF_MESSAGE = 'No puedes enviarte mensajes a ti mismo.';
const ID_REUSED = 'Ese identificador de mensaje ya se usó para otra conversación.';

/** Sending chat messages (decision 070). */
export class MessagesService {
  constructor(
    private readonly app: FastifyInstance,
    private readonly writer: MessageWriter,
    /** The sends in progress on this instance (graceful overload). */
    readonly gate: SendGate,
    /** Messages per minute per sender: in memory, PostgreSQL as the cross-instance backstop. */
    readonly rateLimit: MessageRateLimit,
  ) {
    this.facts = new SendFactsLoader(app.db);
  }

  private readonly facts: SendFactsLoader;

  /** The event loop runs later than a send may wait (plugins/overload.ts): refuse new sends. */
  loopLate(): boolean {
    return this.app.overload.loopLate();
  }

  /**
   * Stores the message in the pair's one conversation. `created` is false when the
   * sender already stored a message with this clientMessageId (a retry or a double
   * click): that message is returned as it is.
   */
  async send(user: CurrentUser, body: SendMessageBody): Promise<{ created: boolean; message: ChatMessage }> {
    // Over the bound: refused before any work, so what is accepted stays fast (decision 070).
    const ticket = this.gate.enter();
    try {
      return await this.sendWithinGate(user, body);
    } finally {
      this.gate.leave(ticket);
    }
  }

  private async sendWithinGate(
    user: CurrentUser,
    body: SendMessageBody,
  ): Promise<{ created: boolean; message: ChatMessage }> {
    if (body.receiverId === user.id) throw AppError.badRequest(SELF_MESSAGE);
    if (body.receiverId > MAX_ID) throw AppError.notFound(USER_NOT_FOUND);
    const businessId = body.businessId === undefined ? null : Math.min(body.businessId, MAX_ID);

    this.rateLimit.consume(user.id);
    const loaded = await this.facts.load({ senderId: user.id, receiverId: body.receiverId, businessId });
    if (!loaded) throw AppError.notFound(USER_NOT_FOUND);

    const refusal = sendRefusal(user, body.receiverId, loaded.facts, businessId ?? undefined);
    if (refusal) {
      // A retry of a message stored before the rules changed still gets its answer.
      const replay = body.clientMessageId ? await this.replay(user.id, body) : null;
      if (replay) return replay;
      throw refusal;
    }
    await checkAttachmentsForSend(this.app.db, user.id, body);

    const row = await this.writer.write({
      senderId: user.id,
      receiverId: body.receiverId,
      businessId,
      content: body.content,
      messageType: body.messageType,
      clientMessageId: body.clientMessageId ?? null,
      attachmentIds: body.attachmentIds,
    });
    if (row) {
      this.countContact(loaded.facts, businessId, user.id);
      return { created: true, message: toChatMessage(row) };
    }
    const replay = await this.replay(user.id, body);
    if (!replay) throw new Error('chat message skipped as a duplicate but not found');
    return replay;
  }

  /**
   * "Contactos" in the seller's statistics (decision 135): a buyer's message that opens the
   * conversation about a listing of the receiver — the first message of the pair, or the
   * first about this listing — counts once. Best effort: statistics never fail a send.
   */
  private countContact(facts: SendFacts, businessId: number | null, senderId: number): void {
    const listing = facts.listing;
    if (businessId === null || !listing || listing.sellerId === senderId) return;
    if (facts.conversation?.businessId === businessId) return;
    recordListingEvent(this.app.db, businessId, 'contacts').catch((err: unknown) =>
      this.app.log.warn({ err }, 'could not count a listing contact'),
    );
  }

  /** The message this sender already stored under body.clientMessageId, for this same pair. */
  private async replay(senderId: number, body: SendMessageBody) {
    const [existing] = await findByClientIds(this.app.db, [
      { senderId, clientMessageId: body.clientMessageId! },
    ]);
    if (!existing) return null;
    const pair = [Math.min(senderId, body.receiverId), Math.max(senderId, body.receiverId)];
    if (existing.participantOne !== pair[0] || existing.participantTwo !== pair[1]) {
      throw AppError.conflict(ID_REUSED);
    }
    return { created: false, message: toChatMessage(existing) };
  }

  /**
   * Whether `user` may write to `otherId` now (same rules as sending, no listing), with
   * the facts behind it. Null when that user does not exist.
   */
  async sendingRights(
    user: CurrentUser,
    otherId: number,
  ): Promise<{ other: ProfileRow; facts: SendFacts; refusal: AppError | null } | null> {
    if (otherId > MAX_ID) return null;
    const loaded = await loadSendFacts(this.app.db, user.id, otherId, null);
    if (!loaded) return null;
    return { other: loaded.receiver, facts: loaded.facts, refusal: sendRefusal(user, otherId, loaded.facts) };
  }

  async unreadCount(user: CurrentUser): Promise<number> {
    return (await unreadTotals(this.app.db, [user.id])).get(user.id) ?? 0;
  }
}
