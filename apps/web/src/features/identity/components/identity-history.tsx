import type { AdminIdentityDetail } from '@traspasa/shared/identity';
import { eventDetail, eventLabel, formatDateTime } from '../lib/labels';

/** Who did what and when: the request, each image view, the decision, the erasure. */
export function IdentityHistory({ history }: { history: AdminIdentityDetail['history'] }) {
  return (
    <section aria-labelledby="history-title" className="grid gap-3 rounded-xl border bg-card p-4 shadow-sm">
      <h2 id="history-title" className="font-semibold">
        Historial
      </h2>
      {history.length === 0 ? (
        <p className="text-sm text-muted-foreground">Todavía no hay movimientos en esta solicitud.</p>
      ) : (
        <ol className="grid gap-0">
          {history.map((event) => {
            const detail = eventDetail(event.action, event.detail);
            return (
              <li
                key={`${event.at}-${event.action}-${event.actorName ?? ''}-${event.detail ?? ''}`}
                className="relative border-l-2 border-border pb-4 pl-4 last:pb-0"
              >
                <span
                  aria-hidden="true"
                  className="absolute top-1.5 -left-[5px] size-2 rounded-full bg-primary"
                />
                <p className="text-sm">
                  <span className="font-medium">{eventLabel(event.action)}</span>
                  {detail ? <span className="text-muted-foreground"> · {detail}</span> : null}
                </p>
                <p className="text-xs text-muted-foreground">
                  <time dateTime={event.at}>{formatDateTime(event.at)}</time>
                  {event.actorName ? ` · ${event.actorName}` : ''}
                </p>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
