import { useQueryClient } from '@tanstack/react-query';
import type { MyIdentityVerification } from '@traspasa/shared/identity';
import { ArrowLeftIcon, ArrowRightIcon, SendIcon } from 'lucide-react';
import { useEffect, useReducer, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { PendingButton } from '@/components/ui/pending-button';
import { toast } from '@/hooks/use-toast';
import { isApiError } from '@/lib/api-client';
import { identityKeys } from '../api/keys';
import { useSubmitIdentity } from '../api/submit-identity';
import { submissionErrors } from '../lib/errors';
import {
  checkDocument,
  initialWizardState,
  visibleErrors,
  type WizardStep,
  wizardReducer,
  wizardSteps,
} from '../lib/wizard';
import { ConsentStep } from './consent-step';
import { DocumentStep } from './document-step';
import { PhotosStep } from './photos-step';
import { ReviewStep } from './review-step';
import { WizardProgress } from './wizard-progress';

const stepHeadings: Record<WizardStep, string> = {
  consent: 'Antes de empezar: tus datos y tus derechos',
  document: '¿Con qué documento te identificas?',
  photos: 'Fotos de tu documento y una selfie',
  review: 'Revisa y envía tu solicitud',
};

function UploadProgress({ percent }: { percent: number }) {
  const done = percent >= 100;
  return (
    <div className="grid gap-2 rounded-xl border bg-card p-4">
      <div className="flex items-center justify-between gap-2 text-sm">
        <span className="font-medium">
          {done ? 'Fotos recibidas; guardando tu solicitud…' : 'Subiendo tus fotos…'}
        </span>
        <span className="shrink-0 whitespace-nowrap tabular-nums text-muted-foreground">{percent} %</span>
      </div>
      <div
        className="h-2.5 overflow-hidden rounded-full bg-muted"
        role="progressbar"
        aria-label="Subida de tu solicitud"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
      >
        <div className="h-full rounded-full bg-primary transition-[width]" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}

/**
 * The four steps of a request: consent, document, photos, review and send. Nothing leaves
 * the device before the last button, and nothing can be chosen before the consent.
 */
export function VerificationWizard({
  onSubmitted,
  onCancel,
}: {
  onSubmitted: (verification: MyIdentityVerification) => void;
  /** Back to the status (when trying again after a rejection). */
  onCancel?: () => void;
}) {
  const [state, dispatch] = useReducer(wizardReducer, initialWizardState);
  const [progress, setProgress] = useState(0);
  const submit = useSubmitIdentity(setProgress);
  const queryClient = useQueryClient();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);
  const errors = visibleErrors(state, state.step);
  const stepIndex = wizardSteps.indexOf(state.step);
  const sending = submit.isPending;

  // A new step is announced by moving focus to its heading.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each change of step
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [state.step]);

  const send = () => {
    const normalized = checkDocument(state).normalized;
    if (!state.consent || !state.documentType || !normalized) return;
    setProgress(0);
    submit.mutate(
      {
        documentType: state.documentType,
        documentNumber: normalized,
        documentCountry: state.documentCountry,
        photos: Object.fromEntries(Object.entries(state.photos).map(([kind, photo]) => [kind, photo.file])),
      },
      {
        onSuccess: (verification) => {
          toast({
            title: 'Recibimos tu solicitud',
            description: 'Un administrador la revisará; el resultado aparecerá en esta página.',
            variant: 'success',
          });
          onSubmitted(verification);
        },
        onError: (error) => {
          if (isApiError(error) && error.status === 409) {
            // An open request exists (another tab, another device): show it.
            toast({ title: 'Ya tienes una solicitud en revisión', description: 'Te mostramos su estado.' });
            void queryClient.invalidateQueries({ queryKey: identityKeys.mine });
            onCancel?.();
            return;
          }
          dispatch({ type: 'serverErrors', errors: submissionErrors(error) });
        },
      },
    );
  };

  return (
    <section
      aria-labelledby="wizard-heading"
      className="grid gap-6 rounded-2xl border bg-card p-4 shadow-sm sm:p-6"
    >
      <WizardProgress state={state} disabled={sending} onGoTo={(step) => dispatch({ type: 'goTo', step })} />
      <div>
        <h2
          id="wizard-heading"
          ref={headingRef}
          tabIndex={-1}
          className="text-xl font-bold tracking-tight outline-none sm:text-2xl"
        >
          <span className="sr-only">
            Paso {stepIndex + 1} de {wizardSteps.length}:{' '}
          </span>
          {stepHeadings[state.step]}
        </h2>
      </div>

      {state.step === 'consent' ? (
        <ConsentStep
          accepted={state.consent}
          error={errors.consent}
          onChange={(value) => dispatch({ type: 'setConsent', value })}
        />
      ) : null}
      {state.step === 'document' ? (
        <DocumentStep
          state={state}
          errors={errors}
          onType={(value) => dispatch({ type: 'setDocumentType', value })}
          onCountry={(value) => dispatch({ type: 'setDocumentCountry', value })}
          onNumber={(value) => dispatch({ type: 'setDocumentNumber', value })}
        />
      ) : null}
      {state.step === 'photos' ? (
        <PhotosStep
          state={state}
          errors={errors}
          onPhoto={(kind, photo) => dispatch({ type: 'setPhoto', kind, photo })}
        />
      ) : null}
      {state.step === 'review' ? (
        <ReviewStep state={state} disabled={sending} onEdit={(step) => dispatch({ type: 'goTo', step })} />
      ) : null}

      {state.step === 'review' && sending ? <UploadProgress percent={progress} /> : null}
      {errors.form ? (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-900">
          {errors.form}
        </p>
      ) : null}

      <div className="flex flex-col-reverse gap-2 border-t pt-5 sm:flex-row sm:justify-between">
        <div className="flex flex-col-reverse gap-2 sm:flex-row">
          {stepIndex > 0 ? (
            <Button variant="outline" onClick={() => dispatch({ type: 'back' })} disabled={sending}>
              <ArrowLeftIcon aria-hidden="true" />
              Atrás
            </Button>
          ) : null}
          {onCancel ? (
            <Button variant="ghost" onClick={onCancel} disabled={sending}>
              Cancelar
            </Button>
          ) : null}
        </div>
        {state.step === 'review' ? (
          <PendingButton variant="accent" size="lg" pending={sending} pendingLabel="Enviando…" onClick={send}>
            <SendIcon aria-hidden="true" />
            Enviar solicitud
          </PendingButton>
        ) : (
          <Button size="lg" onClick={() => dispatch({ type: 'next' })}>
            Continuar
            <ArrowRightIcon aria-hidden="true" />
          </Button>
        )}
      </div>
    </section>
  );
}
