import { useQuery } from '@tanstack/react-query';
import { plural } from '@traspasa/shared/plural';
import { Loader2Icon, SlidersHorizontalIcon } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogDescription, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { type BusinessFilters, businessesQueryOptions } from '../api/get-businesses';
import { activeFilterCount, requestFilters, resultsButtonLabel } from '../lib/filters';
import { BusinessFilterPanel } from './business-filters';

/**
 * The phone's filters (decision 051): a «Filtros» button with how many are on, opening a bottom
 * sheet with the same panel as the desktop column. Changes stay pending in the sheet while
 * its main button counts what they would give («Ver 23 resultados», a one-row request);
 * pressing it puts them in the address.
 */
export function FiltersSheet({
  value,
  onApply,
  className,
}: {
  value: BusinessFilters;
  onApply: (next: BusinessFilters) => void;
  className?: string;
}) {
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState<BusinessFilters>(value);
  const count = activeFilterCount(value);

  // Only the total is needed: one row, the count the list request makes anyway.
  const preview = useQuery({
    ...businessesQueryOptions({ ...requestFilters(pending), limit: 1 }),
    enabled: open,
  });
  const total = preview.data?.total;

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (next) setPending(value);
        setOpen(next);
      }}
    >
      <DialogTrigger asChild>
        <Button type="button" variant="outline" className={className}>
          <SlidersHorizontalIcon aria-hidden="true" />
          Filtros
          {count > 0 ? (
            <span className="rounded-full bg-primary px-2 text-xs text-primary-foreground">
              {count}
              <span className="sr-only"> {plural(count, 'activo', 'activos')}</span>
            </span>
          ) : null}
        </Button>
      </DialogTrigger>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-slate-950/60 data-[state=open]:animate-fade-in" />
        <DialogPrimitive.Content
          className="fixed inset-x-0 bottom-0 z-50 flex max-h-[88dvh] flex-col rounded-t-2xl border-t bg-background shadow-xl outline-none data-[state=open]:animate-fade-in"
          data-testid="filters-sheet"
        >
          <div className="flex items-center justify-between gap-2 border-b px-4 py-3">
            <DialogTitle className="text-lg font-semibold">Filtros</DialogTitle>
            <DialogPrimitive.Close asChild>
              <Button type="button" variant="ghost">
                Cerrar
              </Button>
            </DialogPrimitive.Close>
          </div>
          <DialogDescription className="sr-only">
            Elige los filtros y pulsa el botón de abajo para ver los resultados.
          </DialogDescription>
          <div className="min-h-0 flex-1 overflow-y-auto px-4 py-4">
            <BusinessFilterPanel value={pending} onChange={setPending} idPrefix="sheet" />
          </div>
          <div className="border-t px-4 py-3 pb-[max(0.75rem,env(safe-area-inset-bottom))]">
            <Button
              type="button"
              size="lg"
              className="w-full"
              aria-live="polite"
              aria-busy={preview.isFetching}
              disabled={total === 0}
              onClick={() => {
                onApply(pending);
                setOpen(false);
              }}
            >
              {preview.isFetching ? <Loader2Icon className="animate-spin" aria-hidden="true" /> : null}
              {total === undefined
                ? 'Ver resultados'
                : resultsButtonLabel(total, preview.data?.totalIsLowerBound)}
            </Button>
          </div>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </Dialog>
  );
}
