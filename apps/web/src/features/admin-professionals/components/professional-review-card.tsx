import { type AdminProfessionalItem, professionalStatusLabels } from '@traspasa/shared/content';
import { formatDate } from '@traspasa/shared/dates';
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
import { toast } from '@/hooks/use-toast';
import { isApiError } from '@/lib/api-client';
import { useDecideProfessional } from '../api/admin-professionals';

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
          toast({
            title:
              decision === 'approve'
                ? `Publicaste la ficha de ${item.name}`
                : `Rechazaste la ficha de ${item.name}`,
            description:
              decision === 'approve'
                ? 'Ya aparece en el directorio.'
                : 'El profesional verá el motivo en su panel.',
          }),
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
        <Badge variant={statusVariant[item.status]}>{professionalStatusLabels[item.status]}</Badge>
      </header>
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
            item.yearsExperience !== null ? `${item.yearsExperience} años` : null,
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
          {item.status !== 'approved' ? (
            <PendingButton
              pending={decide.isPending}
              pendingLabel="Aprobando…"
              onClick={() => run('approve')}
            >
              <CheckIcon aria-hidden="true" />
              Aprobar
            </PendingButton>
          ) : (
            <Button asChild variant="outline">
              <Link to={paths.professional.build(item.id)}>Ver página pública</Link>
            </Button>
          )}
          {item.status !== 'rejected' ? (
            <Button variant="outline" onClick={() => setRejecting(true)}>
              <XIcon aria-hidden="true" />
              {item.status === 'approved' ? 'Retirar con un motivo' : 'Rechazar'}
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
