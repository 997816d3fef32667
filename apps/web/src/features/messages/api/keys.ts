// Query keys of the messages feature. Each starts with its endpoint, so the
// live connection can find every cache it has to update or catch up.

export const CONVERSATIONS_PATH = '/api/conversations';
export const THREAD_WITH_PATH = '/api/conversations/with';
export const UNREAD_COUNT_PATH = '/api/messages/unread-count';

export const messageKeys = {
  /** Every conversation list, whatever the search. */
  conversationLists: [CONVERSATIONS_PATH] as const,
  conversations: (q: string) => [CONVERSATIONS_PATH, { q }] as const,
  /** Every thread held. */
  threads: [THREAD_WITH_PATH] as const,
  /** The thread with one person (the route is by user, a conversation is one pair of users). */
  thread: (userId: number) => [THREAD_WITH_PATH, userId] as const,
  unreadCount: [UNREAD_COUNT_PATH] as const,
};

/** Query keys the reconnection catch-up refreshes. */
export const CATCH_UP_ROOTS = new Set<string>([CONVERSATIONS_PATH, THREAD_WITH_PATH, UNREAD_COUNT_PATH]);
