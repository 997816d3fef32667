import { paths } from '@/config/paths';

/** The conversation with a buyer about a listing: where «Hacer una pregunta» takes the seller. */
export function questionHref(buyerId: number, businessId: number): string {
  return `${paths.conversation.build(buyerId)}?businessId=${encodeURIComponent(String(businessId))}`;
}
