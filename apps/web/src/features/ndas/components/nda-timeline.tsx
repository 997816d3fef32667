import { type NdaEvent, ndaEventLabels } from '@traspasa/shared/ndas';
import { browserLabel } from '@traspasa/shared/user-agent';
import { GlobeIcon, MonitorSmartphoneIcon, ShieldAlertIcon, ShieldCheckIcon, UserIcon } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { formatDateTime, formatUtc } from '../lib/dates';
import { shortHash } from '../lib/hash';

const metadataLabels: Record<string, string> = {
  decision: 'Decisión',
  notes: 'Notas',
  method: 'Método',
  kind: 'Archivo',
  sentTo: 'Enviado a',
  canReupload: 'Puede volver a subir',
  documentVersion: 'Versión',
  fileName: 'Archivo',
};

const metadataValues: Record<string, string> = {
  approve: 'Aprobado',
  reject: 'Rechazado',
  true: 'Sí',
  false: 'No',
  signedDocument: 'Acuerdo firmado',
  idDocumentFront: 'Cédula (frente)',
  idDocumentBack: 'Cédula (reverso)',
  signedPdf: 'PDF firmado',
  firmada_electronica: 'Firma electrónica',
  subida_fisica: 'Firma en papel',
};

function metadataRows(metadata: Record<string, unknown>): Array<[string, string]> {
  return Object.entries(metadata).flatMap(([key, value]) => {
    // Re-uploading only means something after a rejection.
    if (key === 'canReupload' && metadata.decision !== 'reject') return [];
    const label = metadataLabels[key];
    if (!label || value === null || value === undefined || typeof value === 'object') return [];
    const text = String(value);
    return [[label, metadataValues[text] ?? text] as [string, string]];
  });
}

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

/** The append-only evidence log: what happened, when (local and UTC), who, from which IP and browser. */
export function NdaTimeline({ events }: { events: NdaEvent[] }) {
  if (events.length === 0) {
    return <p className="text-sm text-muted-foreground">Todavía no hay eventos registrados.</p>;
  }
  return (
    <ol className="relative grid gap-5 border-l-2 border-border pl-5" aria-label="Eventos registrados">
      {events.map((event) => {
        const rows = metadataRows(event.metadata);
        return (
          <li key={event.id} className="relative">
            <span
              aria-hidden="true"
              className="absolute top-1.5 -left-[1.6rem] size-2.5 rounded-full bg-primary ring-4 ring-background"
            />
            <p className="font-semibold">{ndaEventLabels[event.eventType] ?? event.eventType}</p>
            <p className="text-sm text-muted-foreground">
              <time dateTime={event.createdAt} title={formatUtc(event.createdAt)}>
                {formatDateTime(event.createdAt)}
              </time>
              <span className="hidden sm:inline"> · </span>
              <span className="block text-xs sm:inline">{formatUtc(event.createdAt)}</span>
            </p>
            <dl className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground">
              <div className="flex items-center gap-1">
                <dt className="sr-only">Persona</dt>
                <dd className="flex items-center gap-1">
                  <UserIcon className="size-3.5" aria-hidden="true" />
                  {event.actorName ?? 'Sistema'}
                </dd>
              </div>
              <div className="flex items-center gap-1">
                <dt className="sr-only">Dirección IP</dt>
                <dd className="flex items-center gap-1 font-mono">
                  <GlobeIcon className="size-3.5" aria-hidden="true" />
                  {event.ipAddress ?? '—'}
                </dd>
              </div>
              <div className="flex min-w-0 items-center gap-1">
                <dt className="sr-only">Navegador</dt>
                <dd title={event.userAgent ?? undefined} className="flex min-w-0 items-center gap-1">
                  <MonitorSmartphoneIcon className="size-3.5 shrink-0" aria-hidden="true" />
                  <span className="truncate">{browserLabel(event.userAgent)}</span>
                </dd>
              </div>
              {rows.map(([label, value]) => (
                <div key={label} className="flex gap-1">
                  <dt>{label}:</dt>
                  <dd className="text-foreground">{value}</dd>
                </div>
              ))}
              <div className="flex gap-1">
                <dt>Huella:</dt>
                <dd className="font-mono" title={event.hash}>
                  {shortHash(event.hash)}
                </dd>
              </div>
            </dl>
          </li>
        );
      })}
    </ol>
  );
}
