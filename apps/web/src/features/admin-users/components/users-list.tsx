import type { AdminUserRow } from '@traspasa/shared/admin-users';
import { BadgeCheckIcon, ChevronRightIcon, UsersIcon } from 'lucide-react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { CardFact, CardList, DataTable } from '@/components/data-list/data-table';
import { ListStates } from '@/components/data-list/list-states';
import { PageBody, PageHeader } from '@/components/page/page-header';
import { Badge } from '@/components/ui/badge';
import { LoadMore } from '@/components/ui/load-more';
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
        <ListStates
          query={query}
          isEmpty={items.length === 0}
          loading="Cargando los usuarios"
          errorTitle="No pudimos cargar los usuarios"
          errorMessage={(error) =>
            requestErrorMessage(error, 'Revisa tu conexión a internet e inténtalo de nuevo en unos segundos.')
          }
          empty={{
            icon: UsersIcon,
            title: hasFilters(filters) ? 'Nadie coincide' : 'Aún no hay usuarios',
            text: hasFilters(filters)
              ? 'Prueba con otra parte del nombre o del correo electrónico, o quita algún filtro.'
              : 'Cuando alguien se registre, aparecerá aquí.',
          }}
        >
          <DataTable
            caption="Usuarios, los más nuevos primero"
            cellClassName="px-3 py-3"
            columns={['Persona', 'Rol', 'Identidad', 'Registro', 'Último acceso', 'Estado']}
          >
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
                <td className="px-3 py-3 whitespace-nowrap">{formatDateTime(user.lastLoginAt, 'Nunca')}</td>
                <td className="px-3 py-3">
                  <StatusBadge user={user} />
                </td>
              </tr>
            ))}
          </DataTable>
          <CardList label="Usuarios, los más nuevos primero">
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
                    <CardFact label="Rol">{rolesLabel(user.role, user.secondaryRole)}</CardFact>
                    <CardFact label="Identidad">
                      <Verified user={user} />
                    </CardFact>
                    <CardFact label="Registro">{formatDay(user.createdAt)}</CardFact>
                    <CardFact label="Último acceso">{formatDateTime(user.lastLoginAt, 'Nunca')}</CardFact>
                  </dl>
                  <span className="inline-flex items-center gap-1 justify-self-end text-sm font-semibold text-primary">
                    Ver cuenta
                    <ChevronRightIcon className="size-4" aria-hidden="true" />
                  </span>
                </Link>
              </li>
            ))}
          </CardList>
          <LoadMore query={query} what="usuarios" />
        </ListStates>
      </PageBody>
    </>
  );
}
