import { ArrowRightIcon, LandmarkIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { useBuyerProfile } from '../api/buyer-profile';
import { CompletenessMeter } from './completeness-meter';

const linkClass =
  'inline-flex min-h-11 items-center gap-1.5 rounded-lg font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring';

/** The buyer dashboard's block: how complete the profile is and what it unlocks (decision 103). */
export function ProfileCompletenessSection() {
  const { data, isPending, isError } = useBuyerProfile();
  return (
    <section
      aria-labelledby="buyer-profile-title"
      className="rounded-2xl border bg-card p-5 shadow-sm sm:p-6"
    >
      <h2 id="buyer-profile-title" className="text-lg font-semibold text-foreground">
        Tu perfil de comprador
      </h2>
      <p className="mt-1 max-w-3xl text-sm leading-6 text-muted-foreground">
        Los vendedores que aprueban cada solicitud lo leen antes de abrirte sus datos reservados: quién eres,
        qué buscas, con qué dinero y cuándo. Un perfil completo y tus fondos verificados hacen que te
        respondan antes.
      </p>
      <div className="mt-4">
        {isPending ? (
          <div className="grid gap-2" role="status">
            <span className="sr-only">Cargando tu perfil…</span>
            <Skeleton className="h-4 w-56" />
            <Skeleton className="h-2.5 w-full" />
          </div>
        ) : isError || !data ? (
          <p className="text-sm text-muted-foreground">
            No pudimos cargar tu perfil. Vuelve a intentarlo en un momento.
          </p>
        ) : (
          <CompletenessMeter completeness={data.completeness} />
        )}
      </div>
      <div className="mt-3 flex flex-col gap-1 sm:flex-row sm:flex-wrap sm:gap-x-6">
        <Link to={paths.buyerProfile.href} className={linkClass}>
          {data && data.completeness.percent === 100 ? 'Editar mi perfil' : 'Completar mi perfil'}
          <ArrowRightIcon className="size-4" aria-hidden="true" />
        </Link>
        <Link to={paths.buyerProofOfFunds.href} className={linkClass}>
          <LandmarkIcon className="size-4" aria-hidden="true" />
          Verificar mis fondos
        </Link>
      </div>
    </section>
  );
}
