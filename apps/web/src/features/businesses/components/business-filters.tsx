import { businessCategories, businessCategoryLabels } from '@traspasa/shared/enums';
import { SearchIcon, XIcon } from 'lucide-react';
import { type FormEvent, useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import type { BusinessFilters, BusinessSort } from '../api/get-businesses';

const ALL = 'all';

export const sortLabels: Record<BusinessSort, string> = {
  relevance: 'Más relevantes',
  recent: 'Más recientes',
  price_asc: 'Precio: de menor a mayor',
  price_desc: 'Precio: de mayor a menor',
  revenue_desc: 'Mayores ventas',
};

export type BusinessFiltersFormProps = {
  value: BusinessFilters;
  onChange: (next: BusinessFilters) => void;
};

/** Search, category, price range and order for the listings page. */
export function BusinessFiltersForm({ value, onChange }: BusinessFiltersFormProps) {
  const [q, setQ] = useState(value.q ?? '');
  const [minPrice, setMinPrice] = useState(value.minPrice ?? '');
  const [maxPrice, setMaxPrice] = useState(value.maxPrice ?? '');

  // Follow the URL when it changes from outside (back button, links).
  useEffect(() => {
    setQ(value.q ?? '');
    setMinPrice(value.minPrice ?? '');
    setMaxPrice(value.maxPrice ?? '');
  }, [value.q, value.minPrice, value.maxPrice]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange({
      ...value,
      q: q.trim() || undefined,
      minPrice: minPrice || undefined,
      maxPrice: maxPrice || undefined,
    });
  };

  const hasFilters = Boolean(value.q || value.category || value.minPrice || value.maxPrice || value.sort);

  return (
    <form
      onSubmit={submit}
      aria-label="Buscar negocios"
      className="grid gap-4 rounded-xl border bg-card p-4 shadow-sm sm:p-5"
    >
      <div className="grid gap-2">
        <Label htmlFor="business-q">Buscar</Label>
        <div className="relative">
          <SearchIcon
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden="true"
          />
          <Input
            id="business-q"
            type="search"
            value={q}
            onChange={(e) => setQ(e.target.value)}
            placeholder="Cafetería, ferretería, Quito…"
            className="pl-9"
            enterKeyHint="search"
          />
        </div>
      </div>

      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <div className="grid gap-2">
          <Label htmlFor="business-category">Categoría</Label>
          <Select
            value={value.category ?? ALL}
            onValueChange={(category) =>
              onChange({ ...value, category: category === ALL ? undefined : category })
            }
          >
            <SelectTrigger id="business-category">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value={ALL}>Todas las categorías</SelectItem>
              {businessCategories.map((category) => (
                <SelectItem key={category} value={category}>
                  {businessCategoryLabels[category]}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        <div className="grid gap-2">
          <Label htmlFor="business-sort">Ordenar por</Label>
          <Select
            value={value.sort ?? 'relevance'}
            onValueChange={(sort) =>
              onChange({ ...value, sort: sort === 'relevance' ? undefined : (sort as BusinessSort) })
            }
          >
            <SelectTrigger id="business-sort">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {(Object.keys(sortLabels) as BusinessSort[]).map((sort) => (
                <SelectItem key={sort} value={sort}>
                  {sortLabels[sort]}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        <div className="grid gap-2">
          <Label htmlFor="business-min">Precio mínimo (USD)</Label>
          <Input
            id="business-min"
            inputMode="numeric"
            pattern="[0-9]*"
            value={minPrice}
            onChange={(e) => setMinPrice(e.target.value.replace(/\D/g, ''))}
            placeholder="0"
          />
        </div>
        <div className="grid gap-2">
          <Label htmlFor="business-max">Precio máximo (USD)</Label>
          <Input
            id="business-max"
            inputMode="numeric"
            pattern="[0-9]*"
            value={maxPrice}
            onChange={(e) => setMaxPrice(e.target.value.replace(/\D/g, ''))}
            placeholder="Sin límite"
          />
        </div>
      </div>

      <div className="flex flex-col gap-2 sm:flex-row sm:justify-end">
        {hasFilters ? (
          <Button type="button" variant="ghost" onClick={() => onChange({})}>
            <XIcon aria-hidden="true" />
            Quitar filtros
          </Button>
        ) : null}
        <Button type="submit">
          <SearchIcon aria-hidden="true" />
          Buscar negocios
        </Button>
      </div>
    </form>
  );
}
