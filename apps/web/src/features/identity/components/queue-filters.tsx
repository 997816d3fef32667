import { identityVerificationStatuses } from '@traspasa/shared/enums';
import { identityDocumentLabels, identityDocumentTypes } from '@traspasa/shared/identity';
import { countText } from '@traspasa/shared/plural';
import { ChevronDownIcon, SlidersHorizontalIcon } from 'lucide-react';
import { useId, useState } from 'react';
import {
  DateRangeError,
  DateRangeFields,
  FilterChips,
  FilterPanel,
  labelled,
  ResetFiltersButton,
  SelectFilter,
} from '@/components/data-list/filters';
import { Button } from '@/components/ui/button';
import type { AdminIdentityFilters } from '../api/keys';
import { requestCountryOptions } from '../lib/labels';
import { dateRangeError, hasExtraFilters } from '../lib/queue-filters';

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
    <FilterPanel>
      <FilterChips
        label="Estado"
        options={statusChips}
        value={filters.status}
        onChange={(status) => onChange({ status })}
      />
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
        <SelectFilter
          id={`${id}-type`}
          label="Tipo de documento"
          value={filters.documentType}
          onChange={(documentType) => onChange({ documentType })}
          anyLabel="Todos los tipos"
          options={labelled(identityDocumentTypes, identityDocumentLabels)}
        />
        <SelectFilter
          id={`${id}-country`}
          label="País"
          value={filters.country}
          onChange={(country) => onChange({ country })}
          anyLabel="Todos los países"
          options={countries}
          contentClassName="max-h-72"
        />
        <DateRangeFields
          id={id}
          fromLabel="Enviadas desde"
          toLabel="Enviadas hasta"
          from={filters.from}
          to={filters.to}
          onChange={onChange}
          rangeError={rangeError}
        />
      </div>
      <DateRangeError id={id} rangeError={rangeError} />
      {hasExtraFilters(filters) ? (
        <ResetFiltersButton onClick={onReset}>Limpiar filtros</ResetFiltersButton>
      ) : null}
    </FilterPanel>
  );
}
