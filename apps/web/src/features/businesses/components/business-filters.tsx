import {
  type FreshnessWindow,
  freshnessLabels,
  freshnessWindows,
  invertedRangeMessage,
  type SearchRange,
  searchRanges,
} from '@traspasa/shared/business-labels';
import { businessCategories, businessCategoryLabels } from '@traspasa/shared/enums';
import { formatMoneyInput, parseMoneyInput } from '@traspasa/shared/money';
import { SearchIcon, XIcon } from 'lucide-react';
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { MoneyInput } from '@/components/ui/money-input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { offeredCountries } from '@/lib/countries';
import { cn } from '@/lib/utils';
import type { BusinessFilters, BusinessSort } from '../api/get-businesses';
import {
  type AmountKey,
  activeFilterCount,
  allowsNegative,
  debounce,
  invertedFilterRanges,
  TYPING_DEBOUNCE_MS,
} from '../lib/filters';

const ALL = 'all';

export const sortLabels: Record<BusinessSort, string> = {
  relevance: 'Más relevantes',
  recent: 'Más recientes',
  price_asc: 'Precio: de menor a mayor',
  price_desc: 'Precio: de mayor a menor',
  revenue_desc: 'Mayores ventas',
};

/** Countries offered in the filter (Ecuador first); anything else can still come from a shared link. */
export const filterCountries = offeredCountries;

const rangeTitles: Record<SearchRange['label'], string> = {
  precio: 'Precio de venta',
  'ventas anuales': 'Ventas anuales',
  'utilidad anual': 'Utilidad anual',
};

/**
 * A text filter typed into: keeps what is typed, and hands it on after a pause in typing
 * (TYPING_DEBOUNCE_MS) or when the field is left. When the model changes from outside (back
 * button, «Quitar filtros») the field follows it; its own value coming back (the search
 * follows the address in a transition, which can land while the visitor types on) does not
 * undo what was typed since.
 */
function useTypedFilter(
  committed: string | undefined,
  toText: (v: string | undefined) => string,
  read: (text: string) => { ok: true; value: string | undefined } | { ok: false; error: string },
  commit: (value: string | undefined) => void,
) {
  const [text, setText] = useState(() => toText(committed));
  const commitRef = useRef(commit);
  commitRef.current = commit;
  const committedRef = useRef(committed);
  committedRef.current = committed;
  // What this field handed on and the model has not shown back yet, oldest first.
  const sent = useRef<Array<string | undefined>>([]);
  const debounced = useMemo(
    () =>
      debounce((value: string | undefined) => {
        if (value !== committedRef.current) sent.current.push(value);
        commitRef.current(value);
      }, TYPING_DEBOUNCE_MS),
    [],
  );
  useEffect(() => () => debounced.cancel(), [debounced]);

  // Follow the model when it no longer says what the field says.
  const textRef = useRef(text);
  textRef.current = text;
  // biome-ignore lint/correctness/useExhaustiveDependencies: only an outside change of the value matters
  useEffect(() => {
    const own = sent.current.indexOf(committed);
    if (own >= 0) {
      sent.current.splice(0, own + 1);
      return;
    }
    sent.current = [];
    const current = read(textRef.current);
    if (!current.ok || current.value !== committed) {
      debounced.cancel();
      setText(toText(committed));
    }
  }, [committed]);

  const parsed = read(text);
  const onText = (next: string) => {
    setText(next);
    const r = read(next);
    if (r.ok) debounced(r.value);
    else debounced.cancel();
  };
  return { text, onText, error: parsed.ok ? undefined : parsed.error, flush: () => debounced.flush() };
}

const readText = (text: string) => ({ ok: true as const, value: text.trim() || undefined });

function readAmount(key: AmountKey) {
  return (text: string) => {
    const parsed = parseMoneyInput(text, { allowNegative: allowsNegative(key) });
    if (!parsed.ok) return { ok: false as const, error: parsed.error };
    return { ok: true as const, value: parsed.value === null ? undefined : String(parsed.value) };
  };
}

function AmountField({
  id,
  label,
  amountKey,
  value,
  onChange,
  placeholder,
  warningId,
}: {
  id: string;
  label: string;
  amountKey: AmountKey;
  value: BusinessFilters;
  onChange: (key: AmountKey, v: string | undefined) => void;
  placeholder: string;
  warningId?: string;
}) {
  const field = useTypedFilter(value[amountKey], formatMoneyInput, readAmount(amountKey), (v) =>
    onChange(amountKey, v),
  );
  const errorId = `${id}-error`;
  const describedBy = [field.error ? errorId : null, warningId].filter(Boolean).join(' ') || undefined;
  return (
    <div className="grid min-w-0 content-start gap-1.5">
      <Label htmlFor={id} className="text-xs text-muted-foreground">
        {label}
      </Label>
      <MoneyInput
        id={id}
        value={field.text}
        onValueChange={field.onText}
        onBlur={field.flush}
        placeholder={placeholder}
        allowNegative={allowsNegative(amountKey)}
        previewLabel="Se buscará con"
        aria-invalid={field.error ? true : undefined}
        aria-describedby={describedBy}
      />
      {field.error ? (
        <p id={errorId} role="alert" className="text-xs font-medium text-destructive">
          {field.error}
        </p>
      ) : null}
    </div>
  );
}

function RangeFields({
  range,
  idPrefix,
  value,
  onAmount,
  inverted,
}: {
  range: SearchRange;
  idPrefix: string;
  value: BusinessFilters;
  onAmount: (key: AmountKey, v: string | undefined) => void;
  inverted: boolean;
}) {
  const warningId = `${idPrefix}-${range.max}-warning`;
  return (
    <fieldset className="grid gap-2" data-testid={`range-${range.min}`}>
      <legend className="mb-2 text-sm font-medium">{rangeTitles[range.label]}</legend>
      <div className="grid grid-cols-2 gap-2">
        <AmountField
          id={`${idPrefix}-${range.min}`}
          label="Mínimo"
          amountKey={range.min}
          value={value}
          onChange={onAmount}
          placeholder="Sin mínimo"
          warningId={inverted ? warningId : undefined}
        />
        <AmountField
          id={`${idPrefix}-${range.max}`}
          label="Máximo"
          amountKey={range.max}
          value={value}
          onChange={onAmount}
          placeholder="Sin límite"
          warningId={inverted ? warningId : undefined}
        />
      </div>
      {inverted ? (
        <p id={warningId} role="alert" className="text-sm font-medium text-destructive">
          {invertedRangeMessage(range)} No lo aplicamos hasta que lo corrijas.
        </p>
      ) : null}
    </fieldset>
  );
}

function Facet({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      {children}
    </div>
  );
}

export type BusinessFilterPanelProps = {
  value: BusinessFilters;
  /** Every change of the model, as it happens (text after a pause in typing). */
  onChange: (next: BusinessFilters) => void;
  /** Prefix of the fields' ids: the column and the phone's sheet each have their own. */
  idPrefix: string;
  className?: string;
};

/**
 * Facets, amount ranges, options and order for /businesses (decision 051): no «Aplicar» —
 * every change is handed on as it happens; an inverted range is warned about beside it.
 */
export function BusinessFilterPanel({ value, onChange, idPrefix, className }: BusinessFilterPanelProps) {
  // The latest model, for changes that arrive after a pause in typing.
  const valueRef = useRef(value);
  valueRef.current = value;
  const set = (patch: Partial<BusinessFilters>) => onChange({ ...valueRef.current, ...patch });
  const location = useTypedFilter(
    value.location,
    (v) => v ?? '',
    readText,
    (v) => set({ location: v }),
  );
  const inverted = new Set(invertedFilterRanges(value).map((r) => r.min));
  const active = activeFilterCount(value) > 0;

  return (
    <div className={cn('grid gap-5', className)}>
      <Facet id={`${idPrefix}-category`} label="Categoría">
        <Select
          value={value.category ?? ALL}
          onValueChange={(category) => set({ category: category === ALL ? undefined : category })}
        >
          <SelectTrigger id={`${idPrefix}-category`} className="w-full">
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
      </Facet>
      <Facet id={`${idPrefix}-country`} label="País">
        <Select
          value={value.country ?? ALL}
          onValueChange={(country) => set({ country: country === ALL ? undefined : country })}
        >
          <SelectTrigger id={`${idPrefix}-country`} className="w-full">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={ALL}>Todos los países</SelectItem>
            {[...new Set([...filterCountries, ...(value.country ? [value.country] : [])])].map((country) => (
              <SelectItem key={country} value={country}>
                {country}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </Facet>
      <Facet id={`${idPrefix}-location`} label="Ciudad o provincia">
        <Input
          id={`${idPrefix}-location`}
          value={location.text}
          onChange={(e) => location.onText(e.target.value)}
          onBlur={location.flush}
          placeholder="Quito, Guayaquil…"
          maxLength={100}
          autoComplete="off"
        />
      </Facet>

      {searchRanges.map((range) => (
        <RangeFields
          key={range.min}
          range={range}
          idPrefix={idPrefix}
          value={value}
          onAmount={(key, v) => set({ [key]: v })}
          inverted={inverted.has(range.min)}
        />
      ))}

      <div className="grid gap-3">
        <div className="flex items-center gap-3">
          <Checkbox
            id={`${idPrefix}-withPhotos`}
            checked={value.withPhotos === 'true'}
            onCheckedChange={(checked) => set({ withPhotos: checked === true ? 'true' : undefined })}
          />
          <Label htmlFor={`${idPrefix}-withPhotos`} className="font-normal">
            Solo con fotos
          </Label>
        </div>
        <div className="flex items-center gap-3">
          <Checkbox
            id={`${idPrefix}-includeSold`}
            checked={value.includeSold === 'true'}
            onCheckedChange={(checked) => set({ includeSold: checked === true ? 'true' : undefined })}
          />
          <Label htmlFor={`${idPrefix}-includeSold`} className="font-normal">
            Incluir vendidos
          </Label>
        </div>
        <div className="flex items-center gap-3">
          <Checkbox
            id={`${idPrefix}-hideReserved`}
            checked={value.hideReserved === 'true'}
            onCheckedChange={(checked) => set({ hideReserved: checked === true ? 'true' : undefined })}
          />
          <Label htmlFor={`${idPrefix}-hideReserved`} className="font-normal">
            Ocultar reservados
          </Label>
        </div>
      </div>

      <Facet id={`${idPrefix}-publishedWithin`} label="Publicación">
        <Select
          value={value.publishedWithin ?? ALL}
          onValueChange={(days) =>
            set({ publishedWithin: days === ALL ? undefined : (days as FreshnessWindow) })
          }
        >
          <SelectTrigger id={`${idPrefix}-publishedWithin`} className="w-full">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={ALL}>Cualquier fecha</SelectItem>
            {freshnessWindows.map((days) => (
              <SelectItem key={days} value={days}>
                {freshnessLabels[days]}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </Facet>

      <Facet id={`${idPrefix}-sort`} label="Ordenar por">
        <Select
          value={value.sort ?? 'relevance'}
          onValueChange={(sort) => set({ sort: sort === 'relevance' ? undefined : (sort as BusinessSort) })}
        >
          <SelectTrigger id={`${idPrefix}-sort`} className="w-full">
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
      </Facet>

      {active ? (
        <Button
          type="button"
          variant="outline"
          onClick={() => onChange({ q: valueRef.current.q, sort: valueRef.current.sort })}
        >
          <XIcon aria-hidden="true" />
          Quitar filtros
        </Button>
      ) : null}
    </div>
  );
}

/** The words box above the results: searches after a pause in typing, or at once on Enter. */
export function BusinessSearchBox({
  value,
  onChange,
  className,
}: {
  value: BusinessFilters;
  onChange: (next: BusinessFilters) => void;
  className?: string;
}) {
  const valueRef = useRef(value);
  valueRef.current = value;
  const words = useTypedFilter(
    value.q,
    (v) => v ?? '',
    readText,
    (q) => onChange({ ...valueRef.current, q }),
  );
  return (
    <search className={cn('relative min-w-0 flex-1', className)}>
      <Label htmlFor="business-q" className="sr-only">
        Buscar negocios
      </Label>
      <SearchIcon
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
        aria-hidden="true"
      />
      <Input
        id="business-q"
        type="search"
        value={words.text}
        onChange={(e) => words.onText(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter') words.flush();
        }}
        onBlur={words.flush}
        placeholder="Cafetería, ferretería…"
        className="pl-9"
        enterKeyHint="search"
        maxLength={200}
      />
    </search>
  );
}
