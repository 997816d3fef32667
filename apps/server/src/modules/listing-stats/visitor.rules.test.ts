import { describe, expect, it } from 'vitest';
import { isBot, visitorHash } from './visitor.rules.ts';

describe('isBot', () => {
  it('recognises crawlers, link previews and headless browsers', () => {
    for (const ua of [
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      'Mozilla/5.0 (compatible; Yahoo! Slurp)',
      'facebookexternalhit/1.1',
      'Mozilla/5.0 HeadlessChrome/120.0.0.0',
      'Baiduspider',
      'SomeCrawler/1.0',
    ]) {
      expect(isBot(ua), ua).toBe(true);
    }
    expect(isBot('Mozilla/5.0 (Linux; Android 14) Chrome/120.0 Mobile Safari/537.36')).toBe(false);
    expect(isBot(null)).toBe(false);
  });
});

describe('visitorHash', () => {
  it('is stable within a day, differs across visitors and days, and never contains the IP', () => {
    const anon = { userId: null, ip: '203.0.113.7', userAgent: 'Safari' };
    const a = visitorHash('2026-11-21', anon);
    expect(visitorHash('2026-11-21', anon)).toBe(a);
    expect(visitorHash('2026-11-21', { ...anon, ip: '203.0.113.8' })).not.toBe(a);
    expect(visitorHash('2026-11-21', { userId: 7, ip: '1.1.1.1', userAgent: null })).toBe(
      visitorHash('2026-11-21', { userId: 7, ip: '2.2.2.2', userAgent: 'x' }),
    );
    expect(a).toMatch(/^[0-9a-f]{64}$/);
    expect(visitorHash('2026-11-22', anon)).not.toBe(a);
  });
});
