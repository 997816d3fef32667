import { formatDate } from '@traspasa/shared/dates';
import type { Nda } from '@traspasa/shared/ndas';
import { FileCheck2Icon } from 'lucide-react';
import { ndaNextStep } from '../lib/next-step';
import { NdaDeadline } from './nda-deadline';
import { NdaNextActions } from './nda-next-actions';
import { NdaRejectionNotes } from './nda-notes';
import { NdaStatusBadge } from './nda-status-badge';

const explanations = {
  signed: 'Tu acuerdo está firmado: ya puedes ver la información confidencial y escribir al vendedor.',
  enhanced:
    'Aceptaste el texto. Este vendedor pide además una firma reforzada: complétala para ver la información confidencial.',
  reupload: 'Tus documentos fueron rechazados, pero puedes subirlos de nuevo.',
  in_review: 'Recibimos tus documentos firmados. El vendedor o un administrador los está revisando.',
  closed: 'Este acuerdo no da acceso a la información confidencial.',
} as const;

/** An NDA that already exists for a listing: its state and what to do next, instead of the form. */
export function NdaStateCard({ nda }: { nda: Nda }) {
  const step = ndaNextStep(nda);
  return (
    <section
      aria-labelledby="nda-existing-title"
      aria-live="polite"
      className="grid gap-4 rounded-xl border bg-card p-5 shadow-sm sm:p-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="nda-existing-title" className="flex items-center gap-2 text-lg font-semibold">
          <FileCheck2Icon className="size-5 text-primary" aria-hidden="true" />
          Ya tienes un acuerdo para este negocio
        </h2>
        <NdaStatusBadge status={nda.status} />
      </div>
      <p className="text-sm leading-6 text-muted-foreground">
        {explanations[step]}{' '}
        {nda.clickwrapAcceptedAt ? `Lo aceptaste el ${formatDate(nda.clickwrapAcceptedAt)}` : null}
        {nda.documentVersion ? ` (versión ${nda.documentVersion}).` : nda.clickwrapAcceptedAt ? '.' : null}
      </p>
      <NdaRejectionNotes nda={nda} />
      {(step === 'enhanced' || step === 'reupload') && nda.uploadDeadline ? (
        <NdaDeadline deadline={nda.uploadDeadline} />
      ) : null}
      <NdaNextActions nda={nda} showStatusLink />
    </section>
  );
}
