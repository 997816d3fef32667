import { adminUserStatuses, userRoleLabels } from '@traspasa/shared/admin-users';
import { userRoles } from '@traspasa/shared/enums';
import { SearchIcon } from 'lucide-react';
import { type FormEvent, useEffect, useId, useState } from 'react';
import {
  type FilterOption,
  FilterPanel,
  labelled,
  ResetFiltersButton,
  SelectFilter,
} from '@/components/data-list/filters';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { hasFilters, type UserFilters } from '../lib/filters';
import { statusLabel } from '../lib/labels';

const verifiedOptions: Array<FilterOption<'yes' | 'no'>> = [
  { value: 'yes', label: 'Verificada' },
  { value: 'no', label: 'Sin verificar' },
];

/** Search by name, email or username, then role, identity and status. */
export function UserFilterBar({
  filters,
  onChange,
  onReset,
}: {
  filters: UserFilters;
  onChange: (patch: Partial<UserFilters>) => void;
  onReset: () => void;
}) {
  const id = useId();
  const [term, setTerm] = useState(filters.q ?? '');
  // The address is the truth: going back in history updates the box.
  useEffect(() => setTerm(filters.q ?? ''), [filters.q]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange({ q: term.trim() || null });
  };
  return (
    <FilterPanel>
      <search>
        <form onSubmit={submit} className="flex flex-col gap-2 sm:flex-row sm:items-end">
          <div className="grid flex-1 gap-2">
            <Label htmlFor={`${id}-q`}>Buscar por nombre, correo o usuario</Label>
            <Input
              id={`${id}-q`}
              type="search"
              value={term}
              maxLength={100}
              placeholder="p. ej. ana, ana@correo.com"
              onChange={(event) => setTerm(event.target.value)}
            />
          </div>
          <Button type="submit" className="min-h-11">
            <SearchIcon aria-hidden="true" />
            Buscar
          </Button>
        </form>
      </search>
      <div className="grid gap-4 sm:grid-cols-3">
        <SelectFilter
          id={`${id}-role`}
          label="Rol"
          value={filters.role}
          onChange={(role) => onChange({ role })}
          anyLabel="Todos los roles"
          options={labelled(userRoles, userRoleLabels)}
          triggerClassName="min-h-11"
        />
        <SelectFilter
          id={`${id}-verified`}
          label="Identidad"
          value={filters.verified}
          onChange={(verified) => onChange({ verified })}
          anyLabel="Verificada o no"
          options={verifiedOptions}
          triggerClassName="min-h-11"
        />
        <SelectFilter
          id={`${id}-status`}
          label="Estado"
          value={filters.status}
          onChange={(status) => onChange({ status })}
          anyLabel="Todos los estados"
          options={labelled(adminUserStatuses, statusLabel)}
          triggerClassName="min-h-11"
        />
      </div>
      {hasFilters(filters) ? (
        <ResetFiltersButton onClick={onReset}>Limpiar búsqueda y filtros</ResetFiltersButton>
      ) : null}
    </FilterPanel>
  );
}
