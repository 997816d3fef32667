import { BookOpenIcon } from 'lucide-react';
import { useMemo, useState } from 'react';
import { PageBody, PageHeader } from '@/components/page/page-header';
import { EmptyState, ErrorState } from '@/components/page/states';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useResources } from '@/features/resources/api/get-resources';
import { ResourceCard } from '@/features/resources/components/resource-card';
import { resourceTypeLabel } from '@/features/resources/lib/labels';
import { cn } from '@/lib/utils';

export default function ResourcesPage() {
  const query = useResources();
  const [type, setType] = useState<string | null>(null);
  const items = query.data?.items ?? [];
  const types = useMemo(
    () => [...new Set(items.map((r) => r.type).filter((t): t is string => Boolean(t)))],
    [items],
  );
  const visible = type ? items.filter((r) => r.type === type) : items;

  return (
    <>
      <title>Recursos para comprar y vender un negocio | Traspasa</title>
      <meta
        name="description"
        content="Guías, plantillas y artículos para valorar, preparar, comprar o vender un pequeño negocio en Ecuador y Latinoamérica."
      />
      <PageHeader
        eyebrow="Aprende"
        title="Recursos"
        description="Guías, plantillas y artículos para preparar la venta de tu negocio o evaluar uno antes de comprarlo: valoración, documentos, negociación y traspaso."
      />
      <PageBody className="flex flex-col gap-6">
        {types.length > 1 ? (
          <fieldset className="flex flex-wrap gap-2">
            <legend className="sr-only">Filtrar por tipo</legend>
            {[null, ...types].map((t) => (
              <Button
                key={t ?? 'all'}
                size="sm"
                variant={type === t ? 'default' : 'outline'}
                aria-pressed={type === t}
                onClick={() => setType(t)}
                className={cn('min-h-11 rounded-full')}
              >
                {t ? resourceTypeLabel(t) : 'Todos'}
              </Button>
            ))}
          </fieldset>
        ) : null}

        {query.isPending ? (
          <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3" aria-hidden="true">
            {Array.from({ length: 6 }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: static skeletons
              <Skeleton key={i} className="h-72 w-full" />
            ))}
          </div>
        ) : query.isError || query.data?.unavailable ? (
          <ErrorState title="No pudimos cargar los recursos" onRetry={() => void query.refetch()} />
        ) : visible.length === 0 ? (
          <EmptyState icon={BookOpenIcon} title="Aún no hay recursos publicados">
            Estamos preparando guías y plantillas. Mientras tanto, revisa las preguntas frecuentes o consulta
            a un profesional del directorio.
          </EmptyState>
        ) : (
          <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
            {visible.map((resource) => (
              <li key={resource.id} className="min-w-0">
                <ResourceCard resource={resource} />
              </li>
            ))}
          </ul>
        )}
      </PageBody>
    </>
  );
}
