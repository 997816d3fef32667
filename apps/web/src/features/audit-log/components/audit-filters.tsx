import {
  type AuditTargetType,
  auditActionLabels,
  auditActions,
  auditTargetLabels,
  auditTargetTypes,
} from '@traspasa/shared/audit-log';
import { XIcon } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { useAuditAdmins } from '../api/audit-log';
import { type AuditFilters, dateRangeError, hasAuditFilters } from '../lib/filters';

const ANY = 'any';
const sortedActions = [...auditActions].sort((a, b) =>
  auditActionLabels[a].localeCompare(auditActionLabels[b], 'es'),
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

  return (
    <div className="grid gap-4 rounded-xl border bg-card p-4 shadow-sm">
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <div className="grid gap-2">
          <Label htmlFor={`${id}-admin`}>Administrador</Label>
          <Select
            value={filters.adminId ? String(filters.adminId) : ANY}
            onValueChange={(value) => onChange({ adminId: value === ANY ? null : Number(value) })}
          >
            <SelectTrigger id={`${id}-admin`} className="min-h-11">
              <SelectValue />
            </SelectTrigger>
            <SelectContent className="max-h-72">
              <SelectItem value={ANY}>Todas las personas</SelectItem>
              {filters.adminId && !admins.data?.items.some((a) => a.id === filters.adminId) ? (
                <SelectItem value={String(filters.adminId)}>Cuenta {filters.adminId}</SelectItem>
              ) : null}
              {admins.data?.items.map((a) => (
                <SelectItem key={a.id} value={String(a.id)}>
                  {a.isAdmin ? a.name : `${a.name} (ya no es admin)`}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        <div className="grid gap-2">
          <Label htmlFor={`${id}-action`}>Acción</Label>
          <Select
            value={filters.action ?? ANY}
            onValueChange={(value) => onChange({ action: value === ANY ? null : value })}
          >
            <SelectTrigger id={`${id}-action`} className="min-h-11">
              <SelectValue />
            </SelectTrigger>
            <SelectContent className="max-h-72">
              <SelectItem value={ANY}>Todas las acciones</SelectItem>
              {sortedActions.map((action) => (
                <SelectItem key={action} value={action}>
                  {auditActionLabels[action]}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        <div className="grid grid-cols-[minmax(0,1fr)_7rem] gap-2">
          <div className="grid gap-2">
            <Label htmlFor={`${id}-type`}>Objeto</Label>
            <Select
              value={filters.targetType ?? ANY}
              onValueChange={(value) =>
                onChange(
                  value === ANY
                    ? { targetType: null, targetId: null }
                    : { targetType: value as AuditTargetType },
                )
              }
            >
              <SelectTrigger id={`${id}-type`} className="min-h-11">
                <SelectValue />
              </SelectTrigger>
              <SelectContent className="max-h-72">
                <SelectItem value={ANY}>Cualquier objeto</SelectItem>
                {auditTargetTypes.map((type) => (
                  <SelectItem key={type} value={type}>
                    {auditTargetLabels[type]}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
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
        <div className="grid gap-2">
          <Label htmlFor={`${id}-from`}>Desde</Label>
          <Input
            id={`${id}-from`}
            type="date"
            className="min-h-11"
            value={filters.from ?? ''}
            max={filters.to ?? undefined}
            onChange={(event) => onChange({ from: event.target.value || null })}
          />
        </div>
        <div className="grid gap-2">
          <Label htmlFor={`${id}-to`}>Hasta</Label>
          <Input
            id={`${id}-to`}
            type="date"
            className="min-h-11"
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
      {hasAuditFilters(filters) ? (
        <Button variant="ghost" size="sm" className="min-h-11 w-fit" onClick={onReset}>
          <XIcon aria-hidden="true" />
          Limpiar filtros
        </Button>
      ) : null}
    </div>
  );
}
