import { LogInIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useId } from 'react';
import { Link, useLocation } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';

/**
 * The NDA screens are public (decision 065): an anonymous visitor reads what they
 * would sign, and signing in or creating an account brings them back to this very screen.
 */
export function NdaSignInPrompt({
  title,
  children,
  extraAction,
}: {
  title: string;
  children: ReactNode;
  extraAction?: ReactNode;
}) {
  const location = useLocation();
  const headingId = useId();
  const here = `${location.pathname}${location.search}`;
  return (
    <section
      aria-labelledby={headingId}
      className="grid gap-4 rounded-xl border bg-card p-4 shadow-sm sm:p-6"
    >
      <h2 id={headingId} className="flex items-center gap-2 text-lg font-semibold">
        <LogInIcon className="size-5 text-primary" aria-hidden="true" />
        {title}
      </h2>
      <div className="text-sm leading-6 text-muted-foreground">{children}</div>
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        <Button asChild variant="accent" size="lg">
          <Link to={paths.auth.build({ redirectTo: here })} state={{ from: here }}>
            Iniciar sesión
          </Link>
        </Button>
        <Button asChild variant="outline" size="lg">
          <Link to={paths.auth.build({ tab: 'register', redirectTo: here })} state={{ from: here }}>
            Crear cuenta
          </Link>
        </Button>
        {extraAction}
      </div>
    </section>
  );
}
