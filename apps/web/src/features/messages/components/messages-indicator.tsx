// The header's messages button: the unread count, live. Loaded lazily by the header for
// signed-in visitors only, and it holds the tab's live connection (one per tab).

import { countText } from '@traspasa/shared/plural';
import { MessageSquareIcon } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { cn } from '@/lib/utils';
import { useUnreadCount } from '../api/get-unread-count';
import { useLiveMessages } from '../live/use-live-messages';

export function unreadLabel(count: number): string {
  return countText(count, 'mensaje sin leer', 'mensajes sin leer');
}

export default function MessagesIndicator({ userId }: { userId: number }) {
  useLiveMessages(userId);
  const { data } = useUnreadCount(true);
  const { pathname } = useLocation();
  const count = data?.count ?? 0;
  const here = pathname === paths.messages.href || pathname.startsWith(`${paths.messages.href}/`);
  return (
    <Button asChild variant="ghost" size="icon" className={cn('relative', here && 'text-primary')}>
      <Link
        to={paths.messages.href}
        aria-label={count > 0 ? `Mensajes: ${unreadLabel(count)}` : 'Mensajes'}
        aria-current={here ? 'page' : undefined}
      >
        <MessageSquareIcon className="size-5!" aria-hidden="true" />
        {count > 0 ? (
          <span
            aria-hidden="true"
            className="figure absolute top-1 right-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-primary px-1 text-[11px] leading-none font-bold text-primary-foreground ring-2 ring-background"
          >
            {count > 99 ? '99+' : count}
          </span>
        ) : null}
      </Link>
    </Button>
  );
}
