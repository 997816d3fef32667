// Times for the NDA screens: the signer's local time with its offset (evidence) and the
// days left before the enhanced-signature deadline. Dates shown to people come from
// `@traspasa/shared/dates` (decision 131).

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
