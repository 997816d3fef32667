import type { AdminUserSummary } from '@traspasa/shared/admin-users';
import { countText } from '@traspasa/shared/plural';
import { Loader2Icon, SearchIcon, UserRoundCheckIcon } from 'lucide-react';
import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { cn } from '@/lib/utils';
import { sellerName, useSellerSearch } from '../api/search-sellers';

const DEBOUNCE_MS = 300;

/** The chosen seller: name, email and username, with a way to choose again. */
export function ChosenSeller({ seller, onChange }: { seller: AdminUserSummary; onChange?: () => void }) {
  return (
    <div className="flex flex-wrap items-center gap-3 rounded-lg border bg-card p-3">
      <UserRoundCheckIcon className="size-5 shrink-0 text-primary" aria-hidden="true" />
      <div className="min-w-0 flex-1 basis-56">
        <p className="truncate font-semibold">{sellerName(seller)}</p>
        <p className="truncate text-sm text-muted-foreground">
          {seller.email} · @{seller.username}
        </p>
      </div>
      {onChange ? (
        <Button type="button" variant="outline" size="sm" className="min-h-11" onClick={onChange}>
          Cambiar vendedor
        </Button>
      ) : null}
    </div>
  );
}

/**
 * Search-as-you-type for an active seller account (admins only: GET /api/admin/users).
 * An ARIA 1.2 combobox: arrows move through the results, Enter chooses, Escape closes.
 */
export function SellerPicker({
  value,
  onChange,
  error,
}: {
  value: AdminUserSummary | null;
  onChange: (seller: AdminUserSummary | null) => void;
  error?: string;
}) {
  const id = useId();
  const inputId = `${id}-input`;
  const listId = `${id}-list`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const inputRef = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const term = useDebouncedValue(text.trim(), DEBOUNCE_MS);
  const search = useSellerSearch(term, open && value === null);
  const items = search.data?.items ?? [];
  const waiting = search.isFetching || term !== text.trim();
  const activeItem = open ? items[Math.min(active, items.length - 1)] : undefined;

  if (value) {
    return (
      <div className="grid gap-2">
        <p className="text-sm font-medium">Vendedor</p>
        <ChosenSeller
          seller={value}
          onChange={() => {
            onChange(null);
            setOpen(true);
            window.setTimeout(() => inputRef.current?.focus(), 0);
          }}
        />
      </div>
    );
  }

  const choose = (seller: AdminUserSummary) => {
    onChange(seller);
    setOpen(false);
    setText('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) {
        setOpen(true);
        return;
      }
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => (items.length === 0 ? 0 : (i + step + items.length) % items.length));
    } else if (event.key === 'Enter') {
      // Enter picks the highlighted seller instead of submitting the surrounding form —
      // never from a list that is still the previous term's.
      if (open && (activeItem || waiting)) {
        event.preventDefault();
        if (activeItem && !waiting) choose(activeItem);
      }
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
    }
  };

  const status = search.isError
    ? 'No pudimos buscar vendedores. Revisa tu conexión e inténtalo de nuevo.'
    : waiting && items.length === 0
      ? 'Buscando vendedores…'
      : items.length === 0
        ? term
          ? `Ningún vendedor activo coincide con «${term}». Prueba con el correo o el usuario.`
          : 'Todavía no hay cuentas de vendedor.'
        : null;

  return (
    <div className="grid gap-2">
      <Label htmlFor={inputId}>
        Vendedor
        <span className="ml-0.5 text-destructive" aria-hidden="true">
          *
        </span>
      </Label>
      <div className="relative">
        <SearchIcon
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          aria-hidden="true"
        />
        <Input
          ref={inputRef}
          id={inputId}
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={listId}
          aria-activedescendant={activeItem ? `${listId}-${activeItem.id}` : undefined}
          aria-describedby={[hintId, error ? errorId : null].filter(Boolean).join(' ')}
          aria-invalid={error ? true : undefined}
          aria-required
          autoComplete="off"
          spellCheck={false}
          className="pl-9"
          placeholder="Nombre, correo o usuario"
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            setActive(0);
            setOpen(true);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => setOpen(false)}
          onKeyDown={onKeyDown}
        />
        {open && waiting && items.length > 0 ? (
          <Loader2Icon
            className="absolute top-1/2 right-3 size-4 -translate-y-1/2 animate-spin text-muted-foreground"
            aria-hidden="true"
          />
        ) : null}
      </div>
      <p id={hintId} className="text-sm text-muted-foreground">
        Solo aparecen cuentas activas con el rol de vendedor. El anuncio será suyo y lo verá en su panel.
      </p>
      {error ? (
        <p id={errorId} role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
      <div hidden={!open} className="rounded-lg border bg-popover shadow-sm">
        <div
          id={listId}
          role="listbox"
          aria-label="Vendedores"
          aria-busy={waiting}
          className={cn(
            'max-h-80 overflow-y-auto transition-opacity',
            items.length > 0 && 'py-1',
            waiting && 'opacity-60',
          )}
        >
          {items.map((seller, index) => (
            // Keys go through the combobox input (aria-activedescendant); a pointer picks directly.
            // biome-ignore lint/a11y/useKeyWithClickEvents: the input owns the keyboard (ARIA combobox).
            <div
              key={seller.id}
              tabIndex={-1}
              id={`${listId}-${seller.id}`}
              role="option"
              aria-selected={activeItem?.id === seller.id}
              className={cn(
                'flex min-h-11 cursor-pointer flex-col justify-center px-3 py-2',
                activeItem?.id === seller.id ? 'bg-primary-soft' : 'hover:bg-muted',
              )}
              onMouseDown={(e) => e.preventDefault()}
              onMouseEnter={() => setActive(index)}
              onClick={() => choose(seller)}
            >
              <span className="truncate text-sm font-medium">{sellerName(seller)}</span>
              <span className="truncate text-xs text-muted-foreground">
                {seller.email} · @{seller.username}
              </span>
            </div>
          ))}
        </div>
        {status ? (
          <p
            className={cn('px-3 py-3 text-sm', search.isError ? 'text-destructive' : 'text-muted-foreground')}
          >
            {status}
          </p>
        ) : null}
      </div>
      <p className="sr-only" aria-live="polite">
        {open && !waiting && items.length > 0
          ? countText(items.length, 'vendedor encontrado', 'vendedores encontrados')
          : ''}
      </p>
    </div>
  );
}
