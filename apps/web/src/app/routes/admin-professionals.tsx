import { type ProfessionalStatus, professionalStatuses } from '@traspasa/shared/content';
import { UsersIcon } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { PageBody, PageHeader } from '@/components/page/page-header';
import { EmptyState, ErrorState } from '@/components/page/states';
import { Button } from '@/components/ui/button';
import { PendingButton } from '@/components/ui/pending-button';
import { Skeleton } from '@/components/ui/skeleton';
import { useAdminProfessionals } from '@/features/professionals/admin/api/admin-professionals';
import { ProfessionalReviewCard } from '@/features/professionals/admin/components/professional-review-card';

const tabs: Array<{ value: ProfessionalStatus | undefined; label: string }> = [
  { value: undefined, label: 'Todas' },
  { value: 'pending', label: 'Pendientes' },
  { value: 'approved', label: 'Publicadas' },
  { value: 'rejected', label: 'Rechazadas' },
];

/** /admin/professionals: directory entries to review, pending first. */
export default function AdminProfessionalsPage() {
  const [params, setParams] = useSearchParams();
  const raw = params.get('status');
  const status = (professionalStatuses as readonly string[]).includes(raw ?? '')
    ? (raw as ProfessionalStatus)
    : undefined;
  const query = useAdminProfessionals(status);
  const items = query.data?.pages.flatMap((p) => p.items) ?? [];

  return (
    <>
      <title>Profesionales | Administración | Traspasa</title>
      <PageHeader
        title="Profesionales"
        description="Fichas del directorio que escriben los consultores. Las nuevas y las que cambiaron lo esencial esperan tu revisión."
      />
      <PageBody className="flex max-w-4xl flex-col gap-4">
        <fieldset className="flex flex-wrap gap-2">
          <legend className="sr-only">Filtrar por estado</legend>
          {tabs.map((t) => (
            <Button
              key={t.label}
              size="sm"
              variant={status === t.value ? 'default' : 'outline'}
              aria-pressed={status === t.value}
              className="min-h-11 rounded-full"
              onClick={() => setParams(t.value ? { status: t.value } : {}, { replace: true })}
            >
              {t.label}
            </Button>
          ))}
        </fieldset>
        {query.isPending ? (
          <Skeleton className="h-64 w-full" />
        ) : query.isError ? (
          <ErrorState title="No pudimos cargar las fichas" onRetry={() => void query.refetch()} />
        ) : items.length === 0 ? (
          <EmptyState
            icon={UsersIcon}
            title={status === 'pending' ? 'Nada que revisar' : 'No hay fichas aquí'}
          >
            {status === 'pending'
              ? 'Cuando un consultor cree o cambie su ficha, aparecerá aquí.'
              : 'Prueba con otro estado.'}
          </EmptyState>
        ) : (
          <ul className="grid gap-4">
            {items.map((item) => (
              <li key={item.id} className="min-w-0">
                <ProfessionalReviewCard item={item} />
              </li>
            ))}
          </ul>
        )}
        {query.hasNextPage ? (
          <div className="flex justify-center">
            <PendingButton
              variant="outline"
              pending={query.isFetchingNextPage}
              pendingLabel="Cargando…"
              onClick={() => void query.fetchNextPage()}
            >
              Cargar más
            </PendingButton>
          </div>
        ) : null}
      </PageBody>
    </>
  );
}
