// The review queue's filters live in the address (so "Volver a la cola" comes back to the
// same view), in Spanish words; the API gets them by its own names.
import { identityVerificationStatuses } from '@traspasa/shared/enums';
import { identityDocumentTypes } from '@traspasa/shared/identity';
import type { AdminIdentityFilters } from '../api/keys';

/** The queue opens on what needs a decision. "todas" shows every status. */
export const DEFAULT_STATUS = 'pending';
const ALL = 'todas';

const isDate = (value: string | null): value is string => !!value && /^\d{4}-\d{2}-\d{2}$/.test(value);

export function filtersFromSearch(params: URLSearchParams): AdminIdentityFilters {
  const status = params.get('estado');
  const type = params.get('tipo');
  const country = params.get('pais');
  const from = params.get('desde');
  const to = params.get('hasta');
  return {
    status:
      status === ALL
        ? null
        : status && (identityVerificationStatuses as readonly string[]).includes(status)
          ? status
          : DEFAULT_STATUS,
    documentType: type && (identityDocumentTypes as readonly string[]).includes(type) ? type : null,
    country: country && /^[A-Z]{2}$/.test(country) ? country : null,
    from: isDate(from) ? from : null,
    to: isDate(to) ? to : null,
  };
}

export function searchFromFilters(filters: AdminIdentityFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.status !== DEFAULT_STATUS) params.set('estado', filters.status ?? ALL);
  if (filters.documentType) params.set('tipo', filters.documentType);
  if (filters.country) params.set('pais', filters.country);
  if (filters.from) params.set('desde', filters.from);
  if (filters.to) params.set('hasta', filters.to);
  return params;
}

/** Whether anything narrows the queue beyond its default (the "Limpiar filtros" button shows then). */
export function hasExtraFilters(filters: AdminIdentityFilters): boolean {
  return searchFromFilters(filters).toString() !== '';
}

/** A date range whose end is before its start. */
export function dateRangeError(filters: Pick<AdminIdentityFilters, 'from' | 'to'>): string | null {
  return filters.from && filters.to && filters.to < filters.from
    ? 'La fecha «hasta» es anterior a la fecha «desde».'
    : null;
}
