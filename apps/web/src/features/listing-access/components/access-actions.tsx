import {
  ACCESS_REASON_MAX,
  type AccessRequestItem,
  accessDecisionBody,
} from '@traspasa/shared/listing-access';
import { BanIcon, CheckIcon, MessageCircleQuestionIcon, XIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/hooks/use-toast';
import { cn } from '@/lib/utils';
import { useAnswerAccess, useAskBuyer } from '../api/seller-requests';
import { accessErrorMessage } from '../lib/errors';
import { questionHref } from '../lib/question-href';

/** What the answers need of a request: a dashboard item or a row of the interested-people list. */
type Request = Pick<AccessRequestItem, 'id' | 'state'> & {
  business: Pick<AccessRequestItem['business'], 'id' | 'title'>;
  buyer: Pick<AccessRequestItem['buyer'], 'id' | 'fullName'>;
};

/**
 * The seller's answers to one request, by its state: «Aprobar», «Rechazar» and «Hacer una
 * pregunta» while it is open, «Revocar acceso» once granted, «Aprobar» again after a decline,
 * an expiry, «Devolver el acceso» after a revocation (the seller may change their mind; the
 * server says which it allows).
 */
export function AccessActions({ request, className }: { request: Request; className?: string }) {
  const [dialog, setDialog] = useState<'decline' | 'revoke' | null>(null);
  const answer = useAnswerAccess();
  const ask = useAskBuyer();
  const navigate = useNavigate();
  const name = request.buyer.fullName;
  const busy = answer.isPending || ask.isPending;

  const approve = () =>
    answer.mutate(
      { kind: 'approve', id: request.id },
      {
        onSuccess: () =>
          toast({
            title: request.state === 'revoked' ? 'Acceso devuelto' : 'Acceso aprobado',
            description: `${name} ya ve la parte confidencial de «${request.business.title}». Le avisamos.`,
          }),
        onError: (error) =>
          toast({
            variant: 'destructive',
            title: request.state === 'revoked' ? 'No pudimos devolver el acceso' : 'No pudimos aprobar',
            description: accessErrorMessage(error),
          }),
      },
    );
  const askQuestion = () =>
    ask.mutate(request.id, {
      onSuccess: () => navigate(questionHref(request.buyer.id, request.business.id)),
      onError: (error) =>
        toast({
          variant: 'destructive',
          title: 'No pudimos abrir la conversación',
          description: accessErrorMessage(error),
        }),
    });

  return (
    <div className={cn('flex flex-wrap gap-2', className)}>
      {request.state === 'granted' ? (
        <Button
          variant="outline"
          className="min-h-11 text-destructive"
          disabled={busy}
          onClick={() => setDialog('revoke')}
        >
          <BanIcon aria-hidden="true" />
          Revocar acceso
          <span className="sr-only"> de {name}</span>
        </Button>
      ) : (
        <Button className="min-h-11" disabled={busy} onClick={approve}>
          <CheckIcon aria-hidden="true" />
          {answer.isPending && answer.variables?.kind === 'approve'
            ? 'Aprobando…'
            : request.state === 'revoked'
              ? 'Devolver el acceso'
              : 'Aprobar'}
          <span className="sr-only"> a {name}</span>
        </Button>
      )}
      {request.state === 'requested' ? (
        <>
          <Button variant="outline" className="min-h-11" disabled={busy} onClick={() => setDialog('decline')}>
            <XIcon aria-hidden="true" />
            Rechazar
            <span className="sr-only"> a {name}</span>
          </Button>
          <Button variant="ghost" className="min-h-11" disabled={busy} onClick={askQuestion}>
            <MessageCircleQuestionIcon aria-hidden="true" />
            Hacer una pregunta
            <span className="sr-only"> a {name}</span>
          </Button>
        </>
      ) : null}
      <ReasonDialog
        request={dialog ? request : null}
        kind={dialog ?? 'decline'}
        onClose={() => setDialog(null)}
      />
    </div>
  );
}

const dialogTexts = {
  decline: {
    title: 'Rechazar la solicitud',
    label: 'Motivo para el comprador (opcional)',
    placeholder: 'Ej.: Busco un comprador con experiencia en el sector.',
    confirm: 'Rechazar solicitud',
    pending: 'Rechazando…',
    done: 'Solicitud rechazada',
  },
  revoke: {
    title: 'Revocar el acceso',
    label: 'Motivo para el comprador (opcional)',
    placeholder: 'Ej.: Ya avanzo con otro comprador.',
    confirm: 'Revocar acceso',
    pending: 'Revocando…',
    done: 'Acceso revocado',
  },
} as const;

/** Declining or revoking: an optional reason the buyer reads; revoking says first what closes. */
export function ReasonDialog({
  request,
  kind,
  onClose,
}: {
  request: Request | null;
  kind: 'decline' | 'revoke';
  onClose: () => void;
}) {
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const answer = useAnswerAccess();
  const id = useId();
  const texts = dialogTexts[kind];
  const close = () => {
    setReason('');
    setProblem(null);
    onClose();
  };
  const send = () => {
    if (!request) return;
    const parsed = accessDecisionBody.safeParse({ reason });
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? 'Revisa el motivo.');
      return;
    }
    answer.mutate(
      { kind, id: request.id, body: parsed.data },
      {
        onSuccess: () => {
          toast({ title: texts.done, description: `Le avisamos a ${request.buyer.fullName}.` });
          close();
        },
        onError: (error) => setProblem(accessErrorMessage(error)),
      },
    );
  };
  const name = request?.buyer.fullName ?? '';
  return (
    <Dialog open={request !== null} onOpenChange={(open) => !open && close()}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{texts.title}</DialogTitle>
          <DialogDescription>
            {kind === 'revoke'
              ? `${name} deja de ver en este momento la parte confidencial de «${request?.business.title}», sus documentos (también los enlaces que ya abrió) y las fotos privadas, y no podrá enviarte mensajes nuevos. La conversación se conserva marcada como revocada y el registro del acuerdo guarda la revocación.`
              : `${name} sabrá que rechazaste su solicitud para «${request?.business.title}». Su acuerdo sigue firmado, pero la parte confidencial no se abre.`}
          </DialogDescription>
        </DialogHeader>
        <div className="grid gap-2">
          <Label htmlFor={id}>{texts.label}</Label>
          <Textarea
            id={id}
            rows={4}
            value={reason}
            maxLength={ACCESS_REASON_MAX}
            onChange={(e) => {
              setReason(e.target.value);
              setProblem(null);
            }}
            placeholder={texts.placeholder}
            aria-describedby={`${id}-hint`}
            aria-invalid={problem ? true : undefined}
          />
          <p id={`${id}-hint`} className="text-xs text-muted-foreground">
            El comprador lo lee en el anuncio y en el aviso que le enviamos. {reason.length}/
            {ACCESS_REASON_MAX}
          </p>
          {problem ? (
            <p role="alert" className="text-sm font-medium text-destructive">
              {problem}
            </p>
          ) : null}
        </div>
        <DialogFooter>
          <Button variant="outline" onClick={close}>
            Cancelar
          </Button>
          <Button variant="destructive" disabled={answer.isPending} onClick={send}>
            {answer.isPending ? texts.pending : texts.confirm}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
