import type { PublicUser } from '@traspasa/shared/auth';
import { MenuIcon } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Button } from '@/components/ui/button';

const loadSheet = () => import('./mobile-menu-sheet');
const MobileMenuSheet = lazy(loadSheet);

/**
 * The small-screen menu button. The sheet (a Radix Dialog) is fetched on first
 * use, so visitors on large screens never download it.
 */
export function MobileMenu({ user }: { user: PublicUser | null | undefined }) {
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);

  return (
    <>
      <Button
        variant="ghost"
        size="icon"
        className="md:hidden"
        aria-label="Abrir menú"
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={() => void loadSheet()}
        onFocus={() => void loadSheet()}
        onClick={() => {
          setMounted(true);
          setOpen(true);
        }}
      >
        <MenuIcon className="size-6" aria-hidden="true" />
      </Button>
      {mounted ? (
        <Suspense fallback={null}>
          <MobileMenuSheet user={user} open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
