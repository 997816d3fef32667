import { useEffect, useRef, useState } from 'react';
import { PageBody, PageHeader } from '@/components/page/page-header';
import { ErrorState } from '@/components/page/states';
import { Skeleton } from '@/components/ui/skeleton';
import { useMyIdentity } from '../api/get-my-identity';
import { identityErrorMessage } from '../lib/errors';
import { IdentityStatus } from './identity-status';
import { VerificationWizard } from './verification-wizard';

/** `/identity-verification`: the status of the latest request first; the steps when there is none (or to try again). */
export function IdentityVerificationScreen() {
  const query = useMyIdentity();
  const [retrying, setRetrying] = useState(false);
  const statusRef = useRef<HTMLDivElement>(null);
  const [focusStatus, setFocusStatus] = useState(false);
  const data = query.data;
  const verification = data?.verification ?? null;
  const showWizard =
    !!data && !data.identityVerified && (!verification || (verification.status === 'rejected' && retrying));

  useEffect(() => {
    if (focusStatus && !showWizard) {
      statusRef.current?.focus();
      setFocusStatus(false);
    }
  }, [focusStatus, showWizard]);

  return (
    <>
      <title>Verificación de identidad | Traspasa</title>
      <PageHeader
        eyebrow="Tu cuenta"
        title="Verificación de identidad"
        description="Muestra a compradores y vendedores que eres una persona real e identificada: con las fotos de tu documento y una selfie, un administrador de Traspasa confirma tu identidad y tu cuenta recibe la insignia «Identidad verificada»."
      />
      <PageBody className="grid max-w-5xl grid-cols-1 gap-6">
        {query.isPending ? (
          <div className="grid gap-4" role="status" aria-label="Cargando el estado de tu verificación">
            <Skeleton className="h-10 w-2/3" />
            <Skeleton className="h-40 w-full" />
          </div>
        ) : query.isError ? (
          <ErrorState
            title="No pudimos cargar tu verificación"
            message={identityErrorMessage(
              query.error,
              'Revisa tu conexión a internet e inténtalo de nuevo en unos segundos.',
            )}
            onRetry={() => void query.refetch()}
          />
        ) : showWizard ? (
          <VerificationWizard
            onSubmitted={() => {
              setRetrying(false);
              setFocusStatus(true);
            }}
            onCancel={
              verification
                ? () => {
                    setRetrying(false);
                    setFocusStatus(true);
                  }
                : undefined
            }
          />
        ) : data ? (
          <div ref={statusRef} tabIndex={-1} className="outline-none">
            <IdentityStatus data={data} onRetry={() => setRetrying(true)} />
          </div>
        ) : null}
      </PageBody>
    </>
  );
}
