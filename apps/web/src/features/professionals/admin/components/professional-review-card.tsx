import { type AdminProfessionalItem, professionalStatusLabels } from '@traspasa/shared/content';
import { formatDate } from '@traspasa/shared/dates';
import { countText } from '@traspasa/shared/plural';
import { CheckIcon, XIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { Avatar, AvatarFallback, AvatarImage, initialsOf } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { PendingButton } from '@/components/ui/pending-button';
import { Textarea } from '@/components/ui/textarea';
import { paths } from '@/config/paths';
import { useDecideProfessional } from '@/features/professionals/admin/api/admin-professionals';
import { toast } from '@/hooks/use-toast';
import { isApiError } from '@/lib/api-client';

const statusVariant = { pending: 'default', approved: 'secondary', rejected: 'destructive' } as const;

function Tags({ title, items }: { title: string; items: string[] }) {
  if (items.length === 0) return null;
  return (
    <div>
      <dt className="text-xs font-medium text-muted-foreground">{title}</dt>
      <dd className="mt-1 text-sm [overflow-wrap:anywhere]">{items.join(' · ')}</dd>
    </div>
  );
}

const sameList = (a: string[], b: string[]) => a.length === b.length && a.every((v, i) => v === b[i]);

/**
 * A published entry with a change waiting (decision 102): what the directory shows now,
 * for the fields the change touches; the card above shows the proposal.
 */
function PublishedVersion({ item }: { item: AdminProfessionalItem }) {
  const published = item.publishedVersion;
  if (!published) return null;
  const rows: Array<[string, string]> = [];
  if (published.name !== item.name) rows.push(['Nombre', published.name]);
  if (published.profession !== item.profession) rows.push(['Profesión', published.profession]);
  if ((published.description ?? '') !== (item.description ?? ''))
    rows.push(['Descripción', published.description || 'Sin descripción']);
  if (!sameList(published.specialties, item.specialties))
    rows.push(['Especialidades', published.specialties.join(' · ') || 'Ninguna']);
  if (!sameList(published.services, item.services))
    rows.push(['Servicios', published.services.join(' · ') || 'Ninguno']);
  if (published.imageUrl !== item.imageUrl)
    rows.push(['Foto', published.imageUrl ? 'Otra foto' : 'Sin foto']);
  return (
    <div className="grid gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
      <p className="font-medium">
        Esta ficha está publicada y su dueño propone cambios. Lo que el directorio muestra ahora:
      </p>
      <dl className="grid gap-1">
        {rows.map(([label, value]) => (
          <div key={label} className="grid gap-x-2 sm:grid-cols-[8rem_1fr]">
            <dt className="font-medium">{label}</dt>
            <dd className="whitespace-pre-line [overflow-wrap:anywhere]">{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

/** One entry as the admin reviews it: everything the public would see, then the decision. */
export function ProfessionalReviewCard({ item }: { item: AdminProfessionalItem }) {
  const decide = useDecideProfessional();
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const reasonId = useId();

  const run = (decision: 'approve' | 'reject') => {
    setProblem(null);
    decide.mutate(
      { id: item.id, decision, reason: decision === 'reject' ? reason.trim() : undefined },
      {
        onSuccess: () =>
          toast(
            item.changesPending
              ? {
                  title:
                    decision === 'approve'
                      ? `Publicaste los cambios de ${item.name}`
                      : `Rechazaste los cambios de ${item.name}`,
                  description:
                    decision === 'approve'
                      ? 'El directorio ya muestra la ficha nueva.'
                      : 'La ficha sigue publicada como estaba; el profesional verá el motivo en su panel.',
                }
              : {
                  title:
                    decision === 'approve'
                      ? `Publicaste la ficha de ${item.name}`
                      : `Rechazaste la ficha de ${item.name}`,
                  description:
                    decision === 'approve'
                      ? 'Ya aparece en el directorio.'
                      : 'El profesional verá el motivo en su panel.',
                },
          ),
        onError: (error) =>
          setProblem(
            isApiError(error) ? (error.userMessage ?? 'No pudimos guardar la decisión.') : 'Sin conexión.',
          ),
      },
    );
  };

  return (
    <article
      className="grid gap-4 rounded-xl border bg-card p-4 shadow-sm sm:p-5"
      aria-labelledby={`pro-${item.id}`}
    >
      <header className="flex flex-wrap items-start gap-4">
        <Avatar className="size-14">
          {item.imageUrl ? <AvatarImage src={item.imageUrl} alt={`Foto de ${item.name}`} /> : null}
          <AvatarFallback>{initialsOf(item.name)}</AvatarFallback>
        </Avatar>
        <div className="min-w-0 flex-1">
          <h2 id={`pro-${item.id}`} className="font-semibold">
            {item.name}
          </h2>
          <p className="text-sm text-primary">
            {item.profession} · {item.category}
          </p>
          <p className="mt-1 text-xs text-muted-foreground">
            {item.ownerEmail ? `Cuenta: ${item.ownerEmail}` : 'Sin cuenta asociada'}
            {item.submittedAt ? ` · enviada el ${formatDate(item.submittedAt)}` : ''}
          </p>
        </div>
        <Badge variant={item.changesPending ? 'default' : statusVariant[item.status]}>
          {item.changesPending ? 'Cambios en revisión' : professionalStatusLabels[item.status]}
        </Badge>
      </header>
      {item.publishedVersion ? <PublishedVersion item={item} /> : null}
      {item.description ? <p className="text-sm leading-6 whitespace-pre-line">{item.description}</p> : null}
      <dl className="grid gap-3 sm:grid-cols-2">
        <Tags title="Especialidades" items={item.specialties} />
        <Tags title="Servicios" items={item.services} />
        <Tags
          title="Contacto"
          items={[item.phone, item.contact, item.website, item.linkedin].filter((v): v is string =>
            Boolean(v),
          )}
        />
        <Tags
          title="Ubicación y experiencia"
          items={[
            item.location,
            item.yearsExperience !== null ? countText(item.yearsExperience, 'año', 'años') : null,
          ].filter((v): v is string => Boolean(v))}
        />
      </dl>
      {item.status === 'rejected' && item.rejectionReason ? (
        <p className="rounded-md bg-red-50 p-3 text-sm text-red-900">
          Motivo del rechazo: {item.rejectionReason}
        </p>
      ) : null}

      {rejecting ? (
        <div className="grid gap-2">
          <Label htmlFor={reasonId}>Motivo del rechazo (lo verá el profesional)</Label>
          <Textarea
            id={reasonId}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            rows={3}
            maxLength={500}
          />
          <div className="flex flex-wrap gap-2">
            <PendingButton
              variant="destructive"
              pending={decide.isPending}
              pendingLabel="Rechazando…"
              onClick={() => run('reject')}
            >
              Confirmar rechazo
            </PendingButton>
            <Button variant="ghost" onClick={() => setRejecting(false)}>
              Cancelar
            </Button>
          </div>
        </div>
      ) : (
        <div className="flex flex-wrap gap-2">
          {item.status !== 'approved' || item.changesPending ? (
            <PendingButton
              pending={decide.isPending}
              pendingLabel="Aprobando…"
              onClick={() => run('approve')}
            >
              <CheckIcon aria-hidden="true" />
              {item.changesPending ? 'Aprobar los cambios' : 'Aprobar'}
            </PendingButton>
          ) : (
            <Button asChild variant="outline">
              <Link to={paths.professional.build(item.id)}>Ver página pública</Link>
            </Button>
          )}
          {item.status !== 'rejected' ? (
            <Button variant="outline" onClick={() => setRejecting(true)}>
              <XIcon aria-hidden="true" />
              {item.changesPending
                ? 'Rechazar los cambios'
                : item.status === 'approved'
                  ? 'Retirar con un motivo'
                  : 'Rechazar'}
            </Button>
          ) : null}
        </div>
      )}
      {problem ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {problem}
        </p>
      ) : null}
    </article>
  );
}
