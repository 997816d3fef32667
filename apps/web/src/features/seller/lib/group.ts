import type { BusinessStatus } from '@traspasa/shared/enums';

/**
 * The seller's dashboard groups. No «Retenidos»: a listing is held only while its seller's
 * account is suspended, when the seller cannot sign in (decision 156).
 */
export const statusGroups: Array<{ status: BusinessStatus; title: string; empty: string }> = [
  { status: 'draft', title: 'Borradores', empty: 'No tienes borradores.' },
  { status: 'pending', title: 'En revisión', empty: 'Nada en revisión.' },
  { status: 'approved', title: 'Publicados', empty: 'Aún no tienes anuncios publicados.' },
  { status: 'reserved', title: 'Reservados', empty: 'Ningún negocio reservado.' },
  { status: 'rejected', title: 'Rechazados', empty: 'Ningún anuncio rechazado.' },
  { status: 'expired', title: 'Vencidos', empty: 'Ningún anuncio vencido.' },
  { status: 'sold', title: 'Vendidos', empty: 'Ningún negocio vendido todavía.' },
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
    reserved: [],
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
