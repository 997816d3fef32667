import { Avatar, AvatarFallback, AvatarImage, initialsOf } from '@/components/ui/avatar';
import { cn } from '@/lib/utils';

/** The user's photo, or their initials on a soft teal disc. */
export function UserAvatar({
  name,
  src,
  className,
}: {
  name: string;
  src: string | null | undefined;
  className?: string;
}) {
  return (
    <Avatar className={cn('size-20 ring-4 ring-background', className)}>
      {src ? <AvatarImage src={src} alt={`Foto de perfil de ${name}`} /> : null}
      <AvatarFallback className="text-2xl" aria-label={src ? undefined : `Iniciales de ${name}`}>
        {initialsOf(name)}
      </AvatarFallback>
    </Avatar>
  );
}
