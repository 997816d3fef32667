import { useQuery } from '@tanstack/react-query';
import type { SellerBusinessList } from '@traspasa/shared/listings';
import { ChevronRightIcon, FunnelIcon } from 'lucide-react';
import { Link } from 'react-router';
import { ErrorState } from '@/components/page/states';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { api } from '@/lib/api-client';
import { cn } from '@/lib/utils';
import { useListingPipeline } from '../api/pipeline';

/** Listings that can have buyers along the way: published, reserved or sold. */
const LIVE = new Set(['approved', 'reserved', 'sold']);

/** The seller's panel: per listing, how many buyers are at each stage, from interest to sale. */
export function ListingPipelines() {
  const listings = useQuery({
    queryKey: ['/api/seller/businesses', 'pipelines'],
    queryFn: ({ signal }) => api.get<SellerBusinessList>('/api/seller/businesses', { signal }),
  });
  const live = (listings.data?.items ?? []).filter((b) => LIVE.has(b.status));
  if (listings.isSuccess && live.length === 0) return null;
  return (
    <section aria-labelledby="pipelines-title" className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="pipelines-title" className="flex items-center gap-2 text-xl font-semibold">
          <FunnelIcon className="size-5 text-primary" aria-hidden="true" />
          Compradores por etapa
        </h2>
        <Link
          to={`${paths.offers.href}?lado=ventas`}
          className="text-sm font-medium text-primary hover:underline"
        >
          Ver las ofertas recibidas
        </Link>
      </div>
      {listings.isPending ? (
        <Skeleton className="h-32 w-full" />
      ) : listings.isError ? (
        <ErrorState title="No pudimos cargar tus anuncios" onRetry={() => void listings.refetch()} />
      ) : (
        <ul className="grid gap-3">
          {live.map((b) => (
            <ListingPipelineRow key={b.id} businessId={b.id} title={b.title} />
          ))}
        </ul>
      )}
    </section>
  );
}

function ListingPipelineRow({ businessId, title }: { businessId: number; title: string }) {
  const pipeline = useListingPipeline(businessId);
  return (
    <li className="grid gap-3 rounded-xl border bg-card p-4 shadow-sm">
      <h3 className="font-semibold">{title}</h3>
      {pipeline.isPending ? (
        <Skeleton className="h-16 w-full" />
      ) : pipeline.isError ? (
        <p className="text-sm text-muted-foreground">No pudimos cargar las etapas de este anuncio.</p>
      ) : (
        <ol className="grid grid-cols-2 gap-2 sm:grid-cols-5" aria-label={`Etapas de ${title}`}>
          {pipeline.data.stages.map((stage, index) => (
            <li
              key={stage.stage}
              className={cn(
                'relative flex items-center justify-between gap-2 rounded-lg px-3 py-2 sm:flex-col sm:items-start',
                stage.count > 0 ? 'bg-primary-soft' : 'bg-muted/60',
                index === 4 && 'col-span-2 sm:col-span-1',
              )}
            >
              <span className="text-xs font-medium text-muted-foreground">{stage.label}</span>
              <span className="figure text-xl font-bold tabular-nums">
                {stage.count}
                <span className="sr-only"> {stage.count === 1 ? 'comprador' : 'compradores'}</span>
              </span>
              {index < 4 ? (
                <ChevronRightIcon
                  className="absolute top-1/2 -right-2.5 z-10 hidden size-4 -translate-y-1/2 text-muted-foreground sm:block"
                  aria-hidden="true"
                />
              ) : null}
            </li>
          ))}
        </ol>
      )}
    </li>
  );
}
