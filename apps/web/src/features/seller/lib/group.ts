import type { BusinessStatus } from '@traspasa/shared/enums';

export const statusGroups: Array<{
  status: BusinessStatus;
  title: string;
  empty: string;
  /** Shown only when it has listings (held ones exist only while the account is suspended). */
  onlyWhenAny?: boolean;
}> = [
  { status: 'draft', title: 'Borradores', empty: 'No tienes borradores.' },
  { status: 'pending', title: 'En revisión', empty: 'Nada en revisión.' },
  { status: 'approved', title: 'Publicados', empty: 'Aún no tienes anuncios publicados.' },
  { status: 'rejected', title: 'Rechazados', empty: 'Ningún anuncio rechazado.' },
  { status: 'expired', title: 'Vencidos', empty: 'Ningún anuncio vencido.' },
  { status: 'sold', title: 'Vendidos', empty: 'Ningún negocio vendido todavía.' },
  { status: 'held', title: 'Retenidos', empty: 'Ningún anuncio retenido.', onlyWhenAny: true },
];

export { businessStatusLabels as statusLabels } from '@traspasa/shared/business-labels';

/** Listings by status, in the dashboard's order; unknown statuses are ignored. */
export function groupByStatus<T extends { status: string }>(
  items: readonly T[],
): Record<BusinessStatus, T[]> {
  const groups: Record<BusinessStatus, T[]> = {
    draft: [],
    pending: [],
    approved: [],
    rejected: [],
    sold: [],
    expired: [],
    held: [],
  };
  for (const item of items) {
    if (item.status in groups) groups[item.status as BusinessStatus].push(item);
  }
  return groups;
}
