import type { QueryClient } from '@tanstack/react-query';
import { accessKeys } from './keys';

/**
 * After a request is sent or answered: the access views and request lists are re-read, and the
 * listing details, NDA audit and conversations (whose access and marks depend on it) too.
 * Listing details are reset rather than marked stale so a closed listing never flashes open.
 */
export function afterAccessChange(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: accessKeys.all });
  void queryClient.invalidateQueries({ queryKey: ['/api/admin/listing-access'] });
  void queryClient.resetQueries({ queryKey: ['/api/businesses', 'detail'] });
  void queryClient.invalidateQueries({ queryKey: ['/api/nda-audit'] });
  void queryClient.invalidateQueries({ queryKey: ['/api/ndas'] });
  void queryClient.invalidateQueries({ queryKey: ['/api/conversations'] });
}
