import { daysBetween, USER_METRICS_MAX_DAYS } from '@traspasa/shared/admin-metrics';
import { isRealDay } from '@traspasa/shared/format';

/** Today in the marketplace's calendar (America/Guayaquil), as the server counts days. */
export function todayInEcuador(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Guayaquil' }).format(now);
}

export function addDays(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
}

export const presets = [7, 30, 90, 365] as const;

/**
 * The range of the address (?from=&to=), or the last 30 days. A range that cannot be asked
 * (bad day, reversed, too long, in the future) comes back with the reason, in Spanish.
 */
export function rangeFromSearch(
  params: URLSearchParams,
  today = todayInEcuador(),
): { from: string; to: string; error: string | null } {
  const from = params.get('from');
  const to = params.get('to');
  const fallback = { from: addDays(today, -29), to: today };
  if (!from && !to) return { ...fallback, error: null };
  if (!from || !to || !isRealDay(from) || !isRealDay(to)) {
    return {
      ...fallback,
      error: 'Las fechas de la dirección no son válidas; mostramos los últimos 30 días.',
    };
  }
  if (from > to) return { ...fallback, error: 'La fecha de inicio debe ser anterior o igual a la final.' };
  if (to > today) return { ...fallback, error: 'La fecha final no puede ser posterior a hoy.' };
  if (daysBetween(from, to) > USER_METRICS_MAX_DAYS) {
    return { ...fallback, error: `El rango puede abarcar como máximo ${USER_METRICS_MAX_DAYS} días.` };
  }
  return { from, to, error: null };
}
