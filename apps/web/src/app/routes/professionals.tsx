import { UsersIcon } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { PageBody, PageHeader } from '@/components/page/page-header';
import { PagedCardList } from '@/components/page/paged-card-list';
import {
  type ProfessionalFilters,
  professionalFiltersFromParams,
  useProfessionalList,
} from '@/features/professionals/api/get-professionals';
import { ProfessionalCard } from '@/features/professionals/components/professional-card';
import { ProfessionalFiltersForm } from '@/features/professionals/components/professional-filters';

export default function ProfessionalsPage() {
  const [params, setParams] = useSearchParams();
  const filters = professionalFiltersFromParams(params);
  const query = useProfessionalList(filters);
  const items = query.data?.pages.flatMap((p) => p.items) ?? [];
  const filtered = Boolean(filters.category || filters.q || filters.location);

  const apply = (next: ProfessionalFilters) => {
    const search = new URLSearchParams();
    if (next.q) search.set('q', next.q);
    if (next.location) search.set('location', next.location);
    if (next.category) search.set('category', next.category);
    setParams(search, { replace: true });
  };

  return (
    <>
      <title>Directorio de profesionales | Traspasa</title>
      <meta
        name="description"
        content="Abogados, contadores, valuadores y asesores que acompañan la compra y venta de negocios en Ecuador y Latinoamérica."
      />
      <PageHeader
        eyebrow="Directorio"
        title="Profesionales"
        description="Abogados, contadores, valuadores y asesores que acompañan la compra y venta de negocios. Revisa su experiencia y contáctalos directamente para revisar contratos, cifras o el traspaso."
      />
      <PageBody className="flex flex-col gap-6">
        <ProfessionalFiltersForm filters={filters} onChange={apply} />

        <PagedCardList
          query={query}
          items={items}
          itemKey={(professional) => professional.id}
          renderItem={(professional) => <ProfessionalCard professional={professional} />}
          skeletonClassName="h-56"
          errorTitle="No pudimos cargar el directorio"
          empty={{
            icon: UsersIcon,
            title: filtered ? 'Nadie coincide con tu búsqueda' : 'El directorio aún está vacío',
            text: filtered
              ? 'Prueba con otra palabra, otra ciudad o quita el filtro de categoría.'
              : 'Pronto publicaremos abogados, contadores y asesores verificados.',
            onShowAll: filtered ? () => apply({}) : undefined,
          }}
        />
      </PageBody>
    </>
  );
}
