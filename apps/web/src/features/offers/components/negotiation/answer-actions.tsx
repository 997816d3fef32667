import { ACCEPTANCE_SIGNING_DAYS, type NegotiationDetail, OFFER_REASON_MAX } from '@traspasa/shared/offers';
import { CheckIcon, PencilLineIcon, Undo2Icon, XIcon } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { PendingButton } from '@/components/ui/pending-button';
import { Textarea } from '@/components/ui/textarea';
import { offerPaths } from '@/config/offer-paths';
import { toast } from '@/hooks/use-toast';
import { useAcceptOffer, useRejectOffer, useWithdrawOffer } from '../../api/negotiations';
import { offerErrorMessage } from '../../lib/errors';

type Open = 'accept' | 'reject' | 'withdraw' | null;

/** Accept, reject, counter or withdraw the open version: only what the server allows the caller. */
export function AnswerActions({ detail }: { detail: NegotiationDetail }) {
  const allowed = new Set(detail.allowedActions);
  const open = detail.versions.find((v) => v.status === 'open');
  const [dialog, setDialog] = useState<Open>(null);
  const [reason, setReason] = useState('');
  const accept = useAcceptOffer(detail.id);
  const reject = useRejectOffer(detail.id);
  const withdraw = useWithdrawOffer(detail.id);
  if (!open || !['accept', 'reject', 'counter', 'withdraw'].some((a) => allowed.has(a as never))) return null;

  const failed = (title: string) => (error: unknown) => {
    setDialog(null);
    toast({ variant: 'destructive', title, description: offerErrorMessage(error) });
  };
  const what = open.number === 1 ? 'la oferta' : 'la contraoferta';

  return (
    <div className="grid gap-2">
      {allowed.has('accept') ? (
        <Button variant="accent" size="lg" className="w-full" onClick={() => setDialog('accept')}>
          <CheckIcon aria-hidden="true" />
          Aceptar {what}
        </Button>
      ) : null}
      {allowed.has('counter') ? (
        <Button asChild variant="outline" className="w-full">
          <Link to={offerPaths.counterOffer(detail.id)}>
            <PencilLineIcon aria-hidden="true" />
            Contraofertar
          </Link>
        </Button>
      ) : null}
      {allowed.has('reject') ? (
        <Button variant="ghost" className="w-full text-destructive" onClick={() => setDialog('reject')}>
          <XIcon aria-hidden="true" />
          Rechazar
        </Button>
      ) : null}
      {allowed.has('withdraw') ? (
        <Button variant="outline" className="w-full" onClick={() => setDialog('withdraw')}>
          <Undo2Icon aria-hidden="true" />
          Retirar mi {open.number === 1 ? 'oferta' : 'contraoferta'}
        </Button>
      ) : null}

      <ConfirmDialog
        open={dialog === 'accept'}
        onOpenChange={(o) => setDialog(o ? 'accept' : null)}
        title={`¿Aceptar la versión ${open.number}?`}
        confirmLabel={`Aceptar ${what}`}
        pending={accept.isPending}
        onConfirm={() =>
          accept.mutate(undefined, {
            onSuccess: () => {
              setDialog(null);
              toast({
                variant: 'success',
                title: 'Oferta aceptada',
                description: 'Ahora firman los dos la carta con un código que les llega por correo.',
              });
            },
            onError: failed('No pudimos aceptar la oferta'),
          })
        }
      >
        Después, cada uno firma la carta con su nombre completo y un código que le enviamos por correo. Si no
        la firman los dos en {ACCEPTANCE_SIGNING_DAYS} días, la aceptación vence y el negocio vuelve a recibir
        ofertas.
      </ConfirmDialog>

      <ConfirmDialog
        open={dialog === 'withdraw'}
        onOpenChange={(o) => setDialog(o ? 'withdraw' : null)}
        title={`¿Retirar la versión ${open.number}?`}
        confirmLabel="Retirar"
        destructive
        pending={withdraw.isPending}
        onConfirm={() =>
          withdraw.mutate(undefined, {
            onSuccess: () => {
              setDialog(null);
              toast({
                title: 'Oferta retirada',
                description: 'La negociación terminó. Queda en tu historial.',
              });
            },
            onError: failed('No pudimos retirar la oferta'),
          })
        }
      >
        La otra parte ya no podrá aceptarla y la negociación termina. Si cambias de idea, podrás hacer una
        nueva oferta.
      </ConfirmDialog>

      <Dialog open={dialog === 'reject'} onOpenChange={(o) => setDialog(o ? 'reject' : null)}>
        <DialogContent>
          <form
            className="grid gap-4"
            onSubmit={(event) => {
              event.preventDefault();
              reject.mutate(
                { reason: reason.trim() || undefined },
                {
                  onSuccess: () => {
                    setDialog(null);
                    toast({ title: 'Oferta rechazada', description: 'Le avisamos a la otra parte.' });
                  },
                  onError: failed('No pudimos rechazar la oferta'),
                },
              );
            }}
          >
            <DialogHeader>
              <DialogTitle>¿Rechazar la versión {open.number}?</DialogTitle>
              <DialogDescription>
                La negociación termina. Si quieres seguir negociando, mejor contraoferta.
              </DialogDescription>
            </DialogHeader>
            <FormField label="Motivo (opcional)" hint="La otra parte lo lee junto al rechazo.">
              <Textarea
                value={reason}
                maxLength={OFFER_REASON_MAX}
                onChange={(e) => setReason(e.target.value)}
              />
            </FormField>
            <DialogFooter>
              <Button variant="outline" onClick={() => setDialog(null)}>
                Cancelar
              </Button>
              <PendingButton
                type="submit"
                variant="destructive"
                pending={reject.isPending}
                pendingLabel="Rechazando…"
              >
                Rechazar {what}
              </PendingButton>
            </DialogFooter>
          </form>
        </DialogContent>
      </Dialog>
    </div>
  );
}
