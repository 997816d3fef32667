import {
  auditActionLabels,
  auditActions,
  auditTargetLabels,
  auditTargetTypes,
} from '@traspasa/shared/audit-log';
import { useEffect, useId, useState } from 'react';
import {
  DateRangeError,
  DateRangeFields,
  FilterPanel,
  labelled,
  ResetFiltersButton,
  SelectFilter,
} from '@/components/data-list/filters';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useAuditAdmins } from '../api/audit-log';
import { type AuditFilters, dateRangeError, hasAuditFilters } from '../lib/filters';

const actionOptions = labelled(
  [...auditActions].sort((a, b) => auditActionLabels[a].localeCompare(auditActionLabels[b], 'es')),
  auditActionLabels,
);

/** Admin, action, object (type and number) and a date range. */
export function AuditFilterBar({
  filters,
  onChange,
  onReset,
}: {
  filters: AuditFilters;
  onChange: (patch: Partial<AuditFilters>) => void;
  onReset: () => void;
}) {
  const id = useId();
  const admins = useAuditAdmins();
  const rangeError = dateRangeError(filters);
  const [targetId, setTargetId] = useState(filters.targetId ? String(filters.targetId) : '');
  useEffect(() => setTargetId(filters.targetId ? String(filters.targetId) : ''), [filters.targetId]);
  const commitTargetId = () => {
    const value = targetId.trim();
    onChange({ targetId: /^\d{1,10}$/.test(value) && Number(value) > 0 ? Number(value) : null });
  };

  // An admin chosen in the address who is no longer in the list still shows as «Cuenta 12».
  const adminOptions = [
    ...(filters.adminId && !admins.data?.items.some((a) => a.id === filters.adminId)
      ? [{ value: String(filters.adminId), label: `Cuenta ${filters.adminId}` }]
      : []),
    ...(admins.data?.items.map((a) => ({
      value: String(a.id),
      label: a.isAdmin ? a.name : `${a.name} (ya no es admin)`,
    })) ?? []),
  ];

  return (
    <FilterPanel>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <SelectFilter
          id={`${id}-admin`}
          label="Administrador"
          value={filters.adminId ? String(filters.adminId) : null}
          onChange={(value) => onChange({ adminId: value === null ? null : Number(value) })}
          anyLabel="Todas las personas"
          options={adminOptions}
          triggerClassName="min-h-11"
          contentClassName="max-h-72"
        />
        <SelectFilter
          id={`${id}-action`}
          label="Acción"
          value={filters.action}
          onChange={(action) => onChange({ action })}
          anyLabel="Todas las acciones"
          options={actionOptions}
          triggerClassName="min-h-11"
          contentClassName="max-h-72"
        />
        <div className="grid grid-cols-[minmax(0,1fr)_7rem] gap-2">
          <SelectFilter
            id={`${id}-type`}
            label="Objeto"
            value={filters.targetType}
            onChange={(targetType) =>
              onChange(targetType === null ? { targetType, targetId: null } : { targetType })
            }
            anyLabel="Cualquier objeto"
            options={labelled(auditTargetTypes, auditTargetLabels)}
            triggerClassName="min-h-11"
            contentClassName="max-h-72"
          />
          <div className="grid gap-2">
            <Label htmlFor={`${id}-target`}>Número</Label>
            <Input
              id={`${id}-target`}
              inputMode="numeric"
              pattern="[0-9]*"
              value={targetId}
              disabled={!filters.targetType}
              placeholder="—"
              className="min-h-11"
              onChange={(event) => setTargetId(event.target.value.replace(/\D/g, '').slice(0, 10))}
              onBlur={commitTargetId}
              onKeyDown={(event) => {
                if (event.key === 'Enter') commitTargetId();
              }}
            />
          </div>
        </div>
        <DateRangeFields
          id={id}
          fromLabel="Desde"
          toLabel="Hasta"
          from={filters.from}
          to={filters.to}
          onChange={onChange}
          rangeError={rangeError}
          inputClassName="min-h-11"
        />
      </div>
      <DateRangeError id={id} rangeError={rangeError} />
      {hasAuditFilters(filters) ? (
        <ResetFiltersButton onClick={onReset}>Limpiar filtros</ResetFiltersButton>
      ) : null}
    </FilterPanel>
  );
}
