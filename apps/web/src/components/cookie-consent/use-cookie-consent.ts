import { useSyncExternalStore } from 'react';
import { consentStore } from '@/lib/analytics/consent';

/** The stored consent (null until the visitor chooses) and whether the dialog is open. */
export function useCookieConsent() {
  return useSyncExternalStore(consentStore.subscribe, consentStore.getSnapshot, consentStore.getSnapshot);
}

export { closeCookiePreferences, openCookiePreferences, saveConsent } from '@/lib/analytics/consent';
