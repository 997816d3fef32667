import { lazy, Suspense } from 'react';
import { Link, NavLink } from 'react-router';
import { Logo } from '@/components/brand/logo';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { useUser } from '@/lib/session';
import { cn } from '@/lib/utils';
import { MobileMenu } from './mobile-menu';
import { mainNav, sellHref } from './nav-links';

// Only signed-in visitors need the dropdown menu (and its positioning library).
const UserMenu = lazy(() => import('./user-menu'));
// The unread badge also holds the tab's live messaging connection (decision 071).
const MessagesIndicator = lazy(() => import('@/features/messages/components/messages-indicator'));
// The bell of saved-search alerts (decision 150).
const AlertsBell = lazy(() => import('@/features/saved-searches/components/alerts-bell'));

export function Header() {
  const { data: user, isPending } = useUser();

  return (
    <header className="sticky top-0 z-40 border-b bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/85">
      <a
        href="#contenido"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-background focus:px-4 focus:py-2 focus:shadow"
      >
        Saltar al contenido
      </a>
      <div className="mx-auto flex h-16 w-full max-w-7xl items-center gap-4 px-4 sm:px-6">
        <Link
          to={paths.home.href}
          className="inline-flex min-h-11 items-center rounded-md"
          aria-label="Traspasa, ir al inicio"
        >
          <Logo />
        </Link>

        <nav aria-label="Principal" className="ml-4 hidden md:block">
          <ul className="flex items-center gap-1">
            {mainNav.map(({ to, label }) => (
              <li key={to}>
                <NavLink
                  to={to}
                  className={({ isActive }) =>
                    cn(
                      'inline-flex min-h-11 items-center rounded-lg px-3 text-sm font-medium text-muted-foreground transition-colors hover:bg-muted hover:text-foreground',
                      isActive && 'text-primary',
                    )
                  }
                >
                  {label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>

        <div className="ml-auto flex items-center gap-2">
          {isPending ? (
            <Skeleton className="hidden h-10 w-40 md:block" />
          ) : user ? (
            <>
              <Button asChild variant="accent" className="hidden lg:inline-flex">
                <Link to={sellHref(user)}>Vender mi negocio</Link>
              </Button>
              <Suspense fallback={null}>
                <MessagesIndicator userId={user.id} />
              </Suspense>
              <Suspense fallback={null}>
                <AlertsBell />
              </Suspense>
              <Suspense fallback={<Skeleton className="size-11 rounded-full" />}>
                <UserMenu user={user} />
              </Suspense>
            </>
          ) : (
            <>
              <Button asChild variant="ghost" className="hidden sm:inline-flex">
                <Link to={paths.auth.href}>Iniciar sesión</Link>
              </Button>
              <Button asChild variant="accent" className="hidden md:inline-flex">
                <Link to={sellHref(null)}>Vender mi negocio</Link>
              </Button>
            </>
          )}
          <MobileMenu user={user} />
        </div>
      </div>
    </header>
  );
}
