import { ArrowLeftIcon } from 'lucide-react';
import { Link } from 'react-router';
import { PageBody, PageHeader } from '@/components/page/page-header';
import { ErrorState } from '@/components/page/states';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { useMyProfessional } from '@/features/professionals/dashboard/api/consultant';
import { ProfessionalForm } from '@/features/professionals/dashboard/components/professional-form';
import { isApiError } from '@/lib/api-client';

/** /consultant/professional: create or edit my entry in the directory. */
export default function ConsultantProfessionalPage() {
  const query = useMyProfessional();
  const professional = query.data?.professional ?? null;
  return (
    <>
      <title>Mi ficha de profesional | Traspasa</title>
      <PageHeader
        eyebrow="Directorio de profesionales"
        title={professional ? 'Editar mi ficha' : 'Crear mi ficha'}
        description="Lo que escribas aquí es lo que verán compradores y vendedores en el directorio. Revisamos cada ficha nueva antes de publicarla."
      />
      <PageBody className="max-w-3xl">
        <Link
          to={paths.consultantDashboard.href}
          className="mb-4 inline-flex min-h-11 items-center gap-1.5 text-sm font-medium text-primary hover:underline"
        >
          <ArrowLeftIcon className="size-4" aria-hidden="true" />
          Volver a mi panel
        </Link>
        {query.isPending ? (
          <Skeleton className="h-96 w-full" />
        ) : query.isError ? (
          <ErrorState
            title={
              isApiError(query.error) && query.error.status === 403
                ? 'Solo las cuentas de consultor tienen una ficha'
                : 'No pudimos cargar tu ficha'
            }
            onRetry={() => void query.refetch()}
          />
        ) : (
          <div className="rounded-xl border bg-card p-4 shadow-sm sm:p-6">
            <ProfessionalForm key={professional?.id ?? 'new'} professional={professional} />
          </div>
        )}
      </PageBody>
    </>
  );
}
