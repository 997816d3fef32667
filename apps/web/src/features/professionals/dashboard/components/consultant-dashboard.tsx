import { type ConsultantDashboard as Dashboard, professionalStatusLabels } from '@traspasa/shared/content';
import { formatDate, formatDay } from '@traspasa/shared/dates';
import { plural } from '@traspasa/shared/plural';
import {
  CheckCircle2Icon,
  ClockIcon,
  EyeIcon,
  MessageSquareIcon,
  PencilIcon,
  XCircleIcon,
} from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { cn } from '@/lib/utils';

function StatusCard({ professional }: { professional: NonNullable<Dashboard['professional']> }) {
  const tone = {
    approved: { icon: CheckCircle2Icon, className: 'border-emerald-300 bg-emerald-50 text-emerald-900' },
    pending: { icon: ClockIcon, className: 'border-amber-300 bg-amber-50 text-amber-900' },
    rejected: { icon: XCircleIcon, className: 'border-red-300 bg-red-50 text-red-900' },
  }[professional.status];
  const Icon = tone.icon;
  return (
    <section aria-labelledby="entry-status" className={cn('rounded-xl border p-5', tone.className)}>
      <div className="flex items-start gap-3">
        <Icon className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
        <div className="grid gap-1">
          <h2 id="entry-status" className="font-semibold">
            Tu ficha: {professionalStatusLabels[professional.status]}
            {professional.changesPending ? ' · cambios en revisión' : ''}
          </h2>
          {professional.status === 'approved' && professional.changesPending ? (
            <p className="text-sm">
              Sigue en el directorio como la aprobamos. Estamos revisando los cambios que enviaste
              {professional.submittedAt ? ` el ${formatDate(professional.submittedAt)}` : ''}; el directorio
              los mostrará cuando los aprobemos.
            </p>
          ) : professional.status === 'approved' && professional.rejectionReason ? (
            <>
              <p className="text-sm">
                Sigue en el directorio como estaba: no publicamos tus últimos cambios por este motivo:
              </p>
              <p className="rounded-md bg-white/70 p-3 text-sm font-medium">{professional.rejectionReason}</p>
              <p className="text-sm">Corrígelos y guárdalos: vuelven a revisión.</p>
            </>
          ) : professional.status === 'approved' ? (
            <p className="text-sm">
              Aparece en el directorio de profesionales
              {professional.reviewedAt ? ` desde el ${formatDate(professional.reviewedAt)}` : ''}.
            </p>
          ) : professional.status === 'pending' ? (
            <p className="text-sm">
              La estamos revisando
              {professional.submittedAt ? ` (enviada el ${formatDate(professional.submittedAt)})` : ''}. No
              aparece en el directorio hasta que la aprobemos.
            </p>
          ) : (
            <>
              <p className="text-sm">No la publicamos por este motivo:</p>
              <p className="rounded-md bg-white/70 p-3 text-sm font-medium">{professional.rejectionReason}</p>
              <p className="text-sm">Corrígela y guárdala: vuelve a revisión.</p>
            </>
          )}
        </div>
      </div>
      <div className="mt-4 flex flex-wrap gap-2">
        <Button asChild variant="outline" className="bg-white">
          <Link to={paths.consultantProfessional.href}>
            <PencilIcon aria-hidden="true" />
            Editar mi ficha
          </Link>
        </Button>
        {professional.status === 'approved' ? (
          <Button asChild variant="ghost">
            <Link to={paths.professional.build(professional.id)}>Ver mi página pública</Link>
          </Button>
        ) : null}
      </div>
    </section>
  );
}

/** Views per day as bars, with the numbers in a table for screen readers. */
export function ViewsChart({ views }: { views: Dashboard['views'] }) {
  const max = Math.max(1, ...views.map((d) => d.views));
  return (
    <figure className="grid gap-2">
      <div className="flex h-32 items-end gap-[3px]" aria-hidden="true">
        {views.map((d) => (
          <div
            key={d.day}
            title={`${formatDay(d.day, 'short')}: ${d.views}`}
            className="min-h-[2px] flex-1 rounded-t-sm bg-primary/80"
            style={{ height: `${(d.views / max) * 100}%` }}
          />
        ))}
      </div>
      <figcaption className="flex justify-between text-xs text-muted-foreground">
        <span>{views[0] ? formatDay(views[0].day, 'short') : ''}</span>
        <span>Hoy</span>
      </figcaption>
      <table className="sr-only">
        <caption>Visitas por día a tu página pública</caption>
        <thead>
          <tr>
            <th scope="col">Día</th>
            <th scope="col">Visitas</th>
          </tr>
        </thead>
        <tbody>
          {views.map((d) => (
            <tr key={d.day}>
              <td>{formatDay(d.day, 'short')}</td>
              <td>{d.views}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}

export function ConsultantDashboardView({ data }: { data: Dashboard }) {
  if (!data.professional) {
    return (
      <section className="rounded-xl border bg-card p-6 shadow-sm" aria-labelledby="no-entry">
        <h2 id="no-entry" className="text-lg font-semibold">
          Aún no tienes una ficha en el directorio
        </h2>
        <p className="mt-2 text-sm text-muted-foreground">
          Crea tu ficha para que compradores y vendedores te encuentren cuando necesiten un abogado, un
          contador o un asesor. La revisamos antes de publicarla.
        </p>
        <Button asChild className="mt-4">
          <Link to={paths.consultantProfessional.href}>Crear mi ficha</Link>
        </Button>
      </section>
    );
  }
  return (
    <div className="grid gap-6">
      <StatusCard professional={data.professional} />
      <div className="grid gap-4 sm:grid-cols-2">
        <section aria-labelledby="views-title" className="rounded-xl border bg-card p-5 shadow-sm">
          <h2 id="views-title" className="flex items-center gap-2 font-semibold">
            <EyeIcon className="size-4" aria-hidden="true" />
            Visitas a tu página
          </h2>
          <p className="mt-1 text-3xl font-bold tabular-nums">{data.totalViews}</p>
          <p className="text-sm text-muted-foreground">en los últimos 30 días, una por persona al día</p>
          <div className="mt-4">
            <ViewsChart views={data.views} />
          </div>
        </section>
        <section aria-labelledby="messages-title" className="rounded-xl border bg-card p-5 shadow-sm">
          <h2 id="messages-title" className="flex items-center gap-2 font-semibold">
            <MessageSquareIcon className="size-4" aria-hidden="true" />
            Mensajes recibidos
          </h2>
          <p className="mt-1 text-3xl font-bold tabular-nums">{data.conversations}</p>
          <p className="text-sm text-muted-foreground">
            {plural(data.conversations, 'conversación iniciada', 'conversaciones iniciadas')} por compradores
            y vendedores
          </p>
          {data.unreadConversations > 0 ? (
            <Badge className="mt-3">{`${data.unreadConversations} sin leer`}</Badge>
          ) : null}
          <Button asChild variant="outline" className="mt-4 w-full sm:w-auto">
            <Link to={paths.messages.href}>Ir a mis mensajes</Link>
          </Button>
        </section>
      </div>
    </div>
  );
}
