import { ClockIcon, FileCheck2Icon, ShieldCheckIcon, UploadIcon, XCircleIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { useBusinessNda } from '../api/get-business-nda';
import { ndaErrorMessage } from '../lib/errors';
import { ndaNextStep } from '../lib/next-step';
import { certificateFileName, certificatePath, DownloadButton } from './download-button';
import { NdaDeadline } from './nda-deadline';
import { NdaRejectionNotes } from './nda-notes';

/**
 * On a locked listing whose viewer already has an NDA that is not signed: where it
 * stands and the way forward (upload, status), instead of the "sign" button.
 */
export function ListingNdaNotice({ businessId }: { businessId: number }) {
  const query = useBusinessNda(businessId);
  if (query.isPending) return <Skeleton className="mt-5 h-20 w-full" />;
  const nda = query.data;
  const statusLink = (
    <Button asChild variant="outline">
      <Link to={paths.ndaStatus.build(businessId)}>
        <ShieldCheckIcon aria-hidden="true" />
        Ver estado del acuerdo
      </Link>
    </Button>
  );
  if (!nda) {
    // The listing says there is an NDA but it could not be read: say so, offer a retry and the status page.
    return (
      <div className="mt-5 grid gap-3">
        {query.isError ? (
          <p role="alert" className="text-sm text-destructive">
            No pudimos cargar el estado de tu acuerdo: {ndaErrorMessage(query.error)}
          </p>
        ) : null}
        <div className="flex flex-col gap-2 sm:flex-row">
          {query.isError ? (
            <Button variant="ghost" onClick={() => void query.refetch()}>
              Reintentar
            </Button>
          ) : null}
          {statusLink}
        </div>
      </div>
    );
  }
  const step = ndaNextStep(nda);
  const rejected = nda.status === 'rejected';
  return (
    <div className="mt-5 grid gap-3" aria-live="polite">
      <p className="flex items-center gap-2 text-sm font-semibold">
        {rejected ? (
          <XCircleIcon className="size-4 text-destructive" aria-hidden="true" />
        ) : (
          <ClockIcon className="size-4 text-warning" aria-hidden="true" />
        )}
        {rejected
          ? 'Tu acuerdo fue rechazado'
          : step === 'in_review'
            ? 'Tu acuerdo está pendiente: revisamos tus documentos'
            : 'Tu acuerdo está pendiente: falta tu firma reforzada'}
      </p>
      {step === 'enhanced' ? (
        <p className="text-sm text-muted-foreground">
          Aceptaste el texto. Este vendedor pide además firmar electrónicamente con un código o subir el
          acuerdo firmado en papel con tu cédula.
        </p>
      ) : step === 'in_review' ? (
        <p className="text-sm text-muted-foreground">
          El vendedor o un administrador está revisando el acuerdo firmado que subiste. Te avisaremos por
          correo.
        </p>
      ) : null}
      <NdaRejectionNotes nda={nda} />
      {(step === 'enhanced' || step === 'reupload') && nda.uploadDeadline ? (
        <NdaDeadline deadline={nda.uploadDeadline} />
      ) : null}
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        {step === 'enhanced' || step === 'reupload' ? (
          <Button asChild variant="accent">
            <Link to={paths.ndaUpload.build(businessId)}>
              <UploadIcon aria-hidden="true" />
              {step === 'reupload' ? 'Subir los documentos de nuevo' : 'Completar la firma reforzada'}
            </Link>
          </Button>
        ) : null}
        {statusLink}
      </div>
    </div>
  );
}

/** On an unlocked listing: "Acuerdo firmado · ver certificado · estado y evidencia". */
export function SignedNdaLine({ businessId }: { businessId: number }) {
  const query = useBusinessNda(businessId);
  const nda = query.data;
  return (
    <p className="mt-3 flex flex-wrap items-center gap-x-2 text-sm">
      <FileCheck2Icon className="size-4 text-green-800" aria-hidden="true" />
      <span className="font-medium">Acuerdo firmado</span>
      {nda ? (
        // Each separator wraps together with the link after it: never a line ending in «·».
        <span className="inline-flex items-center gap-x-2">
          <span aria-hidden="true">·</span>
          <DownloadButton
            path={certificatePath(nda.id)}
            fileName={certificateFileName(nda.id)}
            variant="link"
            size="sm"
            className="min-h-11 px-0 font-medium [&>svg]:hidden"
          >
            ver certificado
          </DownloadButton>
        </span>
      ) : null}
      <span className="inline-flex items-center gap-x-2">
        <span aria-hidden="true">·</span>
        <Link
          to={paths.ndaStatus.build(businessId)}
          className="inline-flex min-h-11 items-center font-medium text-primary hover:underline"
        >
          estado y evidencia
        </Link>
      </span>
    </p>
  );
}
