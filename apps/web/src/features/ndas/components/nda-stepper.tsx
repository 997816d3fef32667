import { formatShortDate } from '@traspasa/shared/dates';
import type { Nda } from '@traspasa/shared/ndas';
import { CheckIcon, MinusIcon, XIcon } from 'lucide-react';
import { cn } from '@/lib/utils';
import { ndaNextStep } from '../lib/next-step';

type StepState = 'done' | 'current' | 'todo' | 'failed' | 'skipped';
type Step = { title: string; detail: string; state: StepState };

const stateText: Record<StepState, string> = {
  done: 'completado',
  current: 'en curso',
  todo: 'pendiente',
  failed: 'no superado',
  skipped: 'no necesario',
};

/** The steps of an NDA, in order, with where it stands. */
export function ndaSteps(nda: Nda): Step[] {
  const signed = nda.status === 'signed';
  // A rejected upload that may be sent again is still on its way to "Firmado".
  const retry = ndaNextStep(nda) === 'reupload';
  const rejected = nda.status === 'rejected' && !retry;
  const accepted: Step = {
    title: 'Aceptación del texto',
    detail: nda.clickwrapAcceptedAt ? formatShortDate(nda.clickwrapAcceptedAt) : 'Marcar y firmar',
    state: nda.clickwrapAcceptedAt ? 'done' : 'current',
  };
  const final: Step = {
    title: rejected ? 'Rechazado' : 'Firmado',
    detail: signed
      ? formatShortDate(nda.signedAt ?? nda.updatedAt)
      : rejected
        ? 'Sin acceso'
        : 'Acceso a los datos',
    state: signed ? 'done' : rejected ? 'failed' : 'todo',
  };
  if (nda.enhancedSignatureStatus === 'no_requerida') return [accepted, final];

  const method = nda.enhancedSignatureStatus;
  const enhancedDone = method === 'firmada_electronica' || method === 'subida_fisica';
  const enhanced: Step = {
    title: 'Firma reforzada',
    detail:
      method === 'firmada_electronica'
        ? `Electrónica · ${formatShortDate(nda.enhancedSignatureCompletedAt)}`
        : method === 'subida_fisica'
          ? `En papel · ${formatShortDate(nda.documentsUploadedAt)}`
          : 'Electrónica o en papel',
    state: enhancedDone ? 'done' : rejected ? 'failed' : 'current',
  };
  const review: Step =
    method === 'firmada_electronica'
      ? { title: 'Revisión del vendedor', detail: 'No hace falta con firma electrónica', state: 'skipped' }
      : {
          title: 'Revisión del vendedor',
          detail:
            method === 'subida_fisica'
              ? signed
                ? 'Aprobada'
                : rejected || retry
                  ? 'Documentos rechazados'
                  : 'En revisión'
              : 'Tras subir los documentos',
          state:
            method === 'subida_fisica'
              ? signed
                ? 'done'
                : rejected || retry
                  ? 'failed'
                  : 'current'
              : 'todo',
        };
  return [accepted, enhanced, review, final];
}

export function NdaStepper({ nda }: { nda: Nda }) {
  const steps = ndaSteps(nda);
  return (
    <ol aria-label="Pasos del acuerdo" className="grid gap-0 sm:auto-cols-fr sm:grid-flow-col sm:gap-3">
      {steps.map((step, index) => {
        const last = index === steps.length - 1;
        return (
          <li key={step.title} className="relative flex gap-3 pb-5 sm:flex-col sm:pb-0">
            {!last ? (
              <span
                aria-hidden="true"
                className={cn(
                  'absolute top-9 bottom-0 left-[1.0625rem] w-0.5 sm:top-[1.0625rem] sm:right-[-0.75rem] sm:bottom-auto sm:left-10 sm:h-0.5 sm:w-auto',
                  step.state === 'done' || step.state === 'skipped' ? 'bg-primary' : 'bg-border',
                )}
              />
            ) : null}
            <span
              aria-hidden="true"
              className={cn(
                'relative z-10 flex size-9 shrink-0 items-center justify-center rounded-full border-2 text-sm font-bold',
                step.state === 'done' && 'border-primary bg-primary text-primary-foreground',
                step.state === 'skipped' && 'border-primary bg-secondary text-primary',
                step.state === 'current' && 'border-amber-500 bg-amber-50 text-amber-900',
                step.state === 'todo' && 'border-border bg-background text-muted-foreground',
                step.state === 'failed' && 'border-red-700 bg-red-50 text-red-800',
              )}
            >
              {step.state === 'done' ? (
                <CheckIcon className="size-4" strokeWidth={3} />
              ) : step.state === 'failed' ? (
                <XIcon className="size-4" strokeWidth={3} />
              ) : step.state === 'skipped' ? (
                <MinusIcon className="size-4" strokeWidth={3} />
              ) : (
                index + 1
              )}
            </span>
            <span className="min-w-0 pt-1 sm:pt-0">
              <span className="block text-sm font-semibold">
                {step.title}
                <span className="sr-only"> ({stateText[step.state]})</span>
              </span>
              <span
                className={cn(
                  'block text-xs',
                  step.state === 'current' ? 'font-medium text-amber-900' : 'text-muted-foreground',
                  step.state === 'failed' && 'font-medium text-red-800',
                )}
              >
                {step.detail}
              </span>
            </span>
            {step.state === 'current' ? <span className="sr-only">Paso actual</span> : null}
          </li>
        );
      })}
    </ol>
  );
}
