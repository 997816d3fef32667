import { SearchXIcon } from 'lucide-react';
import { Link } from 'react-router';
import { EmptyState, ErrorState } from '@/components/page/states';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { ndaErrorMessage } from '../lib/errors';

/** Placeholder blocks while an NDA screen loads (announced once for screen readers). */
export function NdaScreenSkeleton({ label = 'Cargando el acuerdo…' }: { label?: string }) {
  return (
    <div className="grid gap-4">
      <p className="sr-only" role="status">
        {label}
      </p>
      <Skeleton className="h-24 w-full" />
      <Skeleton className="h-72 w-full" />
      <Skeleton className="h-12 w-48" />
    </div>
  );
}

/** A failed load: "not found" for 404/400, otherwise the server's message with a retry. */
export function NdaLoadError({
  error,
  onRetry,
  what = 'este acuerdo',
}: {
  error: unknown;
  onRetry: () => void;
  what?: string;
}) {
  if (isApiError(error) && (error.status === 404 || error.status === 400)) {
    return (
      <EmptyState
        icon={SearchXIcon}
        title="Este negocio no está disponible"
        action={
          <Button asChild>
            <Link to={paths.businesses.href}>Ver otros negocios</Link>
          </Button>
        }
      >
        Puede que el anuncio se haya retirado o que la dirección esté mal escrita.
      </EmptyState>
    );
  }
  return (
    <ErrorState
      title={`No pudimos cargar ${what}`}
      message={ndaErrorMessage(error, 'Revisa tu conexión a internet e inténtalo de nuevo en unos segundos.')}
      onRetry={onRetry}
    />
  );
}
