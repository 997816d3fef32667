import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, StrictMode } from 'react';
import { AppErrorBoundary } from '@/app/error-boundary';
import { Toaster } from '@/components/ui/toaster';
import { RenderClockProvider } from '@/lib/ssr/render-clock';

/**
 * What wraps the router, in the browser and on the server alike (decision 145): a page the
 * server rendered is hydrated against exactly this tree.
 */
export function AppShell({
  queryClient,
  renderedAt = null,
  children,
}: {
  queryClient: QueryClient;
  /** When the server rendered the page (the labels that read the clock hydrate with it). */
  renderedAt?: number | null;
  children: ReactNode;
}) {
  return (
    <StrictMode>
      <AppErrorBoundary>
        <QueryClientProvider client={queryClient}>
          <RenderClockProvider renderedAt={renderedAt}>
            {children}
            <Toaster />
          </RenderClockProvider>
        </QueryClientProvider>
      </AppErrorBoundary>
    </StrictMode>
  );
}
