// Step 6 of the listing form: review and submit.
import { premisesLabels } from '@traspasa/shared/businesses';
import { formatDay } from '@traspasa/shared/dates';
import { businessCategoryLabels } from '@traspasa/shared/enums';
import { formatUsd } from '@traspasa/shared/format';
import type { FigureWarning } from '@traspasa/shared/listings';
import { countText } from '@traspasa/shared/plural';
import { CheckCircle2Icon, CircleIcon, TriangleAlertIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { toPayload } from '../lib/payload';
import { type ListingValues, type missingFields, stepOf } from '../lib/values';

/** "Sí, $12.000", "Sí", "No" or "—" (not answered). */
function included(answer: boolean | null | undefined, value: number | null | undefined): string {
  if (answer == null) return '—';
  if (!answer) return 'No';
  return value == null ? 'Sí' : `Sí, ${formatUsd(value)}`;
}

function premisesText(p: ReturnType<typeof toPayload>['payload']): string {
  if (!p.premises) return '—';
  if (p.premises === 'owned') return premisesLabels.owned;
  const parts = [premisesLabels.leased];
  if (p.monthlyRent != null) parts.push(`${formatUsd(p.monthlyRent)} al mes`);
  if (p.leaseEndsOn) parts.push(`hasta el ${formatDay(p.leaseEndsOn)}`);
  return parts.join(', ');
}

/**
 * The last step: what is still missing, the figures that look like a typo (to confirm,
 * decision 130), and a summary showing each amount exactly as it will be saved.
 */
export function ReviewStep({
  values,
  images,
  missing,
  onFix,
  canSubmit,
  warnings,
  figuresConfirmed,
  onConfirmFigures,
}: {
  canSubmit: boolean;
  values: ListingValues;
  images: string[];
  missing: ReturnType<typeof missingFields>;
  onFix: (step: number) => void;
  warnings: FigureWarning[];
  figuresConfirmed: boolean;
  onConfirmFigures: (confirmed: boolean) => void;
}) {
  const { payload } = toPayload(values);
  const pendingConfirmation = warnings.length > 0 && !figuresConfirmed;
  const rows: Array<[string, string]> = [
    ['Título', values.title || '—'],
    ['Categoría', values.category ? businessCategoryLabels[values.category] : '—'],
    ['Ubicación', [values.location, values.country].filter(Boolean).join(', ') || '—'],
    ['Precio de venta', payload.askingPrice == null ? '—' : formatUsd(payload.askingPrice)],
    ['Ventas anuales', payload.annualRevenue == null ? '—' : formatUsd(payload.annualRevenue)],
    ['Utilidad anual', payload.annualProfit == null ? '—' : formatUsd(payload.annualProfit)],
    ['Años en operación', values.yearsOperation || '—'],
    ['Empleados', values.employeeCount || '—'],
    ['Beneficio del dueño', payload.cashFlow == null ? '—' : formatUsd(payload.cashFlow)],
    ['Inventario', included(payload.inventoryIncluded, payload.inventoryValue)],
    ['Equipos', included(payload.equipmentIncluded, payload.equipmentValue)],
    ['Local', premisesText(payload)],
    [
      'Financiamiento del vendedor',
      payload.sellerFinancing == null
        ? '—'
        : payload.sellerFinancing
          ? payload.sellerFinancingTerms || 'Sí'
          : 'No',
    ],
    [
      'Capacitación',
      payload.trainingWeeks == null
        ? '—'
        : payload.trainingWeeks === 0
          ? 'Sin capacitación'
          : countText(payload.trainingWeeks, 'semana', 'semanas'),
    ],
    ['Fotos', String(images.length)],
  ];
  return (
    <div className="grid grid-cols-1 gap-5">
      <div className="grid grid-cols-1 gap-2">
        <h3 className="text-sm font-semibold">Antes de enviar</h3>
        <ul className="grid gap-1">
          {(
            ['title', 'category', 'country', 'location', 'askingPrice', 'description', 'images'] as const
          ).map((field) => {
            const miss = missing.find((m) => m.field === field);
            const labels: Record<string, string> = {
              title: 'Título (mínimo 5 letras)',
              category: 'Categoría',
              country: 'País',
              location: 'Ciudad o provincia',
              askingPrice: 'Precio de venta',
              description: 'Descripción',
              images: 'Al menos una foto',
            };
            return (
              <li
                key={field}
                className="flex min-h-11 items-center justify-between gap-2 border-b last:border-0"
              >
                <span className="flex items-center gap-2 text-sm">
                  {miss ? (
                    <CircleIcon className="size-4 text-muted-foreground" aria-hidden="true" />
                  ) : (
                    <CheckCircle2Icon className="size-4 text-green-700" aria-hidden="true" />
                  )}
                  {labels[field]}
                  <span className="sr-only">{miss ? ': falta' : ': listo'}</span>
                </span>
                {miss ? (
                  <Button type="button" variant="link" size="sm" onClick={() => onFix(miss.step)}>
                    Completar
                  </Button>
                ) : null}
              </li>
            );
          })}
        </ul>
        {missing.length > 0 ? (
          <p className="text-sm text-muted-foreground">
            Completa lo que falta para poder enviar el anuncio a revisión. Tu borrador ya está guardado.
          </p>
        ) : pendingConfirmation ? (
          <p className="text-sm text-amber-900">Revisa las cifras marcadas abajo antes de enviar.</p>
        ) : (
          <p className="text-sm text-green-800">
            {canSubmit
              ? 'Todo listo. Un administrador revisará el anuncio antes de publicarlo.'
              : 'Todo completo. Tus cambios se guardan solos.'}
          </p>
        )}
      </div>
      {warnings.length > 0 ? (
        <section
          aria-labelledby="figure-warnings-title"
          className="grid gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4"
        >
          <h3
            id="figure-warnings-title"
            className="flex items-center gap-2 text-sm font-semibold text-amber-950"
          >
            <TriangleAlertIcon className="size-4" aria-hidden="true" />
            ¿Son correctas estas cifras?
          </h3>
          <ul className="grid list-disc gap-1 pl-5 text-sm text-amber-950">
            {warnings.map((w) => (
              <li key={w.code}>{w.message}</li>
            ))}
          </ul>
          <div className="flex flex-wrap items-center gap-3">
            <Button
              type="button"
              variant="outline"
              size="sm"
              className="bg-background"
              onClick={() => onFix(stepOf(warnings[0]?.field ?? 'askingPrice'))}
            >
              Corregir las cifras
            </Button>
            <div className="flex items-center gap-2">
              <Checkbox
                id="confirm-figures"
                checked={figuresConfirmed}
                onCheckedChange={(v) => onConfirmFigures(v === true)}
              />
              <label htmlFor="confirm-figures" className="text-sm font-medium text-amber-950">
                Las revisé y son correctas
              </label>
            </div>
          </div>
        </section>
      ) : null}
      <div className="grid grid-cols-1 gap-2">
        <h3 className="text-sm font-semibold">Resumen</h3>
        {images[0] ? (
          <img
            src={images[0].replace(/-gallery\.webp$/, '-card.webp')}
            alt="Portada del anuncio"
            className="aspect-[4/3] w-full max-w-xs rounded-lg object-cover"
          />
        ) : null}
        <dl className="grid grid-cols-1 gap-x-6 sm:grid-cols-2">
          {rows.map(([label, value]) => (
            <div key={label} className="flex justify-between gap-3 border-b py-2 text-sm">
              <dt className="text-muted-foreground">{label}</dt>
              <dd className="min-w-0 text-right font-medium break-words">{value}</dd>
            </div>
          ))}
        </dl>
        {values.description ? (
          <p className="line-clamp-4 text-sm whitespace-pre-line text-muted-foreground">
            {values.description}
          </p>
        ) : null}
      </div>
    </div>
  );
}
