import { formatDateTime, formatDay } from '@traspasa/shared/dates';
import {
  formatCents,
  type NegotiationDetail,
  type OfferVersion,
  offerSideLabels,
  offerVersionStatusLabels,
} from '@traspasa/shared/offers';
import { FileTextIcon } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/utils';
import { letterPdfPath } from '../../api/negotiations';
import { versionStatusVariant } from '../../lib/status';
import { ChangeList } from '../change-list';
import { PdfButton } from './pdf-button';

/** The versions of a negotiation, newest first: who wrote each, what it changed, its letter. */
export function VersionList({ detail }: { detail: NegotiationDetail }) {
  const versions = [...detail.versions].sort((a, b) => b.number - a.number);
  const name = (v: OfferVersion) => (v.authorSide === 'buyer' ? detail.buyer.name : detail.seller.name);
  return (
    <section aria-labelledby="versions-title" className="grid gap-4">
      <h2 id="versions-title" className="text-xl font-semibold">
        Historial de versiones
      </h2>
      <ol
        className="relative grid gap-5 border-l-2 border-border pl-5 sm:pl-6"
        aria-label="Versiones de la oferta"
      >
        {versions.map((version) => (
          <li key={version.id} className="relative">
            <span
              aria-hidden="true"
              className={cn(
                'absolute top-5 -left-[1.7rem] size-3 rounded-full ring-4 ring-background sm:-left-[1.95rem]',
                version.status === 'open'
                  ? 'bg-amber-500'
                  : version.status === 'accepted'
                    ? 'bg-green-600'
                    : 'bg-primary',
              )}
            />
            <article
              aria-labelledby={`version-${version.number}`}
              className={cn(
                'grid gap-3 rounded-xl border bg-card p-4 shadow-sm sm:p-5',
                version.status === 'open' && 'border-amber-300',
                version.status === 'accepted' && 'border-green-300',
              )}
            >
              <header className="flex flex-wrap items-start justify-between gap-2">
                <div className="min-w-0">
                  <h3 id={`version-${version.number}`} className="font-semibold">
                    Versión {version.number} · {version.number === 1 ? 'Oferta' : 'Contraoferta'} de{' '}
                    {offerSideLabels[version.authorSide].toLowerCase()}
                  </h3>
                  <p className="text-sm text-muted-foreground">
                    {name(version)} ·{' '}
                    <time dateTime={version.createdAt}>{formatDateTime(version.createdAt)}</time>
                  </p>
                </div>
                <Badge variant={versionStatusVariant[version.status]}>
                  {offerVersionStatusLabels[version.status]}
                </Badge>
              </header>
              <dl className="flex flex-wrap gap-x-6 gap-y-1">
                <div>
                  <dt className="text-xs text-muted-foreground">Precio</dt>
                  <dd className="figure text-2xl font-bold tabular-nums">
                    {formatCents(version.priceCents)}
                  </dd>
                </div>
                <div>
                  <dt className="text-xs text-muted-foreground">Vale hasta</dt>
                  <dd className="pt-1.5 text-sm font-medium">{formatDay(version.validUntil)}</dd>
                </div>
              </dl>
              {version.changes.length > 0 ? (
                <div className="grid gap-2">
                  <h4 className="text-sm font-semibold">
                    Cambios respecto de la versión {version.number - 1}
                  </h4>
                  <ChangeList changes={version.changes} />
                </div>
              ) : null}
              {version.rejectReason ? (
                <p className="rounded-lg bg-red-50 p-3 text-sm text-red-900">
                  <span className="font-semibold">Motivo del rechazo:</span> {version.rejectReason}
                </p>
              ) : null}
              <details className="group rounded-lg border bg-muted/30 text-sm">
                <summary className="flex min-h-11 cursor-pointer list-none items-center gap-2 rounded-lg px-3 font-medium text-primary hover:underline focus-visible:outline-2 focus-visible:outline-ring [&::-webkit-details-marker]:hidden">
                  <FileTextIcon className="size-4" aria-hidden="true" />
                  Leer la carta de la versión {version.number}
                </summary>
                <div className="grid gap-3 border-t px-3 py-3">
                  <p className="text-[0.8125rem] leading-6 whitespace-pre-wrap [overflow-wrap:anywhere]">
                    {version.renderedText}
                  </p>
                  <p className="text-xs text-muted-foreground [overflow-wrap:anywhere]">
                    Plantilla versión {version.loiVersion} · Huella del texto (SHA-256):{' '}
                    <span className="font-mono">{version.textSha256}</span>
                  </p>
                </div>
              </details>
              <div>
                <PdfButton
                  path={letterPdfPath(detail.id, version.number)}
                  fileName={`carta-de-intencion-${detail.id}-v${version.number}.pdf`}
                >
                  Carta en PDF (versión {version.number})
                </PdfButton>
              </div>
            </article>
          </li>
        ))}
      </ol>
    </section>
  );
}
