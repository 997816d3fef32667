import { rejectionTemplates } from '@traspasa/shared/admin-listings';
import { rejectBusinessInput } from '@traspasa/shared/listings';
import { useId, useState } from 'react';
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
import { listingErrorMessage } from '@/lib/listing-error-message';
import { useModerate } from '../api/moderation-api';
import { REASON_MAX, withTemplate } from '../lib/rejection';
import '@/lib/zod-spanish';

export type RejectTarget = { id: number; title: string };

/**
 * Rejection with a reason the seller reads: start from a template (editable) or write it.
 * `onRejected` runs after the server accepted it.
 */
export function RejectDialog({
  business,
  onClose,
  onRejected,
}: {
  business: RejectTarget | null;
  onClose: () => void;
  onRejected?: () => void;
}) {
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const moderate = useModerate();
  const templatesId = useId();
  const close = () => {
    setReason('');
    setProblem(null);
    onClose();
  };
  const send = () => {
    const parsed = rejectBusinessInput.safeParse({ reason });
    if (!parsed.success || !business) {
      setProblem(
        'Explica el motivo en al menos 10 caracteres: el vendedor lo verá para corregir su anuncio.',
      );
      return;
    }
    moderate.mutate(
      { kind: 'reject', id: business.id, reason: parsed.data.reason },
      {
        onSuccess: () => {
          toast({
            title: 'Anuncio rechazado',
            description: 'Le avisamos al vendedor con el motivo, por correo y en sus avisos.',
          });
          close();
          onRejected?.();
        },
        onError: (error) => setProblem(listingErrorMessage(error, 'Inténtalo de nuevo en unos segundos.')),
      },
    );
  };
  return (
    <Dialog open={business !== null} onOpenChange={(open) => !open && close()}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>Rechazar anuncio</DialogTitle>
          <DialogDescription>
            «{business?.title}». El vendedor recibirá este motivo por correo y en sus avisos, con un enlace
            para corregir el anuncio y reenviarlo.
          </DialogDescription>
        </DialogHeader>
        <div className="grid gap-2">
          <p id={templatesId} className="text-sm font-medium">
            Empieza con un motivo frecuente
          </p>
          <ul aria-labelledby={templatesId} className="flex flex-wrap gap-2">
            {rejectionTemplates.map((template) => (
              <li key={template.id}>
                <Button
                  type="button"
                  size="sm"
                  variant="outline"
                  className="min-h-11 rounded-full"
                  onClick={() => {
                    setReason((current) => withTemplate(current, template.id));
                    setProblem(null);
                  }}
                >
                  {template.label}
                </Button>
              </li>
            ))}
          </ul>
        </div>
        <div className="grid gap-2">
          <Label htmlFor="reject-reason">Motivo para el vendedor</Label>
          <Textarea
            id="reject-reason"
            rows={6}
            value={reason}
            maxLength={REASON_MAX}
            onChange={(e) => {
              setReason(e.target.value);
              setProblem(null);
            }}
            placeholder="Ej.: Las fotos muestran el nombre del local; quítalo y vuelve a enviar."
            aria-describedby="reject-reason-hint"
            aria-invalid={problem ? true : undefined}
          />
          <p id="reject-reason-hint" className="text-xs text-muted-foreground">
            Puedes editar el texto de la plantilla antes de enviarlo. {reason.length}/{REASON_MAX}
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
          <Button variant="destructive" disabled={moderate.isPending} onClick={send}>
            {moderate.isPending ? 'Enviando…' : 'Rechazar anuncio'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
