import { CalendarXIcon, SearchXIcon } from 'lucide-react';
import { Link } from 'react-router';
import { PageBody } from '@/components/page/page-header';
import { EmptyState, ErrorState } from '@/components/page/states';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';

function DetailSkeleton() {
  return (
    <PageBody className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <div className="grid gap-4" aria-hidden="true">
        <Skeleton className="h-5 w-32" />
        <Skeleton className="h-9 w-3/4" />
        <Skeleton className="aspect-[16/10] w-full" />
        <Skeleton className="h-24 w-full" />
      </div>
      <Skeleton className="h-80 w-full" />
    </PageBody>
  );
}

export function ListingLoading() {
  return (
    <>
      <title>Cargando negocio | Traspasa</title>
      <p className="sr-only" role="status">
        Cargando el negocio…
      </p>
      <DetailSkeleton />
    </>
  );
}

/** A listing that did not load: expired (410), not there (404, 400) or an error to retry. */
export function ListingUnavailable({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  // An expired listing (decision 151): the server answers 410 and says so; we say it plainly.
  if (isApiError(error) && error.status === 410) {
    return (
      <PageBody>
        <title>Anuncio vencido | Traspasa</title>
        <h1 className="sr-only">Anuncio vencido</h1>
        <EmptyState
          icon={CalendarXIcon}
          title="Este anuncio venció"
          action={
            <Button asChild>
              <Link to={paths.businesses.href}>Ver negocios en venta</Link>
            </Button>
          }
        >
          Este anuncio venció: su vendedor no lo renovó y ya no está publicado. Mira otros negocios parecidos
          en venta.
        </EmptyState>
      </PageBody>
    );
  }
  const notFound = isApiError(error) && (error.status === 404 || error.status === 400);
  return (
    <PageBody>
      <title>{notFound ? 'Negocio no encontrado | Traspasa' : 'Error al cargar el negocio | Traspasa'}</title>
      <h1 className="sr-only">{notFound ? 'Negocio no encontrado' : 'Error al cargar el negocio'}</h1>
      {notFound ? (
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
      ) : (
        <ErrorState title="No pudimos cargar este negocio" onRetry={onRetry} />
      )}
    </PageBody>
  );
}
