import type { Nda } from '@traspasa/shared/ndas';
import { revokeNdaBody } from '@traspasa/shared/ndas';
import { BanIcon, CheckIcon, XIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { FormField } from '@/components/ui/form-field';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/hooks/use-toast';
import { useReviewNda, useRevokeNda } from '../api/review-nda';
import { ndaErrorMessage } from '../lib/errors';
import '@/lib/zod-spanish';

/** Approve or reject a physical upload (seller of the listing or admin). */
export function ReviewForm({ nda, onDone }: { nda: Nda; onDone?: (message: string) => void }) {
  const review = useReviewNda(nda.id);
  const [notes, setNotes] = useState('');
  const [canReupload, setCanReupload] = useState(true);
  const [error, setError] = useState<string>();
  const reuploadId = useId();

  const decide = (decision: 'approve' | 'reject') => {
    setError(undefined);
    if (decision === 'reject' && notes.trim().length < 5) {
      setError('Explica al comprador qué debe corregir (al menos 5 caracteres).');
      return;
    }
    review.mutate(
      {
        decision,
        notes: notes.trim() || undefined,
        canReupload: decision === 'reject' ? canReupload : undefined,
      },
      {
        onSuccess: () => {
          const title = decision === 'approve' ? 'Acuerdo aprobado' : 'Documentos rechazados';
          const description =
            decision === 'approve'
              ? 'El comprador ya puede ver la información confidencial.'
              : 'Le avisamos al comprador con tus notas.';
          toast({ title, description });
          onDone?.(`${title}. ${description}`);
          setNotes('');
        },
        onError: (err) => {
          const message = ndaErrorMessage(err, 'No pudimos guardar la revisión.');
          setError(message);
          toast({ variant: 'destructive', title: 'No pudimos guardar la revisión', description: message });
        },
      },
    );
  };

  return (
    <section
      aria-labelledby="review-title"
      className="grid gap-4 rounded-xl border border-amber-300 bg-amber-50/60 p-4"
    >
      <div>
        <h3 id="review-title" className="font-semibold">
          Revisar la firma en papel
        </h3>
        <p className="mt-1 text-sm text-muted-foreground">
          Comprueba que el acuerdo está firmado en todas sus páginas y que el nombre coincide con la cédula.
        </p>
      </div>
      <FormField
        label="Notas para el comprador"
        hint="Obligatorias si rechazas: dile qué debe corregir."
        error={error}
      >
        <Textarea
          value={notes}
          onChange={(e) => setNotes(e.target.value)}
          maxLength={2000}
          className="min-h-20 bg-background"
        />
      </FormField>
      <div className="flex min-h-11 items-center gap-3">
        <Checkbox id={reuploadId} checked={canReupload} onCheckedChange={(v) => setCanReupload(v === true)} />
        <Label htmlFor={reuploadId} className="font-normal">
          Si lo rechazo, permitir volver a subir los documentos antes del plazo
        </Label>
      </div>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button onClick={() => decide('approve')} disabled={review.isPending}>
          <CheckIcon aria-hidden="true" />
          {review.isPending && review.variables?.decision === 'approve'
            ? 'Aprobando…'
            : 'Aprobar y dar acceso'}
        </Button>
        <Button
          variant="outline"
          onClick={() => decide('reject')}
          disabled={review.isPending}
          className="text-destructive"
        >
          <XIcon aria-hidden="true" />
          {review.isPending && review.variables?.decision === 'reject' ? 'Rechazando…' : 'Rechazar'}
        </Button>
      </div>
    </section>
  );
}

/** Withdraw a signed NDA's access at once; the reason is required and confirmed in a dialog. */
export function RevokeForm({
  nda,
  buyerName,
  onDone,
}: {
  nda: Nda;
  buyerName: string;
  onDone?: (message: string) => void;
}) {
  const revoke = useRevokeNda(nda.id);
  const [notes, setNotes] = useState('');
  const [error, setError] = useState<string>();
  const [confirming, setConfirming] = useState(false);

  const ask = () => {
    const parsed = revokeNdaBody.safeParse({ notes });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    setConfirming(true);
  };

  const confirm = () =>
    revoke.mutate(
      { notes: notes.trim() },
      {
        onSuccess: () => {
          setConfirming(false);
          setNotes('');
          const description = `${buyerName} ya no ve la información confidencial.`;
          toast({ title: 'Acceso revocado', description });
          onDone?.(`Acceso revocado. ${description}`);
        },
        onError: (err) => {
          setConfirming(false);
          const message = ndaErrorMessage(err, 'No pudimos revocar el acuerdo.');
          setError(message);
          toast({ variant: 'destructive', title: 'No pudimos revocar el acuerdo', description: message });
        },
      },
    );

  return (
    <section aria-labelledby="revoke-title" className="grid gap-3 rounded-xl border border-red-200 p-4">
      <div>
        <h3 id="revoke-title" className="font-semibold">
          Revocar el acceso
        </h3>
        <p className="mt-1 text-sm text-muted-foreground">
          Si el comprador incumplió el acuerdo o ya no debe ver los datos, retíraselo. Pierde el acceso al
          instante; la evidencia se conserva.
        </p>
      </div>
      <FormField
        label="Motivo"
        required
        error={error}
        hint="El comprador lo verá en el estado de su acuerdo."
      >
        <Textarea
          value={notes}
          onChange={(e) => setNotes(e.target.value)}
          maxLength={2000}
          className="min-h-20"
        />
      </FormField>
      <Button
        variant="destructive"
        onClick={ask}
        disabled={revoke.isPending}
        className="w-full sm:w-auto sm:justify-self-start"
      >
        <BanIcon aria-hidden="true" />
        Revocar acceso
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="¿Revocar el acceso de este comprador?"
        confirmLabel="Sí, revocar acceso"
        destructive
        pending={revoke.isPending}
        onConfirm={confirm}
      >
        {buyerName} dejará de ver la información confidencial y los documentos de este negocio, y no podrá
        escribirte. No se puede deshacer desde aquí.
      </ConfirmDialog>
    </section>
  );
}
