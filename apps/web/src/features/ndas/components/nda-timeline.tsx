import { formatDateTime } from '@traspasa/shared/dates';
import { type NdaEvent, ndaEventLabels } from '@traspasa/shared/ndas';
import { browserLabel } from '@traspasa/shared/user-agent';
import { GlobeIcon, MonitorSmartphoneIcon, ShieldAlertIcon, ShieldCheckIcon, UserIcon } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { TechnicalDetails } from './technical-details';

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

/**
 * The append-only evidence log: what happened, when (in the reader's zone, named) and who;
 * the server time, IP, browser and chain hash of each event under "Ver detalles técnicos".
 */
export function NdaTimeline({ events }: { events: NdaEvent[] }) {
  if (events.length === 0) {
    return <p className="text-sm text-muted-foreground">Todavía no hay eventos registrados.</p>;
  }
  const title = (event: NdaEvent) => ndaEventLabels[event.eventType] ?? event.eventType;
  return (
    <div className="grid gap-4">
      <ol className="relative grid gap-5 border-l-2 border-border pl-5" aria-label="Eventos registrados">
        {events.map((event) => {
          const rows = metadataRows(event.metadata);
          return (
            <li key={event.id} className="relative">
              <span
                aria-hidden="true"
                className="absolute top-1.5 -left-[1.6rem] size-2.5 rounded-full bg-primary ring-4 ring-background"
              />
              <p className="font-semibold">{title(event)}</p>
              <p className="text-sm text-muted-foreground">
                <time dateTime={event.createdAt}>{formatDateTime(event.createdAt)}</time>
              </p>
              <dl className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground">
                <div className="flex items-center gap-1">
                  <dt className="sr-only">Persona</dt>
                  <dd className="flex items-center gap-1">
                    <UserIcon className="size-3.5" aria-hidden="true" />
                    {event.actorName ?? 'Sistema'}
                  </dd>
                </div>
                {rows.map(([label, value]) => (
                  <div key={label} className="flex gap-1">
                    <dt>{label}:</dt>
                    <dd className="text-foreground">{value}</dd>
                  </div>
                ))}
              </dl>
            </li>
          );
        })}
      </ol>
      <TechnicalDetails label="Ver detalles técnicos del registro">
        <p className="text-xs text-muted-foreground">
          Cada evento guarda la hora del servidor, la dirección IP y el navegador, y una huella encadenada a
          la del evento anterior: si alguien cambiara un evento, la cadena dejaría de verificar.
        </p>
        <ol className="grid gap-3" aria-label="Detalles técnicos de cada evento">
          {events.map((event) => (
            <li key={event.id} className="grid gap-1 border-b pb-3 text-xs last:border-b-0 last:pb-0">
              <p className="font-semibold text-foreground">{title(event)}</p>
              <dl className="grid gap-1 text-muted-foreground">
                <div className="flex flex-wrap gap-x-1">
                  <dt>Hora del servidor:</dt>
                  <dd className="text-foreground">{formatDateTime(event.createdAt, { timeZone: 'UTC' })}</dd>
                </div>
                <div className="flex flex-wrap items-center gap-x-1">
                  <dt className="flex items-center gap-1">
                    <GlobeIcon className="size-3.5" aria-hidden="true" />
                    Dirección IP:
                  </dt>
                  <dd className="font-mono text-foreground">{event.ipAddress ?? '—'}</dd>
                </div>
                <div className="flex min-w-0 flex-wrap items-center gap-x-1">
                  <dt className="flex items-center gap-1">
                    <MonitorSmartphoneIcon className="size-3.5 shrink-0" aria-hidden="true" />
                    Navegador:
                  </dt>
                  <dd className="min-w-0 break-words text-foreground">
                    {browserLabel(event.userAgent)}
                    {event.userAgent ? (
                      <span className="block font-mono break-all text-muted-foreground">
                        {event.userAgent}
                      </span>
                    ) : null}
                  </dd>
                </div>
                <div className="flex min-w-0 flex-wrap gap-x-1">
                  <dt>Huella del evento (SHA-256):</dt>
                  <dd className="min-w-0 font-mono break-all text-foreground">{event.hash}</dd>
                </div>
              </dl>
            </li>
          ))}
        </ol>
      </TechnicalDetails>
    </div>
  );
}
