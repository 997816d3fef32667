import type { FeedbackStatus } from '@traspasa/shared/enums';
import {
  FEEDBACK_RESPONSE_MAX,
  type FeedbackPriority,
  feedbackCategoryLabels,
  feedbackPriorities,
  feedbackPriorityLabels,
  feedbackRespondable,
  feedbackStatusLabels,
} from '@traspasa/shared/feedback';
import { ArrowLeftIcon, ExternalLinkIcon } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { PageBody, PageHeader } from '@/components/page/page-header';
import { ErrorState } from '@/components/page/states';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Label } from '@/components/ui/label';
import { PendingButton } from '@/components/ui/pending-button';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { Textarea } from '@/components/ui/textarea';
import { paths } from '@/config/paths';
import {
  useAdminFeedback,
  useRespondFeedback,
  useUpdateFeedback,
} from '@/features/feedback/admin/api/admin-feedback';
import { feedbackStatusTone, formatFeedbackDateTime } from '@/features/feedback/lib/labels';
import { toast } from '@/hooks/use-toast';
import { requestErrorMessage } from '@/lib/request-error';
import { PriorityBadge } from './feedback-list';

/** Words for the buttons that move a message on. */
const statusActions: Partial<Record<FeedbackStatus, string>> = {
  resolved: 'Marcar como resuelto',
  dismissed: 'Descartar',
};

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="mt-0.5 font-medium break-words">{children}</dd>
    </div>
  );
}

/** `/admin/feedback/:id`: the message, who sent it and from where, the response and the status. */
export function FeedbackDetail({ id }: { id: number }) {
  const location = useLocation();
  const listSearch = (location.state as { listSearch?: string } | null)?.listSearch;
  const back = `${paths.adminFeedback.href}${listSearch ? `?${listSearch}` : ''}`;
  const query = useAdminFeedback(id);
  const item = query.data;

  return (
    <>
      <title>{`Comentario #${id} | Administración | Traspasa`}</title>
      <PageHeader
        eyebrow="Administración · Comentarios"
        title={`Comentario #${id}`}
        description={
          item
            ? `${feedbackCategoryLabels[item.category]} · recibido el ${formatFeedbackDateTime(item.createdAt)}`
            : undefined
        }
        actions={
          <Button asChild variant="outline">
            <Link to={back}>
              <ArrowLeftIcon aria-hidden="true" />
              Volver a los comentarios
            </Link>
          </Button>
        }
      >
        {item ? (
          <div className="mt-3 flex flex-wrap gap-2">
            <Badge variant={feedbackStatusTone[item.status]}>{feedbackStatusLabels[item.status]}</Badge>
            <PriorityBadge priority={item.priority} />
          </div>
        ) : null}
      </PageHeader>
      <PageBody className="grid grid-cols-1 gap-6 lg:grid-cols-[2fr_1fr]">
        {query.isPending ? (
          <div className="grid gap-3" role="status" aria-label="Cargando el comentario">
            <Skeleton className="h-40 w-full" />
          </div>
        ) : query.isError || !item ? (
          <ErrorState
            className="lg:col-span-2"
            title="No pudimos abrir este comentario"
            message={requestErrorMessage(query.error, 'Revisa tu conexión e inténtalo de nuevo.')}
            onRetry={() => void query.refetch()}
          />
        ) : (
          <>
            <div className="grid min-w-0 content-start gap-6">
              <section aria-labelledby="fb-message" className="rounded-xl border bg-card p-5 shadow-sm">
                <h2 id="fb-message" className="text-base font-semibold">
                  Mensaje
                </h2>
                <p className="mt-3 leading-7 whitespace-pre-line break-words">{item.message}</p>
              </section>
              {item.response ? (
                <section
                  aria-labelledby="fb-response"
                  className="rounded-xl border-l-4 border-primary bg-primary-soft p-5"
                >
                  <h2 id="fb-response" className="text-base font-semibold">
                    Respuesta enviada
                  </h2>
                  <p className="mt-1 text-xs text-muted-foreground">
                    {item.respondedByName ? `${item.respondedByName} · ` : ''}
                    {item.respondedAt ? formatFeedbackDateTime(item.respondedAt) : ''}
                  </p>
                  <p className="mt-3 leading-7 whitespace-pre-line break-words">{item.response}</p>
                </section>
              ) : null}
              {feedbackRespondable.includes(item.status) ? (
                <ResponseForm id={id} rewriting={item.response !== null} hasEmail={!!item.email} />
              ) : null}
            </div>
            <aside className="grid min-w-0 content-start gap-6">
              <section aria-labelledby="fb-sender" className="rounded-xl border bg-card p-5 shadow-sm">
                <h2 id="fb-sender" className="text-base font-semibold">
                  Quién escribió
                </h2>
                <dl className="mt-3 grid gap-3 text-sm">
                  <Fact label="Nombre">
                    {item.userId ? (
                      <Link className="text-primary underline" to={paths.adminUser.build(item.userId)}>
                        {item.name ?? `Usuario #${item.userId}`}
                      </Link>
                    ) : (
                      (item.name ?? 'Sin nombre')
                    )}
                  </Fact>
                  <Fact label="Correo">{item.email ?? 'Sin correo'}</Fact>
                  <Fact label="Cuenta">{item.userId ? 'Con cuenta en Traspasa' : 'Sin sesión iniciada'}</Fact>
                  <Fact label="Página">
                    {item.pageUrl ? (
                      <a
                        className="inline-flex items-center gap-1 text-primary underline"
                        href={item.pageUrl}
                        target="_blank"
                        rel="noreferrer"
                      >
                        {item.pageUrl}
                        <ExternalLinkIcon className="size-3.5" aria-hidden="true" />
                        <span className="sr-only">(se abre en otra pestaña)</span>
                      </a>
                    ) : (
                      'No se registró'
                    )}
                  </Fact>
                  <Fact label="Navegador">{item.userAgent ?? 'No se registró'}</Fact>
                  <Fact label="Dirección IP">{item.ipAddress ?? 'No se registró'}</Fact>
                </dl>
              </section>
              <StatusPanel
                id={id}
                status={item.status}
                priority={item.priority}
                nextStatuses={item.nextStatuses}
              />
            </aside>
          </>
        )}
      </PageBody>
    </>
  );
}

function ResponseForm({ id, rewriting, hasEmail }: { id: number; rewriting: boolean; hasEmail: boolean }) {
  const respond = useRespondFeedback(id);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const length = text.trim().length;
  return (
    <form
      noValidate
      className="grid gap-4 rounded-xl border bg-card p-5 shadow-sm"
      onSubmit={(e) => {
        e.preventDefault();
        if (length === 0) return setError('Escribe la respuesta.');
        if (length > FEEDBACK_RESPONSE_MAX)
          return setError(`La respuesta puede tener hasta ${FEEDBACK_RESPONSE_MAX} caracteres.`);
        setError(undefined);
        respond.mutate(text.trim(), {
          onSuccess: () => {
            setText('');
            toast({
              title: 'Respuesta enviada',
              description: hasEmail ? 'Le enviamos tu respuesta por correo.' : 'La respuesta quedó guardada.',
            });
          },
          onError: (err) =>
            setError(requestErrorMessage(err, 'No pudimos enviar la respuesta. Inténtalo de nuevo.')),
        });
      }}
    >
      <h2 className="text-base font-semibold">{rewriting ? 'Enviar otra respuesta' : 'Responder'}</h2>
      <FormField
        label="Tu respuesta"
        error={error}
        hint={`${hasEmail ? 'Le llega por correo y la ve en su perfil si tiene cuenta.' : 'No dejó correo: la respuesta solo queda guardada.'} ${length} de ${FEEDBACK_RESPONSE_MAX} caracteres.`}
      >
        <Textarea rows={6} value={text} onChange={(e) => setText(e.target.value)} />
      </FormField>
      <PendingButton
        type="submit"
        className="justify-self-start"
        pending={respond.isPending}
        pendingLabel="Enviando…"
      >
        Enviar respuesta
      </PendingButton>
    </form>
  );
}

function StatusPanel({
  id,
  status,
  priority,
  nextStatuses,
}: {
  id: number;
  status: FeedbackStatus;
  priority: FeedbackPriority;
  nextStatuses: FeedbackStatus[];
}) {
  const fieldId = useId();
  const update = useUpdateFeedback(id);
  const [error, setError] = useState<string | null>(null);
  const run = (input: { status?: FeedbackStatus; priority?: FeedbackPriority }, done: string) => {
    setError(null);
    update.mutate(input, {
      onSuccess: () => toast({ title: done }),
      onError: (err) =>
        setError(requestErrorMessage(err, 'No pudimos guardar el cambio. Inténtalo de nuevo.')),
    });
  };
  return (
    <section aria-labelledby="fb-status" className="grid gap-4 rounded-xl border bg-card p-5 shadow-sm">
      <h2 id="fb-status" className="text-base font-semibold">
        Estado y prioridad
      </h2>
      <p className="text-sm">
        Estado: <span className="font-semibold">{feedbackStatusLabels[status]}</span>
      </p>
      {nextStatuses.length > 0 ? (
        <div className="flex flex-wrap gap-2">
          {nextStatuses.map((next) => (
            <Button
              key={next}
              variant={next === 'dismissed' ? 'outline' : 'default'}
              disabled={update.isPending}
              onClick={() => run({ status: next }, `Comentario ${feedbackStatusLabels[next].toLowerCase()}`)}
            >
              {statusActions[next] ?? feedbackStatusLabels[next]}
            </Button>
          ))}
        </div>
      ) : (
        <p className="text-sm text-muted-foreground">
          {status === 'pending'
            ? 'Responde para marcarlo como respondido.'
            : 'Este comentario está cerrado: ya no cambia de estado.'}
        </p>
      )}
      <div className="grid gap-2">
        <Label htmlFor={`${fieldId}-priority`}>Prioridad</Label>
        <Select
          value={priority}
          disabled={update.isPending}
          onValueChange={(v) => run({ priority: v as FeedbackPriority }, 'Prioridad cambiada')}
        >
          <SelectTrigger id={`${fieldId}-priority`}>
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {feedbackPriorities.map((p) => (
              <SelectItem key={p} value={p}>
                {feedbackPriorityLabels[p]}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      {error ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </section>
  );
}
