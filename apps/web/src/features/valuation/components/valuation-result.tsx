import { type BusinessCategory, businessCategoryLabels } from '@traspasa/shared/enums';
import { formatMoney } from '@traspasa/shared/money';
import { countText, plural } from '@traspasa/shared/plural';
import { formatMultiple, type ValuationResult } from '@traspasa/shared/valuation';
import { StoreIcon, TrendingDownIcon, TrendingUpIcon } from 'lucide-react';
import { forwardRef } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { useComparables } from '../api/valuation-api';

function Comparables({ category, typical }: { category: BusinessCategory; typical: number }) {
  const query = useComparables(category);
  const label = businessCategoryLabels[category].toLowerCase();
  return (
    <section aria-labelledby="valuation-market" className="rounded-xl border bg-background p-4">
      <h3 id="valuation-market" className="flex items-center gap-2 text-sm font-semibold">
        <StoreIcon className="size-4 text-primary" aria-hidden="true" />
        Lo que piden en Traspasa
      </h3>
      {query.isPending ? (
        <div className="mt-3 grid gap-2" role="status" aria-label="Cargando los negocios parecidos">
          <Skeleton className="h-4 w-3/4" />
          <Skeleton className="h-4 w-1/2" />
        </div>
      ) : query.isError ? (
        <p className="mt-2 text-sm text-muted-foreground">
          No pudimos consultar los negocios publicados en este momento. Tu valoración no cambia.
        </p>
      ) : query.data.medianMultiple !== null ? (
        <p className="mt-2 text-sm leading-6">
          Los{' '}
          <strong>
            {query.data.count} negocios de {label}
          </strong>{' '}
          publicados con precio y utilidad piden, en la mediana,{' '}
          <strong className="tabular-nums">{formatMultiple(query.data.medianMultiple)}</strong> su utilidad
          anual
          {query.data.medianMultiple > 0 ? <> (tu valor típico usa {formatMultiple(typical)}).</> : '.'} Es el
          precio que piden, no el de venta: suele negociarse a la baja.
        </p>
      ) : (
        <p className="mt-2 text-sm leading-6 text-muted-foreground">
          {query.data.count === 0
            ? `Todavía no hay negocios de ${label} publicados con precio y utilidad`
            : `Por ahora hay ${countText(query.data.count, 'negocio', 'negocios')} de ${label} ${plural(query.data.count, 'publicado', 'publicados')} con precio y utilidad`}
          : necesitamos al menos {query.data.minimum} para mostrarte una mediana confiable.
        </p>
      )}
      {query.data?.closedSales.medianMultiple != null ? (
        // Agreed prices of deals closed on Traspasa, only as a median of 5 or more (decision 171).
        <p className="mt-2 text-sm leading-6">
          Las <strong>{countText(query.data.closedSales.count, 'venta cerrada', 'ventas cerradas')}</strong>{' '}
          en Traspasa de {label} se acordaron, en la mediana, en{' '}
          <strong className="tabular-nums">{formatMultiple(query.data.closedSales.medianMultiple)}</strong> su
          utilidad anual.
        </p>
      ) : null}
    </section>
  );
}

/** The range, the multiple and why; the marketplace's own median beside it. */
export const ValuationResultCard = forwardRef<
  HTMLHeadingElement,
  { result: ValuationResult; category: BusinessCategory }
>(function ValuationResultCard({ result, category }, headingRef) {
  return (
    <section
      aria-labelledby="valuation-result-title"
      className="grid gap-5 rounded-2xl border border-primary/30 bg-primary-soft p-4 shadow-sm sm:p-6"
    >
      <div>
        <h2
          id="valuation-result-title"
          ref={headingRef}
          tabIndex={-1}
          className="text-lg font-semibold focus-visible:outline-none"
        >
          Tu negocio vale, como referencia
        </h2>
        <p className="mt-3 text-3xl font-bold tracking-tight text-primary tabular-nums sm:text-4xl">
          {formatMoney(result.typical)}
        </p>
        <p className="text-sm text-muted-foreground">valor típico</p>
      </div>
      <dl className="grid grid-cols-2 gap-3">
        <div className="rounded-xl bg-background p-3">
          <dt className="text-xs font-medium text-muted-foreground">Valor bajo</dt>
          <dd className="text-lg font-semibold tabular-nums">{formatMoney(result.low)}</dd>
        </div>
        <div className="rounded-xl bg-background p-3">
          <dt className="text-xs font-medium text-muted-foreground">Valor alto</dt>
          <dd className="text-lg font-semibold tabular-nums">{formatMoney(result.high)}</dd>
        </div>
        <div className="col-span-2 rounded-xl bg-background p-3">
          <dt className="text-xs font-medium text-muted-foreground">Múltiplo usado</dt>
          <dd className="text-base font-semibold tabular-nums">
            {formatMultiple(result.multiple.typical)} tu utilidad anual{' '}
            <span className="text-sm font-normal text-muted-foreground">
              (entre {formatMultiple(result.multiple.low)} y {formatMultiple(result.multiple.high)})
            </span>
          </dd>
        </div>
      </dl>

      <div>
        <h3 className="text-sm font-semibold">Por qué</h3>
        <ul className="mt-2 grid gap-2 text-sm leading-6">
          {result.explanation.map((line) => (
            <li key={line} className="flex gap-2">
              <span aria-hidden="true" className="mt-2.5 size-1.5 shrink-0 rounded-full bg-primary" />
              <span>{line}</span>
            </li>
          ))}
        </ul>
        {result.adjustments.length > 0 ? (
          <ul className="mt-3 grid gap-2 text-sm leading-6" aria-label="Ajustes por tus datos">
            {result.adjustments.map((a) => (
              <li key={a.code} className="flex gap-2 rounded-lg bg-background p-2.5">
                {a.delta >= 0 ? (
                  <TrendingUpIcon className="mt-1 size-4 shrink-0 text-success" aria-hidden="true" />
                ) : (
                  <TrendingDownIcon className="mt-1 size-4 shrink-0 text-warning" aria-hidden="true" />
                )}
                <span>
                  <strong className="tabular-nums">
                    {a.delta >= 0 ? '+' : '−'}
                    {Math.abs(a.delta).toFixed(2).replace('.', ',')}
                  </strong>{' '}
                  {a.reason}
                </span>
              </li>
            ))}
          </ul>
        ) : null}
      </div>

      <Comparables category={category} typical={result.multiple.typical} />

      <p className="text-xs leading-5 text-muted-foreground">
        Es una referencia general calculada con múltiplos que publican los intermediarios de negocios para
        pequeñas empresas, no una tasación. El precio final depende de tus cuentas, del arriendo, de los
        permisos y de la negociación.
      </p>
    </section>
  );
});
