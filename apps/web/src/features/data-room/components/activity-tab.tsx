import type { DataRoomFileActivity } from '@traspasa/shared/data-room';
import { formatDateTime } from '@traspasa/shared/dates';
import { countText } from '@traspasa/shared/plural';
import { ActivityIcon, UserIcon } from 'lucide-react';
import { EmptyState, ErrorState } from '@/components/page/states';
import { Skeleton } from '@/components/ui/skeleton';
import { useDataRoomActivity } from '../api/room';
import { durationText } from '../lib/duration';

/** «Actividad en la sala de datos»: per buyer and per file, opened when, time per page, downloads. */
export function ActivityTab({ businessId }: { businessId: number }) {
  const activity = useDataRoomActivity(businessId);
  if (activity.isPending) return <Skeleton className="h-48 w-full rounded-xl" />;
  if (activity.isError) return <ErrorState onRetry={() => void activity.refetch()} />;
  const buyers = activity.data.buyers;
  return (
    <section aria-labelledby="activity-title" className="grid gap-4">
      <div>
        <h2 id="activity-title" className="text-xl font-semibold">
          Actividad en la sala de datos
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">
          Qué abrió cada comprador, cuándo, cuánto tiempo pasó en cada página y qué descargó.
        </p>
      </div>
      {buyers.length === 0 ? (
        <EmptyState icon={ActivityIcon} title="Ningún comprador ha abierto documentos todavía">
          Cuando un comprador con acceso abra o descargue un documento, verás aquí cuándo y cuánto tiempo lo
          leyó.
        </EmptyState>
      ) : (
        buyers.map((b) => (
          <article
            key={b.buyer.id}
            aria-label={`Actividad de ${b.buyer.name}`}
            className="rounded-xl border bg-card p-4 sm:p-5"
          >
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h3 className="flex min-w-0 items-center gap-2 font-semibold">
                <UserIcon className="size-4 shrink-0 text-primary" aria-hidden="true" />
                <span className="break-words">{b.buyer.name}</span>
              </h3>
              <p className="text-sm text-muted-foreground">Última visita: {formatDateTime(b.lastSeenAt)}</p>
            </div>
            <ul className="mt-3 grid gap-3">
              {b.files.map((f) => (
                <FileActivity key={f.fileId} file={f} />
              ))}
            </ul>
          </article>
        ))
      )}
    </section>
  );
}

function FileActivity({ file: f }: { file: DataRoomFileActivity }) {
  const longest = Math.max(1, ...f.pages.map((p) => p.seconds));
  return (
    <li className="rounded-lg border p-3">
      <p className="font-medium break-words">{f.fileName}</p>
      <p className="text-xs text-muted-foreground">{f.folderName}</p>
      <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-4">
        <div>
          <dt className="text-xs text-muted-foreground">Abierto por primera vez</dt>
          <dd>{f.firstOpenedAt ? formatDateTime(f.firstOpenedAt) : 'No lo abrió'}</dd>
        </div>
        <div>
          <dt className="text-xs text-muted-foreground">Última vez</dt>
          <dd>{f.lastOpenedAt ? formatDateTime(f.lastOpenedAt) : '—'}</dd>
        </div>
        <div>
          <dt className="text-xs text-muted-foreground">Vistas y descargas</dt>
          <dd className="tabular-nums">
            {countText(f.views, 'vista', 'vistas')} · {countText(f.downloads, 'descarga', 'descargas')}
          </dd>
        </div>
        <div>
          <dt className="text-xs text-muted-foreground">Tiempo de lectura</dt>
          <dd className="tabular-nums">{durationText(f.totalSeconds)}</dd>
        </div>
      </dl>
      {f.pages.length > 0 ? (
        <div className="mt-3">
          <p className="text-xs font-medium text-muted-foreground">Tiempo por página</p>
          <ul className="mt-1 grid max-w-xl gap-1" aria-label={`Tiempo por página de ${f.fileName}`}>
            {f.pages.map((p) => (
              <li key={p.page} className="grid grid-cols-[5.5rem_1fr_auto] items-center gap-2 text-xs">
                <span className="tabular-nums">Página {p.page}</span>
                <span className="h-2 overflow-hidden rounded-full bg-muted" aria-hidden="true">
                  <span
                    className="block h-full rounded-full bg-primary"
                    style={{ width: `${Math.max(4, (p.seconds / longest) * 100)}%` }}
                  />
                </span>
                <span className="tabular-nums">{durationText(p.seconds)}</span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </li>
  );
}
