import { describe, expect, it } from 'vitest';
import { providersFor } from './analytics';
import { googleAdsIdFrom } from './config';

const keys = { posthogKey: 'phc_test', gtmId: 'GTM-TEST', metaPixelId: '123', googleAdsId: 'AW-123456789' };
const none = { posthogKey: null, gtmId: null, metaPixelId: null, googleAdsId: null };
const consent = (analytics: boolean, marketing: boolean) => ({
  necessary: true as const,
  analytics,
  marketing,
  preferences: false,
});
const off = { posthog: false, gtm: false, pixel: false, googleAds: false };

describe('providersFor', () => {
  it('keeps everything off without a consent record', () => {
    expect(providersFor(null, keys)).toEqual(off);
  });

  it('keeps everything off without keys, whatever the consent', () => {
    expect(providersFor(consent(true, true), none)).toEqual(off);
  });

  it('analytics consent turns on product analytics and the tag manager, never an ads tag', () => {
    expect(providersFor(consent(true, false), keys)).toEqual({ ...off, posthog: true, gtm: true });
  });

  it('marketing consent turns on the tag manager, the pixel and the Google Ads tag, not product analytics', () => {
    expect(providersFor(consent(false, true), keys)).toEqual({
      posthog: false,
      gtm: true,
      pixel: true,
      googleAds: true,
    });
  });
});

describe('googleAdsIdFrom', () => {
  it('takes an AW- id and nothing else', () => {
    expect(googleAdsIdFrom(' AW-123456789 ')).toBe('AW-123456789');
    for (const wrong of [
      undefined,
      '',
      'G-ABC123',
      'AW-',
      'AW-12x45678',
      'aw-123456789',
      'AW-123"><script>',
    ]) {
      expect(googleAdsIdFrom(wrong), String(wrong)).toBeNull();
    }
  });
});
