import { formatDate } from '@traspasa/shared/dates';
import { ACCESS_MESSAGE_MAX, accessRequestBody, type BuyerAccessView } from '@traspasa/shared/listing-access';
import { BanIcon, ClockIcon, SendIcon, XCircleIcon } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/hooks/use-toast';
import { cn } from '@/lib/utils';
import { useBuyerAccess, useSendAccessRequest } from '../api/buyer-access';
import { accessErrorMessage } from '../lib/errors';

/**
 * On a listing whose agreement the buyer signed but whose confidential part stays closed: where
 * the access request stands (sent, declined with the seller's reason, expired, revoked) and,
 * after an expiry, the way to send it again.
 */
export function BuyerAccessNotice({ businessId, className }: { businessId: number; className?: string }) {
  const query = useBuyerAccess(businessId);
  // Shown once the agreement is signed: a view read before signing (no request yet) is being read again.
  if (query.isPending || (query.isFetching && !query.data?.state)) {
    return <Skeleton className={cn('h-20 w-full', className)} />;
  }
  if (!query.data) {
    return (
      <div className={cn('grid gap-2', className)}>
        <p role="alert" className="text-sm text-destructive">
          No pudimos cargar el estado de tu solicitud: {accessErrorMessage(query.error)}
        </p>
        <Button variant="ghost" className="w-fit" onClick={() => void query.refetch()}>
          Reintentar
        </Button>
      </div>
    );
  }
  return <BuyerAccessNoticeView view={query.data} className={className} />;
}

export function BuyerAccessNoticeView({ view, className }: { view: BuyerAccessView; className?: string }) {
  const { state } = view;
  if (!state || state === 'granted') return null;
  return (
    <div className={cn('grid gap-3', className)} aria-live="polite">
      <p className="flex items-center gap-2 text-sm font-semibold">
        {state === 'requested' ? (
          <ClockIcon className="size-4 text-warning" aria-hidden="true" />
        ) : state === 'revoked' ? (
          <BanIcon className="size-4 text-destructive" aria-hidden="true" />
        ) : (
          <XCircleIcon className="size-4 text-destructive" aria-hidden="true" />
        )}
        {state === 'requested'
          ? 'Tu solicitud de acceso está en manos del vendedor'
          : state === 'declined'
            ? 'El vendedor rechazó tu solicitud de acceso'
            : state === 'expired'
              ? 'Tu solicitud de acceso venció sin respuesta'
              : 'El vendedor revocó tu acceso a este negocio'}
      </p>
      <p className="text-sm leading-6 text-muted-foreground">
        {state === 'requested'
          ? `Firmaste el acuerdo${view.requestedAt ? ` y enviaste tu solicitud el ${formatDate(view.requestedAt)}` : ' y enviaste tu solicitud'}. ${view.nextStepText ?? ''} Te avisaremos por correo y en tus avisos cuando responda.${view.expiresAt ? ` Si no responde, la solicitud vence el ${formatDate(view.expiresAt)}.` : ''}`
          : state === 'declined'
            ? 'Tu acuerdo de confidencialidad sigue firmado, pero la parte confidencial, los documentos y los mensajes de este negocio no se abren para ti.'
            : state === 'expired'
              ? 'El vendedor no respondió a tiempo. Puedes enviarle la solicitud otra vez; tu acuerdo firmado sigue vigente.'
              : 'Ya no ves la parte confidencial ni los documentos de este negocio, y no puedes enviarle mensajes nuevos. Tu acuerdo de confidencialidad sigue vigente: lo que ya viste sigue siendo confidencial.'}
      </p>
      {view.reason && (state === 'declined' || state === 'revoked') ? (
        <blockquote className="rounded-lg border bg-card p-3 text-sm">
          <p className="text-xs font-medium text-muted-foreground">Motivo del vendedor</p>
          <p className="mt-1 whitespace-pre-line break-words">{view.reason}</p>
        </blockquote>
      ) : null}
      {view.message && state === 'requested' ? (
        <blockquote className="rounded-lg border bg-card p-3 text-sm">
          <p className="text-xs font-medium text-muted-foreground">Tu mensaje al vendedor</p>
          <p className="mt-1 whitespace-pre-line break-words">{view.message}</p>
        </blockquote>
      ) : null}
      {view.canRequest ? <ResendRequestForm businessId={view.businessId} /> : null}
    </div>
  );
}

/** After an expiry: the request again, with an optional message. */
export function ResendRequestForm({ businessId }: { businessId: number }) {
  const [message, setMessage] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const send = useSendAccessRequest(businessId);
  const id = useId();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = accessRequestBody.safeParse({ message });
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? 'Revisa tu mensaje.');
      return;
    }
    setProblem(null);
    send.mutate(parsed.data, {
      onSuccess: () => {
        setMessage('');
        toast({
          title: 'Solicitud enviada',
          description: 'Le avisamos al vendedor por correo y en sus avisos.',
        });
      },
      onError: (error) => setProblem(accessErrorMessage(error, 'No pudimos enviar tu solicitud.')),
    });
  };
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-2" aria-label="Enviar la solicitud de nuevo">
      <Label htmlFor={id}>Mensaje para el vendedor (opcional)</Label>
      <Textarea
        id={id}
        rows={3}
        value={message}
        maxLength={ACCESS_MESSAGE_MAX}
        onChange={(e) => {
          setMessage(e.target.value);
          setProblem(null);
        }}
        aria-describedby={`${id}-hint`}
        aria-invalid={problem ? true : undefined}
        placeholder="Ej.: Tengo experiencia en restaurantes y financiamiento aprobado."
      />
      <p id={`${id}-hint`} className="text-xs text-muted-foreground">
        {message.length}/{ACCESS_MESSAGE_MAX}
      </p>
      {problem ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {problem}
        </p>
      ) : null}
      <Button type="submit" variant="accent" className="w-full sm:w-fit" disabled={send.isPending}>
        <SendIcon aria-hidden="true" />
        {send.isPending ? 'Enviando…' : 'Enviar la solicitud de nuevo'}
      </Button>
    </form>
  );
}
