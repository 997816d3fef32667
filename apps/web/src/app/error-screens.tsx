// The two English failure screens (an error while rendering, a page that failed to load),
// used as they are (BRAND.md).
import { AlertTriangleIcon, RefreshCwIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';

function reload() {
  window.location.reload();
}

/** A lazy page chunk failed to load (network, or a new deploy replaced it). */
export function PageLoadError() {
  return (
    <div
      role="alert"
      className="flex min-h-[50vh] flex-col items-center justify-center gap-4 px-4 py-16 text-center"
    >
      <AlertTriangleIcon className="size-10 text-warning" aria-hidden="true" />
      <h1 className="text-xl font-semibold">Error loading page</h1>
      <Button onClick={reload}>
        <RefreshCwIcon aria-hidden="true" />
        Reload
      </Button>
    </div>
  );
}

/** An unexpected render error anywhere in the app. */
export function AppErrorFallback() {
  return (
    <div
      role="alert"
      className="flex min-h-dvh flex-col items-center justify-center gap-4 bg-background px-4 text-center"
    >
      <AlertTriangleIcon className="size-12 text-destructive" aria-hidden="true" />
      <h1 className="text-2xl font-bold tracking-tight">Something went wrong</h1>
      <p className="max-w-md text-muted-foreground">
        An unexpected error occurred. Please try refreshing the page.
      </p>
      <Button size="lg" onClick={reload}>
        <RefreshCwIcon aria-hidden="true" />
        Refresh Page
      </Button>
    </div>
  );
}
