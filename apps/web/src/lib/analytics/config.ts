// Third-party analytics keys (decision 022): each provider stays completely off —
// no script tag, no request — unless its key is configured at build time.
/** The configured Google Ads id when it is one (AW- followed by digits), else null. */
export function googleAdsIdFrom(value: string | undefined): string | null {
  const id = value?.trim() ?? '';
  return /^AW-\d{6,14}$/.test(id) ? id : null;
}

export const analyticsConfig = {
  posthogKey: import.meta.env.VITE_POSTHOG_KEY?.trim() || null,
  posthogHost: import.meta.env.VITE_POSTHOG_HOST?.trim() || 'https://us.i.posthog.com',
  gtmId: import.meta.env.VITE_GTM_ID?.trim() || null,
  metaPixelId: import.meta.env.VITE_META_PIXEL_ID?.trim() || null,
  /** A Google Ads tag id has the form AW-123456789; anything else leaves the tag off. */
  googleAdsId: googleAdsIdFrom(import.meta.env.VITE_GOOGLE_ADS_ID),
} as const;

/** The product's analytics constants. */
export const APP_VERSION = '1.0.0';
/** The analytics environment label is 'development'. */
export const ANALYTICS_ENVIRONMENT = 'development';
export const SESSION_IDLE_TIMEOUT_SECONDS = 1800;
export const FEATURE_FLAG_TIMEOUT_MS = 3000;
export const SURVEYS_TIMEOUT_MS = 10_000;
export const FLUSH_INTERVAL_MS = 3000;
export const ANALYTICS_COOKIE_DAYS = 365;

/**
 * Page views are mirrored on `window.__traspasaPageViews` for tests: always outside
 * production builds, and in production only when localStorage
 * 'traspasa:debug-analytics' is '1' (docs/decisions/022-analytics-and-consent.md).
 */
export const DEBUG_ANALYTICS_KEY = 'traspasa:debug-analytics';

export function isAnalyticsDebugEnabled(): boolean {
  if (import.meta.env.MODE !== 'production') return true;
  try {
    return window.localStorage.getItem(DEBUG_ANALYTICS_KEY) === '1';
  } catch {
    return false;
  }
}
