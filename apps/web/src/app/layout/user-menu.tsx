import type { PublicUser } from '@traspasa/shared/auth';
import {
  ChevronDownIcon,
  KeyRoundIcon,
  LayoutDashboardIcon,
  LogOutIcon,
  MessageCircleHeartIcon,
  MessageSquareIcon,
  SettingsIcon,
  ShieldIcon,
  UserIcon,
} from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { FeedbackDialog } from '@/features/feedback/components/feedback-dialog';
import { displayName, roleLabel } from '@/lib/user-names';
import { accountLinks } from './nav-links';
import { useSignOut } from './use-sign-out';
import { UserAvatar } from './user-avatar';

const icons: Record<string, typeof UserIcon> = {
  'Mi panel': LayoutDashboardIcon,
  Mensajes: MessageSquareIcon,
  Perfil: UserIcon,
  Configuración: SettingsIcon,
  'Cambiar contraseña': KeyRoundIcon,
  Administración: ShieldIcon,
};

/** The signed-in user's menu; loaded lazily by the header (only signed-in visitors need it). */
export default function UserMenu({ user }: { user: PublicUser }) {
  const { signOut } = useSignOut();
  const name = displayName(user);
  const [feedbackOpen, setFeedbackOpen] = useState(false);
  return (
    <>
      <DropdownMenu modal={false}>
        <DropdownMenuTrigger
          className="inline-flex min-h-11 items-center gap-2 rounded-full py-1 pr-2 pl-1 transition-colors hover:bg-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring data-[state=open]:bg-muted"
          aria-label={`Menú de tu cuenta: ${name}`}
        >
          <UserAvatar user={user} />
          <span className="hidden max-w-36 truncate text-sm font-semibold lg:inline">{name}</span>
          <ChevronDownIcon className="size-4 text-muted-foreground" aria-hidden="true" />
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end" className="w-64">
          <DropdownMenuLabel className="flex items-center gap-3 font-normal">
            <UserAvatar user={user} className="size-10" />
            <span className="grid min-w-0">
              <span className="truncate font-semibold">{name}</span>
              <span className="truncate text-xs text-muted-foreground">{roleLabel(user.role)}</span>
            </span>
          </DropdownMenuLabel>
          <DropdownMenuSeparator />
          {accountLinks(user.role === 'admin').map(({ to, label }) => {
            const Icon = icons[label] ?? UserIcon;
            return (
              <DropdownMenuItem key={to} asChild>
                <Link to={to}>
                  <Icon aria-hidden="true" />
                  {label}
                </Link>
              </DropdownMenuItem>
            );
          })}
          <DropdownMenuItem onSelect={() => setFeedbackOpen(true)}>
            <MessageCircleHeartIcon aria-hidden="true" />
            Enviar comentarios
          </DropdownMenuItem>
          <DropdownMenuSeparator />
          <DropdownMenuItem variant="destructive" onSelect={signOut}>
            <LogOutIcon aria-hidden="true" />
            Cerrar sesión
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <FeedbackDialog open={feedbackOpen} onOpenChange={setFeedbackOpen} />
    </>
  );
}
