import type { ClosingMilestone, ClosingView } from '@traspasa/shared/closing';
import { CLOSING_FILE_MAX_BYTES } from '@traspasa/shared/closing';
import { formatDay, formatShortDateTime } from '@traspasa/shared/dates';
import { CheckCircle2Icon, DownloadIcon, FlagIcon, UploadIcon } from 'lucide-react';
import { type FormEvent, useId, useRef, useState } from 'react';
import { Badge } from '@/components/ui/badge';
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
import { PendingButton } from '@/components/ui/pending-button';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/hooks/use-toast';
import { requestErrorMessage } from '@/lib/request-error';
import {
  downloadReceipt,
  useConfirmMilestone,
  useDisputeMilestone,
  useUploadReceipt,
} from '../api/closing-api';
import { centsText, milestoneStatusTone, sideName } from '../lib/labels';

const failed = (title: string) => (error: unknown) =>
  toast({
    variant: 'destructive',
    title,
    description: requestErrorMessage(error, 'Inténtalo de nuevo en unos segundos.'),
  });

/** One payment of the agreed terms: the buyer's receipt, the seller's confirmation, a dispute. */
export function MilestoneCard({ road, milestone: m }: { road: ClosingView; milestone: ClosingMilestone }) {
  const tone = milestoneStatusTone[m.status];
  const titleId = useId();
  const [confirming, setConfirming] = useState(false);
  const [disputing, setDisputing] = useState(false);
  const confirm = useConfirmMilestone(road.negotiationId);

  return (
    <li className="grid gap-3 rounded-xl border bg-card p-4 shadow-xs sm:p-5" aria-labelledby={titleId}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid min-w-0 gap-1">
          <h3 id={titleId} className="text-base font-semibold text-pretty">
            {m.label}
          </h3>
          <p className="text-2xl font-bold tabular-nums">{centsText(m.amountCents)}</p>
          {m.dueDate ? (
            <p className="text-sm text-muted-foreground">Vence el {formatDay(m.dueDate)}</p>
          ) : null}
        </div>
        <Badge variant={tone.tone}>{tone.label}</Badge>
      </div>

      {m.receipt ? (
        <div className="flex flex-wrap items-center gap-2 text-sm">
          <span className="text-muted-foreground">
            Comprobante subido por {sideName(m.receipt.side, road.viewer)} el{' '}
            {formatShortDateTime(m.receipt.uploadedAt)}
          </span>
          <Button
            variant="link"
            size="sm"
            className="px-0"
            onClick={() =>
              void downloadReceipt(road.negotiationId, m.id).catch(failed('No pudimos abrir el comprobante'))
            }
          >
            <DownloadIcon aria-hidden="true" />
            Ver comprobante
          </Button>
        </div>
      ) : null}
      {m.confirmedAt ? (
        <p className="flex items-center gap-1.5 text-sm font-medium text-green-800">
          <CheckCircle2Icon className="size-4" aria-hidden="true" />
          {road.viewer === 'seller' ? 'Confirmaste que lo recibiste' : 'El vendedor confirmó que lo recibió'}{' '}
          el {formatShortDateTime(m.confirmedAt)}
        </p>
      ) : null}
      {m.dispute ? (
        <div
          className={
            m.dispute.resolvedAt
              ? 'rounded-lg border bg-muted/40 p-3 text-sm'
              : 'rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-950'
          }
        >
          <p className="font-semibold">
            {m.dispute.resolvedAt ? 'Disputa resuelta' : 'En disputa'}: la abrió{' '}
            {sideName(m.dispute.side, road.viewer)} el {formatShortDateTime(m.dispute.at)}
          </p>
          <p className="mt-1 [overflow-wrap:anywhere]">«{m.dispute.reason}»</p>
          {m.dispute.resolution ? (
            <p className="mt-1 [overflow-wrap:anywhere]">
              Resolución del administrador: {m.dispute.resolution}
            </p>
          ) : (
            <p className="mt-1">Un administrador de Traspasa la está revisando.</p>
          )}
        </div>
      ) : null}

      {m.canUploadReceipt || m.canConfirm || m.canDispute ? (
        <div className="flex flex-wrap gap-2">
          {m.canUploadReceipt ? <ReceiptUpload road={road} milestone={m} /> : null}
          {m.canConfirm ? (
            <Button onClick={() => setConfirming(true)}>
              <CheckCircle2Icon aria-hidden="true" />
              Confirmar que lo recibí
            </Button>
          ) : null}
          {m.canDispute ? (
            <Button variant="ghost" onClick={() => setDisputing(true)}>
              <FlagIcon aria-hidden="true" />
              Abrir una disputa
            </Button>
          ) : null}
        </div>
      ) : null}

      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`¿Recibiste ${centsText(m.amountCents)}?`}
        confirmLabel="Sí, lo recibí"
        pending={confirm.isPending}
        onConfirm={() =>
          confirm.mutate(m.id, {
            onSuccess: () => {
              setConfirming(false);
              toast({ title: 'Pago confirmado', description: 'Le avisamos al comprador.' });
            },
            onError: failed('No pudimos confirmar el pago'),
          })
        }
      >
        Confírmalo solo cuando veas el dinero en tu cuenta bancaria. Traspasa no recibe ni guarda dinero: tu
        confirmación es lo que marca este pago como hecho.
      </ConfirmDialog>
      <DisputeDialog road={road} milestone={m} open={disputing} onOpenChange={setDisputing} />
    </li>
  );
}

function ReceiptUpload({ road, milestone: m }: { road: ClosingView; milestone: ClosingMilestone }) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const upload = useUploadReceipt(road.negotiationId, setProgress);

  function pick(file: File | undefined) {
    if (!file) return;
    if (file.size > CLOSING_FILE_MAX_BYTES) {
      toast({
        variant: 'destructive',
        title: 'No pudimos subir el comprobante',
        description: 'Supera los 10 MB. Sube una foto o un PDF más liviano.',
      });
      return;
    }
    setProgress(0);
    upload.mutate(
      { milestoneId: m.id, file },
      {
        onSuccess: () =>
          toast({
            title: 'Comprobante subido',
            description: 'Le avisamos al vendedor para que lo confirme.',
          }),
        onError: failed('No pudimos subir el comprobante'),
        onSettled: () => {
          setProgress(null);
          if (input.current) input.current.value = '';
        },
      },
    );
  }

  return (
    <>
      <input
        ref={input}
        id={inputId}
        type="file"
        accept=".pdf,.jpg,.jpeg,.png,.webp"
        className="sr-only"
        onChange={(e) => pick(e.target.files?.[0])}
        disabled={upload.isPending}
      />
      <Button variant={m.receipt ? 'outline' : 'default'} asChild>
        <label htmlFor={inputId} className="cursor-pointer">
          <UploadIcon aria-hidden="true" />
          {progress !== null
            ? `Subiendo… ${progress} %`
            : m.receipt
              ? 'Cambiar el comprobante'
              : `Subir comprobante de «${m.label}»`}
        </label>
      </Button>
    </>
  );
}

function DisputeDialog({
  road,
  milestone: m,
  open,
  onOpenChange,
}: {
  road: ClosingView;
  milestone: ClosingMilestone;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const dispute = useDisputeMilestone(road.negotiationId);
  const fieldId = useId();

  function submit(e: FormEvent) {
    e.preventDefault();
    if (reason.trim().length < 10) {
      setError('Cuéntanos qué pasa con este pago (al menos 10 caracteres).');
      return;
    }
    setError(null);
    dispute.mutate(
      { milestoneId: m.id, reason },
      {
        onSuccess: () => {
          onOpenChange(false);
          setReason('');
          toast({ title: 'Disputa abierta', description: 'Un administrador de Traspasa la revisará.' });
        },
        onError: (err) =>
          setError(requestErrorMessage(err, 'No pudimos abrir la disputa. Inténtalo de nuevo.')),
      },
    );
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <form onSubmit={submit} noValidate className="grid gap-4">
          <DialogHeader>
            <DialogTitle>Abrir una disputa sobre «{m.label}»</DialogTitle>
            <DialogDescription>
              Un administrador de Traspasa revisa el comprobante y les escribe a los dos. Mientras tanto el
              pago no se puede confirmar.
            </DialogDescription>
          </DialogHeader>
          <div className="grid gap-2">
            <label htmlFor={fieldId} className="text-sm font-medium">
              ¿Qué pasa con este pago?
            </label>
            <Textarea
              id={fieldId}
              value={reason}
              maxLength={1000}
              onChange={(e) => setReason(e.target.value)}
              aria-invalid={error ? true : undefined}
            />
            {error ? (
              <p role="alert" className="text-sm font-medium text-destructive">
                {error}
              </p>
            ) : null}
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancelar
            </Button>
            <PendingButton
              type="submit"
              variant="destructive"
              pending={dispute.isPending}
              pendingLabel="Enviando…"
            >
              Abrir la disputa
            </PendingButton>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
