import { CookieIcon } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { openCookiePreferences } from '@/lib/analytics/consent';
import { useCookieConsent } from './use-cookie-consent';

const loadDialog = () => import('./cookie-preferences-dialog');
const CookiePreferencesDialog = lazy(loadDialog);

/**
 * Spec §2/§4: the fixed 'Preferencias de cookies' button ('Cookies' on small
 * screens) and the preferences dialog, fetched the first time it opens.
 */
export function CookieConsent() {
  const { open } = useCookieConsent();
  const [mounted, setMounted] = useState(open);

  useEffect(() => {
    if (open) setMounted(true);
  }, [open]);

  return (
    <>
      <Button
        variant="outline"
        size="sm"
        onClick={openCookiePreferences}
        onPointerEnter={() => void loadDialog()}
        aria-haspopup="dialog"
        className="fixed right-3 bottom-3 z-40 min-h-11 rounded-full bg-background/95 px-4 shadow-md sm:right-4 sm:bottom-4"
      >
        <CookieIcon aria-hidden="true" />
        <span className="sm:hidden">Cookies</span>
        <span className="hidden sm:inline">Preferencias de cookies</span>
      </Button>
      {mounted || open ? (
        <Suspense fallback={null}>
          <CookiePreferencesDialog />
        </Suspense>
      ) : null}
    </>
  );
}
