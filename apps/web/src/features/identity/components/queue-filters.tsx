import { identityVerificationStatuses } from '@traspasa/shared/enums';
import { identityDocumentLabels, identityDocumentTypes } from '@traspasa/shared/identity';
import { countText } from '@traspasa/shared/plural';
import { ChevronDownIcon, SlidersHorizontalIcon, XIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import type { AdminIdentityFilters } from '../api/keys';
import { requestCountryOptions } from '../lib/labels';
import { dateRangeError, hasExtraFilters } from '../lib/queue-filters';

const ANY = 'any';
const statusChips: Array<{ value: string | null; label: string }> = [
  ...identityVerificationStatuses.map((value) => ({
    value,
    label: { pending: 'Pendientes', approved: 'Aprobadas', rejected: 'Rechazadas' }[value],
  })),
  { value: null, label: 'Todas' },
];
const countries = requestCountryOptions();

/** Status chips, then type, country and a date range; everything a reviewer narrows the queue by. */
export function QueueFilters({
  filters,
  onChange,
  onReset,
}: {
  filters: AdminIdentityFilters;
  onChange: (patch: Partial<AdminIdentityFilters>) => void;
  onReset: () => void;
}) {
  const id = useId();
  const rangeError = dateRangeError(filters);
  const narrowing = [filters.documentType, filters.country, filters.from, filters.to].filter(Boolean).length;
  // On a phone the type, country and dates fold away behind one button; wider screens show them.
  const [open, setOpen] = useState(narrowing > 0);
  return (
    <div className="grid gap-4 rounded-xl border bg-card p-4 shadow-sm">
      <fieldset className="flex flex-wrap gap-2">
        <legend className="mb-2 text-sm font-medium">Estado</legend>
        {statusChips.map((chip) => (
          <Button
            key={chip.value ?? 'all'}
            size="sm"
            variant={filters.status === chip.value ? 'default' : 'outline'}
            className="min-h-11 rounded-full"
            aria-pressed={filters.status === chip.value}
            onClick={() => onChange({ status: chip.value })}
          >
            {chip.label}
          </Button>
        ))}
      </fieldset>
      <Button
        variant="outline"
        className="w-full justify-between md:hidden"
        aria-expanded={open}
        aria-controls={`${id}-more`}
        onClick={() => setOpen((o) => !o)}
      >
        <span className="inline-flex items-center gap-2">
          <SlidersHorizontalIcon aria-hidden="true" />
          {narrowing > 0 ? `Más filtros (${countText(narrowing, 'activo', 'activos')})` : 'Más filtros'}
        </span>
        <ChevronDownIcon className={open ? 'rotate-180' : undefined} aria-hidden="true" />
      </Button>
      <div
        id={`${id}-more`}
        className={`${open ? 'grid' : 'hidden'} gap-4 sm:grid-cols-2 md:grid lg:grid-cols-4`}
      >
        <div className="grid gap-2">
          <Label htmlFor={`${id}-type`}>Tipo de documento</Label>
          <Select
            value={filters.documentType ?? ANY}
            onValueChange={(value) => onChange({ documentType: value === ANY ? null : value })}
          >
            <SelectTrigger id={`${id}-type`}>
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value={ANY}>Todos los tipos</SelectItem>
              {identityDocumentTypes.map((type) => (
                <SelectItem key={type} value={type}>
                  {identityDocumentLabels[type]}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        <div className="grid gap-2">
          <Label htmlFor={`${id}-country`}>País</Label>
          <Select
            value={filters.country ?? ANY}
            onValueChange={(value) => onChange({ country: value === ANY ? null : value })}
          >
            <SelectTrigger id={`${id}-country`}>
              <SelectValue />
            </SelectTrigger>
            <SelectContent className="max-h-72">
              <SelectItem value={ANY}>Todos los países</SelectItem>
              {countries.map((country) => (
                <SelectItem key={country.value} value={country.value}>
                  {country.label}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        <div className="grid gap-2">
          <Label htmlFor={`${id}-from`}>Enviadas desde</Label>
          <Input
            id={`${id}-from`}
            type="date"
            value={filters.from ?? ''}
            max={filters.to ?? undefined}
            onChange={(event) => onChange({ from: event.target.value || null })}
          />
        </div>
        <div className="grid gap-2">
          <Label htmlFor={`${id}-to`}>Enviadas hasta</Label>
          <Input
            id={`${id}-to`}
            type="date"
            value={filters.to ?? ''}
            min={filters.from ?? undefined}
            onChange={(event) => onChange({ to: event.target.value || null })}
            aria-invalid={rangeError ? true : undefined}
            aria-describedby={rangeError ? `${id}-range-error` : undefined}
          />
        </div>
      </div>
      {rangeError ? (
        <p id={`${id}-range-error`} role="alert" className="text-sm font-medium text-destructive">
          {rangeError}
        </p>
      ) : null}
      {hasExtraFilters(filters) ? (
        <Button variant="ghost" size="sm" className="min-h-11 w-fit" onClick={onReset}>
          <XIcon aria-hidden="true" />
          Limpiar filtros
        </Button>
      ) : null}
    </div>
  );
}
