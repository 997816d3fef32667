/**
 * The day statistics belong to. Ecuador is the first market: a seller's "today" starts
 * at midnight in Guayaquil, not in UTC (decision 031).
 */
export const STATS_TIME_ZONE = 'America/Guayaquil';

/** Today's date in the statistics time zone, as the visitor salt's key. */
export function statsDay(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: STATS_TIME_ZONE }).format(now);
}
