import { formatDateTime } from '@traspasa/shared/dates';
import { businessCategories, businessCategoryLabels } from '@traspasa/shared/enums';
import { formatMoney } from '@traspasa/shared/money';
import { countText } from '@traspasa/shared/plural';
import { formatMultiple, type ValuationLead } from '@traspasa/shared/valuation';
import { DownloadIcon, Loader2Icon, UsersIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { CardList, DataTable } from '@/components/data-list/data-table';
import { FilterPanel, labelled, SelectFilter } from '@/components/data-list/filters';
import { ListStates } from '@/components/data-list/list-states';
import { SearchForm } from '@/components/data-list/search-form';
import { PageBody, PageHeader } from '@/components/page/page-header';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { LoadMore } from '@/components/ui/load-more';
import { ApiError } from '@/lib/api-client';
import { downloadLeadsCsv, useValuationLeads } from '../api/valuation-api';
import { type LeadFilters, leadFiltersFromSearch, searchFromLeadFilters } from '../lib/lead-filters';

const category = (lead: ValuationLead) =>
  lead.category
    ? (businessCategoryLabels[lead.category as keyof typeof businessCategoryLabels] ?? lead.category)
    : '—';
const place = (lead: ValuationLead) => [lead.city, lead.country].filter(Boolean).join(', ') || '—';
const range = (lead: ValuationLead) =>
  lead.valuationLow !== null && lead.valuationHigh !== null
    ? `${formatMoney(lead.valuationLow)} – ${formatMoney(lead.valuationHigh)}`
    : null;

function errorText(error: unknown, fallback: string) {
  return error instanceof ApiError && error.userMessage ? error.userMessage : fallback;
}

/** `/admin/valuation-leads`: who asked for the report, newest first; filters in the address; CSV. */
export function ValuationLeads() {
  const id = useId();
  const [params, setParams] = useSearchParams();
  const filters = leadFiltersFromSearch(params);
  const [search, setSearch] = useState(filters.q ?? '');
  const [exporting, setExporting] = useState(false);
  const [exportError, setExportError] = useState<string | null>(null);
  const query = useValuationLeads(filters);
  const items = query.data?.pages.flatMap((p) => p.items) ?? [];
  const update = (patch: Partial<LeadFilters>) =>
    setParams(searchFromLeadFilters({ ...filters, ...patch }), { replace: true });
  const narrowed = !!(filters.from || filters.to || filters.category || filters.q);

  async function exportCsv() {
    setExporting(true);
    setExportError(null);
    try {
      await downloadLeadsCsv(filters);
    } catch (error) {
      setExportError(errorText(error, 'No pudimos preparar el archivo. Inténtalo de nuevo.'));
    } finally {
      setExporting(false);
    }
  }

  return (
    <>
      <title>Interesados en valorar | Administración | Traspasa</title>
      <PageHeader
        eyebrow="Administración"
        title="Interesados de la calculadora"
        description="Personas que pidieron el informe de valoración por correo y aceptaron que guardemos sus datos."
        actions={
          <Button variant="outline" onClick={() => void exportCsv()} disabled={exporting}>
            {exporting ? (
              <Loader2Icon className="animate-spin" aria-hidden="true" />
            ) : (
              <DownloadIcon aria-hidden="true" />
            )}
            Descargar CSV
          </Button>
        }
      />
      <PageBody className="grid grid-cols-1 gap-6">
        {exportError ? (
          <p role="alert" className="text-sm font-medium text-destructive">
            {exportError}
          </p>
        ) : null}
        <FilterPanel className="sm:grid-cols-2 lg:grid-cols-[1fr_1fr_1.2fr_2fr]">
          <div className="grid gap-2">
            <Label htmlFor={`${id}-from`}>Desde</Label>
            <Input
              id={`${id}-from`}
              type="date"
              value={filters.from ?? ''}
              onChange={(e) => update({ from: e.target.value || null })}
            />
          </div>
          <div className="grid gap-2">
            <Label htmlFor={`${id}-to`}>Hasta</Label>
            <Input
              id={`${id}-to`}
              type="date"
              value={filters.to ?? ''}
              onChange={(e) => update({ to: e.target.value || null })}
            />
          </div>
          <SelectFilter
            id={`${id}-category`}
            label="Categoría"
            value={filters.category}
            onChange={(category) => update({ category })}
            anyLabel="Todas"
            options={labelled(businessCategories, businessCategoryLabels)}
          />
          <SearchForm
            id={`${id}-q`}
            label="Buscar interesados"
            value={search}
            onValueChange={setSearch}
            onSearch={(q) => update({ q })}
            maxLength={100}
            placeholder="Nombre o correo"
          />
          {narrowed ? (
            <Button
              variant="link"
              className="justify-self-start px-0 sm:col-span-2 lg:col-span-4"
              onClick={() => {
                setSearch('');
                update({ from: null, to: null, category: null, q: null });
              }}
            >
              Quitar los filtros
            </Button>
          ) : null}
        </FilterPanel>

        <ListStates
          query={query}
          isEmpty={items.length === 0}
          loading="Cargando los interesados"
          errorTitle="No pudimos cargar los interesados"
          errorMessage={(error) =>
            errorText(error, 'Revisa tu conexión e inténtalo de nuevo en unos segundos.')
          }
          empty={{
            icon: UsersIcon,
            title: narrowed ? 'Nadie con estos filtros' : 'Todavía no hay interesados',
            text: narrowed
              ? 'Prueba con otras fechas, otra categoría u otras palabras.'
              : 'Cuando alguien pida el informe desde la calculadora de valoración, aparecerá aquí.',
          }}
        >
          <DataTable
            caption="Interesados de la calculadora de valoración"
            columns={['Persona', 'Negocio', 'Utilidad', 'Valoración', 'Recibido']}
          >
            {items.map((lead) => (
              <tr key={lead.id} className="align-top">
                <td className="max-w-56 px-4 py-3">
                  <p className="truncate font-medium">{lead.fullName ?? 'Sin nombre'}</p>
                  <p className="truncate text-xs text-muted-foreground">{lead.email}</p>
                  {lead.isAuthenticated ? (
                    <Badge variant="outline" className="mt-1">
                      Con cuenta
                    </Badge>
                  ) : null}
                </td>
                <td className="px-4 py-3">
                  <p>{category(lead)}</p>
                  <p className="text-xs text-muted-foreground">
                    {place(lead)}
                    {lead.yearsOperation !== null
                      ? ` · ${countText(lead.yearsOperation, 'año', 'años')}`
                      : ''}
                  </p>
                </td>
                <td className="px-4 py-3 tabular-nums">
                  {lead.annualProfit !== null ? formatMoney(lead.annualProfit) : '—'}
                </td>
                <td className="px-4 py-3 tabular-nums">
                  <p className="font-semibold">
                    {lead.calculatedValuation !== null ? formatMoney(lead.calculatedValuation) : '—'}
                  </p>
                  <p className="text-xs text-muted-foreground">
                    {[range(lead), lead.multiplierUsed !== null ? formatMultiple(lead.multiplierUsed) : null]
                      .filter(Boolean)
                      .join(' · ')}
                  </p>
                </td>
                <td className="px-4 py-3 whitespace-nowrap">{formatDateTime(lead.createdAt)}</td>
              </tr>
            ))}
          </DataTable>
          <CardList label="Interesados de la calculadora de valoración">
            {items.map((lead) => (
              <li key={lead.id} className="grid gap-1 rounded-xl border bg-card p-4 text-sm shadow-sm">
                <p className="truncate font-medium">{lead.fullName ?? 'Sin nombre'}</p>
                <p className="truncate text-xs text-muted-foreground">{lead.email}</p>
                <p>
                  {category(lead)} · {place(lead)}
                </p>
                <p className="tabular-nums">
                  <span className="font-semibold">
                    {lead.calculatedValuation !== null ? formatMoney(lead.calculatedValuation) : '—'}
                  </span>
                  {range(lead) ? <span className="text-muted-foreground"> ({range(lead)})</span> : null}
                </p>
                <p className="text-xs text-muted-foreground">{formatDateTime(lead.createdAt)}</p>
              </li>
            ))}
          </CardList>
          <LoadMore query={query} what="interesados" />
        </ListStates>
      </PageBody>
    </>
  );
}
