import type { Nda } from '@traspasa/shared/ndas';
import { EyeIcon, FileSignatureIcon, ShieldCheckIcon, StoreIcon, UploadIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { businessHref } from '@/lib/listings/images';
import { ndaNextStep } from '../lib/next-step';

/** The buttons that take the buyer to the next thing to do with this NDA. */
export function NdaNextActions({ nda, showStatusLink = false }: { nda: Nda; showStatusLink?: boolean }) {
  const step = ndaNextStep(nda);
  const listing = businessHref(nda.business);
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
      {step === 'enhanced' || step === 'reupload' ? (
        <Button asChild variant="accent">
          <Link to={paths.ndaUpload.build(nda.businessId)}>
            <UploadIcon aria-hidden="true" />
            {step === 'reupload' ? 'Subir los documentos de nuevo' : 'Completar la firma reforzada'}
          </Link>
        </Button>
      ) : null}
      {step === 'closed' && nda.canSignAgain ? (
        <Button asChild variant="accent">
          <Link to={paths.ndaSignature.build(nda.businessId)}>
            <FileSignatureIcon aria-hidden="true" />
            Volver a firmar el acuerdo
          </Link>
        </Button>
      ) : null}
      {step === 'signed' ? (
        // The listing holds the confidential part and the "Contactar al vendedor" button.
        <Button asChild>
          <Link to={listing}>
            <EyeIcon aria-hidden="true" />
            Ver información confidencial
          </Link>
        </Button>
      ) : (
        <Button asChild variant="outline">
          <Link to={listing}>
            <StoreIcon aria-hidden="true" />
            Ver el anuncio
          </Link>
        </Button>
      )}
      {showStatusLink ? (
        <Button asChild variant="outline">
          <Link to={paths.ndaStatus.build(nda.businessId)}>
            <ShieldCheckIcon aria-hidden="true" />
            Ver estado del acuerdo
          </Link>
        </Button>
      ) : null}
    </div>
  );
}
