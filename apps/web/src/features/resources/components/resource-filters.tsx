import { resourceTypeLabels, resourceTypes } from '@traspasa/shared/content';
import { SearchIcon } from 'lucide-react';
import { type FormEvent, useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import type { ResourceFilters } from '../api/get-resources';

/** Search words and type chips; the page keeps them in the address. */
export function ResourceFiltersForm({
  filters,
  onChange,
}: {
  filters: ResourceFilters;
  onChange: (next: ResourceFilters) => void;
}) {
  const [q, setQ] = useState(filters.q ?? '');
  useEffect(() => setQ(filters.q ?? ''), [filters.q]);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onChange({ ...filters, q: q.trim() || undefined });
  };
  return (
    <div className="grid gap-4 rounded-xl border bg-card p-4 shadow-sm sm:p-5">
      <form onSubmit={submit} className="grid gap-2">
        <Label htmlFor="resource-search">Buscar recursos</Label>
        <div className="flex gap-2">
          <div className="relative min-w-0 flex-1">
            <SearchIcon
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
              aria-hidden="true"
            />
            <Input
              id="resource-search"
              type="search"
              value={q}
              maxLength={100}
              onChange={(e) => setQ(e.target.value)}
              placeholder="Valoración, contrato, impuestos…"
              className="pl-9"
            />
          </div>
          <Button type="submit">Buscar</Button>
        </div>
      </form>
      <fieldset className="flex flex-wrap gap-2">
        <legend className="sr-only">Filtrar por tipo</legend>
        {[undefined, ...resourceTypes].map((t) => (
          <Button
            key={t ?? 'all'}
            type="button"
            size="sm"
            variant={filters.type === t ? 'default' : 'outline'}
            aria-pressed={filters.type === t}
            onClick={() => onChange({ ...filters, type: t })}
            className="min-h-11 rounded-full"
          >
            {t ? resourceTypeLabels[t] : 'Todos'}
          </Button>
        ))}
      </fieldset>
    </div>
  );
}
