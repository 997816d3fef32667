import type { AdminUserRow } from '@traspasa/shared/admin-users';
import { BadgeCheckIcon, ChevronRightIcon, UsersIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { PageBody, PageHeader } from '@/components/page/page-header';
import { EmptyState, ErrorState } from '@/components/page/states';
import { Badge } from '@/components/ui/badge';
import { LoadMore } from '@/components/ui/load-more';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { requestErrorMessage } from '@/lib/request-error';
import { useUserDirectory } from '../api/users';
import { filtersFromSearch, hasFilters, searchFromFilters, type UserFilters } from '../lib/filters';
import { displayName, formatDateTime, formatDay, rolesLabel, statusLabel, statusTones } from '../lib/labels';
import { UserFilterBar } from './user-filters';

function StatusBadge({ user }: { user: AdminUserRow }) {
  return <Badge variant={statusTones[user.status]}>{statusLabel(user.status)}</Badge>;
}

function Verified({ user }: { user: AdminUserRow }) {
  return user.identityVerified ? (
    <span className="inline-flex items-center gap-1 text-green-800">
      <BadgeCheckIcon className="size-4" aria-hidden="true" />
      Verificada
    </span>
  ) : (
    <span className="text-muted-foreground">Sin verificar</span>
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

/** `/admin/users`: every account, newest first, with search and filters kept in the address. */
export function UsersList() {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const filters = filtersFromSearch(params);
  const query = useUserDirectory(filters);
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];
  const update = (patch: Partial<UserFilters>) =>
    setParams(searchFromFilters({ ...filters, ...patch }), { replace: true });
  const userLink = (user: AdminUserRow) => ({
    pathname: paths.adminUser.build(user.id),
    state: { listSearch: location.search },
  });

  return (
    <>
      <title>Usuarios | Traspasa</title>
      <PageHeader
        eyebrow="Administración"
        title="Usuarios"
        description="Busca a cualquier persona registrada, revisa su actividad y, si hace falta, cambia su rol, suspende su cuenta o pídele una nueva contraseña."
      />
      <PageBody className="grid grid-cols-1 gap-6">
        <UserFilterBar
          filters={filters}
          onChange={update}
          onReset={() => setParams(new URLSearchParams(), { replace: true })}
        />
        {query.isPending ? (
          <div className="grid gap-3" role="status" aria-label="Cargando los usuarios">
            <Skeleton className="h-16 w-full" />
            <Skeleton className="h-16 w-full" />
            <Skeleton className="h-16 w-full" />
          </div>
        ) : query.isError && !query.data ? (
          <ErrorState
            title="No pudimos cargar los usuarios"
            message={requestErrorMessage(
              query.error,
              'Revisa tu conexión a internet e inténtalo de nuevo en unos segundos.',
            )}
            onRetry={() => void query.refetch()}
          />
        ) : items.length === 0 ? (
          <EmptyState icon={UsersIcon} title={hasFilters(filters) ? 'Nadie coincide' : 'Aún no hay usuarios'}>
            {hasFilters(filters)
              ? 'Prueba con otra parte del nombre o del correo electrónico, o quita algún filtro.'
              : 'Cuando alguien se registre, aparecerá aquí.'}
          </EmptyState>
        ) : (
          <div className="grid grid-cols-1 gap-4">
            <div className="hidden overflow-x-auto rounded-xl border bg-card shadow-sm md:block">
              <table className="w-full text-left text-sm">
                <caption className="sr-only">Usuarios, los más nuevos primero</caption>
                <thead className="border-b bg-muted/60 text-xs text-muted-foreground uppercase">
                  <tr>
                    <th scope="col" className="px-3 py-3 font-semibold">
                      Persona
                    </th>
                    <th scope="col" className="px-3 py-3 font-semibold">
                      Rol
                    </th>
                    <th scope="col" className="px-3 py-3 font-semibold">
                      Identidad
                    </th>
                    <th scope="col" className="px-3 py-3 font-semibold">
                      Registro
                    </th>
                    <th scope="col" className="px-3 py-3 font-semibold">
                      Último acceso
                    </th>
                    <th scope="col" className="px-3 py-3 font-semibold">
                      Estado
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y">
                  {items.map((user) => (
                    <tr key={user.id} className="hover:bg-muted/40">
                      <td className="max-w-72 px-3 py-3">
                        <Link
                          to={userLink(user)}
                          className="block truncate font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
                        >
                          {displayName(user)}
                          <span className="sr-only"> (ver la cuenta)</span>
                        </Link>
                        <p className="truncate text-xs text-muted-foreground">{user.email}</p>
                      </td>
                      <td className="px-3 py-3">{rolesLabel(user.role, user.secondaryRole)}</td>
                      <td className="px-3 py-3 whitespace-nowrap">
                        <Verified user={user} />
                      </td>
                      <td className="px-3 py-3 whitespace-nowrap">{formatDay(user.createdAt)}</td>
                      <td className="px-3 py-3 whitespace-nowrap">
                        {formatDateTime(user.lastLoginAt, 'Nunca')}
                      </td>
                      <td className="px-3 py-3">
                        <StatusBadge user={user} />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <ul className="grid grid-cols-1 gap-3 md:hidden" aria-label="Usuarios, los más nuevos primero">
              {items.map((user) => (
                <li key={user.id}>
                  <Link
                    to={userLink(user)}
                    className="grid grid-cols-1 gap-3 rounded-xl border bg-card p-4 shadow-sm transition-colors hover:bg-muted/40 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
                  >
                    <div className="flex items-start justify-between gap-3">
                      <div className="min-w-0">
                        <p className="truncate font-semibold">{displayName(user)}</p>
                        <p className="truncate text-xs text-muted-foreground">{user.email}</p>
                      </div>
                      <StatusBadge user={user} />
                    </div>
                    <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
                      <Fact label="Rol">{rolesLabel(user.role, user.secondaryRole)}</Fact>
                      <Fact label="Identidad">
                        <Verified user={user} />
                      </Fact>
                      <Fact label="Registro">{formatDay(user.createdAt)}</Fact>
                      <Fact label="Último acceso">{formatDateTime(user.lastLoginAt, 'Nunca')}</Fact>
                    </dl>
                    <span className="inline-flex items-center gap-1 justify-self-end text-sm font-semibold text-primary">
                      Ver cuenta
                      <ChevronRightIcon className="size-4" aria-hidden="true" />
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
            <LoadMore query={query} what="usuarios" />
          </div>
        )}
      </PageBody>
    </>
  );
}
