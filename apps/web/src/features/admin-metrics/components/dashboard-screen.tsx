import {
  type DashboardPeriod,
  type DashboardResponse,
  dashboardPeriods,
} from '@traspasa/shared/admin-metrics';
import { businessStatuses, userRoles } from '@traspasa/shared/enums';
import { countText } from '@traspasa/shared/plural';
import { useSearchParams } from 'react-router';
import { PageBody, PageHeader } from '@/components/page/page-header';
import { ErrorState } from '@/components/page/states';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/utils';
import { useAdminDashboard } from '../api/admin-metrics';
import { formatCents, formatCentsShort, formatCount, formatDayLong } from '../lib/format';
import { type AdminQueuesState, AttentionList } from './attention-list';
import { ChartFigure } from './chart-figure';
import { FunnelChart } from './funnel-chart';
import { KpiCard } from './kpi-card';

/** Each role and status as [one, many]: «1 comprador · 7 vendedores». */
const roleLabels: Record<(typeof userRoles)[number], readonly [string, string]> = {
  buyer: ['comprador', 'compradores'],
  seller: ['vendedor', 'vendedores'],
  consultant: ['consultor', 'consultores'],
  admin: ['administrador', 'administradores'],
};
const statusLabels: Record<(typeof businessStatuses)[number], readonly [string, string]> = {
  draft: ['borrador', 'borradores'],
  pending: ['en revisión', 'en revisión'],
  approved: ['publicado', 'publicados'],
  reserved: ['reservado', 'reservados'],
  rejected: ['rechazado', 'rechazados'],
  sold: ['vendido', 'vendidos'],
  expired: ['vencido', 'vencidos'],
  held: ['retenido (cuenta suspendida)', 'retenidos (cuenta suspendida)'],
};
const counted = (n: number, [one, many]: readonly [string, string]) => countText(n, one, many);

/** ?period=7|30|90 (30 when missing or unknown). */
export function periodFromSearch(params: URLSearchParams): DashboardPeriod {
  const n = Number(params.get('period'));
  return (dashboardPeriods as readonly number[]).includes(n) ? (n as DashboardPeriod) : 30;
}

function PeriodPicker({
  period,
  onChange,
}: {
  period: DashboardPeriod;
  onChange: (p: DashboardPeriod) => void;
}) {
  return (
    <fieldset>
      <legend className="sr-only">Periodo</legend>
      <div className="inline-flex rounded-lg border bg-background p-1 shadow-sm">
        {dashboardPeriods.map((p) => (
          <label
            key={p}
            className={cn(
              'flex min-h-10 cursor-pointer items-center rounded-md px-3 text-sm font-medium transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring',
              p === period ? 'bg-primary text-primary-foreground' : 'text-muted-foreground hover:bg-muted',
            )}
          >
            <input
              type="radio"
              name="period"
              value={p}
              checked={p === period}
              onChange={() => onChange(p)}
              className="sr-only"
            />
            {p} días
          </label>
        ))}
      </div>
    </fieldset>
  );
}

const total = (series: DashboardResponse['series'], key: keyof DashboardResponse['series'][number]) =>
  series.reduce((s, p) => s + Number(p[key]), 0);

function busiest(series: DashboardResponse['series'], key: keyof DashboardResponse['series'][number]) {
  let best = series[0];
  for (const p of series) if (best && Number(p[key]) > Number(best[key])) best = p;
  return best && Number(best[key]) > 0 ? best : null;
}

function summaryOf(
  series: DashboardResponse['series'],
  key: 'signups' | 'listingsPublished' | 'ndasSigned' | 'messages' | 'revenueCents',
  show: (n: number) => string,
) {
  const sum = total(series, key);
  const top = busiest(series, key);
  return `${show(sum)} en el periodo${top ? `; el día con más: ${formatDayLong(top.day)} (${show(Number(top[key]))})` : ''}.`;
}

/** /admin/dashboard: how the marketplace is doing over 7, 30 or 90 days, and what waits. */
export function DashboardScreen({ queues }: { queues: AdminQueuesState }) {
  const [params, setParams] = useSearchParams();
  const period = periodFromSearch(params);
  const { data, isPending, isError, refetch, isFetching } = useAdminDashboard(period);
  const setPeriod = (p: DashboardPeriod) => {
    const next = new URLSearchParams(params);
    next.set('period', String(p));
    setParams(next, { replace: true });
  };

  return (
    <>
      <title>Panel de administración | Traspasa</title>
      <PageHeader
        eyebrow="Administración"
        title="Panel"
        description="Cómo va el mercado en el periodo que elijas, comparado con el periodo anterior de la misma duración, y lo que espera tu revisión."
        actions={<PeriodPicker period={period} onChange={setPeriod} />}
      />
      <PageBody className="grid grid-cols-1 gap-8">
        <AttentionList queues={queues} />
        {isPending ? (
          <div
            className="grid grid-cols-2 gap-3 lg:grid-cols-4"
            role="status"
            aria-label="Cargando los indicadores"
          >
            {['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'].map((k) => (
              <Skeleton key={k} className="h-28 w-full" />
            ))}
          </div>
        ) : isError || !data ? (
          <ErrorState title="No pudimos cargar los indicadores" onRetry={() => void refetch()} />
        ) : (
          <div
            className={cn('grid grid-cols-1 gap-8 transition-opacity', isFetching && 'opacity-70')}
            aria-busy={isFetching}
          >
            <Indicators data={data} />
            <section aria-labelledby="charts-title" className="grid gap-4">
              <h2 id="charts-title" className="text-lg font-semibold">
                Día a día
              </h2>
              <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
                <ChartFigure
                  title="Registros"
                  summary={summaryOf(data.series, 'signups', formatCount)}
                  data={data.series}
                  series={[{ key: 'signups', name: 'Registros', color: '#115e59' }]}
                />
                <ChartFigure
                  title="Anuncios publicados"
                  summary={summaryOf(data.series, 'listingsPublished', formatCount)}
                  data={data.series}
                  kind="bar"
                  series={[{ key: 'listingsPublished', name: 'Anuncios aprobados', color: '#2563eb' }]}
                />
                <ChartFigure
                  title="Acuerdos firmados"
                  summary={summaryOf(data.series, 'ndasSigned', formatCount)}
                  data={data.series}
                  kind="bar"
                  series={[{ key: 'ndasSigned', name: 'Acuerdos firmados', color: '#d97706' }]}
                />
                <ChartFigure
                  title="Mensajes"
                  summary={summaryOf(data.series, 'messages', formatCount)}
                  data={data.series}
                  series={[{ key: 'messages', name: 'Mensajes', color: '#7c3aed' }]}
                />
                <div className="lg:col-span-2">
                  <ChartFigure
                    title="Ingresos netos (USD)"
                    summary={summaryOf(data.series, 'revenueCents', formatCents)}
                    data={data.series}
                    kind="bar"
                    format={formatCentsShort}
                    series={[{ key: 'revenueCents', name: 'Ingresos netos', color: '#0f766e' }]}
                  />
                </div>
              </div>
            </section>
            <section
              aria-labelledby="funnel-title"
              className="rounded-xl border bg-card p-4 shadow-sm sm:p-5"
            >
              <h2 id="funnel-title" className="text-lg font-semibold">
                Embudo del mercado
              </h2>
              <p className="mt-1 mb-4 text-sm text-muted-foreground">
                Del {formatDayLong(data.range.from)} al {formatDayLong(data.range.to)}.
              </p>
              <FunnelChart funnel={data.funnel} />
            </section>
          </div>
        )}
      </PageBody>
    </>
  );
}

function Indicators({ data }: { data: DashboardResponse }) {
  const k = data.kpis;
  const listingsTotal = Object.values(k.listingsByStatus).reduce((a, b) => a + b, 0);
  return (
    <section aria-labelledby="kpis-title" className="grid gap-4">
      <div>
        <h2 id="kpis-title" className="text-lg font-semibold">
          Indicadores
        </h2>
        <p className="text-sm text-muted-foreground">
          Del {formatDayLong(data.range.from)} al {formatDayLong(data.range.to)}, frente al{' '}
          {formatDayLong(data.previousRange.from)}–{formatDayLong(data.previousRange.to)}.
        </p>
      </div>
      <dl className="grid grid-cols-1 gap-3 min-[420px]:grid-cols-2 lg:grid-cols-4">
        <KpiCard
          label="Usuarios"
          value={formatCount(k.usersTotal.value)}
          kpi={k.usersTotal}
          detail={userRoles
            .filter((r) => k.usersByRole[r] > 0)
            .map((r) => counted(k.usersByRole[r], roleLabels[r]))
            .join(' · ')}
        />
        <KpiCard label="Registros nuevos" value={formatCount(k.signups.value)} kpi={k.signups} />
        <KpiCard
          label="Usuarios activos"
          value={formatCount(k.activeUsers.value)}
          kpi={k.activeUsers}
          detail="Iniciaron sesión o enviaron un mensaje."
        />
        <KpiCard
          label="Anuncios"
          value={formatCount(listingsTotal)}
          detail={businessStatuses
            .filter((s) => k.listingsByStatus[s] > 0)
            .map((s) => counted(k.listingsByStatus[s], statusLabels[s]))
            .join(' · ')}
        />
        <KpiCard
          label="Anuncios publicados"
          value={formatCount(k.listingsPublished.value)}
          kpi={k.listingsPublished}
          detail="Aprobados en el periodo."
        />
        <KpiCard
          label="En moderación"
          value={formatCount(k.pendingModeration)}
          detail="Esperan tu revisión ahora."
        />
        <KpiCard label="Acuerdos firmados" value={formatCount(k.ndasSigned.value)} kpi={k.ndasSigned} />
        <KpiCard
          label="Conversaciones nuevas"
          value={formatCount(k.conversations.value)}
          kpi={k.conversations}
        />
        <KpiCard label="Mensajes" value={formatCount(k.messages.value)} kpi={k.messages} />
        <KpiCard
          label="Ingresos netos"
          value={formatCents(k.revenueCents.value)}
          kpi={k.revenueCents}
          detail="Pagos menos reembolsos, en USD."
        />
        <KpiCard label="Suscripciones activas" value={formatCount(k.activeSubscriptions)} detail="Ahora." />
        <KpiCard
          label="Interesados en valorar"
          value={formatCount(k.valuationLeads.value)}
          kpi={k.valuationLeads}
          detail="Pidieron el informe de la calculadora."
        />
        <KpiCard label="Denuncias abiertas" value={formatCount(k.openReports)} detail="Ahora." />
        <KpiCard label="Identidades por revisar" value={formatCount(k.pendingIdentity)} detail="Ahora." />
        <KpiCard label="Errores sin resolver" value={formatCount(k.unresolvedErrors)} detail="Ahora." />
        <KpiCard label="Comentarios pendientes" value={formatCount(k.pendingFeedback)} detail="Ahora." />
      </dl>
    </section>
  );
}
