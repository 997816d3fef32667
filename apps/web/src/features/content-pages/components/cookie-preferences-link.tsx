import { openCookiePreferences } from '@/lib/analytics/consent';

/** Opens the cookie-preferences dialog from running text. */
export function CookiePreferencesLink() {
  return (
    <button
      type="button"
      onClick={() => openCookiePreferences()}
      className="font-medium text-primary underline underline-offset-4 hover:no-underline"
    >
      tus preferencias de cookies
    </button>
  );
}
