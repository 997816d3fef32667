import { type AdminIdentityDetail, identityDocumentLabels } from '@traspasa/shared/identity';
import { AlertTriangleIcon, ArrowLeftIcon, ShieldCheckIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { PageBody, PageHeader } from '@/components/page/page-header';
import { ErrorState } from '@/components/page/states';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { toast } from '@/hooks/use-toast';
import { isApiError } from '@/lib/api-client';
import { useAdminIdentityDetail } from '../api/get-admin-identity-detail';
import { identityErrorMessage } from '../lib/errors';
import {
  countryName,
  documentCountryOf,
  formatAge,
  formatDateTime,
  formatLongDate,
  statusLabels,
} from '../lib/labels';
import { IdentityAssistPanel } from './identity-assist';
import { IdentityDecision } from './identity-decision';
import { IdentityHistory } from './identity-history';
import { IdentityImage } from './identity-image';

const roleNames: Record<string, string> = {
  buyer: 'Comprador',
  seller: 'Vendedor',
  consultant: 'Consultor',
  admin: 'Administrador',
};

function Row({ label, children, wide }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={wide ? 'col-span-2 grid gap-0.5' : 'grid gap-0.5'}>
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="font-medium break-words">{children}</dd>
    </div>
  );
}

function Box({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section
      aria-labelledby={id}
      className="grid content-start gap-3 rounded-xl border bg-card p-4 shadow-sm"
    >
      <h2 id={id} className="font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

function TypedData({ detail }: { detail: AdminIdentityDetail }) {
  return (
    <Box id="typed-title" title="Datos escritos">
      <dl className="grid grid-cols-2 gap-3 text-sm">
        <Row label="Tipo">{identityDocumentLabels[detail.documentType]}</Row>
        <Row label="País">{countryName(documentCountryOf(detail.documentType, detail.documentCountry))}</Row>
        <Row wide label="Número">
          <span className="font-mono text-base tracking-wide">{detail.documentNumber}</span>
        </Row>
        <Row label="Consentimiento">{formatDateTime(detail.consentAt)}</Row>
        <Row label="Versión del texto">{detail.consentVersion ?? '—'}</Row>
      </dl>
    </Box>
  );
}

function AccountFacts({ detail }: { detail: AdminIdentityDetail }) {
  const { account } = detail;
  return (
    <Box id="account-title" title="Cuenta">
      <dl className="grid grid-cols-2 gap-3 text-sm">
        <Row wide label="Persona">
          {detail.userName}
          <span className="block text-xs font-normal text-muted-foreground">{detail.email}</span>
        </Row>
        <Row label="Rol">{roleNames[account.role] ?? account.role}</Row>
        <Row label="Cuenta creada">
          {formatLongDate(account.createdAt)}
          <span className="block text-xs font-normal text-muted-foreground">
            {formatAge(account.createdAt)}
          </span>
        </Row>
        <Row label="Negocios publicados">{account.listings}</Row>
        <Row label="Acuerdos de confidencialidad">{account.ndas}</Row>
        <Row label="Solicitudes anteriores">{account.previousRequests}</Row>
      </dl>
    </Box>
  );
}

/** `/admin/identity-verifications/:id`: the three images, the data, the checks, the history, the decision. */
export function IdentityReview({ id }: { id: number }) {
  const query = useAdminIdentityDetail(id);
  const navigate = useNavigate();
  const location = useLocation();
  const queueSearch = (location.state as { queueSearch?: string } | null)?.queueSearch ?? '';
  const queueHref = `${paths.adminIdentityVerifications.href}${queueSearch}`;
  const detail = query.data;
  const back = (
    <Button asChild variant="outline">
      <Link to={queueHref}>
        <ArrowLeftIcon aria-hidden="true" />
        Volver a la cola
      </Link>
    </Button>
  );

  if (query.isPending && query.fetchStatus !== 'idle') {
    return (
      <>
        <PageHeader eyebrow="Verificación de identidad" title="Cargando la solicitud…" actions={back} />
        <PageBody className="grid grid-cols-1 gap-6">
          <div className="grid gap-4 md:grid-cols-3" role="status" aria-label="Cargando la solicitud">
            <Skeleton className="aspect-[4/3] w-full" />
            <Skeleton className="aspect-[4/3] w-full" />
            <Skeleton className="aspect-[4/3] w-full" />
          </div>
        </PageBody>
      </>
    );
  }
  if (!detail) {
    // A malformed id in the address is not asked for (the query stays idle): it is a missing request.
    const missing =
      !query.isError ||
      (isApiError(query.error) && (query.error.status === 404 || query.error.status === 400));
    return (
      <>
        <title>Solicitud no encontrada | Traspasa</title>
        <PageHeader eyebrow="Verificación de identidad" title="Solicitud de verificación" actions={back} />
        <PageBody>
          <ErrorState
            title={missing ? 'No encontramos esta solicitud' : 'No pudimos cargar la solicitud'}
            message={
              missing
                ? 'Puede que el enlace esté mal escrito. Vuelve a la cola para elegir otra.'
                : identityErrorMessage(query.error, 'Revisa tu conexión a internet e inténtalo de nuevo.')
            }
            onRetry={missing ? undefined : () => void query.refetch()}
          />
        </PageBody>
      </>
    );
  }

  const { label, tone } = statusLabels[detail.status];
  return (
    <>
      <title>{`Verificación de ${detail.userName} | Traspasa`}</title>
      <PageHeader
        eyebrow={`Verificación de identidad · Solicitud n.º ${detail.id}`}
        title={detail.userName}
        actions={back}
      >
        <div className="mt-3 flex flex-wrap items-center gap-2">
          <Badge variant={tone}>{label}</Badge>
          {detail.duplicate ? (
            <Badge variant="destructive">
              <AlertTriangleIcon aria-hidden="true" />
              Documento ya usado por otra cuenta
            </Badge>
          ) : null}
          <span className="text-sm text-muted-foreground">
            Enviada el {formatDateTime(detail.createdAt)} ({formatAge(detail.createdAt)})
          </span>
        </div>
      </PageHeader>
      <PageBody className="grid grid-cols-1 gap-6">
        <section aria-labelledby="images-title" className="grid gap-3">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h2 id="images-title" className="text-lg font-semibold">
              Imágenes
            </h2>
            {detail.images.length > 0 ? (
              <p className="flex items-center gap-1.5 text-xs text-muted-foreground">
                <ShieldCheckIcon className="size-3.5" aria-hidden="true" />
                Cada imagen que abres queda registrada en el historial.
              </p>
            ) : null}
          </div>
          {detail.images.length > 0 ? (
            <div
              className={
                detail.images.length === 3
                  ? 'grid gap-4 md:grid-cols-3'
                  : 'grid max-w-4xl gap-4 md:grid-cols-2'
              }
            >
              {detail.images.map((kind) => (
                <IdentityImage key={kind} requestId={detail.id} kind={kind} userName={detail.userName} />
              ))}
            </div>
          ) : (
            <p className="rounded-xl border border-dashed bg-muted/40 p-6 text-center text-sm text-muted-foreground">
              {detail.imagesDeletedAt
                ? `Las imágenes se borraron el ${formatLongDate(detail.imagesDeletedAt)}, como indica el plazo de conservación. Quedan la decisión y los datos escritos.`
                : 'Esta solicitud no tiene imágenes para mostrar.'}
            </p>
          )}
        </section>
        {/* Phones read the checks and the data, decide, then see the history; wide screens keep the decision beside them. */}
        <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_24rem]">
          <div className="lg:col-start-1">
            <IdentityAssistPanel assist={detail.assist} documentType={detail.documentType} />
          </div>
          <div className="grid gap-6 md:grid-cols-2 lg:col-start-1">
            <TypedData detail={detail} />
            <AccountFacts detail={detail} />
          </div>
          <div className="lg:sticky lg:top-20 lg:col-start-2 lg:row-span-3 lg:row-start-1">
            <IdentityDecision
              detail={detail}
              onDecided={(decision) => {
                toast({
                  title: decision === 'approve' ? 'Verificación aprobada' : 'Solicitud rechazada',
                  description:
                    decision === 'approve'
                      ? `${detail.userName} ya tiene la insignia «Identidad verificada».`
                      : `${detail.userName} verá el motivo y podrá intentarlo de nuevo.`,
                  variant: 'success',
                });
                navigate(queueHref);
              }}
            />
          </div>
          <div className="lg:col-start-1">
            <IdentityHistory history={detail.history} />
          </div>
        </div>
      </PageBody>
    </>
  );
}
