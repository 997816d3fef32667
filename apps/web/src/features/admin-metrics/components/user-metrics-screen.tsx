import type { RetentionCohort, UserMetricsResponse } from '@traspasa/shared/admin-metrics';
import type { UserRole } from '@traspasa/shared/enums';
import { countText } from '@traspasa/shared/plural';
import { type FormEvent, useState } from 'react';
import { useSearchParams } from 'react-router';
import { PageBody, PageHeader } from '@/components/page/page-header';
import { ErrorState } from '@/components/page/states';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api-client';
import { cn } from '@/lib/utils';
import { useUserMetrics } from '../api/admin-metrics';
import { csvFileName, downloadCsv, toCsv } from '../lib/csv';
import { formatCount, formatDayLong, formatDayShort, formatDecimal, formatShare } from '../lib/format';
import { addDays, presets, rangeFromSearch, todayInEcuador } from '../lib/range';
import { ChartFigure } from './chart-figure';
import { CsvButton, DataTable } from './data-table';

const roleNames: Record<UserRole, string> = {
  buyer: 'Compradores',
  seller: 'Vendedores',
  consultant: 'Consultores',
  admin: 'Administradores',
};

function RangeForm({ from, to, today }: { from: string; to: string; today: string }) {
  const [, setParams] = useSearchParams();
  const [draft, setDraft] = useState({ from, to });
  const [key, setKey] = useState(`${from}|${to}`);
  if (key !== `${from}|${to}`) {
    // The address changed (a preset, back/forward): the inputs follow it.
    setKey(`${from}|${to}`);
    setDraft({ from, to });
  }
  const apply = (range: { from: string; to: string }) => setParams(range, { replace: false });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    apply(draft);
  };
  return (
    <form
      onSubmit={submit}
      className="grid gap-3 rounded-xl border bg-card p-4 shadow-sm sm:p-5"
      aria-label="Rango de fechas"
    >
      <fieldset className="flex flex-wrap gap-2">
        <legend className="sr-only">Rangos rápidos</legend>
        {presets.map((n) => {
          const range = { from: addDays(today, -(n - 1)), to: today };
          const active = range.from === from && range.to === to;
          return (
            <Button
              key={n}
              type="button"
              size="sm"
              variant={active ? 'default' : 'outline'}
              aria-pressed={active}
              className="min-h-10"
              onClick={() => apply(range)}
            >
              Últimos {n} días
            </Button>
          );
        })}
      </fieldset>
      <div className="grid grid-cols-1 gap-3 min-[420px]:grid-cols-2 sm:flex sm:items-end">
        <div className="grid gap-1.5">
          <Label htmlFor="metrics-from">Desde</Label>
          <Input
            id="metrics-from"
            type="date"
            value={draft.from}
            max={draft.to || today}
            required
            onChange={(e) => setDraft((d) => ({ ...d, from: e.target.value }))}
          />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="metrics-to">Hasta</Label>
          <Input
            id="metrics-to"
            type="date"
            value={draft.to}
            min={draft.from}
            max={today}
            required
            onChange={(e) => setDraft((d) => ({ ...d, to: e.target.value }))}
          />
        </div>
        <Button type="submit" className="min-h-10 min-[420px]:col-span-2 sm:col-span-1">
          Ver este rango
        </Button>
      </div>
    </form>
  );
}

/** Cell shade of a retention share (0–1): darker is more people coming back. */
function shade(share: number): string {
  if (share >= 0.6) return 'bg-teal-700 text-white';
  if (share >= 0.4) return 'bg-teal-500 text-white';
  if (share >= 0.2) return 'bg-teal-200 text-teal-950';
  if (share > 0) return 'bg-teal-50 text-teal-950';
  return 'text-muted-foreground';
}

function RetentionTable({ data }: { data: UserMetricsResponse }) {
  const weeks = Array.from({ length: data.retentionWeeks }, (_, i) => i);
  const cohorts = data.retention.filter((c) => c.size > 0);
  const title = 'Retención por semana de registro';
  const share = (c: RetentionCohort, k: number) =>
    c.size > 0 && k < c.retained.length ? c.retained[k]! / c.size : null;
  const download = () =>
    downloadCsv(
      csvFileName('retencion-por-semanas', data.range.from, data.range.to),
      toCsv(
        ['Semana de registro', 'Registros', ...weeks.map((k) => `Semana ${k} (%)`)],
        cohorts.map((c) => [
          c.week,
          c.size,
          ...weeks.map((k) => {
            const s = share(c, k);
            return s === null ? null : Math.round(s * 1000) / 10;
          }),
        ]),
      ),
    );
  return (
    <section
      aria-labelledby="retention-title"
      className="flex min-w-0 flex-col gap-3 rounded-xl border bg-card p-4 shadow-sm sm:p-5"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 id="retention-title" className="text-lg font-semibold">
            {title}
          </h2>
          <p className="text-sm text-muted-foreground">
            De quienes se registraron cada semana (de lunes a domingo), qué parte volvió a iniciar sesión en
            la semana 0 (la del registro), 1, 2… después.
          </p>
        </div>
        {cohorts.length > 0 ? <CsvButton onDownload={download} label={title} /> : null}
      </div>
      {cohorts.length === 0 ? (
        <p className="text-sm text-muted-foreground">Nadie se registró en este rango.</p>
      ) : (
        <section
          className="relative max-h-[28rem] overflow-auto rounded-lg border"
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1)
          tabIndex={0}
          aria-label={`${title} (desplazable)`}
        >
          <table className="w-full text-sm">
            <caption className="sr-only">{title}, en porcentaje de cada grupo</caption>
            <thead className="sticky top-0 bg-muted text-xs text-muted-foreground">
              <tr>
                <th scope="col" className="sticky left-0 bg-muted px-3 py-2 text-left font-semibold">
                  Semana
                </th>
                <th scope="col" className="px-3 py-2 text-right font-semibold">
                  Registros
                </th>
                {weeks.map((k) => (
                  <th key={k} scope="col" className="px-2 py-2 text-center font-semibold whitespace-nowrap">
                    Sem. {k}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y">
              {cohorts.map((c) => (
                <tr key={c.week}>
                  <th
                    scope="row"
                    className="sticky left-0 bg-card px-3 py-1.5 text-left font-medium whitespace-nowrap"
                  >
                    {formatDayShort(c.week)}
                  </th>
                  <td className="px-3 py-1.5 text-right tabular-nums">{formatCount(c.size)}</td>
                  {weeks.map((k) => {
                    const s = share(c, k);
                    return (
                      <td
                        key={k}
                        className={cn('px-2 py-1.5 text-center tabular-nums', s !== null && shade(s))}
                      >
                        {s === null ? <span className="sr-only">aún no</span> : formatShare(s)}
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
    </section>
  );
}

function shareRows(items: UserMetricsResponse['devices']) {
  const sum = items.reduce((s, i) => s + i.count, 0) || 1;
  return items.map((i) => ({ ...i, share: i.count / sum }));
}

/** /admin/user-metrics: sign-ups, sign-ins, activity, retention and who uses Traspasa, for a range. */
export function UserMetricsScreen() {
  const [params] = useSearchParams();
  const today = todayInEcuador();
  const { from, to, error: rangeError } = rangeFromSearch(params, today);
  const query = useUserMetrics(from, to);
  const { data } = query;
  const range = { from, to };
  const serverError =
    query.error instanceof ApiError && query.error.status === 400 ? query.error.body?.error.message : null;

  return (
    <>
      <title>Métricas de usuarios | Traspasa</title>
      <PageHeader
        eyebrow="Administración"
        title="Métricas de usuarios"
        description="Registros, inicios de sesión, actividad y retención de las personas que usan Traspasa, con el detalle por rol, dispositivo y navegador."
      />
      <PageBody className="grid grid-cols-1 gap-6">
        <RangeForm from={from} to={to} today={today} />
        {rangeError ? (
          <p
            role="alert"
            className="rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950"
          >
            {rangeError}
          </p>
        ) : null}
        <p className="text-sm text-muted-foreground">
          Del {formatDayLong(from)} al {formatDayLong(to)}.
        </p>
        {query.isPending ? (
          <div className="grid gap-3" role="status" aria-label="Cargando las métricas">
            <Skeleton className="h-28 w-full" />
            <Skeleton className="h-64 w-full" />
          </div>
        ) : query.isError || !data ? (
          <ErrorState
            title="No pudimos cargar las métricas"
            message={serverError ?? undefined}
            onRetry={() => void query.refetch()}
          />
        ) : (
          <div
            className={cn('grid grid-cols-1 gap-6 transition-opacity', query.isFetching && 'opacity-70')}
            aria-busy={query.isFetching}
          >
            <section aria-labelledby="activity-title" className="grid gap-3">
              <h2 id="activity-title" className="sr-only">
                Actividad
              </h2>
              <dl className="grid grid-cols-2 gap-3 lg:grid-cols-5">
                {[
                  ['Registros', formatCount(data.totals.signups), 'en el rango'],
                  ['Inicios de sesión', formatCount(data.totals.logins), 'en el rango'],
                  ['Activos por día (DAU)', formatDecimal(data.activity.dauAverage), 'promedio del rango'],
                  [
                    'Activos en 7 días (WAU)',
                    formatCount(data.activity.wau),
                    `hasta el ${formatDayShort(to)}`,
                  ],
                  [
                    'Activos en 30 días (MAU)',
                    formatCount(data.activity.mau),
                    `hasta el ${formatDayShort(to)}`,
                  ],
                ].map(([label, value, hint]) => (
                  <div key={label} className="rounded-xl border bg-card p-4 shadow-sm">
                    <dt className="text-sm font-medium text-muted-foreground">{label}</dt>
                    <dd className="text-2xl font-bold tabular-nums">{value}</dd>
                    <dd className="text-xs text-muted-foreground">{hint}</dd>
                  </div>
                ))}
              </dl>
              <p className="text-xs text-muted-foreground">
                Activo: inició sesión o envió un mensaje. Los días cuentan en la hora de Ecuador.
              </p>
            </section>
            <ChartFigure
              title="Registros, inicios de sesión y activos"
              summary={`${countText(data.totals.signups, 'registro', 'registros')} y ${countText(data.totals.logins, 'inicio de sesión', 'inicios de sesión')}; ${formatDecimal(data.activity.dauAverage)} personas activas por día en promedio.`}
              data={data.daily}
              series={[
                { key: 'logins', name: 'Inicios de sesión', color: '#2563eb' },
                { key: 'activeUsers', name: 'Activos', color: '#115e59' },
                { key: 'signups', name: 'Registros', color: '#d97706' },
              ]}
            />
            <DataTable
              id="daily-title"
              title="Día a día"
              fileBase="dia-a-dia"
              range={range}
              rows={[...data.daily].reverse()}
              rowKey={(r) => r.day}
              empty="No hay días en este rango."
              columns={[
                { header: 'Día', cell: (r) => formatDayLong(r.day), csv: (r) => r.day },
                {
                  header: 'Registros',
                  cell: (r) => formatCount(r.signups),
                  csv: (r) => r.signups,
                  numeric: true,
                },
                {
                  header: 'Inicios de sesión',
                  cell: (r) => formatCount(r.logins),
                  csv: (r) => r.logins,
                  numeric: true,
                },
                {
                  header: 'Activos',
                  cell: (r) => formatCount(r.activeUsers),
                  csv: (r) => r.activeUsers,
                  numeric: true,
                },
              ]}
            />
            <RetentionTable data={data} />
            <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
              <DataTable
                id="roles-title"
                title="Roles"
                description="Cuentas de cada rol hoy, y cuántas se registraron en el rango."
                fileBase="roles"
                range={range}
                rows={data.roles}
                rowKey={(r) => r.role}
                empty="Todavía no hay cuentas."
                columns={[
                  { header: 'Rol', cell: (r) => roleNames[r.role], csv: (r) => roleNames[r.role] },
                  {
                    header: 'Cuentas',
                    cell: (r) => formatCount(r.total),
                    csv: (r) => r.total,
                    numeric: true,
                  },
                  {
                    header: 'Registros en el rango',
                    cell: (r) => formatCount(r.signups),
                    csv: (r) => r.signups,
                    numeric: true,
                  },
                ]}
              />
              <DataTable
                id="countries-title"
                title="Países de los anuncios"
                description="Anuncios publicados o vendidos, por país (los 10 primeros)."
                fileBase="paises-de-los-anuncios"
                rows={data.countries}
                rowKey={(r) => r.label}
                empty="Todavía no hay anuncios publicados."
                columns={[
                  { header: 'País', cell: (r) => r.label, csv: (r) => r.label },
                  {
                    header: 'Anuncios',
                    cell: (r) => formatCount(r.count),
                    csv: (r) => r.count,
                    numeric: true,
                  },
                ]}
              />
              {(
                [
                  ['devices-title', 'Dispositivos', 'dispositivos', data.devices],
                  ['browsers-title', 'Navegadores', 'navegadores', data.browsers],
                ] as const
              ).map(([id, title, file, items]) => (
                <DataTable
                  key={id}
                  id={id}
                  title={title}
                  description="Inicios de sesión del rango, según el navegador con que entraron."
                  fileBase={file}
                  range={range}
                  rows={shareRows(items)}
                  rowKey={(r) => r.label}
                  empty="Nadie inició sesión en este rango."
                  columns={[
                    {
                      header: title === 'Dispositivos' ? 'Dispositivo' : 'Navegador',
                      cell: (r) => r.label,
                      csv: (r) => r.label,
                    },
                    {
                      header: 'Inicios de sesión',
                      cell: (r) => formatCount(r.count),
                      csv: (r) => r.count,
                      numeric: true,
                    },
                    {
                      header: 'Parte',
                      cell: (r) => formatShare(r.share),
                      csv: (r) => Math.round(r.share * 1000) / 10,
                      numeric: true,
                    },
                  ]}
                />
              ))}
            </div>
          </div>
        )}
      </PageBody>
    </>
  );
}
