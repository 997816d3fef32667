import type { PublicUser } from '@traspasa/shared/auth';
import { LogOutIcon, MessageCircleHeartIcon, XIcon } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { useState } from 'react';
import { Link, NavLink } from 'react-router';
import { Logo } from '@/components/brand/logo';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { FeedbackDialog } from '@/features/feedback/components/feedback-dialog';
import { displayName, roleLabel } from '@/lib/user-names';
import { cn } from '@/lib/utils';
import { accountLinks, mainNav, sellHref } from './nav-links';
import { useSignOut } from './use-sign-out';
import { UserAvatar } from './user-avatar';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'flex min-h-12 items-center rounded-lg px-3 text-base font-medium transition-colors hover:bg-muted',
    isActive && 'bg-secondary text-secondary-foreground',
  );

export type MobileMenuSheetProps = {
  user: PublicUser | null | undefined;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/** The navigation sheet for small screens (below md); loaded on first use by MobileMenu. */
export default function MobileMenuSheet({ user, open, onOpenChange }: MobileMenuSheetProps) {
  const { signOut } = useSignOut();
  const close = () => onOpenChange(false);
  const [feedbackOpen, setFeedbackOpen] = useState(false);

  return (
    <>
      <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
        <DialogPrimitive.Portal>
          <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-slate-950/50 data-[state=open]:animate-fade-in" />
          <DialogPrimitive.Content className="fixed inset-y-0 right-0 z-50 flex w-[min(22rem,100%)] outline-none flex-col bg-background shadow-xl data-[state=open]:animate-slide-in-right">
            <div className="flex h-16 items-center justify-between border-b px-4">
              <DialogPrimitive.Title asChild>
                <span>
                  <span className="sr-only">Menú</span>
                  <Logo />
                </span>
              </DialogPrimitive.Title>
              <DialogPrimitive.Description className="sr-only">
                Navegación principal de Traspasa
              </DialogPrimitive.Description>
              <DialogPrimitive.Close asChild>
                <Button variant="ghost" size="icon" aria-label="Cerrar menú">
                  <XIcon className="size-6" aria-hidden="true" />
                </Button>
              </DialogPrimitive.Close>
            </div>

            <nav aria-label="Principal" className="flex-1 overflow-y-auto p-3">
              <ul className="grid gap-1">
                {mainNav.map(({ to, label }) => (
                  <li key={to}>
                    <NavLink to={to} className={linkClass} onClick={close}>
                      {label}
                    </NavLink>
                  </li>
                ))}
              </ul>

              {user ? (
                <div className="mt-4 border-t pt-4">
                  <div className="mb-2 flex items-center gap-3 px-3">
                    <UserAvatar user={user} className="size-10" />
                    <div className="min-w-0">
                      <p className="truncate font-semibold">{displayName(user)}</p>
                      <p className="truncate text-sm text-muted-foreground">{roleLabel(user.role)}</p>
                    </div>
                  </div>
                  <ul className="grid gap-1">
                    {accountLinks(user.role === 'admin').map(({ to, label }) => (
                      <li key={to}>
                        <NavLink to={to} className={linkClass} onClick={close}>
                          {label}
                        </NavLink>
                      </li>
                    ))}
                    <li>
                      <button
                        type="button"
                        className="flex min-h-12 w-full items-center gap-2 rounded-lg px-3 text-left text-base font-medium hover:bg-muted"
                        onClick={() => {
                          close();
                          setFeedbackOpen(true);
                        }}
                      >
                        <MessageCircleHeartIcon className="size-5" aria-hidden="true" />
                        Enviar comentarios
                      </button>
                    </li>
                    <li>
                      <button
                        type="button"
                        className="flex min-h-12 w-full items-center gap-2 rounded-lg px-3 text-left text-base font-medium text-destructive hover:bg-red-50"
                        onClick={() => {
                          close();
                          signOut();
                        }}
                      >
                        <LogOutIcon className="size-5" aria-hidden="true" />
                        Cerrar sesión
                      </button>
                    </li>
                  </ul>
                </div>
              ) : null}
            </nav>

            <div className="grid gap-2 border-t p-4">
              <Button asChild variant="accent" size="lg">
                <Link to={sellHref(user)} onClick={close}>
                  Vender mi negocio
                </Link>
              </Button>
              {user ? null : (
                <Button asChild variant="outline" size="lg">
                  <Link to={paths.auth.href} onClick={close}>
                    Iniciar sesión
                  </Link>
                </Button>
              )}
            </div>
          </DialogPrimitive.Content>
        </DialogPrimitive.Portal>
      </DialogPrimitive.Root>
      <FeedbackDialog open={feedbackOpen} onOpenChange={setFeedbackOpen} />
    </>
  );
}
