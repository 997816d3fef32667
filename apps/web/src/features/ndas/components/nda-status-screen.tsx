import { formatDate } from '@traspasa/shared/dates';
import type { Nda } from '@traspasa/shared/ndas';
import { FileSignatureIcon, HistoryIcon, ListChecksIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { Screen } from '@/components/page/screen';
import { EmptyState, ErrorState } from '@/components/page/states';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { useUser } from '@/lib/session';
import { useBusinessNda } from '../api/get-business-nda';
import { useNdaEvidence } from '../api/get-nda-evidence';
import { ndaErrorMessage } from '../lib/errors';
import { ndaNextStep } from '../lib/next-step';
import { certificateFileName, certificatePath, DownloadButton } from './download-button';
import { NdaBusinessLine } from './nda-business-line';
import { NdaDeadline } from './nda-deadline';
import { NdaEvidenceFields } from './nda-evidence-fields';
import { NdaNextActions } from './nda-next-actions';
import { NdaRejectionNotes } from './nda-notes';
import { NdaLoadError, NdaScreenSkeleton } from './nda-screen-states';
import { NdaSignInPrompt } from './nda-sign-in-prompt';
import { NdaStatusBadge } from './nda-status-badge';
import { NdaStepper } from './nda-stepper';
import { ChainBadge, NdaTimeline } from './nda-timeline';

const headlines = {
  signed: 'Tu acuerdo está firmado',
  enhanced: 'Falta tu firma reforzada',
  reupload: 'Tus documentos fueron rechazados',
  in_review: 'Tus documentos están en revisión',
  closed: 'Este acuerdo no da acceso',
} as const;

const explanations = {
  signed:
    'Ya puedes ver la información confidencial del negocio y, desde el anuncio, contactar al vendedor. Guarda el certificado: prueba qué texto aceptaste y cuándo.',
  enhanced:
    'Aceptaste el texto. Este vendedor pide además una firma reforzada: firma electrónicamente con un código que te enviamos por correo, o sube el acuerdo firmado en papel con tu cédula.',
  reupload:
    'El vendedor o un administrador rechazó los documentos que subiste. Lee el motivo, corrígelo y súbelos otra vez antes de que venza el plazo.',
  in_review:
    'Recibimos el acuerdo firmado y tu cédula. El vendedor o un administrador los revisará y te avisaremos por correo del resultado.',
  closed:
    'Este acuerdo fue rechazado, revocado o venció su plazo, así que no da acceso a la información confidencial.',
} as const;

function StatusCard({ nda }: { nda: Nda }) {
  const step = ndaNextStep(nda);
  return (
    <section
      aria-labelledby="nda-state-title"
      className="grid gap-5 rounded-xl border bg-card p-5 shadow-sm sm:p-6"
    >
      <NdaBusinessLine business={nda.business} headingLevel={3} />
      <div className="grid gap-2" aria-live="polite">
        <div className="flex flex-wrap items-center gap-3">
          <h2 id="nda-state-title" className="text-xl font-semibold">
            {headlines[step]}
          </h2>
          <NdaStatusBadge status={nda.status} />
        </div>
        <p className="text-sm leading-6 text-muted-foreground">{explanations[step]}</p>
      </div>
      <NdaStepper nda={nda} />
      {(step === 'enhanced' || step === 'reupload' || step === 'in_review') && nda.uploadDeadline ? (
        <NdaDeadline deadline={nda.uploadDeadline} />
      ) : null}
      <NdaRejectionNotes nda={nda} />
      <div className="flex flex-col gap-2 border-t pt-5 sm:flex-row sm:flex-wrap">
        <NdaNextActions nda={nda} />
        <DownloadButton path={certificatePath(nda.id)} fileName={certificateFileName(nda.id)}>
          Descargar certificado
        </DownloadButton>
      </div>
    </section>
  );
}

function EvidenceSection({ nda }: { nda: Nda }) {
  const evidence = useNdaEvidence(nda.id);
  return (
    <section
      aria-labelledby="nda-evidence-title"
      className="grid gap-4 rounded-xl border bg-card p-5 shadow-sm sm:p-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="nda-evidence-title" className="flex items-center gap-2 text-lg font-semibold">
          <HistoryIcon className="size-5 text-primary" aria-hidden="true" />
          Registro de evidencia
        </h2>
        {evidence.data ? <ChainBadge intact={evidence.data.chainIntact} /> : null}
      </div>
      <p className="text-sm text-muted-foreground">
        Cada paso queda anotado con su hora y encadenado al anterior, para que nadie pueda cambiarlo sin que
        se note. Las pruebas técnicas están en «Ver detalles técnicos del registro».
      </p>
      {evidence.isPending ? (
        <div className="grid gap-3" aria-hidden="true">
          <Skeleton className="h-14 w-full" />
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
  );
}

export function NdaStatusScreen() {
  const { businessId = '' } = useParams();
  const session = useUser();
  const nda = useBusinessNda(businessId, Boolean(session.data));

  let body: ReactNode;
  if (session.isPending) body = <NdaScreenSkeleton />;
  else if (!session.data) {
    // A public route; the NDA itself is its signer's (decision 065).
    body = (
      <NdaSignInPrompt
        title="Inicia sesión para ver tu acuerdo"
        extraAction={
          <Button asChild variant="ghost" size="lg">
            <Link to={paths.ndaSignature.build(businessId)}>Ver el acuerdo</Link>
          </Button>
        }
      >
        El estado de un acuerdo de confidencialidad, su evidencia y su certificado son de quien lo firmó.
        Inicia sesión con tu cuenta y volverás a esta página.
      </NdaSignInPrompt>
    );
  } else if (nda.isPending) body = <NdaScreenSkeleton />;
  else if (nda.isError) body = <NdaLoadError error={nda.error} onRetry={() => void nda.refetch()} />;
  else if (!nda.data) {
    body = (
      <EmptyState
        icon={FileSignatureIcon}
        title="Aún no firmaste el acuerdo de este negocio"
        action={
          <>
            <Button asChild variant="accent">
              <Link to={paths.ndaSignature.build(businessId)}>
                <FileSignatureIcon aria-hidden="true" />
                Firmar acuerdo de confidencialidad
              </Link>
            </Button>
            <Button asChild variant="outline">
              <Link to={paths.business.build(businessId)}>Ver el anuncio</Link>
            </Button>
          </>
        }
      >
        Firmarlo es gratis y toma un par de minutos. Después verás la información confidencial y podrás
        escribirle al vendedor.
      </EmptyState>
    );
  } else {
    body = (
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start">
        <div className="grid min-w-0 gap-6">
          <StatusCard nda={nda.data} />
          <EvidenceSection nda={nda.data} />
        </div>
        <section
          aria-labelledby="nda-fields-title"
          className="grid gap-4 rounded-xl border bg-card p-5 shadow-sm sm:p-6 lg:sticky lg:top-24"
        >
          <h2 id="nda-fields-title" className="flex items-center gap-2 text-lg font-semibold">
            <ListChecksIcon className="size-5 text-primary" aria-hidden="true" />
            Datos de la firma
          </h2>
          <NdaEvidenceFields nda={nda.data} extra={[['Acuerdo creado', formatDate(nda.data.createdAt)]]} />
        </section>
      </div>
    );
  }

  return (
    <Screen
      title="Estado del acuerdo de confidencialidad"
      eyebrow="Acuerdo de confidencialidad"
      description="En qué punto está tu acuerdo para este negocio, qué te falta hacer y la evidencia que guardamos de tu firma."
    >
      {body}
    </Screen>
  );
}
