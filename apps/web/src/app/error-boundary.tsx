import { Component, type ErrorInfo, type ReactNode, useEffect } from 'react';
import { useRouteError } from 'react-router';
import { reportRenderError } from '@/lib/error-reporting';
import { AppErrorFallback } from './error-screens';

/** Catches render errors outside the router (providers, toaster, consent dialog). */
export class AppErrorBoundary extends Component<{ children: ReactNode }, { hasError: boolean }> {
  override state = { hasError: false };

  static getDerivedStateFromError(): { hasError: boolean } {
    return { hasError: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('[error-boundary]', error);
    reportRenderError(error, info.componentStack);
  }

  override render() {
    return this.state.hasError ? <AppErrorFallback /> : this.props.children;
  }
}

/** The router's error element: render errors inside any route land here. */
export function RouteErrorBoundary() {
  const error = useRouteError();
  useEffect(() => {
    console.error('[route-error]', error);
    reportRenderError(error);
  }, [error]);
  return <AppErrorFallback />;
}
