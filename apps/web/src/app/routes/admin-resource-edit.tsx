import { ArrowLeftIcon, EyeIcon, EyeOffIcon, Trash2Icon } from 'lucide-react';
import { Link, useNavigate, useParams } from 'react-router';
import { PageBody, PageHeader } from '@/components/page/page-header';
import { ErrorState } from '@/components/page/states';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { PendingButton } from '@/components/ui/pending-button';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import {
  useAdminResource,
  useDeleteResource,
  usePublishResource,
} from '@/features/resources/admin/api/admin-resources';
import { ResourceEditor } from '@/features/resources/admin/components/resource-editor';
import { toast } from '@/hooks/use-toast';
import { isApiError } from '@/lib/api-client';

/** /admin/resources/new and /admin/resources/:id. */
export default function AdminResourceEditPage() {
  const { id: raw } = useParams();
  const id = raw && /^\d+$/.test(raw) ? Number(raw) : null;
  const query = useAdminResource(id);
  const publish = usePublishResource();
  const remove = useDeleteResource();
  const navigate = useNavigate();
  const resource = query.data ?? null;

  const back = (
    <Link
      to={paths.adminResources.href}
      className="inline-flex min-h-11 items-center gap-1.5 text-sm font-medium text-primary hover:underline"
    >
      <ArrowLeftIcon className="size-4" aria-hidden="true" />
      Todos los recursos
    </Link>
  );

  if (raw && id === null) {
    return (
      <PageBody className="max-w-5xl">
        {back}
        <ErrorState title="Ese recurso no existe" />
      </PageBody>
    );
  }

  return (
    <>
      <title>{`${resource ? resource.title : 'Nuevo recurso'} | Administración | Traspasa`}</title>
      <PageHeader
        title={resource ? 'Editar recurso' : id === null ? 'Nuevo recurso' : 'Recurso'}
        actions={
          resource ? (
            <div className="flex flex-wrap items-center gap-2">
              <Badge variant={resource.published ? 'secondary' : 'muted'}>
                {resource.published ? 'Publicado' : 'Borrador'}
              </Badge>
              <PendingButton
                variant={resource.published ? 'outline' : 'default'}
                pending={publish.isPending}
                pendingLabel={resource.published ? 'Retirando…' : 'Publicando…'}
                onClick={() =>
                  publish.mutate(
                    { id: resource.id, published: !resource.published },
                    {
                      onSuccess: (item) =>
                        toast({
                          title: item.published ? 'Recurso publicado' : 'Recurso retirado de la biblioteca',
                        }),
                    },
                  )
                }
              >
                {resource.published ? <EyeOffIcon aria-hidden="true" /> : <EyeIcon aria-hidden="true" />}
                {resource.published ? 'Retirar' : 'Publicar'}
              </PendingButton>
              {resource.published ? (
                <Button asChild variant="ghost">
                  <Link to={paths.resource.build(resource.id)}>Ver página pública</Link>
                </Button>
              ) : null}
              <Button
                variant="ghost"
                className="text-destructive"
                disabled={remove.isPending}
                onClick={() => {
                  if (!window.confirm(`¿Eliminar «${resource.title}»? No se puede deshacer.`)) return;
                  remove.mutate(resource.id, {
                    onSuccess: () => {
                      toast({ title: 'Recurso eliminado' });
                      navigate(paths.adminResources.href, { replace: true });
                    },
                  });
                }}
              >
                <Trash2Icon aria-hidden="true" />
                Eliminar
              </Button>
            </div>
          ) : undefined
        }
      />
      <PageBody className="flex max-w-5xl flex-col gap-4">
        {back}
        {id !== null && query.isPending ? (
          <Skeleton className="h-96 w-full" />
        ) : id !== null && query.isError ? (
          <ErrorState
            title={
              isApiError(query.error) && query.error.status === 404
                ? 'Ese recurso ya no existe'
                : 'No pudimos cargar el recurso'
            }
            onRetry={() => void query.refetch()}
          />
        ) : (
          <div className="rounded-xl border bg-card p-4 shadow-sm sm:p-6">
            <ResourceEditor key={resource?.id ?? 'new'} resource={resource} />
          </div>
        )}
      </PageBody>
    </>
  );
}
