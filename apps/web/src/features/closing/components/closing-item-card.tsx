import type { ClosingItem, ClosingItemStatus, ClosingView } from '@traspasa/shared/closing';
import {
  closingItemStatuses,
  closingItemStatusLabels,
  closingResponsibleLabels,
} from '@traspasa/shared/closing';
import { formatDay, formatShortDateTime } from '@traspasa/shared/dates';
import { AlertTriangleIcon, CalendarIcon, CheckCircle2Icon, MessageSquareIcon } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { PendingButton } from '@/components/ui/pending-button';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/hooks/use-toast';
import { requestErrorMessage } from '@/lib/request-error';
import { cn } from '@/lib/utils';
import { useCommentItem, useSetItemStatus } from '../api/closing-api';
import { itemStatusTone, sideName } from '../lib/labels';
import { EvidenceList } from './evidence-list';

const selectClass =
  'flex h-11 w-full rounded-lg border border-input bg-background px-3 py-0 text-base shadow-xs focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring disabled:opacity-60 sm:w-44 md:text-sm';

/** One step of the road: who does it, by when, its status, its evidence and its comments. */
export function ClosingItemCard({ road, item }: { road: ClosingView; item: ClosingItem }) {
  const selectId = useId();
  const setStatus = useSetItemStatus(road.negotiationId);
  const tone = itemStatusTone[item.status];
  const responsible =
    item.responsible === 'both' ? 'Ambas partes' : closingResponsibleLabels[item.responsible];

  function change(status: ClosingItemStatus) {
    setStatus.mutate(
      { itemId: item.id, status },
      {
        onSuccess: () =>
          toast({ title: `«${item.title}»: ${closingItemStatusLabels[status].toLowerCase()}` }),
        onError: (error) =>
          toast({
            variant: 'destructive',
            title: 'No pudimos cambiar el estado',
            description: requestErrorMessage(error, 'Inténtalo de nuevo en unos segundos.'),
          }),
      },
    );
  }

  return (
    <li
      className={cn(
        'grid gap-3 rounded-xl border bg-card p-4 shadow-xs sm:p-5',
        item.status === 'hecho' && 'border-green-200 bg-green-50/50',
        item.status === 'no_aplica' && 'bg-muted/40',
      )}
      aria-labelledby={`${selectId}-title`}
    >
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="grid min-w-0 gap-1.5">
          <h3 id={`${selectId}-title`} className="text-base font-semibold text-pretty">
            {item.status === 'hecho' ? (
              <CheckCircle2Icon
                className="mr-1.5 inline size-5 align-[-4px] text-green-700"
                aria-hidden="true"
              />
            ) : (
              <span className="mr-1.5 text-muted-foreground tabular-nums">{item.position}.</span>
            )}
            <span className={item.status === 'no_aplica' ? 'text-muted-foreground line-through' : undefined}>
              {item.title}
            </span>
          </h3>
          <div className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
            <Badge variant="secondary">{responsible}</Badge>
            <span
              className={
                item.overdue ? 'flex items-center gap-1 font-medium text-red-700' : 'flex items-center gap-1'
              }
            >
              {item.overdue ? (
                <AlertTriangleIcon className="size-4" aria-hidden="true" />
              ) : (
                <CalendarIcon className="size-4" aria-hidden="true" />
              )}
              {item.overdue
                ? `Atrasado: vencía el ${formatDay(item.dueDate)}`
                : `Vence el ${formatDay(item.dueDate)}`}
            </span>
          </div>
        </div>
        {item.canUpdate ? (
          <div className="grid gap-1">
            <label htmlFor={selectId} className="text-xs font-medium text-muted-foreground">
              Estado<span className="sr-only"> de «{item.title}»</span>
            </label>
            <select
              id={selectId}
              className={selectClass}
              value={item.status}
              disabled={setStatus.isPending}
              onChange={(e) => change(e.target.value as ClosingItemStatus)}
            >
              {closingItemStatuses.map((s) => (
                <option key={s} value={s}>
                  {closingItemStatusLabels[s]}
                </option>
              ))}
            </select>
          </div>
        ) : (
          <Badge variant={tone.tone} className="self-start">
            {tone.label}
          </Badge>
        )}
      </div>
      {item.description ? <p className="text-sm leading-6 text-pretty">{item.description}</p> : null}
      {item.statusChangedAt && item.statusChangedBy ? (
        <p className="text-xs text-muted-foreground">
          {tone.label} · marcado por {sideName(item.statusChangedBy, road.viewer)} el{' '}
          {formatShortDateTime(item.statusChangedAt)}
        </p>
      ) : null}
      <EvidenceList road={road} item={item} />
      <Comments road={road} item={item} />
    </li>
  );
}

function Comments({ road, item }: { road: ClosingView; item: ClosingItem }) {
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | null>(null);
  const comment = useCommentItem(road.negotiationId);
  const fieldId = useId();
  const canWrite = !road.readOnly;

  function submit(e: FormEvent) {
    e.preventDefault();
    if (body.trim() === '') {
      setError('Escribe tu comentario.');
      return;
    }
    setError(null);
    comment.mutate(
      { itemId: item.id, body },
      {
        onSuccess: () => setBody(''),
        onError: (err) =>
          setError(requestErrorMessage(err, 'No pudimos guardar tu comentario. Inténtalo de nuevo.')),
      },
    );
  }

  if (!canWrite && item.comments.length === 0) return null;
  return (
    <details className="group border-t pt-2">
      <summary className="flex min-h-10 cursor-pointer items-center gap-2 text-sm font-medium text-primary">
        <MessageSquareIcon className="size-4 text-primary" aria-hidden="true" />
        {item.comments.length === 0 ? 'Comentar este paso' : `Comentarios (${item.comments.length})`}
      </summary>
      <div className="mt-2 grid gap-3">
        {item.comments.length > 0 ? (
          <ul className="grid gap-2">
            {item.comments.map((c) => (
              <li key={c.id} className="rounded-lg bg-background p-3 text-sm shadow-xs">
                <p className="text-xs text-muted-foreground">
                  <span className="font-semibold text-foreground">{c.authorName}</span>
                  {c.side ? ` · ${c.side === 'buyer' ? 'Comprador' : 'Vendedor'}` : ''} ·{' '}
                  {formatShortDateTime(c.createdAt)}
                </p>
                <p className="mt-1 whitespace-pre-line [overflow-wrap:anywhere]">{c.body}</p>
              </li>
            ))}
          </ul>
        ) : null}
        {canWrite ? (
          <form onSubmit={submit} className="grid gap-2" noValidate>
            <label htmlFor={fieldId} className="sr-only">
              Comentario sobre «{item.title}»
            </label>
            <Textarea
              id={fieldId}
              value={body}
              maxLength={2000}
              onChange={(e) => setBody(e.target.value)}
              placeholder="Cuéntale a la otra parte cómo va este paso."
              className="min-h-20"
              aria-invalid={error ? true : undefined}
            />
            {error ? (
              <p role="alert" className="text-sm font-medium text-destructive">
                {error}
              </p>
            ) : null}
            <PendingButton
              type="submit"
              variant="outline"
              pending={comment.isPending}
              pendingLabel="Enviando…"
              className="justify-self-start"
            >
              Comentar
            </PendingButton>
          </form>
        ) : null}
      </div>
    </details>
  );
}
