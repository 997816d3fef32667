import type { ConversationSummary } from '@traspasa/shared/messages';
import { BadgeCheckIcon, BriefcaseBusinessIcon, CheckCheckIcon, CheckIcon } from 'lucide-react';
import { Link } from 'react-router';
import { displayName } from '@/lib/user-names';
import { cn } from '@/lib/utils';
import { messagePreview } from '../lib/attachment-files';
import { fullDateTime, relativeTime } from '../lib/dates';
import { unreadLabel } from './messages-indicator';
import { ParticipantAvatar } from './participant-avatar';

export function ConversationListItem({
  conversation,
  me,
  href,
  active,
  now,
}: {
  conversation: ConversationSummary;
  me: number;
  href: string;
  active: boolean;
  now: Date;
}) {
  const { otherParticipant: other, business, lastMessage, unreadCount } = conversation;
  const name = displayName(other);
  const unread = unreadCount > 0;
  const at = conversation.lastMessageAt ?? lastMessage?.createdAt ?? null;
  const mine = lastMessage?.senderId === me;
  const readByOther = Boolean(mine && lastMessage?.readBy.includes(other.id));

  return (
    <li>
      <Link
        to={href}
        aria-current={active ? 'page' : undefined}
        className={cn(
          'flex gap-3 px-4 py-3 outline-none transition-colors hover:bg-muted focus-visible:bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset',
          active && 'bg-secondary hover:bg-secondary',
        )}
      >
        <ParticipantAvatar participant={other} className="size-12" />
        <div className="flex min-w-0 flex-1 flex-col gap-0.5">
          <div className="flex items-baseline justify-between gap-2">
            <span className={cn('flex min-w-0 items-center gap-1', unread ? 'font-semibold' : 'font-medium')}>
              <span className="truncate">{name}</span>
              {other.identityVerified ? (
                <BadgeCheckIcon className="size-4 shrink-0 text-primary" aria-label="Identidad verificada" />
              ) : null}
            </span>
            {at ? (
              <time
                dateTime={at}
                title={fullDateTime(at)}
                className={cn(
                  'shrink-0 text-xs',
                  unread ? 'font-semibold text-primary' : 'text-muted-foreground',
                )}
              >
                {relativeTime(at, now)}
              </time>
            ) : null}
          </div>
          {business ? (
            <p className="flex min-w-0 items-center gap-1 text-xs text-muted-foreground">
              <BriefcaseBusinessIcon className="size-3.5 shrink-0" aria-hidden="true" />
              <span className="truncate">{business.title}</span>
            </p>
          ) : null}
          <div className="flex items-center gap-2">
            <p
              className={cn(
                'flex min-w-0 flex-1 items-center gap-1 text-sm',
                unread ? 'font-medium text-foreground' : 'text-muted-foreground',
              )}
            >
              {mine ? (
                readByOther ? (
                  <CheckCheckIcon className="size-4 shrink-0 text-primary" aria-label="Leído" />
                ) : (
                  <CheckIcon className="size-4 shrink-0" aria-label="Enviado" />
                )
              ) : null}
              <span className="truncate">
                {lastMessage ? (
                  <>
                    {mine ? 'Tú: ' : null}
                    {messagePreview(lastMessage)}
                  </>
                ) : (
                  'Conversación sin mensajes'
                )}
              </span>
            </p>
            {unread ? (
              <span className="figure flex h-5 min-w-5 shrink-0 items-center justify-center rounded-full bg-primary px-1.5 text-xs font-bold text-primary-foreground">
                <span aria-hidden="true">{unreadCount > 99 ? '99+' : unreadCount}</span>
                <span className="sr-only">{unreadLabel(unreadCount)}</span>
              </span>
            ) : null}
          </div>
        </div>
      </Link>
    </li>
  );
}
