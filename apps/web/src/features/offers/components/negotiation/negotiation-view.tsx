import { type NegotiationDetail, negotiationStatusLabels } from '@traspasa/shared/offers';
import { ArchiveIcon, ArrowLeftIcon, FolderLockIcon, RouteIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PageBody, PageHeader } from '@/components/page/page-header';
import { Badge } from '@/components/ui/badge';
import { paths } from '@/config/paths';
import { negotiationStatusVariant } from '../../lib/status';
import { AnswerActions } from './answer-actions';
import { EvidenceLog } from './evidence-log';
import { nextStepText } from './next-step';
import { ReservationPanel } from './reservation-panel';
import { SignLetterCard } from './sign-letter-card';
import { VersionList } from './version-list';

const RESERVATION_STATUSES = new Set(['signed', 'closed', 'released']);
/** A negotiation that reached acceptance has a road to closing (decision 175). */
const ROAD_STATUSES = new Set(['accepted', 'signed', 'closed']);
/** A buyer keeps the data room while the negotiation lives; a back-up offer's access is paused (decisions 171, 172). */
const ROOM_STATUSES = new Set(['open', 'accepted', 'signed', 'closed']);

const headerLink =
  'inline-flex min-h-11 items-center gap-1.5 text-sm font-medium text-primary hover:underline';

/**
 * One negotiation: the listing and the parties, where it stands, what the caller may do (an
 * admin reads only), the versions with what changed, and the evidence with its PDFs.
 */
export function NegotiationView({
  detail,
  admin = false,
  backHref,
  backLabel,
  adminTools,
  roadSummary,
}: {
  detail: NegotiationDetail;
  admin?: boolean;
  backHref: string;
  backLabel: string;
  /** The admin's «Verificar cadena», beside the certificate. */
  adminTools?: ReactNode;
  /** The road to closing's progress, composed in by the route (a feature never imports another). */
  roadSummary?: (negotiationId: number) => ReactNode;
}) {
  const you = detail.role === 'buyer' ? ' (tú)' : '';
  const youSeller = detail.role === 'seller' ? ' (tú)' : '';
  // The server decides who reads each; these are the links for the parties (an admin only reads here).
  const road = !admin && detail.role !== null && ROAD_STATUSES.has(detail.status);
  const room =
    !admin &&
    (detail.role === 'seller' ||
      (detail.role === 'buyer' && !detail.backup && ROOM_STATUSES.has(detail.status)));
  return (
    <>
      <title>{`Negociación por ${detail.business.title} | Traspasa`}</title>
      <PageHeader
        eyebrow={admin ? 'Negociación · solo lectura' : 'Negociación'}
        title={detail.business.title}
      >
        <div className="mt-3 flex flex-wrap items-center gap-2">
          <Badge variant={negotiationStatusVariant[detail.status]}>
            {negotiationStatusLabels[detail.status]}
          </Badge>
          {detail.backup ? (
            <Badge variant="outline">
              <ArchiveIcon aria-hidden="true" />
              Oferta de respaldo
            </Badge>
          ) : null}
          <span className="text-sm text-muted-foreground">
            {detail.versionCount === 1 ? '1 versión' : `${detail.versionCount} versiones`}
          </span>
        </div>
        <dl className="mt-3 grid gap-1 text-sm sm:flex sm:flex-wrap sm:gap-x-6">
          <div className="flex gap-1">
            <dt className="text-muted-foreground">Comprador:</dt>
            <dd className="font-medium">
              {detail.buyer.name}
              {you}
            </dd>
          </div>
          <div className="flex gap-1">
            <dt className="text-muted-foreground">Vendedor:</dt>
            <dd className="font-medium">
              {detail.seller.name}
              {youSeller}
            </dd>
          </div>
        </dl>
        <div className="mt-2 flex flex-wrap gap-x-5">
          <Link
            to={backHref}
            className="inline-flex min-h-11 items-center gap-1.5 text-sm font-medium text-primary hover:underline"
          >
            <ArrowLeftIcon className="size-4" aria-hidden="true" />
            {backLabel}
          </Link>
          <Link to={paths.business.build(detail.business.slug || detail.business.id)} className={headerLink}>
            Ver el negocio
          </Link>
          {road ? (
            <Link to={paths.closing.build(detail.id)} className={headerLink}>
              <RouteIcon className="size-4" aria-hidden="true" />
              Ruta de traspaso
            </Link>
          ) : null}
          {room ? (
            <Link to={paths.dataRoom.build(detail.business.id)} className={headerLink}>
              <FolderLockIcon className="size-4" aria-hidden="true" />
              Sala de datos
            </Link>
          ) : null}
        </div>
      </PageHeader>
      <PageBody className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start">
        <div className="grid min-w-0 gap-4 lg:sticky lg:top-24 lg:col-start-2 lg:row-start-1">
          <section
            aria-labelledby="next-step-title"
            className="grid gap-3 rounded-xl border border-primary/20 bg-primary-soft p-4 sm:p-5"
          >
            <h2 id="next-step-title" className="text-lg font-semibold">
              {admin ? 'Estado' : 'Qué sigue'}
            </h2>
            <p className="text-sm leading-6">{nextStepText(detail)}</p>
            {detail.backup ? (
              <p className="text-sm leading-6 text-muted-foreground">
                Se hizo mientras el negocio estaba reservado: no se puede aceptar hasta que la reserva se
                libere.
              </p>
            ) : null}
            {admin ? null : <AnswerActions detail={detail} />}
          </section>
          {road && roadSummary ? roadSummary(detail.id) : null}
          {detail.acceptedVersionNumber !== null ? <SignLetterCard detail={detail} /> : null}
          {RESERVATION_STATUSES.has(detail.status) ? (
            <ReservationPanel detail={detail} readOnly={admin} />
          ) : null}
        </div>
        <div className="grid min-w-0 gap-8 lg:col-start-1 lg:row-start-1">
          <VersionList detail={detail} />
          <EvidenceLog detail={detail} admin={admin} extra={adminTools} />
        </div>
      </PageBody>
    </>
  );
}
