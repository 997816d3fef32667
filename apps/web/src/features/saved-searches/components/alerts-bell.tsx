// The header's bell (decisions 150 and 112): the alerts of saved searches and the notices of decisions on
// the person's listings and directory entry (decision 112), newest first, with the unread count
// as a badge. Loaded lazily by the header for signed-in visitors only.
import { formatRelative } from '@traspasa/shared/dates';
import { formatMoney } from '@traspasa/shared/money';
import { countText } from '@traspasa/shared/plural';
import type { BellItem, NoticeAlert, NoticeType, SavedSearchAlert } from '@traspasa/shared/saved-searches';
import { BellIcon, CheckCheckIcon, CircleAlertIcon, CircleCheckIcon, Loader2Icon } from 'lucide-react';
import { Popover } from 'radix-ui';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { canAccess } from '@/lib/access';
import { useUser } from '@/lib/session';
import { cn } from '@/lib/utils';
import { useAlerts, useMarkAlertRead, useUnreadAlerts } from '../api/saved-searches';

export function unreadAlertsLabel(count: number): string {
  return countText(count, 'aviso sin leer', 'avisos sin leer');
}

const place = (a: SavedSearchAlert) => [a.business.location, a.business.country].filter(Boolean).join(', ');

/** The address parameter that names the unread bell item a page was opened from. */
const READ_PARAM = 'aviso';

/**
 * Where a bell item leads. An unread one carries its id (`?aviso=<id>`), so the page it opens
 * marks it read however it was opened: a click in the bell, a new tab, a link copied, a click
 * the page did not get to handle before it navigated.
 */
export function bellItemHref(a: BellItem): string {
  const href = a.kind === 'notice' ? a.notice.href : paths.business.build(a.business.slug);
  if (a.read) return href;
  const [path = '', query = ''] = href.split('?');
  const params = new URLSearchParams(query);
  params.set(READ_PARAM, String(a.id));
  return `${path}?${params}`;
}

/** Bell items this tab has already asked to mark read: each is asked once. */
const askedRead = new Set<number>();

/** Marks read the bell item named in the address, once, whichever page it opened. */
function useReadFromAddress(markRead: (id: number) => void) {
  const [searchParams] = useSearchParams();
  const raw = searchParams.get(READ_PARAM);
  const id = raw && /^\d{1,12}$/.test(raw) ? Number(raw) : null;
  useEffect(() => {
    if (id === null || askedRead.has(id)) return;
    askedRead.add(id);
    markRead(id);
  }, [id, markRead]);
}

function AlertLines({ item }: { item: SavedSearchAlert }) {
  return (
    <>
      <span className="text-muted-foreground">
        {[place(item), item.business.askingPrice === null ? '' : formatMoney(item.business.askingPrice)]
          .filter(Boolean)
          .join(' · ')}
      </span>
      <span className="text-xs text-muted-foreground">
        «{item.savedSearch.name}» · {formatRelative(item.createdAt)}
      </span>
    </>
  );
}

const noticeLabels: Record<NoticeType, string> = {
  'listing-approved': 'Anuncio aprobado',
  'listing-rejected': 'Anuncio por corregir',
  'professional-approved': 'Ficha aprobada',
  'professional-rejected': 'Ficha por corregir',
  'funds-approved': 'Fondos verificados',
  'funds-rejected': 'Comprobante de fondos por corregir',
  'funds-expiring': 'Verificación de fondos por vencer',
  'access-requested': 'Nueva solicitud de acceso',
  'access-reminder': 'Solicitud de acceso sin responder',
  'access-approved': 'Acceso aprobado',
  'access-declined': 'Solicitud de acceso no aprobada',
  'access-expired': 'Solicitud de acceso vencida',
  'access-revoked': 'Acceso retirado',
  'transfer-approved': 'Transferencia confirmada',
  'transfer-rejected': 'Comprobante de transferencia por corregir',
  'listing-reserved': 'Negocio reservado',
  'reservation-ending': 'La exclusividad termina pronto',
  'reservation-ended': 'La exclusividad terminó',
  'reservation-extension': 'Extensión de la exclusividad',
  'reservation-released': 'Reserva liberada',
  'reservation-closed': 'Trato cerrado',
  'closing-overdue': 'Paso de la ruta de traspaso atrasado',
  'closing-payment': 'Pago de la ruta de traspaso',
  'closing-dispute': 'Disputa de un pago',
  'question-asked': 'Nueva pregunta en la sala de datos',
  'question-reminder': 'Pregunta sin responder en la sala de datos',
  'question-answered': 'Pregunta respondida',
  'offer-received': 'Oferta por responder',
  'offer-accepted': 'Oferta aceptada',
  'offer-rejected': 'Oferta rechazada',
  'offer-withdrawn': 'Oferta retirada',
  'offer-lapsed': 'Oferta vencida',
  'offer-signed': 'Carta de intención firmada',
};

/** Notices that ask for something to be done, not a decision on the person's own content. */
const pendingNotices: ReadonlySet<NoticeType> = new Set([
  'access-requested',
  'access-reminder',
  // A reservation's news (decision 171): neither an approval nor a rejection of one's own content.
  'listing-reserved',
  'reservation-ending',
  'reservation-ended',
  'reservation-extension',
  'reservation-released',
  'reservation-closed',
  // The road to closing (decision 175): steps and payments to act on.
  'closing-overdue',
  'closing-payment',
  'closing-dispute',
  // The data room's questions (decision 174).
  'question-asked',
  'question-reminder',
  'question-answered',
  // A negotiation's news (decision 170).
  'offer-received',
  'offer-accepted',
  'offer-rejected',
  'offer-withdrawn',
  'offer-lapsed',
  'offer-signed',
]);

/** An approval or a rejection: what it means and what to do next. */
function NoticeLines({ item }: { item: NoticeAlert }) {
  const approved = item.notice.type.endsWith('-approved');
  const pending = pendingNotices.has(item.notice.type);
  const Icon = approved ? CircleCheckIcon : pending ? BellIcon : CircleAlertIcon;
  return (
    <>
      {item.notice.body ? (
        <span className="break-words text-muted-foreground">{item.notice.body}</span>
      ) : null}
      <span className="flex items-center gap-1 text-xs text-muted-foreground">
        <Icon
          className={cn(
            'size-3.5 shrink-0',
            approved ? 'text-primary' : pending ? 'text-muted-foreground' : 'text-destructive',
          )}
          aria-hidden="true"
        />
        {noticeLabels[item.notice.type]} · {formatRelative(item.createdAt)}
      </span>
    </>
  );
}

export default function AlertsBell() {
  const [open, setOpen] = useState(false);
  const unread = useUnreadAlerts();
  const alerts = useAlerts(open);
  const mark = useMarkAlertRead();
  // Saved searches are a buyer's: a seller-only account's bell holds only notices.
  const { data: user } = useUser();
  const savesSearches = canAccess(user, 'buyer') === 'allow';
  const markRead = mark.mutate;
  useReadFromAddress(markRead);
  const count = unread.data?.unread ?? 0;
  const items = alerts.data?.pages.flatMap((p) => p.items) ?? [];

  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger asChild>
        <Button
          variant="ghost"
          size="icon"
          className="relative"
          aria-label={count > 0 ? `Avisos: ${unreadAlertsLabel(count)}` : 'Avisos'}
        >
          <BellIcon className="size-5!" aria-hidden="true" />
          {count > 0 ? (
            <span
              aria-hidden="true"
              data-testid="alerts-badge"
              className="figure absolute top-1 right-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-primary px-1 text-[11px] leading-none font-bold text-primary-foreground ring-2 ring-background"
            >
              {count > 99 ? '99+' : count}
            </span>
          ) : null}
        </Button>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={6}
          collisionPadding={8}
          aria-label="Tus avisos"
          className="z-50 flex max-h-[min(32rem,var(--radix-popover-content-available-height))] w-[min(24rem,calc(100vw-1rem))] flex-col overflow-hidden rounded-xl border bg-popover text-popover-foreground shadow-lg data-[state=open]:animate-fade-in"
        >
          <div className="flex items-center justify-between gap-2 border-b px-4 py-2">
            <h2 className="text-base font-semibold">Avisos</h2>
            {count > 0 ? (
              <Button
                type="button"
                variant="ghost"
                onClick={() => mark.mutate('all')}
                disabled={mark.isPending}
              >
                <CheckCheckIcon aria-hidden="true" />
                Marcar todo como leído
              </Button>
            ) : null}
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto">
            {alerts.isPending ? (
              <p className="flex items-center gap-2 px-4 py-6 text-sm text-muted-foreground">
                <Loader2Icon className="size-4 animate-spin" aria-hidden="true" />
                Cargando avisos…
              </p>
            ) : alerts.isError ? (
              <p className="px-4 py-6 text-sm text-muted-foreground">
                No pudimos cargar tus avisos.{' '}
                <button
                  type="button"
                  className="font-medium text-primary underline"
                  onClick={() => void alerts.refetch()}
                >
                  Reintentar
                </button>
              </p>
            ) : items.length === 0 ? (
              <div className="grid gap-2 px-4 py-6 text-sm text-muted-foreground">
                <p>Aún no tienes avisos.</p>
                <p>Aquí te contamos cuando aprobamos o rechazamos tus anuncios o tu ficha de profesional.</p>
                <p>
                  Guarda una búsqueda en{' '}
                  <Link
                    to={paths.businesses.href}
                    className="font-medium text-primary underline"
                    onClick={() => setOpen(false)}
                  >
                    Negocios en venta
                  </Link>{' '}
                  y aquí verás los negocios nuevos que coincidan.
                </p>
              </div>
            ) : (
              <ul aria-label="Avisos, los más recientes primero">
                {items.map((a) => (
                  <li key={a.id} className="border-b last:border-b-0">
                    <Link
                      to={bellItemHref(a)}
                      onClick={() => {
                        if (!a.read && !askedRead.has(a.id)) {
                          askedRead.add(a.id);
                          mark.mutate(a.id);
                        }
                        setOpen(false);
                      }}
                      className={cn(
                        'grid gap-0.5 px-4 py-3 text-sm hover:bg-muted focus-visible:bg-muted focus-visible:outline-none',
                        !a.read && 'bg-primary-soft/60',
                      )}
                    >
                      <span className="flex items-start gap-2">
                        {!a.read ? (
                          <span
                            className="mt-1.5 size-2 shrink-0 rounded-full bg-primary"
                            aria-hidden="true"
                          />
                        ) : null}
                        <span
                          className={cn('min-w-0 break-words', !a.read ? 'font-semibold' : 'font-medium')}
                        >
                          {a.kind === 'notice' ? a.notice.title : a.business.title}
                          {!a.read ? <span className="sr-only"> (sin leer)</span> : null}
                        </span>
                      </span>
                      {a.kind === 'notice' ? <NoticeLines item={a} /> : <AlertLines item={a} />}
                    </Link>
                  </li>
                ))}
              </ul>
            )}
            {alerts.hasNextPage ? (
              <div className="border-t p-2">
                <Button
                  type="button"
                  variant="ghost"
                  className="w-full"
                  onClick={() => void alerts.fetchNextPage()}
                  disabled={alerts.isFetchingNextPage}
                >
                  {alerts.isFetchingNextPage ? (
                    <Loader2Icon className="animate-spin" aria-hidden="true" />
                  ) : null}
                  Ver avisos anteriores
                </Button>
              </div>
            ) : null}
          </div>
          {savesSearches ? (
            <div className="border-t px-4 py-2">
              <Link
                to={paths.buyerDashboard.href}
                onClick={() => setOpen(false)}
                className="inline-flex min-h-11 items-center text-sm font-medium text-primary underline-offset-4 hover:underline"
              >
                Gestionar mis búsquedas guardadas
              </Link>
            </div>
          ) : null}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
