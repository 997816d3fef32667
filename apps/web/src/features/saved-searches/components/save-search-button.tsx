import { BellPlusIcon } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { toast } from '@/hooks/use-toast';
import { useUser } from '@/lib/session';
import { cn } from '@/lib/utils';

// Only a signed-in visitor can open it: its form (and zod, through the shared contract) is not
// part of the search page's first load (decision 146).
const SaveSearchDialog = lazy(() =>
  import('./save-search-dialog').then((m) => ({ default: m.SaveSearchDialog })),
);

/** Marks the address of a visitor sent to sign in, so the dialog opens when they come back. */
export const SAVE_AFTER_SIGN_IN = 'guardar';

/**
 * «Guardar búsqueda» on /businesses. Anonymous visitors sign in first and come back to the same
 * search with the dialog open.
 */
export function SaveSearchButton({
  filters,
  className,
}: {
  filters: Record<string, string>;
  className?: string;
}) {
  const { data: user, isPending } = useUser();
  const [open, setOpen] = useState(false);
  const [searchParams, setSearchParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const returning = searchParams.get(SAVE_AFTER_SIGN_IN) === '1';

  useEffect(() => {
    if (!returning || isPending || !user) return;
    setOpen(true);
    const next = new URLSearchParams(searchParams);
    next.delete(SAVE_AFTER_SIGN_IN);
    setSearchParams(next, { replace: true });
  }, [returning, isPending, user, searchParams, setSearchParams]);

  const onClick = () => {
    if (user) return setOpen(true);
    const back = new URLSearchParams(location.search);
    back.set(SAVE_AFTER_SIGN_IN, '1');
    toast({ title: 'Inicia sesión para guardar búsquedas' });
    navigate(paths.auth.build({ redirectTo: `${location.pathname}?${back.toString()}` }));
  };

  return (
    <>
      <Button type="button" variant="outline" className={cn('shrink-0', className)} onClick={onClick}>
        <BellPlusIcon aria-hidden="true" />
        Guardar búsqueda
      </Button>
      {user ? (
        <Suspense fallback={null}>
          <SaveSearchDialog filters={filters} open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
