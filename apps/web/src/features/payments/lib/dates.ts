// Dates of payments and renewals: a renewal at 00:30 UTC is still the previous day in
// Ecuador, so the zone is part of the answer. The styles come from the one date helper
// (`@traspasa/shared/dates`, decision 131); these names stay for the payment screens.
import {
  formatDateTime,
  formatShortDateTime as shortDateTime,
  timeZoneLabel,
  toInstant,
} from '@traspasa/shared/dates';

/** "hora de Ecuador", "hora de Colombia", "hora UTC". */
export function timeZoneName(at: string | Date = new Date(), timeZone?: string): string {
  return timeZoneLabel(timeZone, toInstant(at) ?? new Date());
}

/** "21 de noviembre de 2026, 10:15 (hora de Ecuador)"; "—" when there is no date. */
export function formatDateTimeWithZone(value: string | Date | null | undefined, timeZone?: string): string {
  return formatDateTime(value, { timeZone });
}

/** "21 nov 2026, 10:15" for a table whose header names the zone. */
export function formatShortDateTime(value: string | Date | null | undefined, timeZone?: string): string {
  return shortDateTime(value, { timeZone });
}
