import { DEFAULT_TIME_ZONE } from '@traspasa/shared/dates';

/** Today in Ecuador as YYYY-MM-DD: the day a letter written now carries (the server dates it the same). */
export function ecuadorToday(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: DEFAULT_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}
