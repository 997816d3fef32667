import type { Nda, NdaAuditItem } from '@traspasa/shared/ndas';
import { useState } from 'react';
import { IdentityBadge } from '@/components/identity-badge';
import { ErrorState } from '@/components/page/states';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { useNdaEvidence } from '../api/get-nda-evidence';
import { ndaErrorMessage } from '../lib/errors';
import { certificateFileName, certificatePath, DownloadButton } from './download-button';
import { NdaEvidenceFields } from './nda-evidence-fields';
import { NdaRejectionNotes } from './nda-notes';
import { EnhancedStatusBadge, NdaStatusBadge } from './nda-status-badge';
import { ChainBadge, NdaTimeline } from './nda-timeline';
import { ReviewForm, RevokeForm } from './review-panel';

const fileKinds = [
  { kind: 'signedDocument', label: 'Acuerdo firmado (subido)', has: (n: Nda) => n.hasSignedDocument },
  { kind: 'idDocumentFront', label: 'Cédula (frente)', has: (n: Nda) => n.hasIdDocumentFront },
  { kind: 'idDocumentBack', label: 'Cédula (reverso)', has: (n: Nda) => n.hasIdDocumentBack },
  {
    kind: 'signedPdf',
    label: 'PDF con firma electrónica',
    has: (n: Nda) => n.enhancedSignatureStatus === 'firmada_electronica',
  },
] as const;

/** The evidence of one NDA for its seller or an admin: fields, files, certificate, timeline, and the decisions. */
export function AuditDetailDialog({ item, onClose }: { item: NdaAuditItem | null; onClose: () => void }) {
  const evidence = useNdaEvidence(item?.id);
  // The evidence answer is fresher (it is re-read after a decision); the row fills in meanwhile.
  const nda = item
    ? { ...item, ...(evidence.data ?? {}), buyer: { ...item.buyer, ...(evidence.data?.buyer ?? {}) } }
    : null;
  const files = nda ? fileKinds.filter((f) => f.has(nda)) : [];
  // Said inside the dialog too: while it is open, the page behind it (the toasts included)
  // is hidden from assistive technology.
  const [done, setDone] = useState<{ id: number; message: string } | null>(null);
  const doneMessage = done && nda && done.id === nda.id ? done.message : null;
  const onDone = (message: string) => nda && setDone({ id: nda.id, message });

  return (
    <Dialog open={item !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="max-w-3xl gap-6">
        {nda ? (
          <>
            <DialogHeader>
              <DialogTitle>Acuerdo de {nda.buyer.fullName}</DialogTitle>
              <DialogDescription>
                {nda.business.title} · acuerdo n.º {nda.id}
              </DialogDescription>
              <div className="flex flex-wrap gap-2 pt-1">
                <NdaStatusBadge status={nda.status} />
                <EnhancedStatusBadge status={nda.enhancedSignatureStatus} />
                {evidence.data ? <ChainBadge intact={evidence.data.chainIntact} /> : null}
              </div>
            </DialogHeader>

            <p
              role="status"
              className={
                doneMessage
                  ? 'rounded-lg border border-green-200 bg-green-50 p-3 text-sm font-medium text-green-950'
                  : 'sr-only'
              }
            >
              {doneMessage}
            </p>

            <NdaRejectionNotes nda={nda} />

            <section aria-labelledby="audit-files-title" className="grid gap-3">
              <h3 id="audit-files-title" className="font-semibold">
                Documentos
              </h3>
              <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
                <DownloadButton
                  path={certificatePath(nda.id)}
                  fileName={certificateFileName(nda.id)}
                  variant="default"
                >
                  Certificado de evidencia
                </DownloadButton>
                {files.map((f) => (
                  <DownloadButton
                    key={f.kind}
                    path={`/api/ndas/${nda.id}/files/${f.kind}`}
                    fileName={`acuerdo-${nda.id}-${f.kind}`}
                  >
                    {f.label}
                  </DownloadButton>
                ))}
              </div>
            </section>

            {/* After the documents: the reviewer looks at them first. */}
            {nda.status === 'pending' && nda.enhancedSignatureStatus === 'subida_fisica' ? (
              <ReviewForm nda={nda} onDone={onDone} />
            ) : null}

            <section aria-labelledby="audit-fields-title" className="grid gap-3">
              <h3 id="audit-fields-title" className="font-semibold">
                Datos de la firma
              </h3>
              <NdaEvidenceFields
                nda={nda}
                wide
                extra={[
                  [
                    'Comprador',
                    <span key="buyer">
                      {nda.buyer.fullName} · {nda.buyer.email}
                      <IdentityBadge
                        verified={nda.buyer.identityVerified}
                        variant="inline"
                        className="mt-0.5 flex w-fit"
                      />
                    </span>,
                  ],
                  ['Vendedor', nda.seller.fullName],
                ]}
              />
            </section>

            <section aria-labelledby="audit-events-title" className="grid gap-3">
              <h3 id="audit-events-title" className="font-semibold">
                Registro de evidencia
              </h3>
              {evidence.isPending ? (
                <div className="grid gap-3" aria-hidden="true">
                  <Skeleton className="h-14 w-full" />
                  <Skeleton className="h-14 w-full" />
                </div>
              ) : evidence.isError ? (
                <ErrorState
                  title="No pudimos cargar la evidencia"
                  message={ndaErrorMessage(evidence.error)}
                  onRetry={() => void evidence.refetch()}
                />
              ) : (
                <NdaTimeline events={evidence.data.events} />
              )}
            </section>

            {nda.status === 'signed' ? (
              <RevokeForm nda={nda} buyerName={nda.buyer.fullName} onDone={onDone} />
            ) : null}
          </>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
