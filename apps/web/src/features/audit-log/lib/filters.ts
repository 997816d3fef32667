// The audit screen's filters live in the address in Spanish words
// (`?admin=3&accion=user.suspend&objeto=user&id=42&desde=2026-01-01&hasta=2026-01-31`).
import { type AuditTargetType, auditActions, auditTargetTypes } from '@traspasa/shared/audit-log';

export type AuditFilters = {
  adminId: number | null;
  action: string | null;
  targetType: AuditTargetType | null;
  targetId: number | null;
  from: string | null;
  to: string | null;
};

export const emptyAuditFilters: AuditFilters = {
  adminId: null,
  action: null,
  targetType: null,
  targetId: null,
  from: null,
  to: null,
};

const isDate = (value: string | null): value is string => !!value && /^\d{4}-\d{2}-\d{2}$/.test(value);
const positiveInt = (value: string | null): number | null =>
  value && /^\d{1,10}$/.test(value) && Number(value) > 0 && Number(value) < 2 ** 31 ? Number(value) : null;

export function auditFiltersFromSearch(params: URLSearchParams): AuditFilters {
  const action = params.get('accion');
  const type = params.get('objeto');
  const targetType =
    type && (auditTargetTypes as readonly string[]).includes(type) ? (type as AuditTargetType) : null;
  const from = params.get('desde');
  const to = params.get('hasta');
  return {
    adminId: positiveInt(params.get('admin')),
    action: action && (auditActions as readonly string[]).includes(action) ? action : null,
    targetType,
    // A number means nothing without its type.
    targetId: targetType ? positiveInt(params.get('id')) : null,
    from: isDate(from) ? from : null,
    to: isDate(to) ? to : null,
  };
}

export function searchFromAuditFilters(filters: AuditFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.adminId) params.set('admin', String(filters.adminId));
  if (filters.action) params.set('accion', filters.action);
  if (filters.targetType) params.set('objeto', filters.targetType);
  if (filters.targetType && filters.targetId) params.set('id', String(filters.targetId));
  if (filters.from) params.set('desde', filters.from);
  if (filters.to) params.set('hasta', filters.to);
  return params;
}

/** The API's query for these filters and a page. An impossible date range drops its end. */
export function auditApiSearch(filters: AuditFilters, cursor: string | null, limit: number): string {
  const params = new URLSearchParams();
  if (filters.adminId) params.set('adminId', String(filters.adminId));
  if (filters.action) params.set('action', filters.action);
  if (filters.targetType) params.set('targetType', filters.targetType);
  if (filters.targetType && filters.targetId) params.set('targetId', String(filters.targetId));
  if (filters.from) params.set('from', filters.from);
  if (filters.to && !dateRangeError(filters)) params.set('to', filters.to);
  params.set('limit', String(limit));
  if (cursor) params.set('cursor', cursor);
  return params.toString();
}

export function dateRangeError(filters: Pick<AuditFilters, 'from' | 'to'>): string | null {
  return filters.from && filters.to && filters.to < filters.from
    ? 'La fecha «hasta» es anterior a la fecha «desde».'
    : null;
}

export function hasAuditFilters(filters: AuditFilters): boolean {
  return searchFromAuditFilters(filters).toString() !== '';
}
