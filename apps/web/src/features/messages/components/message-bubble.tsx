import {
  AlertCircleIcon,
  CheckCheckIcon,
  CheckIcon,
  ClockIcon,
  RotateCcwIcon,
  Trash2Icon,
} from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { fullDateTime, messageTime } from '../lib/dates';
import type { ThreadMessage } from '../lib/merge-messages';
import { MessageAttachments } from './message-attachments';
import { MessageText } from './message-text';

function DeliveryMark({
  message,
  readByOther,
  showLabel,
}: {
  message: ThreadMessage;
  readByOther: boolean;
  showLabel: boolean;
}) {
  const [Icon, label, tone] =
    message.sendState === 'sending'
      ? [ClockIcon, 'Enviando…', 'text-muted-foreground']
      : message.sendState === 'retrying'
        ? [RotateCcwIcon, 'Reintentando…', 'text-muted-foreground']
        : message.sendState === 'failed'
          ? [AlertCircleIcon, 'No enviado', 'text-destructive']
          : readByOther
            ? [CheckCheckIcon, 'Leído', 'text-primary']
            : [CheckIcon, 'Enviado', 'text-muted-foreground'];
  return (
    <span className={cn('inline-flex items-center gap-0.5', tone)} title={label}>
      <Icon className="size-3.5" aria-hidden="true" />
      <span className={showLabel ? undefined : 'sr-only'}>{label}</span>
    </span>
  );
}

export function MessageBubble({
  message,
  mine,
  senderName,
  readByOther,
  firstOfRun,
  lastOwn,
  onRetry,
  onDiscard,
}: {
  message: ThreadMessage;
  mine: boolean;
  senderName: string;
  readByOther: boolean;
  /** First of consecutive messages by the same person (a little more space above). */
  firstOfRun: boolean;
  /** Our newest message: its mark carries a visible word. */
  lastOwn: boolean;
  onRetry: (clientMessageId: string) => void;
  onDiscard: (clientMessageId: string) => void;
}) {
  const failed = message.sendState === 'failed';
  const retrying = message.sendState === 'retrying';
  const onItsWay = message.sendState === 'sending' || retrying;
  const attachments = message.attachments ?? [];
  const hasText = message.content.length > 0;
  return (
    <li className={cn('flex flex-col', mine ? 'items-end' : 'items-start', firstOfRun ? 'mt-3' : 'mt-1')}>
      {attachments.length > 0 ? (
        <div className={cn('contents', onItsWay && '[&>div]:opacity-80')}>
          {hasText ? null : <span className="sr-only">{mine ? 'Tú' : senderName}: </span>}
          <MessageAttachments attachments={attachments} mine={mine} />
        </div>
      ) : null}
      {hasText || attachments.length === 0 ? (
        <div
          className={cn(
            'max-w-[85%] rounded-2xl px-3.5 py-2 text-[0.9375rem] leading-6 whitespace-pre-wrap break-words [overflow-wrap:anywhere] sm:max-w-[75%]',
            mine
              ? 'rounded-br-md bg-primary text-primary-foreground'
              : 'rounded-bl-md border bg-card text-card-foreground',
            onItsWay && 'opacity-80',
            failed && 'bg-red-50 text-red-950 ring-1 ring-destructive/40',
            attachments.length > 0 && 'mt-1.5',
            !hasText && 'border bg-card italic text-muted-foreground',
          )}
        >
          <span className="sr-only">{mine ? 'Tú' : senderName}: </span>
          {hasText ? <MessageText content={message.content} /> : 'Archivo eliminado'}
        </div>
      ) : null}
      <p className="mt-1 flex items-center gap-1.5 px-1 text-xs text-muted-foreground">
        <time dateTime={message.createdAt} title={fullDateTime(message.createdAt)}>
          {messageTime(message.createdAt)}
        </time>
        {mine ? (
          <DeliveryMark
            message={message}
            readByOther={readByOther}
            showLabel={lastOwn || failed || retrying}
          />
        ) : null}
      </p>
      {mine && retrying ? (
        <p role="status" className="max-w-[85%] px-1 text-right text-xs text-muted-foreground sm:max-w-[75%]">
          El servidor está muy ocupado. Lo volvemos a enviar en unos segundos; no tienes que hacer nada.
        </p>
      ) : null}
      {failed && message.clientMessageId ? (
        <div className="mt-1 flex max-w-[85%] flex-col items-end gap-1 sm:max-w-[75%]">
          <p role="alert" className="text-right text-xs text-destructive">
            {message.sendError ?? 'No se envió.'}
          </p>
          <div className="flex gap-1">
            <Button variant="outline" size="sm" onClick={() => onRetry(message.clientMessageId as string)}>
              <RotateCcwIcon aria-hidden="true" />
              Reintentar
            </Button>
            <Button
              variant="ghost"
              size="sm"
              className="text-muted-foreground"
              onClick={() => onDiscard(message.clientMessageId as string)}
            >
              <Trash2Icon aria-hidden="true" />
              Descartar
            </Button>
          </div>
        </div>
      ) : null}
    </li>
  );
}
