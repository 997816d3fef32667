import type { Nda } from '@traspasa/shared/ndas';
import { MessageSquareWarningIcon } from 'lucide-react';
import { ndaNextStep } from '../lib/next-step';

/** The seller's or admin's note on a rejection or revocation, and whether a new upload is possible. */
export function NdaRejectionNotes({ nda }: { nda: Nda }) {
  if (nda.status !== 'rejected') return null;
  const step = ndaNextStep(nda);
  return (
    <div className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-950">
      <p className="flex items-center gap-2 font-semibold">
        <MessageSquareWarningIcon className="size-4 shrink-0" aria-hidden="true" />
        {nda.enhancedSignatureStatus === 'no_requerida' ? 'Motivo de la revocación' : 'Motivo del rechazo'}
      </p>
      <p className="mt-1 whitespace-pre-line">{nda.adminNotes || 'No se indicó un motivo.'}</p>
      <p className="mt-2 text-red-900">
        {step === 'reupload'
          ? 'Puedes corregirlo y subir los documentos de nuevo antes de que venza el plazo.'
          : nda.canSignAgain
            ? 'Si todavía te interesa este negocio, puedes volver a aceptar el acuerdo y empezar de nuevo.'
            : 'Este acuerdo ya no da acceso a la información confidencial. Si crees que es un error, habla con el vendedor o con el equipo de Traspasa.'}
      </p>
    </div>
  );
}
