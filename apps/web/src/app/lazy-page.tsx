import { type ComponentType, lazy } from 'react';
import { reportCustomError } from '@/lib/error-reporting';
import { PageLoadError } from './error-screens';

/**
 * A page loaded on demand. If its chunk cannot be fetched, the page becomes the
 * spec's 'Error loading page' screen with a Reload button instead of crashing.
 */
export function lazyPage(load: () => Promise<{ default: ComponentType }>) {
  return lazy(() =>
    load().catch((error: unknown) => {
      // On the server (decision 145) the render fails instead: the page is then sent
      // client-rendered, never with this screen in it.
      if (typeof window === 'undefined') throw error;
      console.error('[lazy-page] No se pudo cargar la página', error);
      reportCustomError('Error loading page', {
        error: error instanceof Error ? error.message : String(error),
      });
      return { default: PageLoadError };
    }),
  );
}
