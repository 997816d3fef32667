// Dates of payments and renewals in Spanish, with the time zone named: a renewal at
// 00:30 UTC is still the previous day in Ecuador, so the zone is part of the answer.

type Zone = { timeZone?: string };

const dateFormat = (zone: Zone) =>
  new Intl.DateTimeFormat('es-EC', { day: 'numeric', month: 'long', year: 'numeric', ...zone });
const shortDateFormat = (zone: Zone) =>
  new Intl.DateTimeFormat('es-EC', { day: 'numeric', month: 'short', year: 'numeric', ...zone });
const timeFormat = (zone: Zone) =>
  new Intl.DateTimeFormat('es-EC', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', ...zone });
const zoneFormat = (zone: Zone) => new Intl.DateTimeFormat('es-EC', { timeZoneName: 'long', ...zone });

const toDate = (value: string | Date) => (typeof value === 'string' ? new Date(value) : value);
const valid = (date: Date) => !Number.isNaN(date.getTime());

/** "hora de Ecuador", "hora estándar de Colombia", "hora universal coordinada". */
export function timeZoneName(at: string | Date = new Date(), timeZone?: string): string {
  const date = toDate(at);
  const part = zoneFormat({ timeZone })
    .formatToParts(valid(date) ? date : new Date())
    .find((p) => p.type === 'timeZoneName');
  return part?.value ?? '';
}

/** "21 de noviembre de 2026, 10:15 (hora de Ecuador)"; "—" when there is no date. */
export function formatDateTimeWithZone(value: string | Date | null | undefined, timeZone?: string): string {
  if (!value) return '—';
  const date = toDate(value);
  if (!valid(date)) return '—';
  const zone = timeZoneName(date, timeZone);
  const text = `${dateFormat({ timeZone }).format(date)}, ${timeFormat({ timeZone }).format(date)}`;
  return zone ? `${text} (${zone})` : text;
}

/** "21 nov 2026, 10:15" for a table whose header names the zone. */
export function formatShortDateTime(value: string | Date | null | undefined, timeZone?: string): string {
  if (!value) return '—';
  const date = toDate(value);
  if (!valid(date)) return '—';
  return `${shortDateFormat({ timeZone }).format(date)}, ${timeFormat({ timeZone }).format(date)}`;
}
