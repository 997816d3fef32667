// Times in the conversation screens, in Spanish and in the person's own time zone:
// day separators ("Hoy", "Ayer", "lunes, 16 de noviembre"), the time under a bubble, and
// the short relative time of the conversation list.

import { formatDate, formatDateTime } from '@traspasa/shared/dates';

const DAY_MS = 24 * 60 * 60 * 1000;

const time = new Intl.DateTimeFormat('es-EC', { hour: 'numeric', minute: '2-digit' });
const weekdayDayMonth = new Intl.DateTimeFormat('es-EC', { weekday: 'long', day: 'numeric', month: 'long' });
const weekday = new Intl.DateTimeFormat('es-EC', { weekday: 'long' });
const shortDate = new Intl.DateTimeFormat('es-EC', { day: 'numeric', month: 'short' });
const shortDateYear = new Intl.DateTimeFormat('es-EC', { day: 'numeric', month: 'short', year: 'numeric' });

const toDate = (value: string | Date) => (typeof value === 'string' ? new Date(value) : value);

/** Local calendar day, e.g. "2026-11-21": two instants on the same key share a separator. */
export function dayKey(value: string | Date): string {
  const d = toDate(value);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

/** Whole calendar days between two instants in local time (0 = same day, 1 = yesterday). */
export function calendarDaysBetween(earlier: string | Date, later: string | Date): number {
  const a = toDate(earlier);
  const b = toDate(later);
  const startA = new Date(a.getFullYear(), a.getMonth(), a.getDate()).getTime();
  const startB = new Date(b.getFullYear(), b.getMonth(), b.getDate()).getTime();
  // Rounded: a day across a daylight-saving change is 23 or 25 hours long.
  return Math.round((startB - startA) / DAY_MS);
}

const capitalise = (text: string) => text.charAt(0).toLocaleUpperCase('es') + text.slice(1);

/** The separator above a day's messages: "Hoy", "Ayer", "Lunes, 16 de noviembre", "3 de marzo de 2025". */
export function dayLabel(value: string | Date, now: Date = new Date()): string {
  const d = toDate(value);
  const days = calendarDaysBetween(d, now);
  if (days === 0) return 'Hoy';
  if (days === 1) return 'Ayer';
  if (d.getFullYear() === now.getFullYear()) return capitalise(weekdayDayMonth.format(d));
  return formatDate(d);
}

export type DayGroup<T> = { key: string; label: string; items: T[] };

/** Messages (oldest first) split by local day, each group with its separator label. */
export function groupByDay<T extends { createdAt: string }>(
  items: readonly T[],
  now: Date = new Date(),
): DayGroup<T>[] {
  const groups: DayGroup<T>[] = [];
  for (const item of items) {
    const key = dayKey(item.createdAt);
    const last = groups[groups.length - 1];
    if (last && last.key === key) last.items.push(item);
    else groups.push({ key, label: dayLabel(item.createdAt, now), items: [item] });
  }
  return groups;
}

/** "2:05 p. m." under a bubble. */
export function messageTime(value: string | Date): string {
  return time.format(toDate(value));
}

/** "21 de noviembre de 2026, 14:05 (hora de Ecuador)" for a tooltip or a screen reader. */
export function fullDateTime(value: string | Date): string {
  return formatDateTime(value);
}

/**
 * The conversation list's time: "Ahora", "Hace 5 min", the time today, "Ayer", the
 * weekday within a week, then "12 nov" (and the year when it is not this one).
 */
export function relativeTime(value: string | Date, now: Date = new Date()): string {
  const d = toDate(value);
  const diffMs = now.getTime() - d.getTime();
  if (diffMs < 60_000) return 'Ahora';
  if (diffMs < 60 * 60_000) return `Hace ${Math.floor(diffMs / 60_000)} min`;
  const days = calendarDaysBetween(d, now);
  if (days <= 0) return time.format(d);
  if (days === 1) return 'Ayer';
  if (days < 7) return capitalise(weekday.format(d));
  if (d.getFullYear() === now.getFullYear()) return shortDate.format(d);
  return shortDateYear.format(d);
}
