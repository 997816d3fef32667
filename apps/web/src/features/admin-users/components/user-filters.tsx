import { type AdminUserStatus, adminUserStatuses, userRoleLabels } from '@traspasa/shared/admin-users';
import { type UserRole, userRoles } from '@traspasa/shared/enums';
import { SearchIcon, XIcon } from 'lucide-react';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { hasFilters, type UserFilters } from '../lib/filters';
import { statusLabel } from '../lib/labels';

const ANY = 'any';

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
    <div className="grid gap-4 rounded-xl border bg-card p-4 shadow-sm">
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
        <div className="grid gap-2">
          <Label htmlFor={`${id}-role`}>Rol</Label>
          <Select
            value={filters.role ?? ANY}
            onValueChange={(value) => onChange({ role: value === ANY ? null : (value as UserRole) })}
          >
            <SelectTrigger id={`${id}-role`} className="min-h-11">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value={ANY}>Todos los roles</SelectItem>
              {userRoles.map((role) => (
                <SelectItem key={role} value={role}>
                  {userRoleLabels[role]}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        <div className="grid gap-2">
          <Label htmlFor={`${id}-verified`}>Identidad</Label>
          <Select
            value={filters.verified ?? ANY}
            onValueChange={(value) => onChange({ verified: value === ANY ? null : (value as 'yes' | 'no') })}
          >
            <SelectTrigger id={`${id}-verified`} className="min-h-11">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value={ANY}>Verificada o no</SelectItem>
              <SelectItem value="yes">Verificada</SelectItem>
              <SelectItem value="no">Sin verificar</SelectItem>
            </SelectContent>
          </Select>
        </div>
        <div className="grid gap-2">
          <Label htmlFor={`${id}-status`}>Estado</Label>
          <Select
            value={filters.status ?? ANY}
            onValueChange={(value) => onChange({ status: value === ANY ? null : (value as AdminUserStatus) })}
          >
            <SelectTrigger id={`${id}-status`} className="min-h-11">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value={ANY}>Todos los estados</SelectItem>
              {adminUserStatuses.map((status) => (
                <SelectItem key={status} value={status}>
                  {statusLabel(status)}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
      </div>
      {hasFilters(filters) ? (
        <Button variant="ghost" size="sm" className="min-h-11 w-fit" onClick={onReset}>
          <XIcon aria-hidden="true" />
          Limpiar búsqueda y filtros
        </Button>
      ) : null}
    </div>
  );
}
