import { Link } from 'react-router';
import { PageBody, PageHeader } from '@/components/page/page-header';
import { ErrorState } from '@/components/page/states';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { useConsultantDashboard } from '@/features/professionals/dashboard/api/consultant';
import { ConsultantDashboardView } from '@/features/professionals/dashboard/components/consultant-dashboard';
import { isApiError } from '@/lib/api-client';

/** /consultant/dashboard: the entry's review state, its views per day and the messages received. */
export default function ConsultantDashboardPage() {
  const query = useConsultantDashboard();
  const forbidden = isApiError(query.error) && query.error.status === 403;
  return (
    <>
      <title>Mi panel de consultor | Traspasa</title>
      <PageHeader
        eyebrow="Consultor"
        title="Mi panel"
        description="Tu ficha en el directorio de profesionales, cuántas personas la visitan y quién te escribe."
      />
      <PageBody className="max-w-4xl">
        {query.isPending ? (
          <div className="grid gap-4" aria-hidden="true">
            <Skeleton className="h-36 w-full" />
            <Skeleton className="h-56 w-full" />
          </div>
        ) : forbidden ? (
          <div className="rounded-xl border bg-card p-6">
            <h2 className="text-lg font-semibold">Este panel es para consultores</h2>
            <p className="mt-2 text-sm text-muted-foreground">
              Agrega el rol de consultor en tu perfil para tener una ficha en el directorio de profesionales.
            </p>
            <Button asChild className="mt-4">
              <Link to={paths.profileSettings.href}>Ir a mi perfil</Link>
            </Button>
          </div>
        ) : query.isError ? (
          <ErrorState title="No pudimos cargar tu panel" onRetry={() => void query.refetch()} />
        ) : (
          <ConsultantDashboardView data={query.data} />
        )}
      </PageBody>
    </>
  );
}
