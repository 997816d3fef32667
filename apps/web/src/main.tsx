import './styles.css';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppErrorBoundary } from '@/app/error-boundary';
import { createAppRouter } from '@/app/router';
import { Toaster } from '@/components/ui/toaster';
import { startAnalytics } from '@/lib/analytics/analytics';
import { initConsent } from '@/lib/analytics/consent';
import { installGlobalErrorHandlers } from '@/lib/error-reporting';
import { prefetchStartupData, queryClient } from '@/lib/query-client';

installGlobalErrorHandlers();
// Analytics follows consent: listen first, then restore the stored record (spec §4).
startAnalytics();
initConsent();
prefetchStartupData(queryClient);

document.documentElement.lang = 'es';

const router = createAppRouter();
const container = document.getElementById('root');
if (!container) throw new Error('Falta el elemento #root en index.html');

createRoot(container).render(
  <StrictMode>
    <AppErrorBoundary>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
        <Toaster />
      </QueryClientProvider>
    </AppErrorBoundary>
  </StrictMode>,
);
