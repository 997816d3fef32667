import { paths } from '@/config/paths';

/** /messages/<sellerId>?businessId=<id>: the thread screen sends the listing with the first message. */
export function contactSellerHref(sellerId: number, businessId: number): string {
  return `${paths.conversation.build(sellerId)}?businessId=${encodeURIComponent(String(businessId))}`;
}
