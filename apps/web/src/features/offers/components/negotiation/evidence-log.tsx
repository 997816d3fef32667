import { formatDateTime } from '@traspasa/shared/dates';
import { dealFileLabels } from '@traspasa/shared/deal-file';
import { type NegotiationDetail, offerSideLabels } from '@traspasa/shared/offers';
import { browserLabel } from '@traspasa/shared/user-agent';
import { ChevronRightIcon, ShieldAlertIcon, ShieldCheckIcon, UserIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { DealFileButton } from '@/components/deal-file-button';
import { Badge } from '@/components/ui/badge';
import { certificatePdfPath } from '../../api/negotiations';
import { PdfButton } from './pdf-button';

export function ChainBadge({ intact }: { intact: boolean }) {
  return intact ? (
    <Badge variant="success">
      <ShieldCheckIcon aria-hidden="true" />
      Cadena de evidencia íntegra
    </Badge>
  ) : (
    <Badge variant="destructive">
      <ShieldAlertIcon aria-hidden="true" />
      La cadena de evidencia no verifica
    </Badge>
  );
}

/**
 * The negotiation's append-only log (decision 170): what happened, when and who; each event's
 * chained hash — and, for admins, its IP and browser — under the technical details.
 */
export function EvidenceLog({
  detail,
  admin = false,
  extra,
}: {
  detail: NegotiationDetail;
  admin?: boolean;
  /** Beside the certificate: the admin's «Verificar cadena». */
  extra?: ReactNode;
}) {
  const events = [...detail.events].sort((a, b) => a.seq - b.seq);
  const actor = (e: (typeof events)[number]) =>
    e.actorName
      ? `${e.actorName}${e.actorSide ? ` (${offerSideLabels[e.actorSide].toLowerCase()})` : ''}`
      : 'Traspasa';
  return (
    <section
      aria-labelledby="evidence-title"
      className="grid gap-4 rounded-xl border bg-card p-4 shadow-sm sm:p-5"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="evidence-title" className="text-lg font-semibold">
          Registro de evidencia
        </h2>
        <ChainBadge intact={detail.chainIntact} />
      </div>
      <p className="text-sm text-muted-foreground">
        Cada paso queda registrado con su hora, la dirección IP y el navegador, y una huella encadenada a la
        del paso anterior: si alguien cambiara un registro, la cadena dejaría de verificar.
      </p>
      <ol className="grid gap-3" aria-label="Eventos registrados">
        {events.map((event) => (
          <li key={event.seq} className="grid gap-0.5 border-b pb-3 last:border-b-0 last:pb-0">
            <p className="text-sm font-semibold">
              {event.label}
              {event.versionNumber ? (
                <span className="font-normal text-muted-foreground"> · versión {event.versionNumber}</span>
              ) : null}
            </p>
            <p className="flex flex-wrap items-center gap-x-3 text-xs text-muted-foreground">
              <time dateTime={event.at}>{formatDateTime(event.at)}</time>
              <span className="inline-flex items-center gap-1">
                <UserIcon className="size-3.5" aria-hidden="true" />
                {actor(event)}
              </span>
            </p>
            {admin ? (
              <dl className="mt-1 grid gap-0.5 text-xs text-muted-foreground">
                <div className="flex flex-wrap gap-x-1">
                  <dt>Dirección IP:</dt>
                  <dd className="font-mono text-foreground">{event.ipAddress ?? '—'}</dd>
                </div>
                <div className="flex min-w-0 flex-wrap gap-x-1">
                  <dt>Navegador:</dt>
                  <dd className="min-w-0 text-foreground [overflow-wrap:anywhere]">
                    {event.userAgent ? browserLabel(event.userAgent) : '—'}
                  </dd>
                </div>
              </dl>
            ) : null}
          </li>
        ))}
      </ol>
      <details className="group rounded-lg border bg-muted/40 text-sm">
        <summary className="flex min-h-11 cursor-pointer list-none items-center gap-2 rounded-lg px-3 font-medium text-primary hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring [&::-webkit-details-marker]:hidden">
          <ChevronRightIcon
            className="size-4 shrink-0 transition-transform group-open:rotate-90"
            aria-hidden="true"
          />
          Ver las huellas de cada evento
        </summary>
        <ol className="grid gap-2 border-t p-3 text-xs" aria-label="Huella de cada evento">
          {events.map((event) => (
            <li key={event.seq} className="grid gap-0.5">
              <span className="font-semibold text-foreground">
                {event.seq}. {event.label}
              </span>
              <span className="font-mono break-all text-muted-foreground">{event.hash}</span>
              {admin && event.userAgent ? (
                <span className="font-mono break-all text-muted-foreground">{event.userAgent}</span>
              ) : null}
            </li>
          ))}
        </ol>
      </details>
      <div className="flex flex-wrap gap-2">
        <PdfButton path={certificatePdfPath(detail.id)} fileName={`certificado-negociacion-${detail.id}.pdf`}>
          Certificado de evidencia (PDF)
        </PdfButton>
        <DealFileButton negotiationId={detail.id} />
        {extra}
      </div>
      <p className="text-xs leading-5 text-muted-foreground">{dealFileLabels.hint}</p>
    </section>
  );
}
