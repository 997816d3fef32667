import { ArrowLeftIcon, LandmarkIcon } from 'lucide-react';
import { Link } from 'react-router';
import { ErrorState } from '@/components/page/states';
import { PageSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/server-issues';
import { useBuyerProfile } from '../api/buyer-profile';
import { BuyerProfileForm } from './buyer-profile-form';

/** /buyer/profile: the buyer's own profile, what sellers read with each request (decision 103). */
export function BuyerProfileScreen() {
  const { data, isPending, error, refetch } = useBuyerProfile();
  return (
    <>
      <title>Mi perfil de comprador | Traspasa</title>
      <meta name="robots" content="noindex" />
      <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6 sm:py-12">
        <Link
          to={paths.buyerDashboard.href}
          className="inline-flex min-h-11 items-center gap-1.5 text-sm font-medium text-muted-foreground hover:text-foreground"
        >
          <ArrowLeftIcon className="size-4" aria-hidden="true" />
          Volver a mi panel
        </Link>
        <h1 className="mt-2 text-2xl font-bold tracking-tight text-foreground sm:text-3xl">
          Mi perfil de comprador
        </h1>
        <p className="mt-2 text-muted-foreground">
          Cuéntales a los vendedores quién eres y qué buscas. Lo ven contigo cuando firmas un acuerdo o pides
          acceso; nunca ven tus documentos ni tu número de cédula.
        </p>
        <p className="mt-3 text-sm text-muted-foreground">
          <LandmarkIcon className="mr-1 inline size-4 align-[-3px] text-primary" aria-hidden="true" />
          ¿Quieres mostrar que tienes el dinero?{' '}
          <Link
            to={paths.buyerProofOfFunds.href}
            className="font-medium text-primary underline underline-offset-4"
          >
            Verifica tus fondos
          </Link>
          .
        </p>
        <div className="mt-8">
          {isPending ? (
            <PageSpinner label="Cargando tu perfil…" />
          ) : error || !data ? (
            <ErrorState
              title="No pudimos cargar tu perfil"
              message={errorMessage(error)}
              onRetry={isApiError(error) && error.status === 403 ? undefined : () => void refetch()}
            />
          ) : (
            <BuyerProfileForm profile={data.profile} />
          )}
        </div>
      </div>
    </>
  );
}
