import { useMutation } from '@tanstack/react-query';
import {
  createReportInput,
  type ReportReason,
  reportReasonLabels,
  reportReasons,
} from '@traspasa/shared/listings';
import { FlagIcon } from 'lucide-react';
import { type FormEvent, useState } from 'react';
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
import { api } from '@/lib/api-client';
import { listingErrorMessage } from '@/lib/listing-error-message';
import '@/lib/zod-spanish';

/** "Denunciar": the five reasons of the spec and optional details; POST /api/businesses/:id/reports. */
export default function ReportDialog({
  businessId,
  open,
  onOpenChange,
}: {
  businessId: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [reason, setReason] = useState<ReportReason | ''>('');
  const [details, setDetails] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: (body: unknown) => api.post(`/api/businesses/${businessId}/reports`, body),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    const parsed = createReportInput.safeParse({ reason, details: details.trim() || null });
    if (!parsed.success) {
      setProblem('Elige un motivo para la denuncia.');
      return;
    }
    mutation.mutate(parsed.data, {
      onSuccess: () => {
        onOpenChange(false);
        setReason('');
        setDetails('');
        toast({
          title: 'Denuncia enviada',
          description: 'Un administrador la revisará. Gracias por avisarnos.',
        });
      },
      onError: (error) =>
        setProblem(
          listingErrorMessage(
            error,
            'No pudimos enviar la denuncia. Revisa tu conexión e inténtalo de nuevo.',
          ),
        ),
    });
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <form onSubmit={submit} className="grid gap-4">
          <DialogHeader>
            <DialogTitle>Denunciar este anuncio</DialogTitle>
            <DialogDescription>
              Cuéntanos qué pasa. El vendedor no sabrá quién envió la denuncia.
            </DialogDescription>
          </DialogHeader>
          <fieldset className="grid gap-1">
            <legend className="mb-2 text-sm font-medium">Motivo</legend>
            {reportReasons.map((r) => (
              <label
                key={r}
                className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border px-3 has-[:checked]:border-primary has-[:checked]:bg-primary-soft"
              >
                <input
                  type="radio"
                  name="report-reason"
                  value={r}
                  checked={reason === r}
                  onChange={() => setReason(r)}
                  className="size-4 accent-[var(--color-primary)]"
                />
                <span className="text-sm">{reportReasonLabels[r]}</span>
              </label>
            ))}
          </fieldset>
          <div className="grid gap-2">
            <Label htmlFor="report-details">Detalles (opcional)</Label>
            <Textarea
              id="report-details"
              value={details}
              maxLength={2000}
              onChange={(e) => setDetails(e.target.value)}
              placeholder="Qué viste y por qué crees que está mal"
            />
          </div>
          {problem ? (
            <p role="alert" className="text-sm font-medium text-destructive">
              {problem}
            </p>
          ) : null}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancelar
            </Button>
            <Button type="submit" variant="destructive" disabled={mutation.isPending}>
              <FlagIcon aria-hidden="true" />
              {mutation.isPending ? 'Enviando…' : 'Enviar denuncia'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
