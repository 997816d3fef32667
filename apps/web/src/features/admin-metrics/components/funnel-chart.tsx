import type { DashboardResponse, FunnelStep } from '@traspasa/shared/admin-metrics';
import { formatCount, formatShare } from '../lib/format';

const labels: Record<FunnelStep, { title: string; hint: string }> = {
  visitors: { title: 'Visitantes', hint: 'personas distintas por día, sin cookies' },
  registered: { title: 'Se registraron', hint: 'cuentas nuevas' },
  listingViewed: { title: 'Vieron un anuncio', hint: 'visitantes distintos por día' },
  ndaSigned: { title: 'Firmaron un acuerdo', hint: 'acuerdos de confidencialidad firmados' },
  messageSent: { title: 'Enviaron un mensaje', hint: 'personas distintas' },
};

/**
 * The marketplace funnel as labelled bars (plain HTML: the numbers are text, read in order).
 * Each step counts its own population (sign-ups are accounts, viewers are daily visitors,
 * agreements are documents), so a step can outnumber the one before it: the share is of
 * the visitors, and left out when it would pass 100 %.
 */
export function visitorShare(value: number, visitors: number): number | null {
  if (visitors <= 0 || value > visitors) return null;
  return value / visitors;
}

export function FunnelChart({ funnel }: { funnel: DashboardResponse['funnel'] }) {
  const top = Math.max(1, ...funnel.map((f) => f.value));
  return (
    <ol className="grid gap-3" aria-label="Embudo del mercado, de visitantes a mensajes">
      {funnel.map((f, i) => {
        const share = i > 0 ? visitorShare(f.value, funnel[0]!.value) : null;
        return (
          <li key={f.step} className="grid gap-1">
            <div className="flex flex-wrap items-baseline justify-between gap-x-3 text-sm">
              <span className="font-medium">
                {labels[f.step].title}{' '}
                <span className="text-xs font-normal text-muted-foreground">({labels[f.step].hint})</span>
              </span>
              <span className="font-semibold tabular-nums">
                {formatCount(f.value)}
                {share !== null ? (
                  <span className="ml-2 text-xs font-normal text-muted-foreground">
                    {formatShare(share)} de los visitantes
                  </span>
                ) : null}
              </span>
            </div>
            <div className="h-3 w-full overflow-hidden rounded-full bg-muted" aria-hidden="true">
              <div
                className="h-full rounded-full bg-primary"
                style={{ width: `${Math.max(f.value > 0 ? 1 : 0, (f.value / top) * 100)}%` }}
              />
            </div>
          </li>
        );
      })}
    </ol>
  );
}
