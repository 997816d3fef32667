import type { NdaStatus } from '@traspasa/shared/enums';
import { ndaStatusLabels } from '@traspasa/shared/ndas';
import { FilterXIcon } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import type { NdaAuditFilters } from '../api/get-nda-audit';
import { hasFilters, TITLE_SEARCH_MAX } from '../lib/audit-filters';

const ALL = 'all';

export type AuditBusinessOption = { id: number; title: string };

/** How long typing pauses before the table is asked again. */
const TITLE_DEBOUNCE_MS = 300;

/** Admins search listings by part of their title; the table follows as they type. */
function TitleSearch({
  value,
  onChange,
  oneListing,
}: {
  value: string;
  onChange: (title: string) => void;
  oneListing: boolean;
}) {
  const [text, setText] = useState(value);
  const latest = useRef(onChange);
  latest.current = onChange;
  // The address changed from outside (Quitar filtros, back button): show what it says.
  useEffect(() => setText((current) => (current.trim() === value ? current : value)), [value]);
  useEffect(() => {
    const next = text.trim().slice(0, TITLE_SEARCH_MAX);
    if (next === value) return;
    const timer = setTimeout(() => latest.current(next), TITLE_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, value]);
  return (
    <FormField
      label="Negocio"
      hint={
        oneListing && !text
          ? 'Mostrando un solo negocio (abierto desde un enlace). Escribe un título para buscar otro.'
          : 'Escribe parte del título; déjalo vacío para ver todos.'
      }
      className="col-span-2 lg:col-span-1"
    >
      <Input
        type="search"
        value={text}
        maxLength={TITLE_SEARCH_MAX}
        onChange={(e) => setText(e.target.value)}
        placeholder="Ej.: Ferretería en Cuenca"
        autoComplete="off"
      />
    </FormField>
  );
}

/**
 * Filters of the audit table. Sellers pick one of their listings; admins, who see every
 * listing, search them by title.
 */
export function AuditFilters({
  filters,
  onChange,
  businesses,
  isAdmin,
}: {
  filters: NdaAuditFilters;
  onChange: (filters: NdaAuditFilters) => void;
  businesses: AuditBusinessOption[];
  isAdmin: boolean;
}) {
  const reviewId = useId();
  const set = (patch: Partial<NdaAuditFilters>) => onChange({ ...filters, ...patch });
  return (
    <section aria-label="Filtros" className="grid gap-4 rounded-xl border bg-card p-4 shadow-sm sm:p-5">
      <div className="grid grid-cols-2 gap-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)_minmax(0,1fr)]">
        {isAdmin ? (
          <TitleSearch
            value={filters.businessTitle ?? ''}
            onChange={(businessTitle) =>
              set({ businessTitle: businessTitle || undefined, businessId: undefined })
            }
            oneListing={filters.businessId !== undefined}
          />
        ) : (
          <FormField label="Negocio" className="col-span-2 lg:col-span-1" id={`${reviewId}-business`}>
            <Select
              value={filters.businessId ? String(filters.businessId) : ALL}
              onValueChange={(v) => set({ businessId: v === ALL ? undefined : Number(v) })}
            >
              <SelectTrigger id={`${reviewId}-business`}>
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                <SelectItem value={ALL}>Todos mis negocios</SelectItem>
                {businesses.map((b) => (
                  <SelectItem key={b.id} value={String(b.id)}>
                    {b.title}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </FormField>
        )}
        <FormField label="Estado" className="col-span-2 lg:col-span-1" id={`${reviewId}-status`}>
          <Select
            value={filters.status ?? ALL}
            onValueChange={(v) => set({ status: v === ALL ? undefined : (v as NdaStatus) })}
          >
            <SelectTrigger id={`${reviewId}-status`}>
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value={ALL}>Todos los estados</SelectItem>
              {(Object.keys(ndaStatusLabels) as NdaStatus[]).map((s) => (
                <SelectItem key={s} value={s}>
                  {ndaStatusLabels[s]}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </FormField>
        <FormField label="Desde">
          <Input
            type="date"
            value={filters.from ?? ''}
            max={filters.to}
            onChange={(e) => set({ from: e.target.value || undefined })}
          />
        </FormField>
        <FormField label="Hasta">
          <Input
            type="date"
            value={filters.to ?? ''}
            min={filters.from}
            onChange={(e) => set({ to: e.target.value || undefined })}
          />
        </FormField>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex min-h-11 items-center gap-3">
          <Checkbox
            id={reviewId}
            checked={Boolean(filters.awaitingReview)}
            onCheckedChange={(v) => set({ awaitingReview: v === true ? true : undefined })}
          />
          <Label htmlFor={reviewId} className="font-normal">
            Solo documentos pendientes de revisión
          </Label>
        </div>
        {hasFilters(filters) ? (
          <Button variant="ghost" size="sm" className="min-h-11" onClick={() => onChange({})}>
            <FilterXIcon aria-hidden="true" />
            Quitar filtros
          </Button>
        ) : null}
      </div>
    </section>
  );
}
