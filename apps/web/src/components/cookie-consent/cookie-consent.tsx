import { CookieIcon } from 'lucide-react';
import { lazy, Suspense, useDeferredValue, useEffect, useState } from 'react';
import { matchPath, useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { openCookiePreferences } from '@/lib/analytics/consent';
import { useCookieConsent } from './use-cookie-consent';

const loadDialog = () => import('./cookie-preferences-dialog');
const CookiePreferencesDialog = lazy(loadDialog);

/**
 * Screens where a floating button would sit on the message composer: there the footer's
 * «Preferencias de cookies» link is the way back to the choice.
 */
export function cookieButtonHidden(pathname: string): boolean {
  return (
    matchPath(paths.messages.path, pathname) !== null || matchPath(paths.conversation.path, pathname) !== null
  );
}

/**
 * Decision 135: the fixed button at the bottom right, «Preferencias de cookies» («Cookies» on
 * phones), on screen at all times but on the messages screens and, on phones, while the page
 * shows a fixed bottom bar (`data-bottom-bar`, e.g. a listing's main action), where the
 * footer's «Configurar cookies» is the way in; and the preferences dialog, fetched the first
 * time it opens.
 */
export function CookieConsent() {
  const { open, asked } = useCookieConsent();
  const { pathname } = useLocation();
  const [mounted, setMounted] = useState(open);
  // Opening renders as a transition (in slices, the commit apart from the effects, decision
  // 146); closing is at once.
  const shown = useDeferredValue(open) && open;

  useEffect(() => {
    if (open) setMounted(true);
  }, [open]);

  return (
    <>
      {cookieButtonHidden(pathname) ? null : (
        <button
          type="button"
          onClick={openCookiePreferences}
          onPointerEnter={() => void loadDialog()}
          aria-haspopup="dialog"
          aria-label="Preferencias de cookies"
          className="fixed right-3 bottom-[calc(0.75rem+env(safe-area-inset-bottom))] z-40 inline-flex min-h-11 items-center gap-2 rounded-full border bg-background/95 px-4 text-sm font-medium text-foreground shadow-md transition-colors hover:bg-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring sm:right-4 sm:bottom-4 max-md:[body:has([data-bottom-bar])_&]:hidden"
        >
          <CookieIcon className="size-4 text-muted-foreground" aria-hidden="true" />
          <span className="sm:hidden">Cookies</span>
          <span className="max-sm:hidden">Preferencias de cookies</span>
        </button>
      )}
      {mounted || open ? (
        <Suspense fallback={null}>
          <CookiePreferencesDialog open={shown} modal={asked} />
        </Suspense>
      ) : null}
    </>
  );
}
