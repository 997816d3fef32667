import {
  type AdminIdentityDetail,
  IDENTITY_RETENTION_DAYS_DEFAULT,
  type IdentityDecisionInput,
  type IdentityRejectionReason,
  identityRejectionReasons,
} from '@traspasa/shared/identity';
import { CheckIcon, XIcon } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { Badge } from '@/components/ui/badge';
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
import { PendingButton } from '@/components/ui/pending-button';
import { Textarea } from '@/components/ui/textarea';
import { useDecideIdentity } from '../api/decide-identity';
import { decisionProblem } from '../lib/decision';
import { identityErrorMessage } from '../lib/errors';
import { formatDateTime, rejectionReasonText, statusLabels } from '../lib/labels';

const reasons = Object.entries(identityRejectionReasons) as Array<[IdentityRejectionReason, string]>;

function DecidedSummary({ detail }: { detail: AdminIdentityDetail }) {
  const { label, tone } = statusLabels[detail.status];
  const reason = rejectionReasonText(detail.rejectionReason);
  return (
    <section aria-labelledby="decision-title" className="grid gap-3 rounded-xl border bg-card p-4 shadow-sm">
      <h2 id="decision-title" className="font-semibold">
        Decisión
      </h2>
      <Badge variant={tone}>{label}</Badge>
      <dl className="grid gap-2 text-sm">
        <div>
          <dt className="text-xs text-muted-foreground">Fecha</dt>
          <dd className="font-medium">{formatDateTime(detail.decidedAt)}</dd>
        </div>
        {detail.reviewerName ? (
          <div>
            <dt className="text-xs text-muted-foreground">Revisó</dt>
            <dd className="font-medium">{detail.reviewerName}</dd>
          </div>
        ) : null}
        {reason ? (
          <div>
            <dt className="text-xs text-muted-foreground">Motivo</dt>
            <dd className="font-medium">{reason}</dd>
          </div>
        ) : null}
        {detail.notes ? (
          <div>
            <dt className="text-xs text-muted-foreground">Notas</dt>
            <dd className="whitespace-pre-line">{detail.notes}</dd>
          </div>
        ) : null}
      </dl>
    </section>
  );
}

/** Approve, or reject with a reason from the list and notes; always through a confirmation. */
export function IdentityDecision({
  detail,
  onDecided,
}: {
  detail: AdminIdentityDetail;
  onDecided: (decision: IdentityDecisionInput['decision']) => void;
}) {
  const id = useId();
  const [choice, setChoice] = useState<IdentityDecisionInput['decision'] | null>(null);
  const [reason, setReason] = useState<IdentityRejectionReason | null>(null);
  const [notes, setNotes] = useState('');
  const [attempted, setAttempted] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const decide = useDecideIdentity(detail.id);
  const askRef = useRef<HTMLButtonElement>(null);

  if (detail.status !== 'pending') return <DecidedSummary detail={detail} />;

  const problem = decisionProblem({ choice, reason, notes });
  const otherReason = choice === 'reject' && reason === 'otro';
  const trimmed = notes.trim();
  const input: IdentityDecisionInput | null =
    choice === 'approve'
      ? { decision: 'approve', ...(trimmed ? { notes: trimmed } : {}) }
      : choice === 'reject' && reason
        ? { decision: 'reject', reason, ...(trimmed ? { notes: trimmed } : {}) }
        : null;

  const ask = () => {
    setAttempted(true);
    if (!problem) {
      decide.reset();
      setConfirming(true);
    }
  };

  const confirm = () => {
    if (!input) return;
    decide.mutate(input, {
      onSuccess: () => {
        setConfirming(false);
        onDecided(input.decision);
      },
    });
  };

  return (
    <section aria-labelledby="decision-title" className="grid gap-4 rounded-xl border bg-card p-4 shadow-sm">
      <h2 id="decision-title" className="font-semibold">
        Decisión
      </h2>
      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm font-medium">¿Qué decides?</legend>
        <div className="grid grid-cols-2 gap-2">
          {(
            [
              { value: 'approve', label: 'Aprobar', icon: CheckIcon },
              { value: 'reject', label: 'Rechazar', icon: XIcon },
            ] as const
          ).map(({ value, label, icon: Icon }) => (
            <label
              key={value}
              className="flex min-h-11 cursor-pointer items-center justify-center gap-2 rounded-lg border-2 px-3 py-2 text-sm font-semibold has-[:checked]:border-primary has-[:checked]:bg-primary-soft"
            >
              <input
                type="radio"
                name={`${id}-decision`}
                value={value}
                checked={choice === value}
                onChange={() => setChoice(value)}
                className="size-4 shrink-0 accent-primary"
              />
              <Icon className="size-4" aria-hidden="true" />
              {label}
            </label>
          ))}
        </div>
      </fieldset>
      {choice === 'reject' ? (
        <fieldset
          className="grid gap-1.5"
          aria-describedby={attempted && problem?.field === 'reason' ? `${id}-problem` : undefined}
        >
          <legend className="mb-2 text-sm font-medium">Motivo del rechazo (lo verá la persona)</legend>
          {reasons.map(([value, text]) => (
            <label
              key={value}
              className="flex min-h-11 cursor-pointer items-start gap-3 rounded-lg border p-2.5 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary-soft"
            >
              <input
                type="radio"
                name={`${id}-reason`}
                value={value}
                checked={reason === value}
                onChange={() => setReason(value)}
                className="mt-0.5 size-4 shrink-0 accent-primary"
              />
              {text}
            </label>
          ))}
        </fieldset>
      ) : null}
      {choice ? (
        <div className="grid gap-2">
          <Label htmlFor={`${id}-notes`}>
            {otherReason ? 'Motivo para la persona (obligatorio)' : 'Notas (opcional)'}
          </Label>
          <Textarea
            id={`${id}-notes`}
            value={notes}
            maxLength={2000}
            onChange={(event) => setNotes(event.target.value)}
            aria-invalid={attempted && problem?.field === 'notes' ? true : undefined}
            aria-describedby={`${id}-notes-hint${attempted && problem?.field === 'notes' ? ` ${id}-problem` : ''}`}
            className="min-h-24"
          />
          <p id={`${id}-notes-hint`} className="text-xs text-muted-foreground">
            {otherReason
              ? 'Con «Otro motivo», la persona lee esta nota como el motivo del rechazo, en la página y en el correo.'
              : 'Quedan en el historial de la solicitud, que la persona recibe si descarga una copia de sus datos.'}
          </p>
        </div>
      ) : null}
      {attempted && problem ? (
        <p id={`${id}-problem`} role="alert" className="text-sm font-medium text-destructive">
          {problem.message}
        </p>
      ) : null}
      <Button
        variant={choice === 'reject' ? 'destructive' : 'default'}
        size="lg"
        ref={askRef}
        onClick={ask}
        disabled={!choice}
      >
        {choice === 'reject' ? 'Rechazar solicitud' : 'Aprobar verificación'}
      </Button>
      {!choice ? (
        <p className="text-xs text-muted-foreground">Elige aprobar o rechazar para continuar.</p>
      ) : null}

      <Dialog open={confirming} onOpenChange={(next) => (decide.isPending ? undefined : setConfirming(next))}>
        <DialogContent
          onCloseAutoFocus={(event) => {
            // Opened without a trigger: give focus back to the button that asked.
            event.preventDefault();
            askRef.current?.focus();
          }}
        >
          <DialogHeader>
            <DialogTitle>
              {choice === 'reject'
                ? `¿Rechazar la solicitud de ${detail.userName}?`
                : `¿Aprobar la identidad de ${detail.userName}?`}
            </DialogTitle>
            <DialogDescription>
              {choice === 'reject'
                ? `Verá el motivo «${reason ? identityRejectionReasons[reason] : ''}» y podrá enviar una solicitud nueva.`
                : `Su cuenta mostrará la insignia «Identidad verificada».`}{' '}
              Las imágenes se borran {IDENTITY_RETENTION_DAYS_DEFAULT} días después de la decisión.
            </DialogDescription>
          </DialogHeader>
          {decide.isError ? (
            <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-900">
              {identityErrorMessage(decide.error, 'No pudimos guardar la decisión. Inténtalo de nuevo.')}
            </p>
          ) : null}
          <DialogFooter>
            <Button variant="outline" onClick={() => setConfirming(false)} disabled={decide.isPending}>
              Volver
            </Button>
            <PendingButton
              variant={choice === 'reject' ? 'destructive' : 'default'}
              pending={decide.isPending}
              pendingLabel="Guardando…"
              onClick={confirm}
            >
              {choice === 'reject' ? 'Sí, rechazar' : 'Sí, aprobar'}
            </PendingButton>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </section>
  );
}
