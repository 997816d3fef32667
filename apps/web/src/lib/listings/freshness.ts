import { calendarDaysUntil, formatRelative, type ZoneOption } from '@traspasa/shared/dates';

const DAY_MS = 86_400_000;

/**
 * "Actualizado hace 3 días", "Actualizado ayer", "Actualizado hace 2 horas": how fresh a
 * listing is, from its `refreshedAt` (approval, renewal, a public edit or the sale; decision
 * 151), in the words of the shared date helper. Null when there is no date to tell.
 */
export function updatedLabel(refreshedAt: string | null | undefined, now: Date = new Date()): string | null {
  if (!refreshedAt) return null;
  const at = new Date(refreshedAt);
  if (Number.isNaN(at.getTime())) return null;
  // A clock a little ahead of the reader's is still "just now", never "dentro de…".
  if (at.getTime() >= now.getTime() - 60_000) return 'Actualizado hace un momento';
  return `Actualizado ${formatRelative(at, now)}`;
}

/** Whole days left until `expiresAt`, rounded up (4 days and 2 hours: 5); 0 once it passed. */
export function daysLeft(expiresAt: string, now: Date = new Date()): number {
  return Math.max(0, Math.ceil((new Date(expiresAt).getTime() - now.getTime()) / DAY_MS));
}

/** Renewal is offered on the dashboard from this many days before the end (the first reminder). */
export const RENEW_FROM_DAYS = 7;

/**
 * "Vence hoy", "Vence mañana", "Vence en 5 días": calendar days to the end in the reader's zone
 * (the browser's unless given), as the reminder mail counts them (decision 131): at 10:00 an
 * end at 22:00 is «hoy», at 22:00 an end at 01:00 is «mañana».
 */
export function expiryLabel(expiresAt: string, now: Date = new Date(), zone: ZoneOption = {}): string {
  const days = calendarDaysUntil(expiresAt, now, zone) ?? 0;
  if (days <= 0) return 'Vence hoy';
  if (days === 1) return 'Vence mañana';
  return `Vence en ${days} días`;
}

/** Whether the dashboard shows «Vence en N días · Renovar» for a published listing. */
export function expiresSoon(expiresAt: string | null | undefined, now: Date = new Date()): boolean {
  return Boolean(expiresAt) && daysLeft(expiresAt as string, now) <= RENEW_FROM_DAYS;
}
