// Google Tag Manager, Google Ads and Meta Pixel loaders. Nothing is injected unless the id is
// configured and consent allows it; once consent is withdrawn no more events are pushed.

type DataLayerEntry = Record<string, unknown>;
type Fbq = ((...args: unknown[]) => void) & {
  callMethod?: (...args: unknown[]) => void;
  queue?: unknown[];
  loaded?: boolean;
  version?: string;
  push?: unknown;
};

declare global {
  interface Window {
    dataLayer?: DataLayerEntry[];
    fbq?: Fbq;
    _fbq?: Fbq;
    gtag?: (...args: unknown[]) => void;
  }
}

let gtmLoaded = false;
let pixelLoaded = false;
let googleAdsLoaded = false;

export function isGtmLoaded(): boolean {
  return gtmLoaded;
}

export function isPixelLoaded(): boolean {
  return pixelLoaded;
}

export function pushDataLayer(entry: DataLayerEntry): void {
  window.dataLayer = window.dataLayer ?? [];
  window.dataLayer.push(entry);
}

export function loadGtm(id: string): void {
  if (gtmLoaded) return;
  gtmLoaded = true;
  pushDataLayer({ 'gtm.start': Date.now(), event: 'gtm.js' });
  const script = document.createElement('script');
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(id)}`;
  document.head.appendChild(script);
}

export function loadMetaPixel(id: string): void {
  if (pixelLoaded) return;
  pixelLoaded = true;
  if (!window.fbq) {
    const fbq: Fbq = (...args: unknown[]) => {
      if (fbq.callMethod) fbq.callMethod(...args);
      else fbq.queue?.push(args);
    };
    fbq.queue = [];
    fbq.loaded = true;
    fbq.version = '2.0';
    fbq.push = fbq;
    window.fbq = fbq;
    window._fbq = fbq;
  }
  const script = document.createElement('script');
  script.async = true;
  script.src = 'https://connect.facebook.net/en_US/fbevents.js';
  document.head.appendChild(script);
  window.fbq?.('init', id);
}

export function isGoogleAdsLoaded(): boolean {
  return googleAdsLoaded;
}

/**
 * The Google Ads tag (gtag.js with an AW- id). Its commands queue on `dataLayer` like
 * Google's snippet does; ad storage starts granted because this only runs with marketing
 * consent, and `googleAds('consent', 'update', …)` denies it again when consent goes.
 */
export function loadGoogleAds(id: string): void {
  if (googleAdsLoaded) return;
  googleAdsLoaded = true;
  window.dataLayer = window.dataLayer ?? [];
  if (!window.gtag) {
    window.gtag = function gtag() {
      // gtag.js reads the Arguments object itself, as in Google's snippet.
      // biome-ignore lint/complexity/noArguments: the tag expects `arguments`, not an array
      window.dataLayer?.push(arguments as unknown as DataLayerEntry);
    };
  }
  window.gtag('consent', 'default', {
    ad_storage: 'granted',
    ad_user_data: 'granted',
    ad_personalization: 'granted',
  });
  window.gtag('js', new Date());
  window.gtag('config', id, { send_page_view: false });
  const script = document.createElement('script');
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`;
  document.head.appendChild(script);
}

export function googleAds(...args: unknown[]): void {
  if (googleAdsLoaded) window.gtag?.(...args);
}

export function pixel(...args: unknown[]): void {
  if (pixelLoaded) window.fbq?.(...args);
}
