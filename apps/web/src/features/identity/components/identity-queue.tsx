import { identityDocumentLabels } from '@traspasa/shared/identity';
import { AlertTriangleIcon, ArrowLeftIcon, ChevronRightIcon, IdCardIcon } from 'lucide-react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { actionsColumn, CardFact, CardList, DataTable } from '@/components/data-list/data-table';
import { ListStates } from '@/components/data-list/list-states';
import { PageBody, PageHeader } from '@/components/page/page-header';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { LoadMore } from '@/components/ui/load-more';
import { paths } from '@/config/paths';
import { type AdminIdentityItem, useAdminIdentityList } from '../api/get-admin-identity-list';
import type { AdminIdentityFilters } from '../api/keys';
import { identityErrorMessage } from '../lib/errors';
import { countryName, documentCountryOf, formatAge, formatDateTime, statusLabels } from '../lib/labels';
import { dateRangeError, filtersFromSearch, searchFromFilters } from '../lib/queue-filters';
import { QueueFilters } from './queue-filters';

function StatusBadge({ item }: { item: AdminIdentityItem }) {
  const { label, tone } = statusLabels[item.status];
  return <Badge variant={tone}>{label}</Badge>;
}

function DuplicateFlag() {
  return (
    <Badge variant="destructive">
      <AlertTriangleIcon aria-hidden="true" />
      Documento ya usado
    </Badge>
  );
}

const emptyTexts: Record<string, { title: string; text: string }> = {
  pending: {
    title: 'No hay solicitudes pendientes',
    text: 'Cuando alguien envíe las fotos de su documento para verificarse, su solicitud aparecerá aquí, la más antigua primero.',
  },
  approved: { title: 'No hay solicitudes aprobadas', text: 'Las solicitudes que apruebes aparecerán aquí.' },
  rejected: { title: 'No hay solicitudes rechazadas', text: 'Las solicitudes que rechaces aparecerán aquí.' },
};

/** `/admin/identity-verifications`: the queue, pending first and oldest first, with its filters. */
export function IdentityQueue() {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const filters = filtersFromSearch(params);
  // An impossible date range asks nothing of the server.
  const rangeError = dateRangeError(filters);
  const query = useAdminIdentityList(rangeError ? { ...filters, to: null } : filters);
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];
  const narrowed = !!(filters.documentType || filters.country || filters.from || filters.to);
  const empty = (filters.status && !narrowed && emptyTexts[filters.status]) || {
    title: 'Ninguna solicitud con estos filtros',
    text: 'Prueba con otro estado, otro tipo de documento, otro país u otras fechas.',
  };

  const update = (patch: Partial<AdminIdentityFilters>) =>
    setParams(searchFromFilters({ ...filters, ...patch }), { replace: true });
  const reviewLink = (item: AdminIdentityItem) => ({
    pathname: paths.adminIdentityVerification.build(item.id),
    state: { queueSearch: location.search },
  });

  return (
    <>
      <title>Verificaciones de identidad | Traspasa</title>
      <PageHeader
        eyebrow="Administración"
        title="Verificaciones de identidad"
        description="Revisa las fotos del documento y la selfie de cada solicitud y apruébala o recházala con un motivo. Cada imagen que abres queda registrada en el historial de la solicitud."
        actions={
          <Button asChild variant="outline">
            <Link to={paths.adminDashboard.href}>
              <ArrowLeftIcon aria-hidden="true" />
              Volver a administración
            </Link>
          </Button>
        }
      />
      <PageBody className="grid grid-cols-1 gap-6">
        <QueueFilters
          filters={filters}
          onChange={update}
          onReset={() => setParams(new URLSearchParams(), { replace: true })}
        />
        <ListStates
          query={query}
          isEmpty={items.length === 0}
          loading="Cargando las solicitudes"
          errorTitle="No pudimos cargar las solicitudes"
          errorMessage={(error) =>
            identityErrorMessage(
              error,
              'Revisa tu conexión a internet e inténtalo de nuevo en unos segundos.',
            )
          }
          empty={{ icon: IdCardIcon, title: empty.title, text: empty.text }}
        >
          <DataTable
            caption="Solicitudes de verificación de identidad"
            columns={['Persona', 'Documento', 'Enviada', 'Estado', actionsColumn]}
          >
            {items.map((item) => (
              <tr key={item.id} className="hover:bg-muted/40">
                <td className="max-w-64 px-4 py-3">
                  <p className="truncate font-medium">{item.userName}</p>
                  <p className="truncate text-xs text-muted-foreground">{item.email}</p>
                </td>
                <td className="px-4 py-3">
                  <p>{identityDocumentLabels[item.documentType]}</p>
                  <p className="text-xs text-muted-foreground">
                    {countryName(documentCountryOf(item.documentType, item.documentCountry))}
                  </p>
                </td>
                <td className="px-4 py-3 whitespace-nowrap">
                  <p>{formatDateTime(item.createdAt)}</p>
                  <p className="text-xs text-muted-foreground">{formatAge(item.createdAt)}</p>
                </td>
                <td className="px-4 py-3">
                  <div className="flex flex-wrap gap-1.5">
                    <StatusBadge item={item} />
                    {item.duplicate ? <DuplicateFlag /> : null}
                  </div>
                </td>
                <td className="px-4 py-3 text-right">
                  <Button
                    asChild
                    size="sm"
                    variant={item.status === 'pending' ? 'default' : 'outline'}
                    className="min-h-10"
                  >
                    <Link to={reviewLink(item)}>
                      {item.status === 'pending' ? 'Revisar' : 'Ver'}
                      <span className="sr-only"> la solicitud de {item.userName}</span>
                      <ChevronRightIcon aria-hidden="true" />
                    </Link>
                  </Button>
                </td>
              </tr>
            ))}
          </DataTable>
          <CardList label="Solicitudes de verificación de identidad">
            {items.map((item) => (
              <li key={item.id}>
                <Link
                  to={reviewLink(item)}
                  className="grid grid-cols-1 gap-3 rounded-xl border bg-card p-4 shadow-sm transition-colors hover:bg-muted/40 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
                >
                  <div className="flex items-start justify-between gap-3">
                    <div className="min-w-0">
                      <p className="truncate font-semibold">{item.userName}</p>
                      <p className="truncate text-xs text-muted-foreground">{item.email}</p>
                    </div>
                    <StatusBadge item={item} />
                  </div>
                  <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
                    <CardFact label="Documento">{identityDocumentLabels[item.documentType]}</CardFact>
                    <CardFact label="País">
                      {countryName(documentCountryOf(item.documentType, item.documentCountry))}
                    </CardFact>
                    <CardFact label="Enviada">{formatDateTime(item.createdAt)}</CardFact>
                    <CardFact label="Espera">{formatAge(item.createdAt)}</CardFact>
                  </dl>
                  <div className="flex items-center justify-between gap-2">
                    {item.duplicate ? <DuplicateFlag /> : <span />}
                    <span className="inline-flex items-center gap-1 text-sm font-semibold text-primary">
                      {item.status === 'pending' ? 'Revisar' : 'Ver'}
                      <ChevronRightIcon className="size-4" aria-hidden="true" />
                    </span>
                  </div>
                </Link>
              </li>
            ))}
          </CardList>
          <LoadMore query={query} what="solicitudes" />
        </ListStates>
      </PageBody>
    </>
  );
}
