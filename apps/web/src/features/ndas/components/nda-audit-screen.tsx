import type { NdaAuditItem } from '@traspasa/shared/ndas';
import { countText } from '@traspasa/shared/plural';
import { FileSearchIcon, FileSignatureIcon, FilterXIcon, LayoutDashboardIcon } from 'lucide-react';
import { type ComponentType, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Screen } from '@/components/page/screen';
import { EmptyState, ErrorState } from '@/components/page/states';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { canAccess } from '@/lib/access';
import { isApiError } from '@/lib/api-client';
import { useUser } from '@/lib/session';
import { type NdaAuditFilters, useNdaAudit } from '../api/get-nda-audit';
import { filtersFromSearch, hasFilters, searchFromFilters } from '../lib/audit-filters';
import { ndaErrorMessage } from '../lib/errors';
import { AuditDetailDialog } from './audit-detail-dialog';
import { type AuditBusinessOption, AuditFilters } from './audit-filters';
import { AuditResults, type AuditRowAccessPart } from './audit-results';

const description =
  'Quién firmó el acuerdo de confidencialidad de cada negocio, cuándo y cómo, y cada descarga de documentos confidenciales. Desde aquí respondes a las solicitudes de acceso, apruebas o rechazas las firmas en papel y descargas los certificados.';

function BuyerExplanation() {
  return (
    <EmptyState
      icon={FileSearchIcon}
      title="La auditoría de acuerdos es para vendedores"
      action={
        <>
          <Button asChild>
            <Link to={paths.buyerDashboard.href}>
              <LayoutDashboardIcon aria-hidden="true" />
              Ver mis acuerdos
            </Link>
          </Button>
          <Button asChild variant="outline">
            <Link to={paths.createBusiness.href}>Vender mi negocio</Link>
          </Button>
        </>
      }
    >
      Aquí cada vendedor ve quién firmó el acuerdo de confidencialidad de sus negocios. Los acuerdos que tú
      firmaste como comprador están en tu panel, cada uno con su estado y su certificado.
    </EmptyState>
  );
}

function TableSkeleton() {
  return (
    <div className="grid gap-3">
      <p className="sr-only" role="status">
        Cargando acuerdos…
      </p>
      {[0, 1, 2, 3].map((i) => (
        <Skeleton key={i} className="h-20 w-full md:h-14" />
      ))}
    </div>
  );
}

export type AuditFiltersProps = { filters: NdaAuditFilters; onChange: (f: NdaAuditFilters) => void };

/** A seller's own listings (GET /api/seller/businesses), the choices of the audit's filter. */
export type SellerListings = {
  data?: { items: ReadonlyArray<{ id: number; title: string; status: string }> };
};

/** Sellers choose among their own published or sold listings. */
export function SellerAuditFilters({ listings, ...props }: AuditFiltersProps & { listings: SellerListings }) {
  const options: AuditBusinessOption[] = (listings.data?.items ?? [])
    .filter((b) => b.status === 'approved' || b.status === 'sold')
    .map((b) => ({ id: b.id, title: b.title }));
  return <AuditFilters {...props} businesses={options} isAdmin={false} />;
}

function AuditTable({
  isAdmin,
  SellerFilters,
  RowAccess,
}: {
  isAdmin: boolean;
  SellerFilters: ComponentType<AuditFiltersProps>;
  RowAccess?: AuditRowAccessPart;
}) {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => filtersFromSearch(params), [params]);
  const audit = useNdaAudit(filters);
  const [openId, setOpenId] = useState<number | null>(null);
  const [openItem, setOpenItem] = useState<NdaAuditItem | null>(null);

  const items = useMemo(() => audit.data?.pages.flatMap((p) => p.items) ?? [], [audit.data]);
  const total = audit.data?.pages[0]?.total ?? 0;
  // Keep the dialog on the freshest copy of the row after a decision re-reads the table.
  const current = openId === null ? null : (items.find((i) => i.id === openId) ?? openItem);

  const setFilters = (next: NdaAuditFilters) => setParams(searchFromFilters(next), { replace: true });
  const filtersEl = isAdmin ? (
    <AuditFilters filters={filters} onChange={setFilters} businesses={[]} isAdmin />
  ) : (
    <SellerFilters filters={filters} onChange={setFilters} />
  );

  if (audit.isError && isApiError(audit.error) && audit.error.status === 403) return <BuyerExplanation />;

  return (
    <div className="grid gap-5">
      {filtersEl}
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {audit.isPending
          ? ''
          : audit.isError
            ? ''
            : total === 0
              ? 'Ningún acuerdo.'
              : `${countText(total, 'acuerdo', 'acuerdos')}${items.length < total ? ` · mostrando ${items.length}` : ''}`}
      </p>
      {audit.isPending ? (
        <TableSkeleton />
      ) : audit.isError ? (
        <ErrorState
          title="No pudimos cargar los acuerdos"
          message={ndaErrorMessage(audit.error)}
          onRetry={() => void audit.refetch()}
        />
      ) : items.length === 0 ? (
        hasFilters(filters) ? (
          <EmptyState
            icon={FilterXIcon}
            title="Ningún acuerdo coincide con los filtros"
            action={
              <Button variant="outline" onClick={() => setFilters({})}>
                Quitar filtros
              </Button>
            }
          >
            Prueba con otro negocio, otro estado o un rango de fechas más amplio.
          </EmptyState>
        ) : (
          <EmptyState
            icon={FileSignatureIcon}
            title={isAdmin ? 'Todavía no hay acuerdos' : 'Aún nadie firmó el acuerdo de tus negocios'}
            action={
              isAdmin ? null : (
                <Button asChild variant="outline">
                  <Link to={paths.sellerDashboard.href}>Ver mis anuncios</Link>
                </Button>
              )
            }
          >
            Cuando un comprador acepte el acuerdo de confidencialidad de un negocio publicado, aparecerá aquí
            con toda la evidencia de su firma.
          </EmptyState>
        )
      ) : (
        <>
          <AuditResults
            items={items}
            RowAccess={RowAccess}
            isAdmin={isAdmin}
            onOpen={(item) => {
              setOpenId(item.id);
              setOpenItem(item);
            }}
          />
          {audit.hasNextPage ? (
            <div className="flex justify-center">
              <Button
                variant="outline"
                onClick={() => void audit.fetchNextPage()}
                disabled={audit.isFetchingNextPage}
              >
                {audit.isFetchingNextPage ? <Spinner size="sm" label="Cargando más acuerdos…" /> : null}
                {audit.isFetchingNextPage ? 'Cargando…' : 'Cargar más'}
              </Button>
            </div>
          ) : null}
        </>
      )}
      <AuditDetailDialog
        item={current}
        onClose={() => {
          setOpenId(null);
          setOpenItem(null);
        }}
      />
    </div>
  );
}

/**
 * The agreements signed for a seller's listings (every agreement for an admin). `SellerFilters`
 * is the audit's filter with the seller's own listings to choose from (`SellerAuditFilters`).
 */
export function NdaAuditScreen({
  SellerFilters,
  RowAccess,
}: {
  SellerFilters: ComponentType<AuditFiltersProps>;
  /** Each buyer's access and the seller's answers, or the admin's access history (decision 062). */
  RowAccess?: AuditRowAccessPart;
}) {
  const { data: user } = useUser();
  const allowed = canAccess(user, 'seller') === 'allow';
  const isAdmin = user?.role === 'admin';
  return (
    <Screen
      // A seller sees the people interested in their listings; admins audit every agreement.
      title={isAdmin ? 'Auditoría de acuerdos de confidencialidad' : 'Personas interesadas'}
      eyebrow="Acuerdos de confidencialidad"
      description={description}
    >
      {allowed ? (
        <AuditTable isAdmin={isAdmin} SellerFilters={SellerFilters} RowAccess={RowAccess} />
      ) : (
        <BuyerExplanation />
      )}
    </Screen>
  );
}
