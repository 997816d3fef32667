import { describe, expect, it, vi } from 'vitest';
import { ACCEPT_ALL, parseConsent, REJECT_ALL, serializeConsent } from './consent';

describe('parseConsent', () => {
  it('returns null when nothing is stored (the modal opens)', () => {
    const warn = vi.fn();
    expect(parseConsent(null, warn)).toBeNull();
    expect(parseConsent(undefined, warn)).toBeNull();
    expect(parseConsent('', warn)).toBeNull();
    expect(warn).not.toHaveBeenCalled();
  });

  it('logs and ignores an unparseable record', () => {
    const warn = vi.fn();
    expect(parseConsent('{not json', warn)).toBeNull();
    expect(parseConsent('"yes"', warn)).toBeNull();
    expect(parseConsent('[true]', warn)).toBeNull();
    expect(parseConsent('null', warn)).toBeNull();
    expect(warn).toHaveBeenCalledTimes(4);
  });

  it('restores the stored choices; necessary is always true', () => {
    expect(
      parseConsent('{"necessary":false,"analytics":true,"marketing":false,"preferences":true}', vi.fn()),
    ).toEqual({ necessary: true, analytics: true, marketing: false, preferences: true });
  });

  it('treats missing or non-boolean flags as false', () => {
    expect(parseConsent('{"analytics":"yes"}', vi.fn())).toEqual({
      necessary: true,
      analytics: false,
      marketing: false,
      preferences: false,
    });
  });
});

describe('serializeConsent', () => {
  it('writes the record with four booleans', () => {
    expect(JSON.parse(serializeConsent(ACCEPT_ALL))).toEqual({
      necessary: true,
      analytics: true,
      marketing: true,
      preferences: true,
    });
    expect(JSON.parse(serializeConsent(REJECT_ALL))).toEqual({
      necessary: true,
      analytics: false,
      marketing: false,
      preferences: false,
    });
  });

  it('round-trips', () => {
    const record = { necessary: true as const, analytics: true, marketing: false, preferences: true };
    expect(parseConsent(serializeConsent(record), vi.fn())).toEqual(record);
  });
});

describe('initConsent on a server-rendered page (decision 146)', () => {
  /** A browser window that has not fired `load` yet, with nothing stored. */
  function stubBrowser() {
    const listeners = new Map<string, () => void>();
    const idle: (() => void)[] = [];
    const stored = new Map<string, string>();
    vi.stubGlobal('window', {
      localStorage: {
        getItem: (key: string) => stored.get(key) ?? null,
        setItem: (key: string, value: string) => stored.set(key, value),
      },
      addEventListener: (type: string, listener: () => void) => listeners.set(type, listener),
      requestIdleCallback: (run: () => void) => idle.push(run),
    });
    vi.stubGlobal('document', { readyState: 'interactive' });
    return {
      load: () => listeners.get('load')?.(),
      runIdle: () => {
        for (const run of idle.splice(0)) run();
      },
    };
  }

  it('opens the dialog only after the load event and an idle moment', async () => {
    vi.resetModules();
    const browser = stubBrowser();
    const consent = await import('./consent');
    expect(consent.initConsent({ openWhenIdle: true })).toBeNull();
    expect(consent.consentStore.getSnapshot().open).toBe(false);
    browser.runIdle();
    expect(consent.consentStore.getSnapshot().open).toBe(false);
    browser.load();
    expect(consent.consentStore.getSnapshot().open).toBe(false);
    browser.runIdle();
    expect(consent.consentStore.getSnapshot().open).toBe(true);
    vi.unstubAllGlobals();
  });

  it('does not open it when the visitor chose before that moment', async () => {
    vi.resetModules();
    const browser = stubBrowser();
    const consent = await import('./consent');
    consent.initConsent({ openWhenIdle: true });
    consent.saveConsent(consent.ACCEPT_ALL);
    browser.load();
    browser.runIdle();
    expect(consent.consentStore.getSnapshot()).toEqual({
      consent: consent.ACCEPT_ALL,
      open: false,
      asked: false,
    });
    vi.unstubAllGlobals();
  });

  it('opens it at once on a client-rendered screen, as before', async () => {
    vi.resetModules();
    stubBrowser();
    const consent = await import('./consent');
    consent.initConsent();
    expect(consent.consentStore.getSnapshot().open).toBe(true);
    vi.unstubAllGlobals();
  });
});
