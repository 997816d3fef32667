import { SearchIcon, UsersIcon } from 'lucide-react';
import { useMemo, useState } from 'react';
import { PageBody, PageHeader } from '@/components/page/page-header';
import { EmptyState, ErrorState } from '@/components/page/states';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { useProfessionals } from '@/features/professionals/api/get-professionals';
import { ProfessionalCard } from '@/features/professionals/components/professional-card';

function normalise(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

export default function ProfessionalsPage() {
  const query = useProfessionals();
  const [category, setCategory] = useState<string | null>(null);
  const [search, setSearch] = useState('');
  const items = query.data?.items ?? [];
  const categories = useMemo(
    () =>
      [...new Set(items.map((p) => p.category).filter((c): c is string => Boolean(c) && c !== 'Todos'))].sort(
        (a, b) => a.localeCompare(b, 'es'),
      ),
    [items],
  );
  const needle = normalise(search.trim());
  const visible = items.filter((p) => {
    if (category && p.category !== category) return false;
    if (!needle) return true;
    const haystack = normalise(
      [p.name, p.profession, p.description, p.location, ...(p.specialties ?? []), ...(p.services ?? [])].join(
        ' ',
      ),
    );
    return haystack.includes(needle);
  });

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
        <div className="grid gap-4 rounded-xl border bg-card p-4 shadow-sm sm:p-5">
          <div className="grid gap-2">
            <Label htmlFor="professional-search">Buscar profesionales</Label>
            <div className="relative">
              <SearchIcon
                className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
                aria-hidden="true"
              />
              <Input
                id="professional-search"
                type="search"
                value={search}
                onChange={(e) => setSearch(e.target.value)}
                placeholder="Abogado, contador, Guayaquil…"
                className="pl-9"
              />
            </div>
          </div>
          {categories.length > 1 ? (
            <fieldset className="flex flex-wrap gap-2">
              <legend className="sr-only">Filtrar por categoría</legend>
              {[null, ...categories].map((c) => (
                <Button
                  key={c ?? 'all'}
                  size="sm"
                  variant={category === c ? 'default' : 'outline'}
                  aria-pressed={category === c}
                  onClick={() => setCategory(c)}
                  className="min-h-11 rounded-full"
                >
                  {c ?? 'Todos'}
                </Button>
              ))}
            </fieldset>
          ) : null}
        </div>

        {query.isPending ? (
          <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3" aria-hidden="true">
            {Array.from({ length: 6 }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: static skeletons
              <Skeleton key={i} className="h-56 w-full" />
            ))}
          </div>
        ) : query.isError || query.data?.unavailable ? (
          <ErrorState title="No pudimos cargar el directorio" onRetry={() => void query.refetch()} />
        ) : visible.length === 0 ? (
          <EmptyState
            icon={UsersIcon}
            title={items.length === 0 ? 'El directorio aún está vacío' : 'Nadie coincide con tu búsqueda'}
            action={
              items.length > 0 ? (
                <Button
                  variant="outline"
                  onClick={() => {
                    setSearch('');
                    setCategory(null);
                  }}
                >
                  Ver todos
                </Button>
              ) : undefined
            }
          >
            {items.length === 0
              ? 'Pronto publicaremos abogados, contadores y asesores verificados.'
              : 'Prueba con otra palabra o quita el filtro de categoría.'}
          </EmptyState>
        ) : (
          <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
            {visible.map((professional) => (
              <li key={professional.id} className="min-w-0">
                <ProfessionalCard professional={professional} />
              </li>
            ))}
          </ul>
        )}
      </PageBody>
    </>
  );
}
