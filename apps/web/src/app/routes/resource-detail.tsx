import { formatDate } from '@traspasa/shared/dates';
import { ArrowLeftIcon, ExternalLinkIcon, SearchXIcon } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { PageBody } from '@/components/page/page-header';
import { EmptyState, ErrorState } from '@/components/page/states';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { useResource } from '@/features/resources/api/get-resources';
import { Markdown } from '@/features/resources/components/markdown';
import { resourceTypeLabel, safeExternalUrl } from '@/features/resources/lib/labels';
import { isApiError } from '@/lib/api-client';

export default function ResourceDetailPage() {
  const { id = '' } = useParams();
  const query = useResource(id);

  const back = (
    <Link
      to={paths.resources.href}
      className="inline-flex min-h-11 items-center gap-1.5 text-sm font-medium text-primary hover:underline"
    >
      <ArrowLeftIcon className="size-4" aria-hidden="true" />
      Todos los recursos
    </Link>
  );

  if (query.isPending) {
    return (
      <PageBody className="mx-auto flex max-w-3xl flex-col gap-4">
        <title>Cargando recurso | Traspasa</title>
        <Skeleton className="h-6 w-24" />
        <Skeleton className="h-10 w-3/4" />
        <Skeleton className="aspect-[16/9] w-full" />
        <Skeleton className="h-40 w-full" />
      </PageBody>
    );
  }

  if (query.isError) {
    const notFound = isApiError(query.error) && query.error.status === 404;
    return (
      <PageBody className="max-w-3xl">
        <title>Recurso no encontrado | Traspasa</title>
        {notFound ? (
          <EmptyState
            icon={SearchXIcon}
            title="Este recurso no está disponible"
            action={
              <Button asChild>
                <Link to={paths.resources.href}>Ver todos los recursos</Link>
              </Button>
            }
          >
            Puede que se haya retirado o que el enlace esté incompleto.
          </EmptyState>
        ) : (
          <ErrorState title="No pudimos cargar este recurso" onRetry={() => void query.refetch()} />
        )}
      </PageBody>
    );
  }

  const resource = query.data;
  const external = safeExternalUrl(resource.externalUrl);

  return (
    <>
      <title>{`${resource.title} | Recursos | Traspasa`}</title>
      {resource.description ? <meta name="description" content={resource.description.slice(0, 155)} /> : null}
      <PageBody className="max-w-3xl">
        <nav aria-label="Ruta de navegación">{back}</nav>
        <article className="mt-4">
          <header className="grid gap-3">
            <Badge variant="secondary">{resourceTypeLabel(resource.type)}</Badge>
            <h1 className="text-2xl font-bold tracking-tight text-balance sm:text-4xl">{resource.title}</h1>
            {resource.description ? (
              <p className="text-lg leading-8 text-muted-foreground">{resource.description}</p>
            ) : null}
            <p className="text-sm text-muted-foreground">
              {resource.source ? `Fuente: ${resource.source}` : 'Equipo Traspasa'}
              {resource.createdAt ? ` · ${formatDate(resource.createdAt)}` : ''}
            </p>
          </header>
          {resource.imageUrl ? (
            <img
              src={resource.imageUrl}
              alt=""
              className="mt-6 aspect-[16/9] w-full rounded-xl object-cover"
            />
          ) : null}
          <Markdown text={resource.content} className="mt-8" />
          {external ? (
            <div className="mt-8 rounded-xl border bg-slate-50 p-5">
              <p className="text-sm text-muted-foreground">Este recurso está publicado en otro sitio.</p>
              <Button asChild className="mt-3">
                <a href={external} target="_blank" rel="noopener noreferrer">
                  Abrir el recurso
                  <ExternalLinkIcon aria-hidden="true" />
                  <span className="sr-only">(se abre en una pestaña nueva)</span>
                </a>
              </Button>
            </div>
          ) : null}
        </article>
      </PageBody>
    </>
  );
}
