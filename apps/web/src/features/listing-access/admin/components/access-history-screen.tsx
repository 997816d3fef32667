import { formatDateTime } from '@traspasa/shared/dates';
import {
  type AccessHistoryKind,
  accessHistoryKindLabels,
  listingAccessModeLabels,
} from '@traspasa/shared/listing-access';
import { countText } from '@traspasa/shared/plural';
import { ArrowLeftIcon, HistoryIcon } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { Screen } from '@/components/page/screen';
import { EmptyState, ErrorState } from '@/components/page/states';
import { Badge, type BadgeProps } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { businessHref } from '@/lib/listings/images';
import { accessErrorMessage } from '../../lib/errors';
import { useAccessHistory } from '../api/access-history';
import { historyDetailLines } from '../lib/history-details';

const kindVariants: Record<AccessHistoryKind, BadgeProps['variant']> = {
  requested: 'warning',
  approved: 'success',
  declined: 'destructive',
  reminded: 'muted',
  expired: 'muted',
  revoked: 'destructive',
  settings_changed: 'secondary',
};

const description =
  'Cada solicitud de acceso a la parte confidencial de este negocio, cada respuesta del vendedor, los recordatorios, los vencimientos, las revocaciones y los cambios del modo de acceso, del más reciente al más antiguo.';

/** `/admin/listing-access/:businessId`: the full access history of one listing (decision 062). */
export function AccessHistoryScreen() {
  const { businessId = '' } = useParams();
  const id = Number(businessId);
  const query = useAccessHistory(id);
  const back = (
    <Button asChild variant="outline">
      <Link to={paths.ndaAudit.href}>
        <ArrowLeftIcon aria-hidden="true" />
        Volver a la auditoría de acuerdos
      </Link>
    </Button>
  );
  if (
    !Number.isInteger(id) ||
    id <= 0 ||
    (query.isError && isApiError(query.error) && query.error.status === 404)
  ) {
    return (
      <Screen
        title="Historial de acceso"
        eyebrow="Acceso a la parte confidencial"
        description={description}
        actions={back}
      >
        <EmptyState icon={HistoryIcon} title="No encontramos este negocio">
          Puede que el enlace esté mal escrito o que el anuncio ya no exista.
        </EmptyState>
      </Screen>
    );
  }
  const history = query.data;
  return (
    <Screen
      title={history ? `Historial de acceso · ${history.business.title}` : 'Historial de acceso'}
      heading="Historial de acceso"
      eyebrow="Acceso a la parte confidencial"
      description={description}
      actions={back}
    >
      {query.isPending ? (
        <div className="grid gap-3">
          <p className="sr-only" role="status">
            Cargando el historial…
          </p>
          <Skeleton className="h-24 w-full" />
          <Skeleton className="h-16 w-full" />
          <Skeleton className="h-16 w-full" />
        </div>
      ) : !history ? (
        <ErrorState
          title="No pudimos cargar el historial"
          message={accessErrorMessage(query.error, 'Revisa tu conexión e inténtalo de nuevo.')}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <>
          <section
            aria-labelledby="history-listing"
            className="grid gap-2 rounded-xl border bg-card p-4 shadow-sm sm:p-5"
          >
            <h2 id="history-listing" className="text-lg font-semibold [overflow-wrap:anywhere]">
              <Link to={businessHref(history.business)} className="hover:underline">
                {history.business.title}
              </Link>
            </h2>
            <dl className="grid gap-2 text-sm sm:grid-cols-3">
              <div>
                <dt className="text-xs text-muted-foreground">Modo de acceso</dt>
                <dd className="font-medium">{listingAccessModeLabels[history.settings.accessMode]}</dd>
              </div>
              <div>
                <dt className="text-xs text-muted-foreground">Identidad verificada</dt>
                <dd className="font-medium">
                  {history.settings.requireVerifiedBuyer ? 'La pide' : 'No la pide'}
                </dd>
              </div>
              <div>
                <dt className="text-xs text-muted-foreground">Fondos verificados</dt>
                <dd className="font-medium">
                  {history.settings.requireVerifiedFunds ? 'Los pide' : 'No los pide'}
                </dd>
              </div>
            </dl>
          </section>
          <section aria-labelledby="history-entries" className="grid gap-3">
            <h2 id="history-entries" className="text-lg font-semibold">
              {history.entries.length === 0
                ? 'Sin movimientos'
                : countText(history.entries.length, 'movimiento', 'movimientos')}
            </h2>
            {history.entries.length === 0 ? (
              <EmptyState icon={HistoryIcon} title="Nadie pidió acceso a este negocio todavía">
                Cuando un comprador firme el acuerdo o el vendedor cambie el modo de acceso, aparecerá aquí.
              </EmptyState>
            ) : (
              <ol className="grid gap-3">
                {history.entries.map((entry, index) => (
                  <li
                    // Entries have no id of their own; their order is fixed by the server.
                    // biome-ignore lint/suspicious/noArrayIndexKey: a read-only list in the server's order
                    key={`${entry.at}-${entry.kind}-${index}`}
                    className="grid gap-1.5 rounded-xl border bg-card p-4 text-sm"
                  >
                    <div className="flex flex-wrap items-center gap-2">
                      <Badge variant={kindVariants[entry.kind]}>{accessHistoryKindLabels[entry.kind]}</Badge>
                      <time dateTime={entry.at} className="text-xs text-muted-foreground">
                        {formatDateTime(entry.at)}
                      </time>
                    </div>
                    <p>
                      {entry.buyer ? (
                        <>
                          Comprador: <span className="font-medium">{entry.buyer.fullName}</span>
                          {entry.ndaId ? (
                            <span className="text-muted-foreground"> · acuerdo N.º {entry.ndaId}</span>
                          ) : null}
                        </>
                      ) : null}
                      {entry.buyer ? <br /> : null}
                      {entry.actor ? (
                        <>
                          Por: <span className="font-medium">{entry.actor.fullName}</span>
                        </>
                      ) : (
                        <span className="text-muted-foreground">Automático (Traspasa)</span>
                      )}
                    </p>
                    {historyDetailLines(entry).map((line) => (
                      <p key={line} className="text-muted-foreground break-words">
                        {line}
                      </p>
                    ))}
                  </li>
                ))}
              </ol>
            )}
          </section>
        </>
      )}
    </Screen>
  );
}
