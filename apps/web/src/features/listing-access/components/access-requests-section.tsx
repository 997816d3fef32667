import type { BuyerProfileCard as BuyerCardData } from '@traspasa/shared/buyer-profiles';
import { formatDate } from '@traspasa/shared/dates';
import type { AccessRequestItem, ListingAccessState } from '@traspasa/shared/listing-access';
import { countText } from '@traspasa/shared/plural';
import { InboxIcon } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { BuyerProfileCard } from '@/components/buyer-card/buyer-profile-card';
import { EmptyState, ErrorState } from '@/components/page/states';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { businessHref } from '@/lib/listings/images';
import { useAccessRequests } from '../api/seller-requests';
import { accessErrorMessage } from '../lib/errors';
import { AccessActions } from './access-actions';
import { AccessStateBadge } from './access-state-badge';

const tabs: Array<{ state: ListingAccessState; label: string; empty: string }> = [
  { state: 'requested', label: 'Pendientes', empty: 'No tienes solicitudes por responder.' },
  { state: 'granted', label: 'Aprobadas', empty: 'Todavía no aprobaste ninguna solicitud.' },
  { state: 'declined', label: 'Rechazadas', empty: 'No rechazaste ninguna solicitud.' },
  { state: 'expired', label: 'Vencidas', empty: 'Ninguna solicitud venció sin respuesta.' },
  { state: 'revoked', label: 'Revocadas', empty: 'No revocaste el acceso de ningún comprador.' },
];

/**
 * «Solicitudes de acceso» on the seller's dashboard (decision 062): the requests of every
 * listing whose seller approves each buyer, by state, with the answers and each buyer's profile
 * card with its badges (decision 103).
 */
export function AccessRequestsSection() {
  const [state, setState] = useState<ListingAccessState>('requested');
  const open = useAccessRequests({ state: 'requested' });
  const openCount = open.data?.pages[0]?.openCount;
  return (
    <section aria-labelledby="access-requests" className="grid min-w-0 gap-4">
      <div className="grid gap-1">
        <h2 id="access-requests" className="flex flex-wrap items-center gap-2 text-xl font-semibold">
          Solicitudes de acceso
          {openCount ? (
            <Badge variant="warning">{countText(openCount, 'pendiente', 'pendientes')}</Badge>
          ) : null}
        </h2>
        <p className="text-sm text-muted-foreground">
          Compradores que firmaron el acuerdo de tus negocios con «Yo apruebo cada solicitud». Sin respuesta,
          te recordamos a los 7 días y la solicitud vence a los 14.
        </p>
      </div>
      <Tabs value={state} onValueChange={(v) => setState(v as ListingAccessState)} className="min-w-0">
        <div className="min-w-0 overflow-x-auto">
          <TabsList aria-label="Estado de las solicitudes" className="min-w-max">
            {tabs.map((tab) => (
              <TabsTrigger key={tab.state} value={tab.state}>
                {tab.label}
                {tab.state === 'requested' && openCount ? (
                  <span className="rounded-full bg-amber-100 px-1.5 text-xs text-amber-900">{openCount}</span>
                ) : null}
              </TabsTrigger>
            ))}
          </TabsList>
        </div>
        {tabs.map((tab) => (
          // Radix mounts only the open tab's panel: one list read at a time.
          <TabsContent key={tab.state} value={tab.state} className="grid gap-3">
            <RequestList state={tab.state} />
          </TabsContent>
        ))}
      </Tabs>
    </section>
  );
}

function RequestList({ state }: { state: ListingAccessState }) {
  const query = useAccessRequests({ state });
  const items = query.data?.pages.flatMap((p) => p.items) ?? [];
  if (query.isPending) {
    return (
      <div className="grid gap-3">
        <p className="sr-only" role="status">
          Cargando solicitudes…
        </p>
        <Skeleton className="h-36 w-full" />
        <Skeleton className="h-36 w-full" />
      </div>
    );
  }
  if (query.isError) {
    return (
      <ErrorState
        title="No pudimos cargar las solicitudes"
        message={accessErrorMessage(query.error, 'Revisa tu conexión e inténtalo de nuevo.')}
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (items.length === 0) {
    return (
      <EmptyState icon={InboxIcon} title={tabs.find((t) => t.state === state)?.empty ?? 'Nada por aquí.'}>
        Para recibir solicitudes, elige «Yo apruebo cada solicitud» en el paso «Confidencial» de tu anuncio.
      </EmptyState>
    );
  }
  return (
    <>
      <ul className="grid gap-3" aria-label="Solicitudes">
        {items.map((item) => (
          <li key={item.id}>
            <AccessRequestCard request={item} />
          </li>
        ))}
      </ul>
      {query.hasNextPage ? (
        <div className="flex justify-center">
          <Button
            variant="outline"
            onClick={() => void query.fetchNextPage()}
            disabled={query.isFetchingNextPage}
          >
            {query.isFetchingNextPage ? <Spinner size="sm" label="Cargando más solicitudes…" /> : null}
            {query.isFetchingNextPage ? 'Cargando…' : 'Cargar más'}
          </Button>
        </div>
      ) : null}
    </>
  );
}

/** One request: who, for which listing, their message, the dates and the answers. */
export function AccessRequestCard({ request }: { request: AccessRequestItem }) {
  return (
    <article
      aria-label={`Solicitud de ${request.buyer.fullName}`}
      className="grid gap-3 rounded-xl border bg-card p-4 shadow-sm sm:p-5"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-semibold [overflow-wrap:anywhere]">{request.buyer.fullName}</p>
          <Link
            to={businessHref(request.business)}
            className="line-clamp-2 text-sm font-medium text-primary hover:underline"
          >
            {request.business.title}
          </Link>
        </div>
        <AccessStateBadge state={request.state} />
      </div>
      <BuyerProfileCard
        userId={request.buyer.id}
        data={(request.buyer.card as BuyerCardData | null) ?? undefined}
        showName={false}
        className="bg-muted/30"
      />
      {request.message ? (
        <blockquote className="rounded-lg bg-muted/60 p-3 text-sm">
          <p className="text-xs font-medium text-muted-foreground">Su mensaje</p>
          <p className="mt-1 whitespace-pre-line break-words">{request.message}</p>
        </blockquote>
      ) : null}
      <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-xs sm:flex sm:flex-wrap sm:gap-x-6">
        {request.requestedAt ? (
          <div>
            <dt className="text-muted-foreground">Solicitada</dt>
            <dd className="font-medium">{formatDate(request.requestedAt)}</dd>
          </div>
        ) : null}
        {request.state === 'requested' && request.expiresAt ? (
          <div>
            <dt className="text-muted-foreground">Vence</dt>
            <dd className="font-medium">{formatDate(request.expiresAt)}</dd>
          </div>
        ) : null}
        {request.decidedAt && request.state !== 'requested' ? (
          <div>
            <dt className="text-muted-foreground">Respondida</dt>
            <dd className="font-medium">{formatDate(request.decidedAt)}</dd>
          </div>
        ) : null}
      </dl>
      {request.reason && (request.state === 'declined' || request.state === 'revoked') ? (
        <p className="text-sm">
          <span className="font-medium">Tu motivo:</span> {request.reason}
        </p>
      ) : null}
      <AccessActions request={request} />
    </article>
  );
}
