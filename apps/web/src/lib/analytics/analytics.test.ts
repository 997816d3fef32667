import { describe, expect, it } from 'vitest';
import { providersFor } from './analytics';

const keys = { posthogKey: 'phc_test', gtmId: 'GTM-TEST', metaPixelId: '123' };
const none = { posthogKey: null, gtmId: null, metaPixelId: null };
const consent = (analytics: boolean, marketing: boolean) => ({
  necessary: true as const,
  analytics,
  marketing,
  preferences: false,
});

describe('providersFor', () => {
  it('keeps everything off without a consent record', () => {
    expect(providersFor(null, keys)).toEqual({ posthog: false, gtm: false, pixel: false });
  });

  it('keeps everything off without keys, whatever the consent', () => {
    expect(providersFor(consent(true, true), none)).toEqual({ posthog: false, gtm: false, pixel: false });
  });

  it('analytics consent turns on product analytics and the tag manager', () => {
    expect(providersFor(consent(true, false), keys)).toEqual({ posthog: true, gtm: true, pixel: false });
  });

  it('marketing consent turns on the tag manager and the pixel, not product analytics', () => {
    expect(providersFor(consent(false, true), keys)).toEqual({ posthog: false, gtm: true, pixel: true });
  });
});
