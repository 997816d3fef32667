import type { MessageType, UserRole } from '@traspasa/shared/enums';
import type {
  ChatMessage,
  ConversationSummary,
  MessageAttachment,
  ParticipantProfile,
} from '@traspasa/shared/messages';

/** A message_attachments row as the message queries give it (json). */
export type AttachmentRow = {
  id: string;
  kind: string;
  name: string;
  size: number;
  width: number | null;
  height: number | null;
};

/** A chat_messages row as the repositories select it. */
export type MessageRow = {
  id: number;
  conversationId: number;
  senderId: number;
  content: string;
  messageType: string;
  readBy: number[];
  clientMessageId: string | null;
  /** Raw SQL (db.execute) returns timestamps as PostgreSQL text; the query builder as Date. */
  createdAt: Date | string;
  /** Absent where a query does not load them (none). */
  attachments?: AttachmentRow[] | null;
};

/** The public part of a user: what the other participant may see (never email or phone). */
export type ProfileRow = {
  id: number;
  username: string;
  fullName: string | null;
  avatarUrl: string | null;
  role: string;
  identityVerified: boolean;
};

export type ListingRow = {
  id: number;
  slug: string;
  title: string;
  image: string | null;
  status: string;
  sellerId: number;
};

/** One conversation seen by one of its participants. */
export type SummaryRow = {
  id: number;
  other: ProfileRow;
  listing: ListingRow | null;
  lastMessage: MessageRow | null;
  lastMessageAt: Date | string | null;
  unreadCount: number;
};

export function toChatMessage(row: MessageRow): ChatMessage {
  return {
    id: row.id,
    conversationId: row.conversationId,
    senderId: row.senderId,
    content: row.content,
    messageType: row.messageType as MessageType,
    readBy: row.readBy,
    clientMessageId: row.clientMessageId,
    createdAt: toDate(row.createdAt).toISOString(),
    attachments: (row.attachments ?? []).map(toAttachment),
  };
}

/** The authorised download of an attachment; images also get their thumbnail. */
export function toAttachment(row: AttachmentRow): MessageAttachment {
  const url = `/api/messages/attachments/${row.id}`;
  return {
    id: row.id,
    kind: row.kind === 'image' ? 'image' : 'pdf',
    name: row.name,
    size: row.size,
    width: row.width,
    height: row.height,
    url,
    thumbnailUrl: row.kind === 'image' ? `${url}?size=thumb` : null,
  };
}

export function toParticipant(row: ProfileRow): ParticipantProfile {
  return {
    id: row.id,
    username: row.username,
    fullName: row.fullName,
    avatarUrl: row.avatarUrl,
    role: row.role as UserRole,
    identityVerified: row.identityVerified,
  };
}

/**
 * The listing a conversation is about, as `viewerId` may see it: a public listing
 * (approved or sold) for both, anything else only for its own seller.
 */
export function visibleListing(listing: ListingRow | null, viewerId: number) {
  if (!listing) return null;
  if (
    listing.status !== 'approved' &&
    listing.status !== 'reserved' &&
    listing.status !== 'sold' &&
    listing.sellerId !== viewerId
  )
    return null;
  return {
    id: listing.id,
    slug: listing.slug,
    title: listing.title,
    image: listing.image,
    status: listing.status,
  };
}

export function toSummary(row: SummaryRow, viewerId: number): ConversationSummary {
  return {
    id: row.id,
    otherParticipant: toParticipant(row.other),
    business: visibleListing(row.listing, viewerId),
    lastMessage: row.lastMessage ? toChatMessage(row.lastMessage) : null,
    lastMessageAt: row.lastMessageAt === null ? null : toDate(row.lastMessageAt).toISOString(),
    unreadCount: row.unreadCount,
  };
}

/** A timestamp as node-postgres or json_build_object give it ("2026-11-21 15:18:31.827+00"). */
export function toDate(value: Date | string): Date {
  if (value instanceof Date) return value;
  const iso = value.replace(' ', 'T').replace(/([+-]\d{2})$/, '$1:00');
  return new Date(iso);
}
