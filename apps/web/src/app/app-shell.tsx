import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, StrictMode } from 'react';
import { AppErrorBoundary } from '@/app/error-boundary';
import { Toaster } from '@/components/ui/toaster';

/**
 * What wraps the router, in the browser and on the server alike (decision 145): a page the
 * server rendered is hydrated against exactly this tree.
 */
export function AppShell({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <StrictMode>
      <AppErrorBoundary>
        <QueryClientProvider client={queryClient}>
          {children}
          <Toaster />
        </QueryClientProvider>
      </AppErrorBoundary>
    </StrictMode>
  );
}
