import type { ModerationItem, ModerationSeller } from '@traspasa/shared/admin-listings';
import type { AdminQueueCounts } from '@traspasa/shared/admin-queues';
import { formatDate } from '@traspasa/shared/dates';
import type { BusinessStatus } from '@traspasa/shared/enums';
import { formatUsd } from '@traspasa/shared/format';
import { countText } from '@traspasa/shared/plural';
import {
  CheckIcon,
  EyeIcon,
  ImageIcon,
  InboxIcon,
  Loader2Icon,
  PencilIcon,
  StarIcon,
  StarOffIcon,
  XIcon,
} from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { categoryLabel } from '@/components/business-card/business-card';
import { EmptyState, ErrorState } from '@/components/page/states';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { toast } from '@/hooks/use-toast';
import { isApiError } from '@/lib/api-client';
import { listingErrorMessage } from '@/lib/listing-error-message';
import { formatMargin, formatMultiple, priceMultiple, profitMargin } from '@/lib/listings/figures';
import { cardImageUrl, placeLabel } from '@/lib/listings/images';
import { cn } from '@/lib/utils';
import { type ModerationAction, useModerate, useModerationQueue } from '../api/moderation-api';
import { RejectDialog, type RejectTarget } from './reject-dialog';

const views: Array<{ status: BusinessStatus; label: string }> = [
  { status: 'pending', label: 'Por revisar' },
  { status: 'approved', label: 'Publicados' },
  { status: 'rejected', label: 'Rechazados' },
];

function errorText(error: unknown): string {
  return listingErrorMessage(error, 'Inténtalo de nuevo en unos segundos.');
}

const identityLabels: Record<NonNullable<ModerationSeller['identityStatus']> | 'none', string> = {
  approved: 'Identidad verificada',
  pending: 'Verificación de identidad en revisión',
  rejected: 'Verificación de identidad rechazada',
  none: 'Sin verificación de identidad',
};

/** Who sells it: name (to their user page), identity verification, listings already published. */
export function SellerLine({ seller }: { seller: ModerationSeller }) {
  const identity = seller.identityVerified ? 'approved' : (seller.identityStatus ?? 'none');
  return (
    <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
      <span className="text-muted-foreground">Vendedor:</span>
      <Link to={paths.adminUser.build(seller.id)} className="font-medium text-primary underline">
        {seller.name}
      </Link>
      <Badge
        variant={
          identity === 'approved'
            ? 'success'
            : identity === 'pending'
              ? 'warning'
              : identity === 'rejected'
                ? 'destructive'
                : 'muted'
        }
      >
        {identityLabels[identity]}
      </Badge>
      <span className="text-muted-foreground">
        {seller.publishedListings === 0
          ? 'Primer anuncio'
          : countText(seller.publishedListings, 'anuncio publicado', 'anuncios publicados')}
      </span>
    </p>
  );
}

function QueueItem({
  business,
  onReject,
}: {
  business: ModerationItem;
  onReject: (b: RejectTarget) => void;
}) {
  const moderate = useModerate();
  const run = (action: ModerationAction, done: string) =>
    moderate.mutate(action, {
      onSuccess: () => toast({ title: done }),
      onError: (error) =>
        toast({ variant: 'destructive', title: 'No se pudo hacer el cambio', description: errorText(error) }),
    });
  const facts: Array<[string, string]> = [
    ['Precio', formatUsd(business.askingPrice)],
    ['Ventas', formatUsd(business.annualRevenue)],
    ['Utilidad', formatUsd(business.annualProfit)],
    ['Margen', formatMargin(profitMargin(business.annualRevenue, business.annualProfit))],
    ['Múltiplo', formatMultiple(priceMultiple(business.askingPrice, business.annualProfit))],
  ];
  return (
    <li className="overflow-hidden rounded-xl border bg-card shadow-sm">
      <div className="flex gap-2 overflow-x-auto p-3">
        {business.images.length === 0 ? (
          <div className="flex h-24 w-32 shrink-0 items-center justify-center rounded-lg bg-muted text-xs text-muted-foreground">
            <ImageIcon className="mr-1 size-4" aria-hidden="true" /> Sin fotos
          </div>
        ) : (
          business.images
            .slice(0, 6)
            .map((url, i) => (
              <img
                key={url}
                src={cardImageUrl(url) ?? url}
                alt={`Foto ${i + 1}`}
                className="h-24 w-32 shrink-0 rounded-lg object-cover"
                loading="lazy"
              />
            ))
        )}
      </div>
      <div className="grid gap-2 px-3 pb-3 sm:px-4">
        <div className="flex flex-wrap items-center gap-2 text-xs">
          <Badge variant="secondary">
            {business.category ? categoryLabel(business.category) : 'Sin categoría'}
          </Badge>
          <span className="text-muted-foreground">{placeLabel(business.location, business.country)}</span>
          <span className="text-muted-foreground">Actualizado el {formatDate(business.updatedAt)}</span>
          {business.featured ? <Badge variant="accent">Destacado</Badge> : null}
          {business.figureWarnings.length > 0 ? <Badge variant="warning">Cifras por revisar</Badge> : null}
        </div>
        <h3 className="font-semibold">{business.title}</h3>
        <SellerLine seller={business.seller} />
        <dl className="grid grid-cols-2 gap-2 text-sm sm:grid-cols-5">
          {facts.map(([label, value]) => (
            <div key={label}>
              <dt className="text-xs text-muted-foreground">{label}</dt>
              <dd className="figure font-semibold">{value}</dd>
            </div>
          ))}
        </dl>
        {business.figureWarnings.length > 0 ? (
          <div className="rounded-lg border border-amber-300 bg-amber-50 p-2 text-sm text-amber-950">
            <p className="font-medium">
              Cifras que parecen un error de tipeo (el vendedor debe confirmarlas al enviar):
            </p>
            <ul className="mt-1 list-disc pl-5">
              {business.figureWarnings.map((w) => (
                <li key={w.code}>{w.message}</li>
              ))}
            </ul>
          </div>
        ) : null}
        {business.description ? (
          <p className="line-clamp-3 text-sm whitespace-pre-line text-muted-foreground">
            {business.description}
          </p>
        ) : null}
        {business.status === 'rejected' && business.rejectionReason ? (
          <p className="rounded-lg bg-red-50 p-2 text-sm">Motivo: {business.rejectionReason}</p>
        ) : null}
      </div>
      <div className="flex flex-wrap gap-2 border-t p-3 sm:px-4">
        {business.status === 'pending' ? (
          <>
            <Button
              size="sm"
              className="min-h-11"
              disabled={moderate.isPending}
              onClick={() => run({ kind: 'approve', id: business.id }, 'Anuncio aprobado y publicado')}
            >
              <CheckIcon aria-hidden="true" />
              Aprobar
            </Button>
            <Button
              size="sm"
              variant="outline"
              className="min-h-11 text-destructive"
              onClick={() => onReject({ id: business.id, title: business.title })}
            >
              <XIcon aria-hidden="true" />
              Rechazar
            </Button>
          </>
        ) : null}
        {business.status === 'approved' ? (
          <Button
            size="sm"
            variant="outline"
            className="min-h-11"
            disabled={moderate.isPending}
            onClick={() =>
              run(
                { kind: 'feature', id: business.id, featured: !business.featured },
                business.featured ? 'Ya no está destacado' : 'Anuncio destacado',
              )
            }
          >
            {business.featured ? <StarOffIcon aria-hidden="true" /> : <StarIcon aria-hidden="true" />}
            {business.featured ? 'Quitar destacado' : 'Destacar'}
          </Button>
        ) : null}
        <Button asChild size="sm" variant="ghost" className="min-h-11">
          <Link to={paths.business.build(business.id)}>
            <EyeIcon aria-hidden="true" />
            {business.status === 'pending' ? 'Vista previa' : 'Ver anuncio'}
          </Link>
        </Button>
        <Button asChild size="sm" variant="ghost" className="min-h-11">
          <Link to={paths.businessEdit.build(business.id)}>
            <PencilIcon aria-hidden="true" />
            Editar
          </Link>
        </Button>
      </div>
    </li>
  );
}

export function ModerationQueue({ counts }: { counts: AdminQueueCounts | undefined }) {
  const [status, setStatus] = useState<BusinessStatus>('pending');
  const query = useModerationQueue(status);
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];
  const [rejecting, setRejecting] = useState<RejectTarget | null>(null);
  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap gap-2">
        {views.map((v) => (
          <Button
            key={v.status}
            size="sm"
            variant={status === v.status ? 'default' : 'outline'}
            className={cn('min-h-11 rounded-full')}
            aria-pressed={status === v.status}
            onClick={() => setStatus(v.status)}
          >
            {v.label}
            {v.status === 'pending' && counts && counts.listingsPending > 0 ? (
              <span className="tabular-nums"> ({counts.listingsPending})</span>
            ) : null}
          </Button>
        ))}
      </div>
      {query.isPending ? (
        <div className="grid gap-3" role="status" aria-label="Cargando anuncios">
          <Skeleton className="h-56 w-full" />
          <Skeleton className="h-56 w-full" />
        </div>
      ) : query.isError && !query.data ? (
        <ErrorState
          title="No pudimos cargar la cola de revisión"
          message={
            isApiError(query.error) && query.error.status === 404
              ? 'La moderación todavía no está disponible en el servidor. Inténtalo más tarde.'
              : 'Revisa tu conexión a internet e inténtalo de nuevo en unos segundos.'
          }
          onRetry={() => void query.refetch()}
        />
      ) : items.length === 0 ? (
        <EmptyState
          icon={InboxIcon}
          title={status === 'pending' ? 'No hay anuncios por revisar' : 'No hay anuncios aquí'}
        >
          {status === 'pending' ? 'Cuando un vendedor envíe un anuncio a revisión, aparecerá aquí.' : null}
        </EmptyState>
      ) : (
        <>
          <ul className="grid items-start gap-4 lg:grid-cols-2">
            {items.map((b) => (
              <QueueItem key={b.id} business={b} onReject={setRejecting} />
            ))}
          </ul>
          {query.hasNextPage ? (
            <div className="flex flex-col items-center gap-2">
              <Button
                variant="outline"
                className="min-h-11"
                disabled={query.isFetchingNextPage}
                onClick={() => void query.fetchNextPage()}
              >
                {query.isFetchingNextPage ? (
                  <Loader2Icon className="animate-spin" aria-hidden="true" />
                ) : null}
                {query.isFetchingNextPage ? 'Cargando…' : 'Cargar más anuncios'}
              </Button>
              {query.isFetchNextPageError ? (
                <p role="alert" className="text-sm text-destructive">
                  No pudimos cargar más anuncios. Inténtalo de nuevo.
                </p>
              ) : null}
            </div>
          ) : null}
        </>
      )}
      <RejectDialog business={rejecting} onClose={() => setRejecting(null)} />
    </div>
  );
}
