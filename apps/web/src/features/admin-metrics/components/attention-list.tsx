import type { UseQueryResult } from '@tanstack/react-query';
import type { AdminQueueCounts } from '@traspasa/shared/admin-queues';
import { plural } from '@traspasa/shared/plural';
import { CheckCircle2Icon, ChevronRightIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { formatCount } from '../lib/format';

const items: Array<{ key: keyof AdminQueueCounts; to: string; one: string; many: string }> = [
  {
    key: 'listingsPending',
    to: paths.adminModeration.build('listings'),
    one: 'anuncio espera moderación',
    many: 'anuncios esperan moderación',
  },
  {
    key: 'reportsPending',
    to: paths.adminModeration.build('reports'),
    one: 'denuncia sin revisar',
    many: 'denuncias sin revisar',
  },
  {
    key: 'identityPending',
    to: paths.adminIdentityVerifications.href,
    one: 'verificación de identidad pendiente',
    many: 'verificaciones de identidad pendientes',
  },
  {
    key: 'fundsPending',
    to: paths.adminFundsVerifications.href,
    one: 'verificación de fondos pendiente',
    many: 'verificaciones de fondos pendientes',
  },
  {
    key: 'professionalsPending',
    to: paths.adminProfessionals.href,
    one: 'profesional espera aprobación',
    many: 'profesionales esperan aprobación',
  },
  {
    key: 'ndaUploadsPending',
    to: paths.ndaAudit.href,
    one: 'acuerdo subido por revisar',
    many: 'acuerdos subidos por revisar',
  },
  {
    key: 'feedbackPending',
    to: paths.adminFeedback.href,
    one: 'comentario sin responder',
    many: 'comentarios sin responder',
  },
  {
    key: 'errorsUnresolved',
    to: paths.adminErrors.href,
    one: 'error sin resolver',
    many: 'errores sin resolver',
  },
  {
    key: 'paymentEventsFailed',
    to: paths.adminStripe.href,
    one: 'evento de pago fallido',
    many: 'eventos de pago fallidos',
  },
];

/** "Necesita tu atención": every queue with something waiting, most urgent first, each a link to it. */
export type AdminQueuesState = Pick<UseQueryResult<AdminQueueCounts>, 'data' | 'isPending' | 'isError'>;

export function AttentionList({ queues }: { queues: AdminQueuesState }) {
  const { data, isPending, isError } = queues;
  return (
    <section aria-labelledby="attention-title" className="rounded-xl border bg-card p-4 shadow-sm sm:p-5">
      <h2 id="attention-title" className="text-lg font-semibold">
        Necesita tu atención
      </h2>
      {isPending ? (
        <div className="mt-3 grid gap-2" role="status" aria-label="Cargando las colas">
          <Skeleton className="h-10 w-full" />
          <Skeleton className="h-10 w-full" />
        </div>
      ) : isError || !data ? (
        <p className="mt-2 text-sm text-muted-foreground">
          No pudimos leer las colas ahora. Ábrelas desde el menú de administración.
        </p>
      ) : items.every((i) => data[i.key] === 0) ? (
        <p className="mt-2 flex items-center gap-2 text-sm text-muted-foreground">
          <CheckCircle2Icon className="size-4 text-emerald-700" aria-hidden="true" />
          Nada espera tu revisión. Buen trabajo.
        </p>
      ) : (
        <ul className="mt-3 grid gap-2">
          {items
            .filter((i) => data[i.key] > 0)
            .map((i) => (
              <li key={i.key}>
                <Link
                  to={i.to}
                  className="flex min-h-11 items-center justify-between gap-3 rounded-lg border px-3 py-2 text-sm transition-colors hover:bg-muted/60 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
                >
                  <span>
                    <span className="mr-1.5 inline-flex min-w-7 justify-center rounded-full bg-amber-100 px-2 py-0.5 font-semibold text-amber-900 tabular-nums">
                      {formatCount(data[i.key])}
                    </span>
                    {plural(data[i.key], i.one, i.many)}
                  </span>
                  <ChevronRightIcon className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
                </Link>
              </li>
            ))}
        </ul>
      )}
    </section>
  );
}
