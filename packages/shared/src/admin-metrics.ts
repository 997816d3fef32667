import { z } from 'zod';
import { businessStatuses, userRoles } from './enums.ts';
import { isRealDay } from './format.ts';

/** The dashboard's periods, in days (decision 110). */
export const dashboardPeriods = [7, 30, 90] as const;
export type DashboardPeriod = (typeof dashboardPeriods)[number];

export const dashboardQuery = z.object({
  period: z
    .enum(['7', '30', '90'], { error: 'El periodo debe ser 7, 30 o 90 días.' })
    .default('30')
    .transform((v) => Number(v) as DashboardPeriod),
});

/** A number of the period and the same number in the period before (null: no history kept). */
export const kpi = z.object({
  value: z.number(),
  previous: z.number().nullable(),
});
export type Kpi = z.infer<typeof kpi>;

const count = z.number().int().nonnegative();

export const dashboardSeriesPoint = z.object({
  /** YYYY-MM-DD, America/Guayaquil. */
  day: z.string(),
  signups: count,
  listingsPublished: count,
  ndasSigned: count,
  messages: count,
  /** Net revenue of the day in USD cents (payments minus refunds; may be negative). */
  revenueCents: z.number().int(),
});
export type DashboardSeriesPoint = z.infer<typeof dashboardSeriesPoint>;

export const funnelSteps = ['visitors', 'registered', 'listingViewed', 'ndaSigned', 'messageSent'] as const;
export type FunnelStep = (typeof funnelSteps)[number];

export const dashboardResponse = z.object({
  period: z.number().int(),
  /** First and last day of the period and of the one before (YYYY-MM-DD, America/Guayaquil). */
  range: z.object({ from: z.string(), to: z.string() }),
  previousRange: z.object({ from: z.string(), to: z.string() }),
  generatedAt: z.string(),
  kpis: z.object({
    /** Every account now; previous = accounts that existed when the period began. */
    usersTotal: kpi,
    usersByRole: z.record(z.enum(userRoles), count),
    signups: kpi,
    activeUsers: kpi,
    listingsByStatus: z.record(z.enum(businessStatuses), count),
    listingsPublished: kpi,
    pendingModeration: count,
    ndasSigned: kpi,
    conversations: kpi,
    messages: kpi,
    /** USD cents, payments minus refunds in the period. */
    revenueCents: kpi,
    activeSubscriptions: count,
    openReports: count,
    pendingIdentity: count,
    unresolvedErrors: count,
    pendingFeedback: count,
    /** People who asked for the valuation report (with consent) in the period. */
    valuationLeads: kpi,
  }),
  series: z.array(dashboardSeriesPoint),
  funnel: z.array(z.object({ step: z.enum(funnelSteps), value: count })),
});
export type DashboardResponse = z.infer<typeof dashboardResponse>;

/** The longest range the user metrics answer for. */
export const USER_METRICS_MAX_DAYS = 366;

const isoDay = (field: string) =>
  z
    .string({ error: `Indica la fecha ${field} con el formato AAAA-MM-DD.` })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: `La fecha ${field} debe tener el formato AAAA-MM-DD.` })
    .refine((v) => isRealDay(v), { error: `La fecha ${field} no existe en el calendario.` });

/** Days from `from` to `to`, both included. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}

export const userMetricsQuery = z
  .object({ from: isoDay('de inicio'), to: isoDay('final') })
  .refine((q) => q.from <= q.to, {
    error: 'La fecha de inicio debe ser anterior o igual a la final.',
    path: ['from'],
  })
  .refine((q) => q.from > q.to || daysBetween(q.from, q.to) <= USER_METRICS_MAX_DAYS, {
    error: `El rango puede abarcar como máximo ${USER_METRICS_MAX_DAYS} días.`,
    path: ['to'],
  });
export type UserMetricsQuery = z.infer<typeof userMetricsQuery>;

export const userMetricsDay = z.object({
  day: z.string(),
  signups: count,
  logins: count,
  /** Distinct people with a sign-in or a message that day. */
  activeUsers: count,
});
export type UserMetricsDay = z.infer<typeof userMetricsDay>;

export const retentionCohort = z.object({
  /** Monday of the sign-up week (YYYY-MM-DD). */
  week: z.string(),
  size: count,
  /** Users of the cohort who signed in during week 0, 1, 2… after signing up; only weeks already begun. */
  retained: z.array(count),
});
export type RetentionCohort = z.infer<typeof retentionCohort>;

export const labelledCount = z.object({ label: z.string(), count });

export const userMetricsResponse = z.object({
  range: z.object({ from: z.string(), to: z.string() }),
  daily: z.array(userMetricsDay),
  totals: z.object({ signups: count, logins: count }),
  /** Average daily active users over the range; WAU and MAU: distinct active in the 7 / 30 days ending `to`. */
  activity: z.object({ dauAverage: z.number().nonnegative(), wau: count, mau: count }),
  /** Weeks after sign-up shown per cohort (week 0 = the sign-up week). */
  retentionWeeks: z.number().int(),
  retention: z.array(retentionCohort),
  /** Accounts by role now, and sign-ups in the range by role. */
  roles: z.array(z.object({ role: z.enum(userRoles), total: count, signups: count })),
  devices: z.array(labelledCount),
  browsers: z.array(labelledCount),
  /** Published listings (approved or sold) by country, most first. */
  countries: z.array(labelledCount),
});
export type UserMetricsResponse = z.infer<typeof userMetricsResponse>;
