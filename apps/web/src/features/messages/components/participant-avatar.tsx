import type { ParticipantProfile } from '@traspasa/shared/messages';
import { Avatar, AvatarFallback, AvatarImage, initialsOf } from '@/components/ui/avatar';
import { displayName } from '@/lib/user-names';
import { cn } from '@/lib/utils';

/** The other person's photo, or their initials. */
export function ParticipantAvatar({
  participant,
  className,
}: {
  participant: Pick<ParticipantProfile, 'fullName' | 'username' | 'avatarUrl'>;
  className?: string;
}) {
  return (
    <Avatar className={cn('size-11', className)}>
      {participant.avatarUrl ? <AvatarImage src={participant.avatarUrl} alt="" /> : null}
      <AvatarFallback>{initialsOf(displayName(participant))}</AvatarFallback>
    </Avatar>
  );
}
