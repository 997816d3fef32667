// The cookie consent record (decision 022): localStorage 'cookieConsent' =
// {"necessary":true,"analytics":bool,"marketing":bool,"preferences":bool}.
// A tiny external store so the modal, the analytics loader and the demo pages agree.

export const COOKIE_CONSENT_KEY = 'cookieConsent';

export type CookieConsent = {
  necessary: true;
  analytics: boolean;
  marketing: boolean;
  preferences: boolean;
};

export type ConsentCategory = 'analytics' | 'marketing' | 'preferences';

/** What the switches show before anything is chosen (all false). */
export const DEFAULT_CONSENT: CookieConsent = {
  necessary: true,
  analytics: false,
  marketing: false,
  preferences: false,
};
export const ACCEPT_ALL: CookieConsent = {
  necessary: true,
  analytics: true,
  marketing: true,
  preferences: true,
};
export const REJECT_ALL: CookieConsent = DEFAULT_CONSENT;

type Logger = (message: string, detail?: unknown) => void;

/**
 * Parse a stored record. Absent → null. Unparseable or not an object → logged and
 * ignored (null), so the modal opens again. Non-boolean flags count as false and
 * `necessary` is always true.
 */
export function parseConsent(
  raw: string | null | undefined,
  warn: Logger = console.warn,
): CookieConsent | null {
  if (raw === null || raw === undefined || raw === '') return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch (error) {
    warn('[cookie-consent] Registro de consentimiento ilegible; se ignora', error);
    return null;
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) {
    warn('[cookie-consent] Registro de consentimiento con formato inesperado; se ignora', value);
    return null;
  }
  const record = value as Record<string, unknown>;
  return {
    necessary: true,
    analytics: record.analytics === true,
    marketing: record.marketing === true,
    preferences: record.preferences === true,
  };
}

export function serializeConsent(consent: CookieConsent): string {
  return JSON.stringify({
    necessary: true,
    analytics: Boolean(consent.analytics),
    marketing: Boolean(consent.marketing),
    preferences: Boolean(consent.preferences),
  });
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function readStoredConsent(): CookieConsent | null {
  return parseConsent(storage()?.getItem(COOKIE_CONSENT_KEY));
}

type ConsentState = {
  /** The stored choice, or null when the visitor has not chosen yet. */
  consent: CookieConsent | null;
  /** Whether the preferences dialog is open. */
  open: boolean;
  /**
   * Whether the visitor opened it (the floating button, the footer): then it is modal. Opened
   * by itself on a first visit it is not, and takes no focus: the visitor may be typing or
   * pressing on the page by then (decision 022).
   */
  asked: boolean;
};

let state: ConsentState = { consent: null, open: false, asked: false };
let initialised = false;
const listeners = new Set<() => void>();
const consentListeners = new Set<(consent: CookieConsent) => void>();

function setState(next: ConsentState): void {
  state = next;
  for (const listener of listeners) listener();
}

export const consentStore = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  getSnapshot(): ConsentState {
    return state;
  },
};

/** Called with the effective consent at start (if stored) and after every choice. */
export function onConsentChange(listener: (consent: CookieConsent) => void): () => void {
  consentListeners.add(listener);
  return () => consentListeners.delete(listener);
}

/**
 * Restore the stored record at start; open the dialog when there is none. With
 * `openWhenIdle` (a server-rendered page, decision 146) the dialog opens once the page has
 * loaded and the browser is idle, not in the middle of hydration: its code, its render and
 * the focus it takes would otherwise lengthen the page's first long tasks.
 */
export function initConsent({ openWhenIdle = false } = {}): CookieConsent | null {
  if (initialised) return state.consent;
  initialised = true;
  const stored = readStoredConsent();
  if (stored) for (const listener of consentListeners) listener(stored);
  const deferOpen = stored === null && openWhenIdle && typeof window !== 'undefined';
  setState({ consent: stored, open: stored === null && !deferOpen, asked: false });
  if (deferOpen)
    whenLoadedAndIdle(() => {
      // Unless the visitor opened it or chose meanwhile (the footer's «Configurar cookies»).
      if (state.consent === null && !state.open) setState({ ...state, open: true });
    });
  return stored;
}

/**
 * After the window's load event, at the browser's next idle moment: on a server-rendered page,
 * once React has hydrated it (its scheduler keeps the thread busy until then). Forced sooner
 * (2 s, before decision 146's third pass), the dialog opened amid the hydration of the page's
 * last parts on a slow phone and was committed with them, in one of the longest tasks of the
 * start; 10 s only bounds a page that is never idle.
 */
function whenLoadedAndIdle(run: () => void): void {
  const idle = () =>
    'requestIdleCallback' in window
      ? window.requestIdleCallback(run, { timeout: 10_000 })
      : setTimeout(run, 200);
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}

/** Store a choice, apply it (analytics opt-in/out) and close the dialog. */
export function saveConsent(consent: CookieConsent): void {
  const normalised: CookieConsent = { ...consent, necessary: true };
  try {
    storage()?.setItem(COOKIE_CONSENT_KEY, serializeConsent(normalised));
  } catch (error) {
    console.warn('[cookie-consent] No se pudo guardar el consentimiento', error);
  }
  // Apply first (analytics opt-in/out), then let the UI re-render with the new state.
  for (const listener of consentListeners) listener(normalised);
  setState({ consent: normalised, open: false, asked: false });
}

export function openCookiePreferences(): void {
  setState({ ...state, open: true, asked: true });
}

export function closeCookiePreferences(): void {
  setState({ ...state, open: false, asked: false });
}
