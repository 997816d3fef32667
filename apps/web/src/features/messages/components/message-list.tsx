// The scrolling part of a thread: day separators, bubbles, older messages when scrolled to
// the top (keeping what is on screen in place), following new messages while at the
// bottom, and a polite announcement of what the other person writes.

import { countText } from '@traspasa/shared/plural';
import { ArrowDownIcon, RefreshCwIcon } from 'lucide-react';
import { type ReactNode, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { groupByDay } from '../lib/dates';
import { isPending, messageKey, type ThreadMessage } from '../lib/merge-messages';
import { useNow } from '../lib/use-now';
import { MessageBubble } from './message-bubble';

/** Within this many pixels of the end counts as "at the bottom". */
const BOTTOM_SLACK_PX = 80;
/** Within this many pixels of the top, the older page is fetched. */
const TOP_TRIGGER_PX = 240;

export function MessageList({
  messages,
  me,
  otherId,
  otherName,
  hasMore,
  loadingOlder,
  olderError,
  onLoadOlder,
  onRetry,
  onDiscard,
  emptyState,
}: {
  messages: ThreadMessage[];
  me: number;
  otherId: number;
  otherName: string;
  hasMore: boolean;
  loadingOlder: boolean;
  olderError: boolean;
  onLoadOlder: () => void;
  onRetry: (clientMessageId: string) => void;
  onDiscard: (clientMessageId: string) => void;
  emptyState: ReactNode;
}) {
  const scroller = useRef<HTMLElement>(null);
  const atBottom = useRef(true);
  const previous = useRef<{
    firstKey: string | null;
    lastKey: string | null;
    scrollHeight: number;
    scrollTop: number;
  } | null>(null);
  const [unseen, setUnseen] = useState(0);
  const [announcement, setAnnouncement] = useState('');
  const now = useNow();
  const groups = useMemo(() => groupByDay(messages, now), [messages, now]);
  const lastOwnKey = useMemo(() => {
    for (let i = messages.length - 1; i >= 0; i -= 1) {
      const m = messages[i];
      if (m && m.senderId === me) return messageKey(m);
    }
    return null;
  }, [messages, me]);

  const scrollToBottom = useCallback((behavior: ScrollBehavior = 'auto') => {
    const el = scroller.current;
    if (!el) return;
    el.scrollTo({ top: el.scrollHeight, behavior });
    atBottom.current = true;
    setUnseen(0);
  }, []);

  // Runs before paint whenever the messages change: keep the reading position.
  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el) return;
    const first = messages[0];
    const last = messages[messages.length - 1];
    const firstKey = first ? messageKey(first) : null;
    const lastKey = last ? messageKey(last) : null;
    const prev = previous.current;

    if (!prev) {
      el.scrollTop = el.scrollHeight;
    } else {
      if (firstKey !== prev.firstKey && prev.firstKey !== null) {
        // Older messages went in above: hold what the reader sees where it was.
        el.scrollTop = prev.scrollTop + (el.scrollHeight - prev.scrollHeight);
      }
      if (lastKey !== prev.lastKey && last) {
        const ownNew = last.senderId === me && isPending(last);
        if (atBottom.current || ownNew) el.scrollTop = el.scrollHeight;
        else if (last.senderId !== me) setUnseen((n) => n + 1);
        if (last.senderId !== me && !isPending(last)) {
          setAnnouncement(`Nuevo mensaje de ${otherName}: ${last.content.slice(0, 200)}`);
        }
      }
    }
    previous.current = { firstKey, lastKey, scrollHeight: el.scrollHeight, scrollTop: el.scrollTop };
  }, [messages, me, otherName]);

  const maybeLoadOlder = useCallback(() => {
    const el = scroller.current;
    if (!el || !hasMore || loadingOlder || olderError) return;
    if (el.scrollTop < TOP_TRIGGER_PX) onLoadOlder();
  }, [hasMore, loadingOlder, olderError, onLoadOlder]);

  // A short thread does not scroll at all: fill the screen with older pages.
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-check when the list changes
  useEffect(() => {
    maybeLoadOlder();
  }, [maybeLoadOlder, messages.length]);

  // The phone keyboard opening shrinks the list: stay at the end if we were there.
  useEffect(() => {
    const el = scroller.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      if (atBottom.current) el.scrollTop = el.scrollHeight;
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  const onScroll = () => {
    const el = scroller.current;
    if (!el) return;
    atBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight < BOTTOM_SLACK_PX;
    if (atBottom.current && unseen > 0) setUnseen(0);
    if (previous.current) previous.current.scrollTop = el.scrollTop;
    maybeLoadOlder();
  };

  return (
    <div className="relative flex min-h-0 flex-1 flex-col">
      <section
        ref={scroller}
        onScroll={onScroll}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be focusable for keyboard users (axe scrollable-region-focusable)
        tabIndex={0}
        aria-label={`Mensajes con ${otherName}`}
        className="min-h-0 flex-1 overflow-y-auto overscroll-contain bg-muted/50 px-3 py-4 outline-none [overflow-anchor:none] focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset sm:px-6"
      >
        {messages.length === 0 ? (
          emptyState
        ) : (
          <>
            <div className="flex min-h-10 items-center justify-center pb-2">
              {loadingOlder ? (
                <Spinner size="sm" label="Cargando mensajes anteriores…" />
              ) : olderError ? (
                <Button variant="outline" size="sm" onClick={onLoadOlder}>
                  <RefreshCwIcon aria-hidden="true" />
                  No se cargaron los anteriores. Reintentar
                </Button>
              ) : hasMore ? (
                <Button variant="ghost" size="sm" onClick={onLoadOlder}>
                  Ver mensajes anteriores
                </Button>
              ) : (
                <p className="text-center text-xs text-muted-foreground">
                  Este es el comienzo de tu conversación con {otherName}.
                </p>
              )}
            </div>
            {groups.map((group) => (
              <div key={group.key}>
                <p className="flex justify-center pt-4 pb-1">
                  <span className="rounded-full border bg-background/95 px-3 py-0.5 text-xs font-medium text-muted-foreground shadow-xs">
                    {group.label}
                  </span>
                </p>
                <ol className="flex flex-col">
                  {group.items.map((message, i) => {
                    const mine = message.senderId === me;
                    const before = group.items[i - 1];
                    return (
                      <MessageBubble
                        key={messageKey(message)}
                        message={message}
                        mine={mine}
                        senderName={otherName}
                        readByOther={message.readBy.includes(otherId)}
                        firstOfRun={!before || before.senderId !== message.senderId}
                        lastOwn={messageKey(message) === lastOwnKey}
                        onRetry={onRetry}
                        onDiscard={onDiscard}
                      />
                    );
                  })}
                </ol>
              </div>
            ))}
          </>
        )}
      </section>
      {unseen > 0 ? (
        <Button
          size="sm"
          className="absolute bottom-3 left-1/2 -translate-x-1/2 rounded-full shadow-md"
          onClick={() => scrollToBottom('smooth')}
        >
          <ArrowDownIcon aria-hidden="true" />
          {countText(unseen, 'mensaje nuevo', 'mensajes nuevos')}
        </Button>
      ) : null}
      <p className="sr-only" aria-live="polite" aria-atomic="true">
        {announcement}
      </p>
    </div>
  );
}
