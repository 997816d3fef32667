import type { PublicUser } from '@traspasa/shared/auth';
import { Avatar, AvatarFallback, AvatarImage, initialsOf } from '@/components/ui/avatar';
import { displayName } from '@/lib/user-names';

export function UserAvatar({ user, className }: { user: PublicUser; className?: string }) {
  const name = displayName(user);
  return (
    <Avatar className={className}>
      {user.avatarUrl ? <AvatarImage src={user.avatarUrl} alt="" /> : null}
      <AvatarFallback>{initialsOf(name)}</AvatarFallback>
    </Avatar>
  );
}
