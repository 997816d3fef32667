import { LandmarkIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { PendingButton } from '@/components/ui/pending-button';

/** The bank's 3-D Secure step, as the sandbox plays it: authorise or refuse the payment. */
export function ThreeDSecureDialog({
  open,
  amount,
  pending,
  onAnswer,
}: {
  open: boolean;
  /** "$49", already formatted. */
  amount: string;
  /** Which answer is being sent, if any. */
  pending: 'approve' | 'refuse' | null;
  onAnswer: (approve: boolean) => void;
}) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        // Closing the bank's window (Esc) is refusing, as on a real 3-D Secure page.
        if (!next && pending === null) onAnswer(false);
      }}
    >
      <DialogContent showCloseButton={false} onInteractOutside={(event) => event.preventDefault()}>
        <DialogHeader className="pr-0">
          <span className="mb-2 flex size-12 items-center justify-center rounded-full bg-secondary text-primary">
            <LandmarkIcon className="size-6" aria-hidden="true" />
          </span>
          <DialogTitle>Confirma el pago en tu banco</DialogTitle>
          <DialogDescription>
            Tu banco pide que autorices este pago de{' '}
            <span className="font-semibold text-foreground">{amount}</span> a Traspasa. En un pago real verías
            aquí la página de tu banco o un aviso en su aplicación.
          </DialogDescription>
        </DialogHeader>
        <p className="rounded-lg bg-amber-50 p-3 text-xs leading-5 text-amber-950">
          Simulación de 3-D Secure: no se cobra dinero real.
        </p>
        <DialogFooter>
          <Button variant="outline" disabled={pending !== null} onClick={() => onAnswer(false)}>
            {pending === 'refuse' ? 'Cancelando…' : 'Cancelar'}
          </Button>
          <PendingButton
            pending={pending === 'approve'}
            pendingLabel="Autorizando…"
            disabled={pending !== null}
            onClick={() => onAnswer(true)}
          >
            Autorizar
          </PendingButton>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
