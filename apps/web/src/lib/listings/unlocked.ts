// How the signing screen tells the listing it has just been unlocked (the listing then shows
// its banner and scrolls to the confidential part).

/** The state the signing screen navigates back with (`navigate(listing, { state })`). */
export const UNLOCKED_STATE = { desbloqueado: true } as const;
/** The same through the address, for links from elsewhere (e-mails, the agreement's page). */
export const UNLOCKED_PARAM = 'desbloqueado';
