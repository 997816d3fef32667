import { type AdminTransaction, refundInput } from '@traspasa/shared/payments';
import { Loader2Icon } from 'lucide-react';
import { useState } from 'react';
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
import { useRefundTransaction } from '@/features/payments/admin/api/admin-payments';
import { formatCents } from '@/features/payments/admin/lib/labels';
import { toast } from '@/hooks/use-toast';
import { requestErrorMessage } from '@/lib/request-error';

const refundErrorText = (error: unknown) =>
  requestErrorMessage(error, 'No pudimos hacer el reembolso. Inténtalo de nuevo en unos segundos.', {
    fetchFailureIsOffline: false,
  });

/** Asks why (the contract's own Spanish rule) and shows exactly what goes back, then refunds. */
export function RefundDialog({
  transaction,
  onClose,
  onRequested,
}: {
  transaction: AdminTransaction | null;
  onClose: () => void;
  /** The provider accepted the refund but has not confirmed it yet. */
  onRequested: (transaction: AdminTransaction) => void;
}) {
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const refund = useRefundTransaction();
  // Paid by bank transfer (decision 094): no provider gives it back; the platform transfers it.
  const byTransfer = transaction?.provider.paymentIntentId?.startsWith('trf_') ?? false;

  const close = () => {
    if (refund.isPending) return;
    setReason('');
    setProblem(null);
    refund.reset();
    onClose();
  };

  const send = () => {
    if (!transaction) return;
    const parsed = refundInput.safeParse({ reason });
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? 'Explica por qué devuelves el pago.');
      return;
    }
    refund.mutate(
      { id: transaction.id, reason: parsed.data.reason },
      {
        onSuccess: (updated) => {
          // Only what the server confirmed: a refund the provider still has to confirm is said so.
          if (updated.status === 'refunded' && byTransfer) {
            toast({
              title: 'Reembolso registrado',
              description: `Transfiere ${formatCents(updated.amountCents)} a la cuenta de ${updated.email}: le avisamos por correo.`,
            });
          } else if (updated.status === 'refunded') {
            toast({
              title: 'Pago reembolsado',
              description: `Devolvimos ${formatCents(updated.amountCents)} a ${updated.email}.`,
            });
          } else {
            toast({
              title: 'Reembolso solicitado',
              description:
                'El proveedor de pagos lo está confirmando; esta lista se actualizará en unos segundos.',
            });
            onRequested(updated);
          }
          setReason('');
          setProblem(null);
          onClose();
        },
        onError: (error) => setProblem(refundErrorText(error)),
      },
    );
  };

  return (
    <Dialog open={transaction !== null} onOpenChange={(open) => !open && close()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Reembolsar pago</DialogTitle>
          <DialogDescription>
            Se devolverán{' '}
            <strong className="figure text-foreground">
              {transaction ? formatCents(transaction.amountCents) : ''}
            </strong>{' '}
            a {transaction?.username} ({transaction?.email}) por «{transaction?.description}». Si el pago
            compró créditos de anuncios, se anulan, y el anuncio que ya usó uno vuelve a Básico.
            {byTransfer
              ? ' Se pagó por transferencia: el reembolso queda registrado (con su nota de crédito) y el dinero se lo devuelves tú por transferencia.'
              : ''}
          </DialogDescription>
        </DialogHeader>
        <div className="grid gap-2">
          <Label htmlFor="refund-reason">Motivo del reembolso</Label>
          <Textarea
            id="refund-reason"
            value={reason}
            maxLength={500}
            rows={3}
            onChange={(e) => {
              setReason(e.target.value);
              setProblem(null);
            }}
            placeholder="Ej.: El vendedor pagó dos veces el mismo paquete."
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? 'refund-problem' : undefined}
          />
          {problem ? (
            <p id="refund-problem" role="alert" className="text-sm font-medium text-destructive">
              {problem}
            </p>
          ) : null}
        </div>
        <DialogFooter>
          <Button variant="outline" onClick={close} disabled={refund.isPending}>
            Cancelar
          </Button>
          <Button variant="destructive" disabled={refund.isPending} onClick={send}>
            {refund.isPending ? <Loader2Icon className="animate-spin" aria-hidden="true" /> : null}
            {refund.isPending
              ? 'Reembolsando…'
              : `Reembolsar ${transaction ? formatCents(transaction.amountCents) : ''}`}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
