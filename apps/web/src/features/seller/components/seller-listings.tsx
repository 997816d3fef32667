import { formatDate } from '@traspasa/shared/dates';
import { formatUsd } from '@traspasa/shared/format';
import { LISTING_MONEY_FIELDS, type OwnBusiness } from '@traspasa/shared/listings';
import { listingReviewTimeText } from '@traspasa/shared/review-time';
import {
  BarChart3Icon,
  CheckCircle2Icon,
  ClockIcon,
  EyeIcon,
  FolderLockIcon,
  ImageIcon,
  PencilIcon,
  PlusCircleIcon,
  SendIcon,
  StoreIcon,
  Trash2Icon,
} from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { categoryLabel } from '@/components/business-card/business-card';
import { EmptyState, ErrorState } from '@/components/page/states';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { toast } from '@/hooks/use-toast';
import { isApiError } from '@/lib/api-client';
import { listingErrorMessage } from '@/lib/listing-error-message';
import { businessHref, cardImageUrl, placeLabel } from '@/lib/listings/images';
import { cn } from '@/lib/utils';
import { useSellerAction, useSellerBusinesses } from '../api/seller-api';
import { groupByStatus, statusGroups, statusLabels } from '../lib/group';
import { ListingStats } from './listing-stats';
import { ExpiryNotice, useRenewFromLink } from './renew-listing';

type Pending = { business: OwnBusiness; action: 'sold' | 'delete' } | null;

const FIGURE_FIELDS: ReadonlySet<string> = new Set(LISTING_MONEY_FIELDS);

function ListingRow({ business, onAsk }: { business: OwnBusiness; onAsk: (p: Pending) => void }) {
  const [showStats, setShowStats] = useState(false);
  const action = useSellerAction();
  const navigate = useNavigate();
  const image = cardImageUrl(business.images[0]);
  const live =
    business.status === 'approved' ||
    business.status === 'reserved' ||
    business.status === 'sold' ||
    business.status === 'expired';
  const editable = business.status !== 'sold';

  const submit = () =>
    action.mutate(
      { id: business.id, action: 'submit' },
      {
        onSuccess: () => toast({ title: 'Anuncio enviado a revisión', description: listingReviewTimeText() }),
        onError: (error) => {
          // Figures that look like a typo are confirmed on the form's review step (decision 081).
          const figures =
            isApiError(error) && error.status === 409 && error.issues.some((i) => FIGURE_FIELDS.has(i.path));
          if (figures) {
            toast({
              title: 'Revisa las cifras',
              description: 'Confírmalas o corrígelas para enviar el anuncio.',
            });
            navigate(`${paths.sellerCreateListingId.build(business.id)}?paso=6`);
            return;
          }
          toast({
            variant: 'destructive',
            title: 'No pudimos enviarlo',
            description: listingErrorMessage(error, 'Inténtalo de nuevo en unos segundos.'),
          });
        },
      },
    );

  return (
    // Open statistics take the whole row: a chart squeezed into half the grid is unreadable.
    <li className={cn('overflow-hidden rounded-xl border bg-card shadow-sm', showStats && 'lg:col-span-2')}>
      <div className="flex gap-3 p-3 sm:gap-4 sm:p-4">
        <div className="size-20 shrink-0 overflow-hidden rounded-lg bg-muted sm:size-28">
          {image ? (
            <img src={image} alt="" className="size-full object-cover" loading="lazy" />
          ) : (
            <div className="flex size-full items-center justify-center text-muted-foreground">
              <ImageIcon className="size-6" aria-hidden="true" />
            </div>
          )}
        </div>
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <Badge
              variant={
                business.status === 'rejected' || business.status === 'expired' ? 'destructive' : 'secondary'
              }
            >
              {statusLabels[business.status]}
            </Badge>
            {business.featured ? <Badge variant="accent">Destacado</Badge> : null}
          </div>
          <h3 className="mt-1 line-clamp-2 font-semibold">{business.title}</h3>
          <p className="truncate text-sm text-muted-foreground">
            {business.category ? categoryLabel(business.category) : 'Sin categoría'} ·{' '}
            {placeLabel(business.location, business.country)}
          </p>
          <p className="figure text-sm font-semibold">
            {business.askingPrice ? formatUsd(business.askingPrice) : 'Sin precio'}
          </p>
          <p className="text-xs text-muted-foreground">Actualizado el {formatDate(business.updatedAt)}</p>
          {business.status === 'approved' && business.expiresAt ? (
            <p className="text-xs text-muted-foreground">
              Publicado hasta el {formatDate(business.expiresAt)}
            </p>
          ) : null}
        </div>
      </div>
      {business.status === 'pending' ? (
        <p className="mx-3 mb-3 flex gap-2 rounded-lg border border-primary/20 bg-primary-soft p-3 text-sm sm:mx-4">
          <ClockIcon className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
          <span>{listingReviewTimeText()} Verás el resultado aquí, en tu panel.</span>
        </p>
      ) : null}
      <ExpiryNotice business={business} />
      {business.status === 'rejected' && business.rejectionReason ? (
        <div className="mx-3 mb-3 rounded-lg border border-red-200 bg-red-50 p-3 text-sm sm:mx-4">
          <p className="font-semibold">Motivo del rechazo</p>
          <p className="mt-1">{business.rejectionReason}</p>
        </div>
      ) : null}
      <div className="flex flex-wrap gap-2 border-t p-3 sm:px-4">
        {business.status === 'draft' ? (
          <Button asChild size="sm" className="min-h-11">
            <Link to={paths.sellerCreateListingId.build(business.id)}>
              <PencilIcon aria-hidden="true" />
              Continuar
            </Link>
          </Button>
        ) : editable ? (
          <Button asChild size="sm" variant="outline" className="min-h-11">
            <Link to={paths.sellerEditListing.build(business.id)}>
              <PencilIcon aria-hidden="true" />
              Editar
            </Link>
          </Button>
        ) : null}
        {business.status === 'draft' || business.status === 'rejected' ? (
          <Button
            size="sm"
            variant="outline"
            className="min-h-11"
            disabled={action.isPending}
            onClick={submit}
          >
            <SendIcon aria-hidden="true" />
            {action.isPending ? 'Enviando…' : 'Enviar a revisión'}
          </Button>
        ) : null}
        {live ? (
          <Button asChild size="sm" variant="ghost" className="min-h-11">
            <Link to={businessHref(business)}>
              <EyeIcon aria-hidden="true" />
              Ver anuncio
            </Link>
          </Button>
        ) : null}
        {business.status === 'draft' ? null : (
          <Button asChild size="sm" variant="ghost" className="min-h-11">
            <Link to={paths.dataRoom.build(business.id)}>
              <FolderLockIcon aria-hidden="true" />
              Sala de datos
            </Link>
          </Button>
        )}
        {business.status === 'approved' || business.status === 'expired' ? (
          <Button
            size="sm"
            variant="ghost"
            className="min-h-11"
            onClick={() => onAsk({ business, action: 'sold' })}
          >
            <CheckCircle2Icon aria-hidden="true" />
            Marcar vendido
          </Button>
        ) : null}
        {business.status === 'draft' ? (
          <Button
            size="sm"
            variant="ghost"
            className="min-h-11 text-destructive"
            onClick={() => onAsk({ business, action: 'delete' })}
          >
            <Trash2Icon aria-hidden="true" />
            Borrar
          </Button>
        ) : null}
        {live ? (
          <Button
            size="sm"
            variant="ghost"
            className="min-h-11"
            aria-expanded={showStats}
            onClick={() => setShowStats((s) => !s)}
          >
            <BarChart3Icon aria-hidden="true" />
            {showStats ? 'Ocultar estadísticas' : 'Estadísticas'}
          </Button>
        ) : null}
      </div>
      {showStats ? (
        <div className="border-t p-3 sm:p-4">
          <ListingStats businessId={business.id} />
        </div>
      ) : null}
    </li>
  );
}

/** The seller's listings grouped by status, with their actions. */
export function SellerListings() {
  const query = useSellerBusinesses();
  const action = useSellerAction();
  const [pending, setPending] = useState<Pending>(null);
  useRenewFromLink(query.data?.items);

  if (query.isPending) {
    return (
      <div className="grid gap-3" role="status" aria-label="Cargando tus anuncios">
        <Skeleton className="h-8 w-48" />
        <Skeleton className="h-36 w-full" />
        <Skeleton className="h-36 w-full" />
      </div>
    );
  }
  if (query.isError) {
    return (
      <ErrorState
        title="No pudimos cargar tus anuncios"
        message={
          isApiError(query.error) && query.error.status === 404
            ? 'Esta sección todavía no está disponible. Inténtalo más tarde.'
            : 'Revisa tu conexión a internet e inténtalo de nuevo en unos segundos.'
        }
        onRetry={() => void query.refetch()}
      />
    );
  }
  const items = query.data.items;
  if (items.length === 0) {
    return (
      <EmptyState
        icon={StoreIcon}
        title="Todavía no tienes anuncios"
        action={
          <Button asChild variant="accent">
            <Link to={paths.sellerCreateListing.href}>
              <PlusCircleIcon aria-hidden="true" />
              Publicar mi negocio
            </Link>
          </Button>
        }
      >
        Crea tu primer anuncio: se guarda como borrador mientras escribes y lo envías a revisión cuando esté
        listo.
      </EmptyState>
    );
  }
  const groups = groupByStatus(items);

  const confirm = () => {
    if (!pending) return;
    const { business, action: kind } = pending;
    action.mutate(
      { id: business.id, action: kind },
      {
        onSuccess: () => {
          setPending(null);
          toast({ title: kind === 'sold' ? 'Anuncio marcado como vendido' : 'Borrador eliminado' });
        },
        onError: (error) =>
          toast({
            variant: 'destructive',
            title: 'No pudimos hacer el cambio',
            description: listingErrorMessage(error, 'Inténtalo de nuevo en unos segundos.'),
          }),
      },
    );
  };

  return (
    <div className="grid gap-8">
      <nav aria-label="Estados" className="flex flex-wrap gap-2">
        {statusGroups.map((g) => (
          <a
            key={g.status}
            href={`#estado-${g.status}`}
            className="inline-flex min-h-11 items-center gap-2 rounded-full border bg-card px-4 text-sm font-medium hover:bg-muted"
          >
            {g.title}
            <span className="rounded-full bg-muted px-2 text-xs tabular-nums">{groups[g.status].length}</span>
          </a>
        ))}
      </nav>
      {statusGroups.map((g) => (
        <section
          key={g.status}
          id={`estado-${g.status}`}
          aria-labelledby={`h-${g.status}`}
          className="scroll-mt-24"
        >
          <h2 id={`h-${g.status}`} className="text-lg font-semibold">
            {g.title} <span className="text-muted-foreground">({groups[g.status].length})</span>
          </h2>
          {groups[g.status].length === 0 ? (
            <p className="mt-2 text-sm text-muted-foreground">{g.empty}</p>
          ) : (
            <ul className="mt-3 grid items-start gap-3 lg:grid-cols-2">
              {groups[g.status].map((b) => (
                <ListingRow key={b.id} business={b} onAsk={setPending} />
              ))}
            </ul>
          )}
        </section>
      ))}
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => !open && setPending(null)}
        title={pending?.action === 'sold' ? '¿Marcar como vendido?' : '¿Borrar este borrador?'}
        confirmLabel={pending?.action === 'sold' ? 'Sí, se vendió' : 'Borrar borrador'}
        destructive={pending?.action === 'delete'}
        pending={action.isPending}
        onConfirm={confirm}
      >
        {pending?.action === 'sold'
          ? `«${pending.business.title}» seguirá visible con la etiqueta «Vendido» y ya no recibirá contactos. No se puede deshacer.`
          : `«${pending?.business.title ?? ''}» se borrará con sus fotos. No se puede deshacer.`}
      </ConfirmDialog>
    </div>
  );
}
