import type { AdminUserDetail } from '@traspasa/shared/admin-users';
import { countText } from '@traspasa/shared/plural';
import { ArrowLeftIcon, BadgeCheckIcon, BanIcon, UserXIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { PageBody, PageHeader } from '@/components/page/page-header';
import { ErrorState } from '@/components/page/states';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { requestErrorMessage } from '@/lib/request-error';
import { useAdminUser } from '../api/users';
import {
  displayName,
  formatAmount,
  formatDateTime,
  formatDay,
  identityLabels,
  listingStatusLabels,
  ndaStatusLabels,
  paymentStatusLabels,
  rolesLabel,
  statusLabel,
  statusTones,
  subscriptionStatusLabels,
} from '../lib/labels';
import { UserActions } from './user-actions';

function Section({
  id,
  title,
  children,
  aside,
}: {
  id: string;
  title: string;
  children: ReactNode;
  aside?: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="grid gap-3 rounded-xl border bg-card p-4 shadow-sm sm:p-6">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={id} className="text-lg font-semibold">
          {title}
        </h2>
        {aside}
      </div>
      {children}
    </section>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="mt-0.5 font-medium break-words">{children}</dd>
    </div>
  );
}

function Empty({ children }: { children: ReactNode }) {
  return <p className="text-sm text-muted-foreground">{children}</p>;
}

function Profile({ detail }: { detail: AdminUserDetail }) {
  const { user, identity } = detail;
  // An account verified without a request on file (an older approval) still reads as verified.
  const idLabel = identityLabels[user.identityVerified ? 'approved' : identity.status];
  return (
    <Section id="user-profile" title="Perfil">
      <dl className="grid grid-cols-1 gap-4 text-sm sm:grid-cols-2 xl:grid-cols-3">
        <Fact label="Nombre">{user.fullName ?? 'Sin nombre'}</Fact>
        <Fact label="Usuario">{user.username}</Fact>
        <Fact label="Correo electrónico">
          <span className="[overflow-wrap:anywhere]">{user.email}</span>
        </Fact>
        <Fact label="Rol">{rolesLabel(user.role, user.secondaryRole)}</Fact>
        <Fact label="Registro">{formatDateTime(user.createdAt)}</Fact>
        <Fact label="Último acceso">{formatDateTime(user.lastLoginAt, 'Nunca')}</Fact>
        <Fact label="Identidad">
          <span className="inline-flex flex-wrap items-center gap-2">
            <Badge variant={idLabel.tone}>{idLabel.label}</Badge>
            {identity.requestId ? (
              <Link
                className="text-primary underline-offset-4 hover:underline"
                to={paths.adminIdentityVerification.build(identity.requestId)}
              >
                Ver solicitud
              </Link>
            ) : null}
          </span>
        </Fact>
        {user.identityVerifiedAt ? (
          <Fact label="Verificada el">{formatDay(user.identityVerifiedAt)}</Fact>
        ) : null}
        <Fact label="Conversaciones">{detail.conversations}</Fact>
      </dl>
    </Section>
  );
}

function Listings({ detail }: { detail: AdminUserDetail }) {
  const { listings } = detail;
  return (
    <Section
      id="user-listings"
      title="Anuncios"
      aside={
        <span className="text-sm text-muted-foreground">
          {countText(listings.total, 'anuncio', 'anuncios')}
          {listings.total > listings.items.length ? ` (los ${listings.items.length} más recientes)` : ''}
        </span>
      }
    >
      {listings.items.length === 0 ? (
        <Empty>No tiene anuncios.</Empty>
      ) : (
        <ul className="divide-y text-sm">
          {listings.items.map((l) => (
            <li key={l.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <Link
                className="min-w-0 font-medium text-primary underline-offset-4 hover:underline"
                to={`/businesses/${l.id}`}
              >
                {l.title}
              </Link>
              <span className="flex items-center gap-2 text-muted-foreground">
                <Badge variant="outline">{listingStatusLabels[l.status]}</Badge>
                {formatDay(l.createdAt)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

function Ndas({ detail }: { detail: AdminUserDetail }) {
  const { counts, recent } = detail.ndas;
  return (
    <Section id="user-ndas" title="Acuerdos de confidencialidad">
      <dl className="grid grid-cols-3 gap-4 text-sm">
        <Fact label="Firmados">{counts.signed}</Fact>
        <Fact label="Pendientes">{counts.pending}</Fact>
        <Fact label="Rechazados">{counts.rejected}</Fact>
      </dl>
      {recent.length === 0 ? (
        <Empty>No ha pedido ningún acuerdo.</Empty>
      ) : (
        <ul className="divide-y text-sm">
          {recent.map((n) => (
            <li key={n.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <Link
                className="min-w-0 font-medium text-primary underline-offset-4 hover:underline"
                to={`/businesses/${n.businessId}`}
              >
                {n.businessTitle}
              </Link>
              <span className="flex items-center gap-2 text-muted-foreground">
                <Badge variant="outline">{ndaStatusLabels[n.status] ?? n.status}</Badge>
                {formatDay(n.createdAt)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

function Logins({ detail }: { detail: AdminUserDetail }) {
  return (
    <Section
      id="user-logins"
      title="Accesos recientes"
      aside={<span className="text-sm text-muted-foreground">Últimos 50</span>}
    >
      {detail.logins.length === 0 ? (
        <Empty>Nunca inició sesión.</Empty>
      ) : (
        <ul className="divide-y text-sm">
          {detail.logins.map((login) => (
            <li key={`${login.at}-${login.ip}`} className="grid gap-1 py-2 sm:grid-cols-3 sm:gap-4">
              <span className="font-medium">{formatDateTime(login.at)}</span>
              <span className="text-muted-foreground">{login.browser}</span>
              <span className="font-mono text-xs text-muted-foreground sm:text-right">
                {login.ip ?? 'IP no registrada'}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

function Payments({ detail }: { detail: AdminUserDetail }) {
  const { transactions, subscription } = detail.payments;
  return (
    <Section id="user-payments" title="Pagos">
      <p className="text-sm">
        <span className="text-muted-foreground">Suscripción: </span>
        {subscription ? (
          <span className="font-medium">
            {subscriptionStatusLabels[subscription.status] ?? subscription.status}
            {subscription.currentPeriodEnd
              ? ` · ${subscription.cancelAtPeriodEnd ? 'termina' : 'se renueva'} el ${formatDay(subscription.currentPeriodEnd)}`
              : ''}
          </span>
        ) : (
          <span className="font-medium">Sin suscripción</span>
        )}
      </p>
      {transactions.length === 0 ? (
        <Empty>No tiene pagos.</Empty>
      ) : (
        <ul className="divide-y text-sm">
          {transactions.map((tx) => (
            <li key={tx.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <span className="font-medium">{formatAmount(tx.amount, tx.currency)}</span>
              <span className="flex items-center gap-2 text-muted-foreground">
                <Badge variant="outline">{paymentStatusLabels[tx.status] ?? tx.status}</Badge>
                {formatDateTime(tx.createdAt)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

/** `/admin/users/:id`: who the person is, what they did, and what an admin can do about it. */
export function UserPage({ id }: { id: number }) {
  const location = useLocation();
  const query = useAdminUser(id);
  const listSearch = (location.state as { listSearch?: string } | null)?.listSearch ?? '';
  const back = (
    <Button asChild variant="outline" className="min-h-11">
      <Link to={`${paths.adminUsers.href}${listSearch}`}>
        <ArrowLeftIcon aria-hidden="true" />
        Volver a usuarios
      </Link>
    </Button>
  );

  const invalid = !(Number.isInteger(id) && id > 0 && id < 2 ** 31);
  if (query.isPending && !invalid) {
    return (
      <PageBody className="grid gap-4">
        <div role="status" aria-label="Cargando la cuenta" className="grid gap-4">
          <Skeleton className="h-24 w-full" />
          <Skeleton className="h-48 w-full" />
        </div>
      </PageBody>
    );
  }
  if (invalid || query.isError) {
    const missing =
      invalid || (isApiError(query.error) && (query.error.status === 404 || query.error.status === 400));
    return (
      <PageBody className="grid gap-4">
        <title>Usuario | Traspasa</title>
        <ErrorState
          title={missing ? 'No encontramos esa cuenta' : 'No pudimos cargar la cuenta'}
          message={
            missing
              ? 'Puede que el enlace esté mal escrito. Búscala en la lista de usuarios.'
              : requestErrorMessage(query.error, 'Revisa tu conexión a internet e inténtalo de nuevo.')
          }
          onRetry={missing ? undefined : () => void query.refetch()}
        />
        <div>{back}</div>
      </PageBody>
    );
  }

  const detail = query.data;
  if (!detail) return null;
  const { user, suspension } = detail;
  return (
    <>
      <title>{`${displayName(user)} | Usuarios | Traspasa`}</title>
      <PageHeader
        eyebrow="Administración · Usuarios"
        title={displayName(user)}
        description={user.email}
        actions={back}
      >
        <div className="mt-3 flex flex-wrap items-center gap-2">
          <Badge variant={statusTones[user.status]}>{statusLabel(user.status)}</Badge>
          <Badge variant="outline">{rolesLabel(user.role, user.secondaryRole)}</Badge>
          {user.identityVerified ? (
            <Badge variant="success">
              <BadgeCheckIcon aria-hidden="true" />
              Identidad verificada
            </Badge>
          ) : null}
          {detail.guards.isSelf ? <Badge variant="secondary">Eres tú</Badge> : null}
        </div>
      </PageHeader>
      <PageBody className="grid gap-6">
        {suspension ? (
          <div
            role="note"
            className="flex gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950"
          >
            <BanIcon className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
            <div className="grid gap-1 text-sm">
              <p className="font-semibold">
                Suspendida el {formatDateTime(suspension.at)}
                {suspension.by ? ` por ${suspension.by.name}` : ''}
              </p>
              <p>Motivo: {suspension.reason ?? 'sin motivo registrado'}</p>
            </div>
          </div>
        ) : null}
        {user.status === 'deleted' ? (
          <div role="note" className="flex gap-3 rounded-xl border bg-muted p-4 text-sm">
            <UserXIcon className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
            <p>
              Esta cuenta se eliminó: sus datos personales se borraron. Se conservan sus acuerdos firmados y
              pagos como registro.
            </p>
          </div>
        ) : null}
        {/* On a phone the actions follow the profile; on a wide screen they stay beside everything. */}
        <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,24rem)] lg:items-start">
          <div className="lg:col-start-1">
            <Profile detail={detail} />
          </div>
          <div className="lg:sticky lg:top-20 lg:col-start-2 lg:row-span-5 lg:row-start-1">
            <UserActions detail={detail} />
          </div>
          <div className="grid gap-6 lg:col-start-1">
            <Listings detail={detail} />
            <Ndas detail={detail} />
            <Payments detail={detail} />
            <Logins detail={detail} />
          </div>
        </div>
      </PageBody>
    </>
  );
}
