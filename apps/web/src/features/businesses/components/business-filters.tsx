import { businessCategories, businessCategoryLabels } from '@traspasa/shared/enums';
import { formatMoneyInput, parseMoneyInput } from '@traspasa/shared/money';
import { SearchIcon, SlidersHorizontalIcon, XIcon } from 'lucide-react';
import { type FormEvent, useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { MoneyInput } from '@/components/ui/money-input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import type { BusinessFilters, BusinessSort } from '../api/get-businesses';
import { AMOUNT_KEYS, activeFilterCount } from '../lib/filters';

const ALL = 'all';

export const sortLabels: Record<BusinessSort, string> = {
  relevance: 'Más relevantes',
  recent: 'Más recientes',
  price_asc: 'Precio: de menor a mayor',
  price_desc: 'Precio: de mayor a menor',
  revenue_desc: 'Mayores ventas',
};

/** Countries offered in the filter (Ecuador first); anything else can still come from a shared link. */
export const filterCountries = ['Ecuador', 'Colombia', 'Perú', 'México', 'Chile', 'Argentina'];

export type BusinessFiltersFormProps = {
  value: BusinessFilters;
  onChange: (next: BusinessFilters) => void;
};

type TextKey = 'q' | 'location' | 'minPrice' | 'maxPrice' | 'minRevenue' | 'minProfit';
const TEXT_KEYS: TextKey[] = ['q', 'location', 'minPrice', 'maxPrice', 'minRevenue', 'minProfit'];

const PRICE_RANGE_INVERTED = 'El precio máximo es menor que el mínimo: así no aparecería ningún negocio.';

/** Both prices readable and the minimum above the maximum: said while typing (issue 15). */
function invertedPrices(draft: Record<TextKey, string>): boolean {
  const min = parseMoneyInput(draft.minPrice);
  const max = parseMoneyInput(draft.maxPrice);
  return min.ok && max.ok && min.value !== null && max.value !== null && min.value > max.value;
}

/** The address holds plain numbers ("50000.5"); the fields show them as people write them. */
function draftFrom(value: BusinessFilters): Record<TextKey, string> {
  return Object.fromEntries(
    TEXT_KEYS.map((k) => [k, AMOUNT_KEYS.has(k) ? formatMoneyInput(value[k]) : (value[k] ?? '')]),
  ) as Record<TextKey, string>;
}

function AmountInput({
  id,
  label,
  value,
  onChange,
  placeholder,
  error,
  allowNegative = false,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (v: string) => void;
  placeholder: string;
  error?: string;
  allowNegative?: boolean;
}) {
  return (
    <FormField id={id} label={label} error={error}>
      <MoneyInput
        value={value}
        onValueChange={onChange}
        placeholder={placeholder}
        allowNegative={allowNegative}
        previewLabel="Se buscará con"
      />
    </FormField>
  );
}

/** Search, facets (category, country, city, price, revenue, profit) and order for the listings page. */
export function BusinessFiltersForm({ value, onChange }: BusinessFiltersFormProps) {
  const [draft, setDraft] = useState(() => draftFrom(value));
  const moreCount = activeFilterCount({ ...value, category: undefined, country: undefined });
  const [open, setOpen] = useState(moreCount > 0);

  // Follow the URL when it changes from outside (back button, links).
  const key = TEXT_KEYS.map((k) => value[k] ?? '').join('|');
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` sums up the text filters
  useEffect(() => setDraft(draftFrom(value)), [key]);

  const set = (k: TextKey) => (v: string) => setDraft((d) => ({ ...d, [k]: v }));

  const [amountErrors, setAmountErrors] = useState<Partial<Record<TextKey, string>>>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next: BusinessFilters = { ...value };
    const errors: Partial<Record<TextKey, string>> = {};
    for (const k of TEXT_KEYS) {
      if (AMOUNT_KEYS.has(k)) {
        const parsed = parseMoneyInput(draft[k], { allowNegative: k === 'minProfit' });
        if (parsed.ok) next[k] = parsed.value === null ? undefined : String(parsed.value);
        else errors[k] = parsed.error;
        continue;
      }
      const v = draft[k].trim();
      next[k] = v || undefined;
    }
    const [min, max] = [Number(next.minPrice), Number(next.maxPrice)];
    if (next.minPrice !== undefined && next.maxPrice !== undefined && min > max)
      errors.maxPrice = PRICE_RANGE_INVERTED;
    setAmountErrors(errors);
    // An amount it cannot read is shown beside its field, never searched as something else.
    if (Object.keys(errors).length > 0) {
      setOpen(true);
      return;
    }
    onChange(next);
  };

  const hasFilters = activeFilterCount(value) > 0 || Boolean(value.q || value.sort);

  return (
    <form
      onSubmit={submit}
      aria-label="Buscar negocios"
      className="grid gap-4 rounded-xl border bg-card p-4 shadow-sm sm:p-5"
    >
      <div className="grid gap-2">
        <Label htmlFor="business-q">Buscar</Label>
        <div className="flex gap-2">
          <div className="relative min-w-0 flex-1">
            <SearchIcon
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
              aria-hidden="true"
            />
            <Input
              id="business-q"
              type="search"
              value={draft.q}
              onChange={(e) => set('q')(e.target.value)}
              placeholder="Cafetería, ferretería, Quito…"
              className="pl-9"
              enterKeyHint="search"
            />
          </div>
          <Button type="submit" className="shrink-0" aria-label="Buscar negocios">
            <SearchIcon aria-hidden="true" />
            <span className="hidden sm:inline">Buscar</span>
          </Button>
        </div>
      </div>

      <div className="grid gap-4 sm:grid-cols-3">
        <div className="grid gap-2">
          <Label htmlFor="business-category">Categoría</Label>
          <Select
            value={value.category ?? ALL}
            onValueChange={(category) =>
              onChange({ ...value, category: category === ALL ? undefined : category })
            }
          >
            <SelectTrigger id="business-category">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value={ALL}>Todas las categorías</SelectItem>
              {businessCategories.map((category) => (
                <SelectItem key={category} value={category}>
                  {businessCategoryLabels[category]}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        <div className="grid gap-2">
          <Label htmlFor="business-country">País</Label>
          <Select
            value={value.country ?? ALL}
            onValueChange={(country) =>
              onChange({ ...value, country: country === ALL ? undefined : country })
            }
          >
            <SelectTrigger id="business-country">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value={ALL}>Todos los países</SelectItem>
              {[...new Set([...filterCountries, ...(value.country ? [value.country] : [])])].map(
                (country) => (
                  <SelectItem key={country} value={country}>
                    {country}
                  </SelectItem>
                ),
              )}
            </SelectContent>
          </Select>
        </div>
        <div className="grid gap-2">
          <Label htmlFor="business-sort">Ordenar por</Label>
          <Select
            value={value.sort ?? 'relevance'}
            onValueChange={(sort) =>
              onChange({ ...value, sort: sort === 'relevance' ? undefined : (sort as BusinessSort) })
            }
          >
            <SelectTrigger id="business-sort">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {(Object.keys(sortLabels) as BusinessSort[]).map((sort) => (
                <SelectItem key={sort} value={sort}>
                  {sortLabels[sort]}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
      </div>

      <div>
        <Button
          type="button"
          variant="ghost"
          className="-ml-2 px-2"
          aria-expanded={open}
          aria-controls="business-more-filters"
          onClick={() => setOpen((o) => !o)}
        >
          <SlidersHorizontalIcon aria-hidden="true" />
          {open ? 'Menos filtros' : 'Más filtros'}
          {moreCount > 0 ? (
            <span className="rounded-full bg-primary px-2 text-xs text-primary-foreground">{moreCount}</span>
          ) : null}
        </Button>
        {open ? (
          <div id="business-more-filters" className="mt-3 grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
            <div className="grid gap-2">
              <Label htmlFor="business-location">Ciudad o provincia</Label>
              <Input
                id="business-location"
                value={draft.location}
                onChange={(e) => set('location')(e.target.value)}
                placeholder="Quito, Guayaquil…"
                maxLength={100}
              />
            </div>
            <AmountInput
              id="business-min"
              label="Precio mínimo"
              value={draft.minPrice}
              onChange={set('minPrice')}
              error={amountErrors.minPrice}
              placeholder="0"
            />
            <AmountInput
              id="business-max"
              label="Precio máximo"
              value={draft.maxPrice}
              onChange={set('maxPrice')}
              error={amountErrors.maxPrice ?? (invertedPrices(draft) ? PRICE_RANGE_INVERTED : undefined)}
              placeholder="Sin límite"
            />
            <AmountInput
              id="business-revenue"
              label="Ventas anuales desde"
              value={draft.minRevenue}
              onChange={set('minRevenue')}
              error={amountErrors.minRevenue}
              placeholder="0"
            />
            <AmountInput
              id="business-profit"
              label="Utilidad anual desde"
              value={draft.minProfit}
              onChange={set('minProfit')}
              error={amountErrors.minProfit}
              placeholder="0"
              allowNegative
            />
          </div>
        ) : null}
      </div>

      <div className="flex flex-col gap-2 sm:flex-row sm:justify-end">
        {hasFilters ? (
          <Button type="button" variant="ghost" onClick={() => onChange({})}>
            <XIcon aria-hidden="true" />
            Quitar filtros
          </Button>
        ) : null}
        <Button type="submit">
          <SearchIcon aria-hidden="true" />
          Aplicar filtros
        </Button>
      </div>
    </form>
  );
}
