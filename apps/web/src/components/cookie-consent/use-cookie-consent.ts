import { useSyncExternalStore } from 'react';
import { consentStore } from '@/lib/analytics/consent';

/**
 * A page the server renders knows nothing of the visitor's choice: it renders none, and so
 * does the browser while it hydrates that page (decision 145); the stored choice follows.
 */
const serverSnapshot = () => SERVER_CONSENT_STATE;
const SERVER_CONSENT_STATE = { consent: null, open: false, asked: false } as const;

/** The stored consent (null until the visitor chooses) and whether the dialog is open. */
export function useCookieConsent() {
  return useSyncExternalStore(consentStore.subscribe, consentStore.getSnapshot, serverSnapshot);
}

export { closeCookiePreferences, openCookiePreferences, saveConsent } from '@/lib/analytics/consent';
