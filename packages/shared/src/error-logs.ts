// The admin's error log (decision 111): error_logs grouped by fingerprint in error_groups.
import { z } from 'zod';
import { errorLogLevels } from './enums.ts';

export const errorSources = ['frontend', 'backend'] as const;
export type ErrorSource = (typeof errorSources)[number];

export const errorSourceLabels: Record<ErrorSource, string> = {
  frontend: 'Navegador',
  backend: 'Servidor',
};

export const errorLevelLabels: Record<(typeof errorLogLevels)[number], string> = {
  error: 'Error',
  warning: 'Advertencia',
  info: 'Información',
  debug: 'Depuración',
};

export const errorGroupStatuses = ['open', 'resolved', 'all'] as const;
export type ErrorGroupStatus = (typeof errorGroupStatuses)[number];

export const errorGroupSorts = ['last_seen', 'count'] as const;
export type ErrorGroupSort = (typeof errorGroupSorts)[number];

/** A fingerprint: 32 hexadecimal characters (the first half of a SHA-256). */
export const FINGERPRINT_PATTERN = /^[0-9a-f]{32}$/;

export const adminErrorsQuery = z.object({
  status: z.enum(errorGroupStatuses).default('open'),
  level: z.enum(errorLogLevels).optional(),
  source: z.enum(errorSources).optional(),
  q: z.string().trim().max(200).optional(),
  sort: z.enum(errorGroupSorts).default('last_seen'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(25),
});
export type AdminErrorsQuery = z.input<typeof adminErrorsQuery>;

export const errorGroupView = z.object({
  fingerprint: z.string(),
  level: z.enum(errorLogLevels),
  message: z.string(),
  source: z.string().nullable(),
  endpoint: z.string().nullable(),
  method: z.string().nullable(),
  topFrame: z.string().nullable(),
  occurrences: z.number().int(),
  affectedUsers: z.number().int(),
  firstSeenAt: z.string(),
  lastSeenAt: z.string(),
  resolved: z.boolean(),
  resolvedAt: z.string().nullable(),
  resolvedByName: z.string().nullable(),
  resolution: z.string().nullable(),
  reopenedAt: z.string().nullable(),
});
export type ErrorGroupView = z.infer<typeof errorGroupView>;

export const adminErrorsResponse = z.object({
  items: z.array(errorGroupView),
  total: z.number().int(),
  page: z.number().int(),
  pageCount: z.number().int(),
});
export type AdminErrorsResponse = z.infer<typeof adminErrorsResponse>;

export const errorOccurrenceView = z.object({
  id: z.number().int(),
  createdAt: z.string(),
  endpoint: z.string().nullable(),
  method: z.string().nullable(),
  user: z.object({ id: z.number().int(), name: z.string(), email: z.string() }).nullable(),
  userAgent: z.string().nullable(),
  ip: z.string().nullable(),
});
export type ErrorOccurrenceView = z.infer<typeof errorOccurrenceView>;

export const adminErrorDetail = errorGroupView.extend({
  /** The stack and metadata of the latest occurrence. */
  stack: z.string().nullable(),
  metadata: z.record(z.string(), z.unknown()).nullable(),
  occurrencesShown: z.array(errorOccurrenceView),
});
export type AdminErrorDetail = z.infer<typeof adminErrorDetail>;

export const errorResolveInput = z.object({
  note: z.string().trim().max(1000, 'La nota puede tener hasta 1000 caracteres.').optional(),
});
