import { errorSourceLabels } from '@traspasa/shared/error-logs';
import { ArrowLeftIcon } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { PageBody, PageHeader } from '@/components/page/page-header';
import { ErrorState } from '@/components/page/states';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { PendingButton } from '@/components/ui/pending-button';
import { Skeleton } from '@/components/ui/skeleton';
import { Textarea } from '@/components/ui/textarea';
import { paths } from '@/config/paths';
import { useAdminError, useResolveError } from '@/features/error-logs/api/error-logs';
import { formatErrorDate, timesText, usersText } from '@/features/error-logs/lib/labels';
import { toast } from '@/hooks/use-toast';
import { requestErrorMessage } from '@/lib/request-error';
import { GroupBadges } from './error-list';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="mt-0.5 font-medium break-words">{children}</dd>
    </div>
  );
}

/** `/admin/errors/:fingerprint`: the group, its stack and metadata, the latest occurrences, resolve. */
export function ErrorDetail({ fingerprint }: { fingerprint: string }) {
  const query = useAdminError(fingerprint);
  const g = query.data;

  return (
    <>
      <title>Error | Administración | Traspasa</title>
      <PageHeader
        eyebrow="Administración · Registro de errores"
        title={
          g ? <span className="line-clamp-3 break-words text-xl sm:text-3xl">{g.message}</span> : 'Error'
        }
        actions={
          <Button asChild variant="outline">
            <Link to={paths.adminErrors.href}>
              <ArrowLeftIcon aria-hidden="true" />
              Volver a los errores
            </Link>
          </Button>
        }
      >
        {g ? (
          <div className="mt-3">
            <GroupBadges group={g} />
          </div>
        ) : null}
      </PageHeader>
      <PageBody className="grid grid-cols-1 gap-6 lg:grid-cols-[2fr_1fr]">
        {query.isPending ? (
          <div role="status" aria-label="Cargando el error">
            <Skeleton className="h-48 w-full" />
          </div>
        ) : query.isError || !g ? (
          <ErrorState
            className="lg:col-span-2"
            title="No pudimos abrir este error"
            message={requestErrorMessage(query.error, 'Revisa tu conexión e inténtalo de nuevo.')}
            onRetry={() => void query.refetch()}
          />
        ) : (
          <>
            <div className="grid min-w-0 content-start gap-6">
              <section
                aria-labelledby="err-stack"
                className="min-w-0 rounded-xl border bg-card p-5 shadow-sm"
              >
                <h2 id="err-stack" className="text-base font-semibold">
                  Pila de llamadas
                </h2>
                <p className="mt-1 text-xs text-muted-foreground">De la ocurrencia más reciente.</p>
                {g.stack ? (
                  <section
                    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (axe scrollable-region-focusable)
                    tabIndex={0}
                    aria-label="Pila de llamadas"
                    className="mt-3 max-h-96 overflow-auto rounded-lg bg-slate-950 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
                  >
                    <pre className="w-max min-w-full p-4 font-mono text-xs leading-5 text-slate-100">
                      {g.stack}
                    </pre>
                  </section>
                ) : (
                  <p className="mt-3 text-sm text-muted-foreground">Este error llegó sin pila de llamadas.</p>
                )}
              </section>
              <section aria-labelledby="err-meta" className="min-w-0 rounded-xl border bg-card p-5 shadow-sm">
                <h2 id="err-meta" className="text-base font-semibold">
                  Metadatos
                </h2>
                {g.metadata && Object.keys(g.metadata).length > 0 ? (
                  <section
                    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (axe scrollable-region-focusable)
                    tabIndex={0}
                    aria-label="Metadatos"
                    className="mt-3 max-h-72 overflow-auto rounded-lg bg-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
                  >
                    <pre className="w-max min-w-full p-4 font-mono text-xs leading-5">
                      {JSON.stringify(g.metadata, null, 2)}
                    </pre>
                  </section>
                ) : (
                  <p className="mt-3 text-sm text-muted-foreground">Sin metadatos.</p>
                )}
              </section>
              <section aria-labelledby="err-occ" className="min-w-0 rounded-xl border bg-card p-5 shadow-sm">
                <h2 id="err-occ" className="text-base font-semibold">
                  Últimas ocurrencias
                </h2>
                <ul className="mt-3 divide-y">
                  {g.occurrencesShown.map((o) => (
                    <li key={o.id} className="grid gap-1 py-3 text-sm">
                      <p className="font-medium">{formatErrorDate(o.createdAt)}</p>
                      <p className="font-mono text-xs break-all">
                        {o.method ? `${o.method} ` : ''}
                        {o.endpoint ?? 'Sin dirección'}
                      </p>
                      <p>
                        {o.user ? (
                          <Link className="text-primary underline" to={paths.adminUser.build(o.user.id)}>
                            {o.user.name}
                          </Link>
                        ) : (
                          <span className="text-muted-foreground">Sin sesión iniciada</span>
                        )}
                        {o.ip ? <span className="text-muted-foreground"> · IP {o.ip}</span> : null}
                      </p>
                      {o.userAgent ? (
                        <p className="text-xs break-words text-muted-foreground">{o.userAgent}</p>
                      ) : null}
                    </li>
                  ))}
                </ul>
              </section>
            </div>
            <aside className="grid min-w-0 content-start gap-6">
              <section aria-labelledby="err-facts" className="rounded-xl border bg-card p-5 shadow-sm">
                <h2 id="err-facts" className="text-base font-semibold">
                  Resumen
                </h2>
                <dl className="mt-3 grid grid-cols-2 gap-3 text-sm">
                  <Fact label="Ocurrencias">{timesText(g.occurrences)}</Fact>
                  <Fact label="Usuarios afectados">{usersText(g.affectedUsers)}</Fact>
                  <Fact label="Primera vez">{formatErrorDate(g.firstSeenAt)}</Fact>
                  <Fact label="Última vez">{formatErrorDate(g.lastSeenAt)}</Fact>
                  <Fact label="Origen">
                    {g.source
                      ? (errorSourceLabels[g.source as keyof typeof errorSourceLabels] ?? g.source)
                      : '—'}
                  </Fact>
                  <Fact label="Dirección">
                    <span className="font-mono text-xs">
                      {g.method ? `${g.method} ` : ''}
                      {g.endpoint ?? '—'}
                    </span>
                  </Fact>
                  <div className="col-span-2">
                    <Fact label="Función">
                      <span className="font-mono text-xs">{g.topFrame ?? 'Sin pila de llamadas'}</span>
                    </Fact>
                  </div>
                  <div className="col-span-2">
                    <Fact label="Huella">
                      <span className="font-mono text-xs">{g.fingerprint}</span>
                    </Fact>
                  </div>
                </dl>
              </section>
              <ResolvePanel fingerprint={fingerprint} group={g} />
            </aside>
          </>
        )}
      </PageBody>
    </>
  );
}

function ResolvePanel({
  fingerprint,
  group,
}: {
  fingerprint: string;
  group: {
    resolved: boolean;
    resolvedAt: string | null;
    resolvedByName: string | null;
    resolution: string | null;
    reopenedAt: string | null;
  };
}) {
  const mutation = useResolveError(fingerprint);
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | undefined>();
  const onError = (err: unknown) =>
    setError(requestErrorMessage(err, 'No pudimos guardar el cambio. Inténtalo de nuevo.'));

  if (group.resolved) {
    return (
      <section aria-labelledby="err-resolve" className="grid gap-3 rounded-xl border bg-card p-5 shadow-sm">
        <h2 id="err-resolve" className="text-base font-semibold">
          Resuelto
        </h2>
        <p className="text-sm">
          {group.resolvedByName ?? 'Un administrador'}
          {group.resolvedAt ? ` · ${formatErrorDate(group.resolvedAt)}` : ''}
        </p>
        {group.resolution ? (
          <p className="rounded-lg bg-muted p-3 text-sm whitespace-pre-line">{group.resolution}</p>
        ) : null}
        <p className="text-xs text-muted-foreground">Si vuelve a ocurrir, se reabre solo.</p>
        <PendingButton
          variant="outline"
          className="justify-self-start"
          pending={mutation.isPending}
          pendingLabel="Reabriendo…"
          onClick={() => {
            setError(undefined);
            mutation.mutate(
              { action: 'reopen' },
              { onSuccess: () => toast({ title: 'Error reabierto' }), onError },
            );
          }}
        >
          Reabrir
        </PendingButton>
        {error ? (
          <p role="alert" className="text-sm font-medium text-destructive">
            {error}
          </p>
        ) : null}
      </section>
    );
  }
  return (
    <form
      noValidate
      aria-labelledby="err-resolve"
      className="grid gap-4 rounded-xl border bg-card p-5 shadow-sm"
      onSubmit={(e) => {
        e.preventDefault();
        if (note.trim().length > 1000) return setError('La nota puede tener hasta 1000 caracteres.');
        setError(undefined);
        mutation.mutate(
          { action: 'resolve', note: note.trim() },
          {
            onSuccess: () => {
              setNote('');
              toast({ title: 'Error marcado como resuelto' });
            },
            onError,
          },
        );
      }}
    >
      <h2 id="err-resolve" className="text-base font-semibold">
        Marcar como resuelto
      </h2>
      {group.reopenedAt ? (
        <p className="text-sm text-amber-900">
          Se reabrió el {formatErrorDate(group.reopenedAt)}: volvió a ocurrir.
        </p>
      ) : null}
      <FormField
        label="Nota (opcional)"
        error={error}
        hint="Qué se corrigió o por qué no hace falta hacerlo."
      >
        <Textarea rows={3} value={note} maxLength={1000} onChange={(e) => setNote(e.target.value)} />
      </FormField>
      <PendingButton
        type="submit"
        className="justify-self-start"
        pending={mutation.isPending}
        pendingLabel="Guardando…"
      >
        Marcar como resuelto
      </PendingButton>
    </form>
  );
}
