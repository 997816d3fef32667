// Times for the NDA screens: the signer's local time with its offset (evidence),
// the days left before the enhanced-signature deadline, and readable timestamps.

const pad = (n: number) => String(Math.trunc(Math.abs(n))).padStart(2, '0');

/** Local ISO time with its offset, e.g. "2026-11-21T10:15:00-05:00" (what `acceptedAtLocal` records). */
export function localIsoWithOffset(date: Date = new Date()): string {
  const offset = -date.getTimezoneOffset();
  const sign = offset >= 0 ? '+' : '-';
  return (
    `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}` +
    `T${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}` +
    `${sign}${pad(offset / 60)}:${pad(offset % 60)}`
  );
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Days left until `deadline`, rounded up (1 in its last 24 hours); -1 once it passed. */
export function daysLeft(deadline: string | Date, now: Date = new Date()): number {
  const end = typeof deadline === 'string' ? new Date(deadline) : deadline;
  const diff = end.getTime() - now.getTime();
  return diff <= 0 ? -1 : Math.ceil(diff / DAY_MS);
}

/** "quedan 5 días", "queda menos de un día", "el plazo venció". */
export function daysLeftLabel(deadline: string | Date, now: Date = new Date()): string {
  const days = daysLeft(deadline, now);
  if (days < 0) return 'el plazo venció';
  if (days === 1) return 'queda menos de un día';
  return `quedan ${days} días`;
}

export function deadlinePassed(deadline: string | null | undefined, now: Date = new Date()): boolean {
  return Boolean(deadline) && new Date(deadline as string).getTime() <= now.getTime();
}

const dateTime = new Intl.DateTimeFormat('es-EC', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});
const shortDate = new Intl.DateTimeFormat('es-EC', { day: 'numeric', month: 'short', year: 'numeric' });
const utcDateTime = new Intl.DateTimeFormat('es-EC', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  timeZone: 'UTC',
  hour12: false,
});

/** "21 de noviembre de 2026, 10:15" in the viewer's zone. */
export function formatDateTime(value: string | null | undefined): string {
  return value ? dateTime.format(new Date(value)) : '—';
}

/** "21 nov 2026" for tables. */
export function formatShortDate(value: string | null | undefined): string {
  return value ? shortDate.format(new Date(value)) : '—';
}

/** "21/11/2026, 15:15:00 UTC" — evidence times as the certificate states them. */
export function formatUtc(value: string | null | undefined): string {
  return value ? `${utcDateTime.format(new Date(value))} UTC` : '—';
}
