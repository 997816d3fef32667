import { Suspense } from 'react';
import { Navigate, Outlet, ScrollRestoration, useLocation } from 'react-router';
import { CookieConsent } from '@/components/cookie-consent/cookie-consent';
import { PageSpinner } from '@/components/ui/spinner';
import { tokenRedirectTarget } from '@/lib/access';
import { HydrationRelease } from '../ssr/hydration-release';
import { Footer } from './footer';
import { Header } from './header';
import { PageViewTracker } from './page-view-tracker';

export function RootLayout() {
  const location = useLocation();
  const tokenTarget = tokenRedirectTarget(location.pathname, location.search);
  if (tokenTarget) return <Navigate to={tokenTarget} replace />;

  return (
    <div className="flex min-h-dvh flex-col">
      <Header />
      <main id="contenido" tabIndex={-1} className="flex flex-1 flex-col outline-none">
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
          <PageViewTracker />
          <HydrationRelease />
        </Suspense>
      </main>
      <Footer />
      <CookieConsent />
      <ScrollRestoration />
    </div>
  );
}
