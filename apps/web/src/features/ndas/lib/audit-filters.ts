import { type NdaStatus, ndaStatuses } from '@traspasa/shared/enums';
import type { NdaAuditFilters } from '../api/get-nda-audit';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Longest title search the API accepts. */
export const TITLE_SEARCH_MAX = 120;

/** The audit filters kept in the address (?negocio=&titulo=&estado=&desde=&hasta=&revision=1), so a reload or a shared link keeps them. */
export function filtersFromSearch(params: URLSearchParams): NdaAuditFilters {
  const filters: NdaAuditFilters = {};
  const business = Number(params.get('negocio'));
  if (Number.isInteger(business) && business > 0) filters.businessId = business;
  const title = params.get('titulo')?.trim().slice(0, TITLE_SEARCH_MAX);
  if (title) filters.businessTitle = title;
  const status = params.get('estado');
  if (status && (ndaStatuses as readonly string[]).includes(status)) filters.status = status as NdaStatus;
  const from = params.get('desde');
  if (from && DATE.test(from)) filters.from = from;
  const to = params.get('hasta');
  if (to && DATE.test(to)) filters.to = to;
  if (params.get('revision') === '1') filters.awaitingReview = true;
  return filters;
}

export function searchFromFilters(filters: NdaAuditFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.businessId) params.set('negocio', String(filters.businessId));
  if (filters.businessTitle) params.set('titulo', filters.businessTitle);
  if (filters.status) params.set('estado', filters.status);
  if (filters.from) params.set('desde', filters.from);
  if (filters.to) params.set('hasta', filters.to);
  if (filters.awaitingReview) params.set('revision', '1');
  return params;
}

export function hasFilters(filters: NdaAuditFilters): boolean {
  return Object.values(filters).some((v) => v !== undefined && v !== false);
}
