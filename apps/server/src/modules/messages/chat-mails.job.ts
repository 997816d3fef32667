import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { Mailer } from '../../lib/mailer.ts';
import { type ChatMailFacts, digestMail, newConversationMail } from './messages.mails.ts';

/** A message is mailed about once it is this old and still unread (time to see it live). */
export const MAIL_GRACE_MS = 2 * 60_000;
/** At most one mail per conversation and receiver in this period. */
export const DIGEST_EVERY_MS = 3600_000;
/** Older unread messages are left alone (a queue that was down for a day does not flood inboxes). */
const LOOKBACK_MS = 24 * 3600_000;
const BATCH = 200;

type Due = {
  conversationId: number;
  receiverId: number;
  receiverEmail: string;
  receiverName: string;
  senderId: number;
  senderName: string;
  listingTitle: string | null;
  count: number;
  lastMessageId: number;
  firstContent: string;
  latestContent: string;
  startsConversation: boolean;
  mailedBefore: boolean;
};

/**
 * The chat mail sweep (job `chat-mails`, every minute; decision 070). Mails a receiver
 * whose preference is `all` about unread messages they could not have seen live: newer
 * than their last presence on any instance (user_presence) and older than the grace
 * period. The first message of a conversation gets its own mail; later ones a digest, at
 * most one per conversation an hour. Each mail is claimed in chat_mail_notifications and
 * sent inside that transaction: a refused mail is retried by the next run, and two runs
 * cannot mail the same thing.
 */
export async function runChatMails(opts: {
  db: Db;
  mailer: Mailer;
  appUrl: string;
  log: FastifyBaseLogger;
  now?: Date;
}): Promise<{ mailed: number; failed: number }> {
  const { db, mailer, appUrl, log } = opts;
  const now = opts.now ?? new Date();
  const due = await findDue(db, now);
  let mailed = 0;
  let failed = 0;
  for (const d of due) {
    const facts: ChatMailFacts = {
      receiver: { email: d.receiverEmail, name: d.receiverName },
      sender: { id: d.senderId, name: d.senderName },
      listingTitle: d.listingTitle,
      count: d.count,
      quoted: d.startsConversation && !d.mailedBefore ? d.firstContent : d.latestContent,
    };
    const mail =
      d.startsConversation && !d.mailedBefore
        ? newConversationMail(facts, appUrl)
        : digestMail(facts, appUrl);
    try {
      const sent = await db.transaction(async (tx) => {
        const { rows } = await tx.execute<{ claimed: boolean }>(sql`
          insert into chat_mail_notifications (conversation_id, user_id, last_message_id, mailed_at)
          values (${d.conversationId}, ${d.receiverId}, ${d.lastMessageId}, ${now})
          on conflict (conversation_id, user_id) do update
            set last_message_id = excluded.last_message_id, mailed_at = excluded.mailed_at
            where chat_mail_notifications.last_message_id < excluded.last_message_id
              and chat_mail_notifications.mailed_at <= ${new Date(now.getTime() - DIGEST_EVERY_MS)}
          returning true as claimed
        `);
        if (rows.length === 0) return false;
        await mailer.send(mail);
        return true;
      });
      if (sent) mailed += 1;
    } catch (err) {
      failed += 1;
      log.warn({ err, conversationId: d.conversationId }, 'chat mail not sent; the next run retries');
    }
  }
  return { mailed, failed };
}

async function findDue(db: Db, now: Date): Promise<Due[]> {
  const { rows } = await db.execute<Due>(sql`
    with unread as (
      select m.id, m.conversation_id, m.sender_id, m.content, m.created_at,
        case when c.participant_one = m.sender_id then c.participant_two else c.participant_one end as receiver_id,
        m.read_by
      from chat_messages m
      join conversations c on c.id = m.conversation_id
      where cardinality(m.read_by) < 2
        and m.created_at > ${new Date(now.getTime() - LOOKBACK_MS)}
        and m.created_at <= ${new Date(now.getTime() - MAIL_GRACE_MS)}
    ),
    due as (
      select k.conversation_id, k.receiver_id, min(k.sender_id) as sender_id, count(*)::int as count,
        max(k.id) as last_message_id, min(k.id) as first_message_id,
        (array_agg(k.content order by k.id))[1] as first_content,
        (array_agg(k.content order by k.id desc))[1] as latest_content,
        bool_or(n.conversation_id is not null) as mailed_before
      from unread k
      left join user_presence p on p.user_id = k.receiver_id
      left join chat_mail_notifications n on n.conversation_id = k.conversation_id and n.user_id = k.receiver_id
      where not (k.receiver_id = any(k.read_by))
        and (p.last_seen_at is null or p.last_seen_at < k.created_at)
        and k.id > coalesce(n.last_message_id, 0)
        and (n.mailed_at is null or n.mailed_at <= ${new Date(now.getTime() - DIGEST_EVERY_MS)})
      group by k.conversation_id, k.receiver_id
    )
    select d.conversation_id as "conversationId", d.receiver_id as "receiverId",
      r.email as "receiverEmail", coalesce(nullif(r.full_name, ''), r.username) as "receiverName",
      d.sender_id as "senderId", coalesce(nullif(s.full_name, ''), s.username) as "senderName",
      case when b.status in ('approved', 'reserved', 'sold') then b.title end as "listingTitle",
      d.count, d.last_message_id as "lastMessageId",
      d.first_content as "firstContent", d.latest_content as "latestContent",
      d.first_message_id = (select min(x.id) from chat_messages x where x.conversation_id = d.conversation_id)
        as "startsConversation",
      d.mailed_before as "mailedBefore"
    from due d
    join users r on r.id = d.receiver_id
    join users s on s.id = d.sender_id
    join conversations c on c.id = d.conversation_id
    left join businesses b on b.id = c.business_id
    where r.notification_preferences = 'all' and r.suspended_at is null
    order by d.last_message_id
    limit ${BATCH}
  `);
  return rows;
}
