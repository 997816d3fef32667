import { CookieIcon } from 'lucide-react';
import { lazy, Suspense, useDeferredValue, useEffect, useState } from 'react';
import { matchPath, useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { openCookiePreferences } from '@/lib/analytics/consent';
import { cn } from '@/lib/utils';
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
 * Whether the site footer is on screen. The floating button shows only then: it sits over the
 * footer's last row, which keeps room for it, so it never covers a card, a form's button or
 * a composer while the page is read.
 */
function useFooterInView(): boolean {
  const [inView, setInView] = useState(false);
  useEffect(() => {
    const footer = document.querySelector('[data-site-footer]');
    if (!footer || typeof IntersectionObserver === 'undefined') {
      setInView(true);
      return;
    }
    const observer = new IntersectionObserver((entries) => {
      const entry = entries.at(-1);
      if (entry) setInView(entry.isIntersecting);
    });
    observer.observe(footer);
    return () => observer.disconnect();
  }, []);
  return inView;
}

/**
 * Spec §2/§4: the fixed 'Preferencias de cookies' button and the preferences dialog,
 * fetched the first time it opens. Issue 15: the button is a compact icon (its name is
 * still «Preferencias de cookies» for screen readers and as a tooltip) and keeps out of the
 * way: it shows once the footer is on screen (over the footer's last row), never on the
 * messages screens, and on phones not while the page shows a fixed bottom bar
 * (`data-bottom-bar`, e.g. a listing's main action). The footer's «Configurar cookies» is
 * the other way in.
 */
export function CookieConsent() {
  const { open } = useCookieConsent();
  const { pathname } = useLocation();
  const footerInView = useFooterInView();
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
          title="Preferencias de cookies"
          className={cn(
            'fixed right-3 bottom-[calc(0.75rem+env(safe-area-inset-bottom))] z-40 inline-flex size-11 items-center justify-center rounded-full border bg-background/95 text-muted-foreground shadow-md transition-colors hover:bg-muted hover:text-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring sm:right-4 sm:bottom-4 max-md:[body:has([data-bottom-bar])_&]:hidden',
            !footerInView && 'hidden',
          )}
        >
          <CookieIcon className="size-5" aria-hidden="true" />
        </button>
      )}
      {mounted || open ? (
        <Suspense fallback={null}>
          <CookiePreferencesDialog open={shown} />
        </Suspense>
      ) : null}
    </>
  );
}
