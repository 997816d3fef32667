import { BookOpenIcon } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { PageBody, PageHeader } from '@/components/page/page-header';
import { PagedCardList } from '@/components/page/paged-card-list';
import {
  type ResourceFilters,
  resourceFiltersFromParams,
  useResourceList,
} from '@/features/resources/api/get-resources';
import { ResourceCard } from '@/features/resources/components/resource-card';
import { ResourceFiltersForm } from '@/features/resources/components/resource-filters';

export default function ResourcesPage() {
  const [params, setParams] = useSearchParams();
  const filters = resourceFiltersFromParams(params);
  const query = useResourceList(filters);
  const items = query.data?.pages.flatMap((p) => p.items) ?? [];
  const filtered = Boolean(filters.type || filters.q);

  const apply = (next: ResourceFilters) => {
    const search = new URLSearchParams();
    if (next.type) search.set('type', next.type);
    if (next.q) search.set('q', next.q);
    setParams(search, { replace: true });
  };

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
        <ResourceFiltersForm filters={filters} onChange={apply} />

        <PagedCardList
          query={query}
          items={items}
          itemKey={(resource) => resource.id}
          renderItem={(resource) => <ResourceCard resource={resource} />}
          skeletonClassName="h-72"
          errorTitle="No pudimos cargar los recursos"
          empty={{
            icon: BookOpenIcon,
            title: filtered ? 'Ningún recurso coincide con tu búsqueda' : 'Aún no hay recursos publicados',
            text: filtered
              ? 'Prueba con otra palabra o quita el filtro de tipo.'
              : 'Estamos preparando guías y plantillas. Mientras tanto, revisa las preguntas frecuentes o consulta a un profesional del directorio.',
            onShowAll: filtered ? () => apply({}) : undefined,
          }}
        />
      </PageBody>
    </>
  );
}
