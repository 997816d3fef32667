import { professionalCategories } from '@traspasa/shared/content';
import { SearchIcon } from 'lucide-react';
import { type FormEvent, useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import type { ProfessionalFilters } from '../api/get-professionals';

/** Words, place and category; the page keeps them in the address. */
export function ProfessionalFiltersForm({
  filters,
  onChange,
}: {
  filters: ProfessionalFilters;
  onChange: (next: ProfessionalFilters) => void;
}) {
  const [q, setQ] = useState(filters.q ?? '');
  const [location, setLocation] = useState(filters.location ?? '');
  useEffect(() => setQ(filters.q ?? ''), [filters.q]);
  useEffect(() => setLocation(filters.location ?? ''), [filters.location]);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onChange({ ...filters, q: q.trim() || undefined, location: location.trim() || undefined });
  };
  return (
    <div className="grid gap-4 rounded-xl border bg-card p-4 shadow-sm sm:p-5">
      <form
        onSubmit={submit}
        className="grid gap-3 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_auto] sm:items-end"
      >
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
              value={q}
              maxLength={100}
              onChange={(e) => setQ(e.target.value)}
              placeholder="Abogado, valoración, revisión legal…"
              className="pl-9"
            />
          </div>
        </div>
        <div className="grid gap-2">
          <Label htmlFor="professional-location">Ciudad o país</Label>
          <Input
            id="professional-location"
            value={location}
            maxLength={80}
            onChange={(e) => setLocation(e.target.value)}
            placeholder="Quito, Guayaquil, Perú…"
          />
        </div>
        <Button type="submit">Buscar</Button>
      </form>
      {/* On a phone the categories slide sideways in one row, so the first professional shows on the first screen. */}
      <fieldset className="-mx-4 flex min-w-0 gap-2 overflow-x-auto px-4 pb-1 sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0 sm:pb-0">
        <legend className="sr-only">Filtrar por categoría</legend>
        {[undefined, ...professionalCategories].map((c) => (
          <Button
            key={c ?? 'all'}
            type="button"
            size="sm"
            variant={filters.category === c ? 'default' : 'outline'}
            aria-pressed={filters.category === c}
            onClick={() => onChange({ ...filters, category: c })}
            className="min-h-11 shrink-0 rounded-full"
          >
            {c ?? 'Todas'}
          </Button>
        ))}
      </fieldset>
    </div>
  );
}
