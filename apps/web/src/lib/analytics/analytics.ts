// The analytics facade: one place that knows which providers are on (key + consent)
// and fans page views, events and identification out to them.
import { analyticsConfig, isAnalyticsDebugEnabled } from './config';
import { type CookieConsent, onConsentChange } from './consent';
import { getLoadedPosthog, loadPosthog } from './posthog';
import {
  googleAds,
  isGtmLoaded,
  loadGoogleAds,
  loadGtm,
  loadMetaPixel,
  pixel,
  pushDataLayer,
} from './tag-manager';

export type PageView = { path: string; url: string; referrer: string; title: string };

export type AnalyticsUser = {
  id: number | string;
  username?: string | null;
  email?: string | null;
  role?: string | null;
  subscriptionTier?: string | null;
  subscriptionStatus?: string | null;
};

declare global {
  interface Window {
    /** Page views recorded for tests (see config.ts `isAnalyticsDebugEnabled`). */
    __traspasaPageViews?: PageView[];
  }
}

type ProviderState = { posthog: boolean; gtm: boolean; pixel: boolean; googleAds: boolean };
const NONE: ProviderState = { posthog: false, gtm: false, pixel: false, googleAds: false };
let enabled: ProviderState = { ...NONE };

/** Which providers a consent record turns on, given the configured keys. Pure. */
export function providersFor(
  consent: CookieConsent | null,
  keys: {
    posthogKey: string | null;
    gtmId: string | null;
    metaPixelId: string | null;
    googleAdsId?: string | null;
  },
): ProviderState {
  if (!consent) return { ...NONE };
  return {
    posthog: Boolean(keys.posthogKey) && consent.analytics,
    gtm: Boolean(keys.gtmId) && (consent.analytics || consent.marketing),
    pixel: Boolean(keys.metaPixelId) && consent.marketing,
    googleAds: Boolean(keys.googleAdsId) && consent.marketing,
  };
}

/** Opt in or out per the consent record (decision 022). */
export function applyConsent(consent: CookieConsent | null): void {
  enabled = providersFor(consent, analyticsConfig);

  if (enabled.posthog) {
    void loadPosthog().then((ph) => {
      if (ph?.has_opted_out_capturing()) ph.opt_in_capturing();
    });
  } else {
    const ph = getLoadedPosthog();
    if (ph && !ph.has_opted_out_capturing()) ph.opt_out_capturing();
  }

  if (analyticsConfig.gtmId && (enabled.gtm || isGtmLoaded())) {
    if (enabled.gtm) loadGtm(analyticsConfig.gtmId);
    pushDataLayer({
      event: 'consent_update',
      analytics_storage: consent?.analytics ? 'granted' : 'denied',
      ad_storage: consent?.marketing ? 'granted' : 'denied',
    });
  }

  if (analyticsConfig.metaPixelId) {
    if (enabled.pixel) loadMetaPixel(analyticsConfig.metaPixelId);
    else pixel('consent', 'revoke');
  }

  if (analyticsConfig.googleAdsId) {
    if (enabled.googleAds) loadGoogleAds(analyticsConfig.googleAdsId);
    else
      googleAds('consent', 'update', {
        ad_storage: 'denied',
        ad_user_data: 'denied',
        ad_personalization: 'denied',
      });
  }
}

let listening = false;
/** Follow consent changes for the rest of the page's life. */
export function startAnalytics(): void {
  if (listening) return;
  listening = true;
  onConsentChange(applyConsent);
}

export function isAnalyticsEnabled(): boolean {
  return enabled.posthog || enabled.gtm || enabled.pixel || enabled.googleAds;
}

export function analyticsProviders(): ProviderState {
  return { ...enabled };
}

function withPosthog(fn: (ph: NonNullable<ReturnType<typeof getLoadedPosthog>>) => void): void {
  if (!enabled.posthog) return;
  void loadPosthog().then((ph) => {
    if (ph && enabled.posthog) fn(ph);
  });
}

export function trackPageView(view: PageView): void {
  if (typeof window !== 'undefined' && isAnalyticsDebugEnabled()) {
    window.__traspasaPageViews = window.__traspasaPageViews ?? [];
    window.__traspasaPageViews.push(view);
  }
  withPosthog((ph) =>
    ph.capture('$pageview', {
      $current_url: view.url,
      $pathname: view.path,
      $referrer: view.referrer,
      title: view.title,
    }),
  );
  if (enabled.gtm) {
    pushDataLayer({
      event: 'page_view',
      page_path: view.path,
      page_location: view.url,
      page_referrer: view.referrer,
      page_title: view.title,
    });
  }
  if (enabled.pixel) pixel('track', 'PageView');
  if (enabled.googleAds && analyticsConfig.googleAdsId) {
    googleAds('event', 'page_view', {
      send_to: analyticsConfig.googleAdsId,
      page_path: view.path,
      page_location: view.url,
      page_referrer: view.referrer,
      page_title: view.title,
    });
  }
}

export function trackEvent(name: string, properties: Record<string, unknown> = {}): void {
  withPosthog((ph) => ph.capture(name, properties));
  if (enabled.gtm) pushDataLayer({ event: name, ...properties });
  if (enabled.pixel) pixel('trackCustom', name, properties);
}

/** Identify with id, username, email, role, subscription tier and status. */
export function identifyUser(user: AnalyticsUser): void {
  withPosthog((ph) =>
    ph.identify(String(user.id), {
      username: user.username ?? undefined,
      email: user.email ?? undefined,
      role: user.role ?? undefined,
      subscriptionTier: user.subscriptionTier ?? undefined,
      subscriptionStatus: user.subscriptionStatus ?? undefined,
    }),
  );
  if (enabled.gtm)
    pushDataLayer({ event: 'identify', user_id: String(user.id), user_role: user.role ?? undefined });
}

export function resetAnalyticsUser(): void {
  withPosthog((ph) => ph.reset());
}
