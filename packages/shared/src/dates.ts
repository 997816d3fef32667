// One way to show dates and times (decision 131): Spanish words, the person's own
// time zone and its name ("24 de noviembre de 2026, 10:19 (hora de Ecuador)"), never a raw
// ISO string. The web passes nothing and gets the browser's zone; the server (mails, PDFs)
// passes the zone of the person's country, or Ecuador's when it does not know it.

/** The zone of texts written on the server when the person's country is not known. */
export const DEFAULT_TIME_ZONE = 'America/Guayaquil';

/** Spanish names for the zones of the countries we serve; the rest come from `Intl`. */
const ZONE_NAMES: Record<string, string> = {
  'America/Guayaquil': 'hora de Ecuador',
  'Pacific/Galapagos': 'hora de Galápagos',
  'America/Lima': 'hora de Perú',
  'America/Bogota': 'hora de Colombia',
  'America/Mexico_City': 'hora del centro de México',
  'America/Santiago': 'hora de Chile',
  'America/Buenos_Aires': 'hora de Argentina',
  'America/Argentina/Buenos_Aires': 'hora de Argentina',
  'America/Caracas': 'hora de Venezuela',
  'America/La_Paz': 'hora de Bolivia',
  'America/Asuncion': 'hora de Paraguay',
  'America/Montevideo': 'hora de Uruguay',
  'America/Panama': 'hora de Panamá',
  'America/Costa_Rica': 'hora de Costa Rica',
  'America/Guatemala': 'hora de Guatemala',
  'America/El_Salvador': 'hora de El Salvador',
  'America/Tegucigalpa': 'hora de Honduras',
  'America/Managua': 'hora de Nicaragua',
  'America/Santo_Domingo': 'hora de República Dominicana',
  'America/Havana': 'hora de Cuba',
  'Europe/Madrid': 'hora de España peninsular',
  UTC: 'hora UTC',
  'Etc/UTC': 'hora UTC',
};

/** A country (ISO 3166-1 alpha-2, or its Spanish name as listings store it) → its main zone. */
const COUNTRY_ZONES: Record<string, string> = {
  EC: 'America/Guayaquil',
  PE: 'America/Lima',
  CO: 'America/Bogota',
  MX: 'America/Mexico_City',
  CL: 'America/Santiago',
  AR: 'America/Argentina/Buenos_Aires',
  VE: 'America/Caracas',
  BO: 'America/La_Paz',
  PY: 'America/Asuncion',
  UY: 'America/Montevideo',
  PA: 'America/Panama',
  CR: 'America/Costa_Rica',
  GT: 'America/Guatemala',
  SV: 'America/El_Salvador',
  HN: 'America/Tegucigalpa',
  NI: 'America/Managua',
  DO: 'America/Santo_Domingo',
  CU: 'America/Havana',
  ES: 'Europe/Madrid',
};
const COUNTRY_NAMES: Record<string, string> = {
  ecuador: 'EC',
  peru: 'PE',
  colombia: 'CO',
  mexico: 'MX',
  chile: 'CL',
  argentina: 'AR',
  venezuela: 'VE',
  bolivia: 'BO',
  paraguay: 'PY',
  uruguay: 'UY',
  panama: 'PA',
  'costa rica': 'CR',
  guatemala: 'GT',
  'el salvador': 'SV',
  honduras: 'HN',
  nicaragua: 'NI',
  'republica dominicana': 'DO',
  cuba: 'CU',
  espana: 'ES',
};

export type DateInput = string | number | Date | null | undefined;
/** `timeZone`: an IANA zone; left out, the runtime's own (the browser's on the web). */
export type ZoneOption = { timeZone?: string };

/** The instant a value names, or null when it names none (empty, "mañana", "2026-02-30"). */
export function toInstant(value: DateInput): Date | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}/.test(value)) {
    // `new Date` rolls 2026-02-30 over to 2 March: a day that does not exist is refused.
    const [y, m, d] = value.slice(0, 10).split('-').map(Number) as [number, number, number];
    const day = new Date(Date.UTC(y, m - 1, d));
    if (day.getUTCFullYear() !== y || day.getUTCMonth() !== m - 1 || day.getUTCDate() !== d) return null;
  }
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

const formats = new Map<string, Intl.DateTimeFormat>();
function fmt(options: Intl.DateTimeFormatOptions, timeZone: string | undefined): Intl.DateTimeFormat {
  const key = `${JSON.stringify(options)}|${timeZone ?? ''}`;
  let f = formats.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat('es-EC', timeZone ? { ...options, timeZone } : options);
    formats.set(key, f);
  }
  return f;
}

const LONG: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'long', year: 'numeric' };
const SHORT: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric' };
const MONTH_YEAR: Intl.DateTimeFormatOptions = { month: 'long', year: 'numeric' };
const TIME: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' };
const NONE = '—';

/** The zone the person sees: the browser's on the web, the process's on the server. */
export function localTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || DEFAULT_TIME_ZONE;
}

/** The zone for texts written on the server: the person's country when known, else Ecuador. */
export function timeZoneForCountry(country: string | null | undefined): string {
  const raw = (country ?? '').trim();
  if (!raw) return DEFAULT_TIME_ZONE;
  const key = raw
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
  const code = raw.length === 2 ? raw.toUpperCase() : COUNTRY_NAMES[key];
  return (code && COUNTRY_ZONES[code]) || DEFAULT_TIME_ZONE;
}

/** "hora de Ecuador", "hora de Perú", "hora del centro de México"; else Intl's long Spanish name. */
export function timeZoneLabel(timeZone: string = localTimeZone(), at: Date = new Date()): string {
  const known = ZONE_NAMES[timeZone];
  if (known) return known;
  try {
    const part = fmt({ timeZoneName: 'long' }, timeZone)
      .formatToParts(at)
      .find((p) => p.type === 'timeZoneName');
    return part?.value ?? timeZone;
  } catch {
    return timeZone;
  }
}

/** "24 de noviembre de 2026" ("—" when there is no date). */
export function formatDate(value: DateInput, { timeZone }: ZoneOption = {}): string {
  const date = toInstant(value);
  return date ? fmt(LONG, timeZone).format(date) : NONE;
}

/** "noviembre de 2026": how long someone has been a member ("En Traspasa desde …"). */
export function formatMonthYear(value: DateInput, { timeZone }: ZoneOption = {}): string {
  const date = toInstant(value);
  return date ? fmt(MONTH_YEAR, timeZone).format(date) : NONE;
}

/** "24 nov 2026", for tables and lists. */
export function formatShortDate(value: DateInput, { timeZone }: ZoneOption = {}): string {
  const date = toInstant(value);
  return date ? fmt(SHORT, timeZone).format(date).replace(/\./g, '') : NONE;
}

/** "24 nov 2026, 10:19", for tables whose header or page already names the zone. */
export function formatShortDateTime(value: DateInput, { timeZone }: ZoneOption = {}): string {
  const date = toInstant(value);
  return date ? `${formatShortDate(date, { timeZone })}, ${fmt(TIME, timeZone).format(date)}` : NONE;
}

/** "10:19". */
export function formatTime(value: DateInput, { timeZone }: ZoneOption = {}): string {
  const date = toInstant(value);
  return date ? fmt(TIME, timeZone).format(date) : NONE;
}

/** "24 de noviembre de 2026, 10:19 (hora de Ecuador)": the zone is always named. */
export function formatDateTime(value: DateInput, { timeZone }: ZoneOption = {}): string {
  const date = toInstant(value);
  if (!date) return NONE;
  const zone = timeZone ?? localTimeZone();
  return `${fmt(LONG, zone).format(date)}, ${fmt(TIME, zone).format(date)} (${timeZoneLabel(zone, date)})`;
}

/**
 * A time the signer's device reported with its offset ("2026-11-21T10:02:00-05:00"), read
 * as it was on that device: "21 de noviembre de 2026, 10:02 (UTC−05:00)".
 */
export function formatOffsetDateTime(value: string | null | undefined): string {
  const match = value?.match(
    /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::\d{2}(?:\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/,
  );
  if (!match || !toInstant(value)) return NONE;
  const [, y, mo, d, h, mi, offset] = match as unknown as [
    string,
    string,
    string,
    string,
    string,
    string,
    string,
  ];
  const day = fmt(LONG, 'UTC').format(new Date(Date.UTC(Number(y), Number(mo) - 1, Number(d))));
  const zone = offset === 'Z' ? 'UTC' : `UTC${offset.replace('-', '−')}`;
  return `${day}, ${h}:${mi} (${zone})`;
}

const DAY_MS = 86_400_000;
const relative = new Intl.RelativeTimeFormat('es', { numeric: 'auto' });

/** "hace 3 días", "hace 2 horas", "dentro de 5 días", "ayer" — for "when" at a glance. */
export function formatRelative(value: DateInput, now: Date = new Date()): string {
  const date = toInstant(value);
  if (!date) return NONE;
  const diff = date.getTime() - now.getTime();
  const abs = Math.abs(diff);
  if (abs < 60_000) return 'ahora';
  if (abs < 3_600_000) return relative.format(Math.trunc(diff / 60_000), 'minute');
  if (abs < DAY_MS) return relative.format(Math.trunc(diff / 3_600_000), 'hour');
  if (abs < 30 * DAY_MS) return relative.format(Math.trunc(diff / DAY_MS), 'day');
  if (abs < 365 * DAY_MS) return relative.format(Math.trunc(diff / (30 * DAY_MS)), 'month');
  return relative.format(Math.trunc(diff / (365 * DAY_MS)), 'year');
}

const DAY_SHORT: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short' };

/**
 * A calendar day "YYYY-MM-DD" (no instant, no zone: a chart's or a report's day, shown as
 * it is): "3 de marzo de 2025", or "3 mar" for a chart's axis.
 */
export function formatDay(day: string, style: 'long' | 'short' = 'long'): string {
  // A day may come as "2025-03-03" or as that day's midnight "2025-03-03T00:00:00.000Z".
  const ymd = day.slice(0, 10);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(ymd) || !toInstant(ymd)) return NONE;
  const date = new Date(`${ymd}T00:00:00Z`);
  return style === 'short'
    ? fmt(DAY_SHORT, 'UTC').format(date).replace(/\./g, '')
    : fmt(LONG, 'UTC').format(date);
}

const YMD: Intl.DateTimeFormatOptions = { year: 'numeric', month: '2-digit', day: '2-digit' };

/** The calendar day an instant falls on in a zone, as days since 1970-01-01. */
function dayNumber(date: Date, timeZone: string | undefined): number {
  const parts = new Intl.DateTimeFormat('en-CA', timeZone ? { ...YMD, timeZone } : YMD).formatToParts(date);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return Date.UTC(part('year'), part('month') - 1, part('day')) / DAY_MS;
}

/**
 * Calendar days from `now` to `value` in a zone, as a person reading a date counts them: 0 on
 * the same day, 1 for the next day («mañana»), negative once that day passed; null for no
 * instant. Counted from the dates, not from the hours left: at 22:00 an end at 01:00 is
 * «mañana», and an end at 23:00 seen at 08:00 is «hoy».
 */
export function calendarDaysUntil(
  value: DateInput,
  now: Date = new Date(),
  { timeZone }: ZoneOption = {},
): number | null {
  const date = toInstant(value);
  if (!date) return null;
  return dayNumber(date, timeZone) - dayNumber(now, timeZone);
}

/** «hoy», «mañana», «en 3 días»: a count of calendar days ahead (0 or less: «hoy»). */
export function inDaysText(days: number): string {
  if (days <= 0) return 'hoy';
  if (days === 1) return 'mañana';
  return `en ${days} días`;
}
