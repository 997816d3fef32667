import { MenuIcon, XIcon } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { Suspense, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { Button } from '@/components/ui/button';
import { PageSpinner } from '@/components/ui/spinner';
import { useAdminQueues } from '@/features/admin-queues/api/admin-queues';
import { canAccessAdmin } from '@/lib/access';
import { useUser } from '@/lib/session';
import { AdminNav } from './admin-nav';
import { activeItem, countText, totalWaiting } from './admin-nav-items';

/**
 * The frame of every admin screen: a side navigation with the queues' counts on wide
 * screens, a menu button that opens the same navigation in a sheet on phones.
 */
export function AdminLayout() {
  const { pathname } = useLocation();
  const { data: counts } = useAdminQueues();
  const [open, setOpen] = useState(false);
  const current = activeItem(pathname);
  const waiting = totalWaiting(counts);

  return (
    <div className="flex flex-1 flex-col lg:flex-row">
      <aside className="hidden w-64 shrink-0 border-r bg-muted/40 lg:block">
        <div className="sticky top-16 max-h-[calc(100dvh-4rem)] overflow-y-auto px-3 py-6">
          <AdminNav pathname={pathname} counts={counts} />
        </div>
      </aside>

      <div className="sticky top-16 z-30 border-b bg-background/95 px-4 py-2 backdrop-blur sm:px-6 lg:hidden">
        <DialogPrimitive.Root open={open} onOpenChange={setOpen}>
          <DialogPrimitive.Trigger asChild>
            <Button
              variant="outline"
              className="w-full justify-between sm:w-auto"
              aria-label={`Administración${current ? ` · ${current.label}` : ''}${waiting > 0 ? `, ${countText(waiting)}` : ''}`}
            >
              <span className="flex min-w-0 items-center gap-2">
                <MenuIcon aria-hidden="true" />
                <span className="truncate">
                  Administración
                  {current ? <span className="text-muted-foreground"> · {current.label}</span> : null}
                </span>
              </span>
              {waiting > 0 ? (
                <span
                  aria-hidden="true"
                  className="ml-2 inline-flex min-w-6 items-center justify-center rounded-full bg-amber-100 px-1.5 py-0.5 text-xs font-semibold text-amber-900 tabular-nums"
                >
                  {waiting > 99 ? '99+' : waiting}
                </span>
              ) : null}
            </Button>
          </DialogPrimitive.Trigger>
          <DialogPrimitive.Portal>
            <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-slate-950/50 data-[state=open]:animate-fade-in" />
            <DialogPrimitive.Content className="fixed inset-y-0 left-0 z-50 flex w-[min(20rem,100%)] flex-col bg-background shadow-xl outline-none">
              <div className="flex h-16 items-center justify-between border-b px-4">
                <DialogPrimitive.Title className="text-base font-semibold">
                  Administración
                </DialogPrimitive.Title>
                <DialogPrimitive.Description className="sr-only">
                  Las pantallas de la administración y lo que espera en cada cola
                </DialogPrimitive.Description>
                <DialogPrimitive.Close asChild>
                  <Button variant="ghost" size="icon" aria-label="Cerrar menú de administración">
                    <XIcon className="size-6" aria-hidden="true" />
                  </Button>
                </DialogPrimitive.Close>
              </div>
              <AdminNav
                pathname={pathname}
                counts={counts}
                onNavigate={() => setOpen(false)}
                className="flex-1 overflow-y-auto px-3 py-4"
              />
            </DialogPrimitive.Content>
          </DialogPrimitive.Portal>
        </DialogPrimitive.Root>
      </div>

      <div className="flex min-w-0 flex-1 flex-col">
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </div>
    </div>
  );
}

/**
 * For screens shared with other roles that the admin navigation links to (/nda-audit):
 * inside the admin frame for an admin, as they are for everyone else.
 */
export function AdminLayoutForAdmins() {
  const { data: user } = useUser();
  return canAccessAdmin(user) ? <AdminLayout /> : <Outlet />;
}
