import { type ResourceType, resourceTypeLabels } from '@traspasa/shared/content';
import { formatDate } from '@traspasa/shared/dates';
import { BookOpenIcon, PlusIcon, SearchIcon } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PageBody, PageHeader } from '@/components/page/page-header';
import { EmptyState, ErrorState } from '@/components/page/states';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { PendingButton } from '@/components/ui/pending-button';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { useAdminResources } from '@/features/resources/admin/api/admin-resources';

const tabs = [
  { value: undefined, label: 'Todos' },
  { value: true, label: 'Publicados' },
  { value: false, label: 'Borradores' },
] as const;

/** /admin/resources: the library, drafts included, newest first. */
export default function AdminResourcesPage() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q')?.trim() || undefined;
  const publishedParam = params.get('published');
  const published = publishedParam === 'true' ? true : publishedParam === 'false' ? false : undefined;
  const query = useAdminResources({ q, published });
  const items = query.data?.pages.flatMap((p) => p.items) ?? [];
  const [text, setText] = useState(q ?? '');

  const update = (next: { q?: string; published?: boolean }) => {
    const search = new URLSearchParams();
    if (next.q) search.set('q', next.q);
    if (next.published !== undefined) search.set('published', String(next.published));
    setParams(search, { replace: true });
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    update({ q: text.trim() || undefined, published });
  };

  return (
    <>
      <title>Recursos | Administración | Traspasa</title>
      <PageHeader
        title="Recursos"
        description="Guías, artículos, herramientas y plantillas de la biblioteca. Se crean como borrador y se ven al publicarlos."
        actions={
          <Button asChild>
            <Link to={paths.adminResourceNew.href}>
              <PlusIcon aria-hidden="true" />
              Nuevo recurso
            </Link>
          </Button>
        }
      />
      <PageBody className="flex max-w-5xl flex-col gap-4">
        <div className="flex flex-wrap items-end gap-3">
          <form onSubmit={submit} className="grid min-w-0 flex-1 gap-2">
            <Label htmlFor="admin-resource-search">Buscar</Label>
            <div className="relative">
              <SearchIcon
                className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
                aria-hidden="true"
              />
              <Input
                id="admin-resource-search"
                type="search"
                value={text}
                maxLength={100}
                onChange={(e) => setText(e.target.value)}
                className="pl-9"
              />
            </div>
          </form>
          <fieldset className="flex flex-wrap gap-2">
            <legend className="sr-only">Filtrar por estado</legend>
            {tabs.map((t) => (
              <Button
                key={t.label}
                size="sm"
                variant={published === t.value ? 'default' : 'outline'}
                aria-pressed={published === t.value}
                className="min-h-11 rounded-full"
                onClick={() => update({ q, published: t.value })}
              >
                {t.label}
              </Button>
            ))}
          </fieldset>
        </div>
        {query.isPending ? (
          <Skeleton className="h-64 w-full" />
        ) : query.isError ? (
          <ErrorState title="No pudimos cargar los recursos" onRetry={() => void query.refetch()} />
        ) : items.length === 0 ? (
          <EmptyState icon={BookOpenIcon} title="No hay recursos aquí">
            {q || published !== undefined ? 'Prueba con otra búsqueda o estado.' : 'Crea el primero.'}
          </EmptyState>
        ) : (
          <ul className="divide-y rounded-xl border bg-card shadow-sm">
            {items.map((r) => (
              <li key={r.id} className="flex flex-wrap items-center gap-3 p-4">
                <div className="min-w-0 flex-1">
                  <Link
                    to={paths.adminResource.build(r.id)}
                    className="font-medium text-foreground hover:text-primary hover:underline"
                  >
                    {r.title}
                  </Link>
                  <p className="text-xs text-muted-foreground">
                    {resourceTypeLabels[r.type as ResourceType] ?? r.type} · actualizado el{' '}
                    {formatDate(r.updatedAt)}
                  </p>
                </div>
                <Badge variant={r.published ? 'secondary' : 'muted'}>
                  {r.published ? 'Publicado' : 'Borrador'}
                </Badge>
              </li>
            ))}
          </ul>
        )}
        {query.hasNextPage ? (
          <div className="flex justify-center">
            <PendingButton
              variant="outline"
              pending={query.isFetchingNextPage}
              pendingLabel="Cargando…"
              onClick={() => void query.fetchNextPage()}
            >
              Cargar más
            </PendingButton>
          </div>
        ) : null}
      </PageBody>
    </>
  );
}
