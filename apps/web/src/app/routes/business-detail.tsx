import { formatDate, formatUsd } from '@traspasa/shared/format';
import type { OwnBusiness } from '@traspasa/shared/listings';
import { ArrowLeftIcon, CalendarXIcon, MapPinIcon, SearchXIcon, StarIcon } from 'lucide-react';
import { lazy, Suspense, useEffect } from 'react';
import { Link, useParams } from 'react-router';
import { categoryLabel } from '@/components/business-card/business-card';
import { IdentityBadge } from '@/components/identity-badge';
import { PageBody } from '@/components/page/page-header';
import { RichText } from '@/components/page/rich-text';
import { EmptyState, ErrorState } from '@/components/page/states';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { BusinessActions } from '@/features/businesses/components/business-actions';
import { BusinessGallery } from '@/features/businesses/components/business-gallery';
import { ConfidentialSection } from '@/features/businesses/components/confidential-section';
import { CONFIDENTIAL_ANCHOR, ListingActionBar } from '@/features/businesses/components/listing-action-bar';
import { ListingDiscovery } from '@/features/businesses/components/listing-discovery';
import { ListingFacts } from '@/features/businesses/components/listing-facts';
import { SellerCard } from '@/features/businesses/components/seller-card';
import { UnlockedBanner, useUnlockedMoment } from '@/features/businesses/components/unlocked-banner';
import { ContactSellerButton } from '@/features/messages/components/contact-seller-button';
import { listingDateLabel } from '@/features/moderation/lib/listing-date-label';
import { SignNdaAction } from '@/features/ndas/components/verified-buyer-notice';
import { isApiError } from '@/lib/api-client';
import {
  DASH,
  formatCount,
  formatMargin,
  formatMultiple,
  priceMultiple,
  profitMargin,
  toNumber,
} from '@/lib/listings/figures';
import { updatedLabel } from '@/lib/listings/freshness';
import { useBusiness } from '@/lib/listings/get-business';
import { businessHref, placeLabel } from '@/lib/listings/images';
import { rememberViewed } from '@/lib/listings/recently-viewed';
import type { BusinessDetail } from '@/lib/listings/types';
import { HydrateWhenSeen } from '@/lib/ssr/hydrate-when-seen';
import { useRenderNow } from '@/lib/ssr/render-clock';
import { cn } from '@/lib/utils';

// Only a listing buyers cannot see (a seller's or admin's preview) shows these bars: their code
// (moderation, renewal, the listing form's API and zod) is not part of a public listing's load
// (decision 146).
const ListingReviewBar = lazy(() =>
  import('@/features/moderation/components/listing-review-bar').then((m) => ({
    default: m.ListingReviewBar,
  })),
);
const ExpiredListingBar = lazy(() =>
  import('@/features/seller/components/renew-listing').then((m) => ({ default: m.ExpiredListingBar })),
);
const PREVIEW_STATUSES = new Set(['draft', 'pending', 'rejected', 'expired', 'held']);

function Figures({ business }: { business: BusinessDetail }) {
  const margin = profitMargin(business.annualRevenue, business.annualProfit);
  const multiple = priceMultiple(business.askingPrice, business.annualProfit);
  const money = (v: number | string | null | undefined) => (toNumber(v) === null ? DASH : formatUsd(v));
  const rows = [
    {
      label: 'Precio de venta',
      value: toNumber(business.askingPrice) === null ? 'A convenir' : formatUsd(business.askingPrice),
      strong: true,
    },
    { label: 'Ventas anuales', value: money(business.annualRevenue) },
    { label: 'Utilidad anual', value: money(business.annualProfit) },
    { label: 'Margen', value: formatMargin(margin), hint: 'Utilidad ÷ ventas' },
    { label: 'Múltiplo', value: formatMultiple(multiple), hint: 'Precio ÷ utilidad anual' },
    { label: 'Años en operación', value: formatCount(business.yearsOperation, 'año', 'años') },
    { label: 'Empleados', value: formatCount(business.employeeCount, 'persona', 'personas') },
  ];
  return (
    <dl className="grid grid-cols-2 gap-px overflow-hidden rounded-xl border bg-border">
      {rows.map(({ label, value, strong, hint }) => (
        <div key={label} className={strong ? 'col-span-2 bg-card p-4' : 'bg-card p-4'}>
          <dt className="text-xs font-medium text-muted-foreground">
            {label}
            {hint ? <span className="sr-only"> ({hint})</span> : null}
          </dt>
          <dd
            className={
              strong ? 'figure mt-1 text-3xl font-bold text-foreground' : 'figure mt-1 text-lg font-semibold'
            }
            title={hint}
          >
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

function DetailSkeleton() {
  return (
    <PageBody className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <div className="grid gap-4" aria-hidden="true">
        <Skeleton className="h-5 w-32" />
        <Skeleton className="h-9 w-3/4" />
        <Skeleton className="aspect-[16/10] w-full" />
        <Skeleton className="h-24 w-full" />
      </div>
      <Skeleton className="h-80 w-full" />
    </PageBody>
  );
}

/**
 * «Actualizado hace …», which reads the clock: a component of its own, because React renders
 * a component that reads it once more right after hydration (`useRenderNow`). Read by the
 * page itself, that second render would reach the parts below still waiting to hydrate
 * (`HydrateWhenSeen`), and React would throw their server markup away and render them anew.
 */
function UpdatedLabel({ refreshedAt }: { refreshedAt: BusinessDetail['refreshedAt'] }) {
  return <span className="text-sm">{updatedLabel(refreshedAt, useRenderNow())}</span>;
}

export default function BusinessDetailPage() {
  const { id = '' } = useParams();
  const query = useBusiness(id);
  const loadedId = query.data?.id;
  useEffect(() => {
    if (loadedId !== undefined) rememberViewed(loadedId);
  }, [loadedId]);
  const unlocked = useUnlockedMoment(Boolean(query.data?.access?.canViewConfidential));

  if (query.isPending) {
    return (
      <>
        <title>Cargando negocio | Traspasa</title>
        <p className="sr-only" role="status">
          Cargando el negocio…
        </p>
        <DetailSkeleton />
      </>
    );
  }

  if (query.isError) {
    // An expired listing (decision 151): the server answers 410 and says so; we say it plainly.
    if (isApiError(query.error) && query.error.status === 410) {
      return (
        <PageBody>
          <title>Anuncio vencido | Traspasa</title>
          <h1 className="sr-only">Anuncio vencido</h1>
          <EmptyState
            icon={CalendarXIcon}
            title="Este anuncio venció"
            action={
              <Button asChild>
                <Link to={paths.businesses.href}>Ver negocios en venta</Link>
              </Button>
            }
          >
            Este anuncio venció: su vendedor no lo renovó y ya no está publicado. Mira otros negocios
            parecidos en venta.
          </EmptyState>
        </PageBody>
      );
    }
    const notFound = isApiError(query.error) && (query.error.status === 404 || query.error.status === 400);
    return (
      <PageBody>
        <title>
          {notFound ? 'Negocio no encontrado | Traspasa' : 'Error al cargar el negocio | Traspasa'}
        </title>
        <h1 className="sr-only">{notFound ? 'Negocio no encontrado' : 'Error al cargar el negocio'}</h1>
        {notFound ? (
          <EmptyState
            icon={SearchXIcon}
            title="Este negocio no está disponible"
            action={
              <Button asChild>
                <Link to={paths.businesses.href}>Ver otros negocios</Link>
              </Button>
            }
          >
            Puede que el anuncio se haya retirado o que la dirección esté mal escrita.
          </EmptyState>
        ) : (
          <ErrorState title="No pudimos cargar este negocio" onRetry={() => void query.refetch()} />
        )}
      </PageBody>
    );
  }

  const business = query.data;
  const sold = business.status === 'sold';
  const canMessage = Boolean(business.access?.canMessage) && !sold;
  const summary = (business.description ?? '').slice(0, 155);

  return (
    <>
      <title>{`${business.title} | Traspasa`}</title>
      {summary ? <meta name="description" content={summary} /> : null}
      <PageBody className="flex flex-col gap-6">
        <nav aria-label="Ruta de navegación">
          <Link
            to={paths.businesses.href}
            className="inline-flex min-h-11 items-center gap-1.5 text-sm font-medium text-primary hover:underline"
          >
            <ArrowLeftIcon className="size-4" aria-hidden="true" />
            Volver a negocios en venta
          </Link>
        </nav>

        {business.status && PREVIEW_STATUSES.has(business.status) ? (
          <Suspense fallback={null}>
            <ListingReviewBar business={business} />
            {business.status === 'expired' ? <ExpiredListingBar business={business as OwnBusiness} /> : null}
          </Suspense>
        ) : null}

        <header className="grid gap-3">
          <div className="flex flex-wrap items-center gap-2">
            <Badge variant="secondary">{categoryLabel(business.category)}</Badge>
            {sold ? <Badge className="bg-slate-900 text-white">Vendido</Badge> : null}
            {business.featured && !sold ? (
              <Badge variant="accent">
                <StarIcon aria-hidden="true" />
                Destacado
              </Badge>
            ) : null}
            <IdentityBadge verified={business.sellerVerified} label="Vendedor con identidad verificada" />
          </div>
          <h1 className="text-2xl font-bold tracking-tight text-balance sm:text-4xl">{business.title}</h1>
          <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-muted-foreground">
            <span className="inline-flex items-center gap-1.5">
              <MapPinIcon className="size-4 shrink-0" aria-hidden="true" />
              {placeLabel(business.location, business.country)}
            </span>
            {business.createdAt ? (
              <span className="text-sm">
                {listingDateLabel(business.status)} {formatDate(business.createdAt)}
              </span>
            ) : null}
            {business.status === 'approved' || business.status === 'sold' ? (
              <UpdatedLabel refreshedAt={business.refreshedAt} />
            ) : null}
          </p>
          <BusinessActions businessId={business.id} title={business.title} href={businessHref(business)} />
        </header>

        {/* One grid so the figures come right after the photos on phones and sit beside them on desktop. */}
        <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-x-10">
          <div className="min-w-0 lg:col-start-1">
            <BusinessGallery images={business.images ?? []} title={business.title} />
          </div>

          {/* The parts below the photo hydrate each on its own once they near the screen or are
              touched (decision 146); the server's markup shows meanwhile. */}
          <HydrateWhenSeen>
            <aside
              className="flex flex-col gap-4 lg:sticky lg:top-24 lg:col-start-2 lg:row-span-4 lg:row-start-1 lg:self-start"
              aria-label="Cifras y contacto"
            >
              <Figures business={business} />
              {/* On phones the bottom bar carries «Contactar al vendedor»: one button, not two. */}
              <div className={cn('rounded-xl border bg-card p-4', canMessage && 'max-md:hidden')}>
                {canMessage ? (
                  <ContactSellerButton business={business} />
                ) : sold ? (
                  <p className="text-sm text-muted-foreground">
                    Este negocio ya se vendió: ya no puedes contactar al vendedor. Mira otros negocios
                    parecidos en la lista.
                  </p>
                ) : (
                  <div className="grid gap-3">
                    <p className="text-sm text-muted-foreground">
                      {business.access?.canViewConfidential && !business.access.ndaStatus
                        ? 'Ves este anuncio completo porque eres su vendedor o administras Traspasa.'
                        : business.access?.ndaStatus === 'pending'
                          ? 'Tu acuerdo de confidencialidad está pendiente. Podrás escribirle al vendedor cuando esté firmado.'
                          : 'Podrás escribirle al vendedor después de firmar el acuerdo de confidencialidad.'}
                    </p>
                    {business.access?.canViewConfidential ? null : business.access?.ndaStatus ? (
                      <Button asChild variant="outline" className="w-full">
                        <Link to={paths.ndaStatus.build(business.id)}>Ver estado de tu acuerdo</Link>
                      </Button>
                    ) : (
                      <SignNdaAction
                        businessId={business.id}
                        requireVerifiedBuyer={business.requireVerifiedBuyer}
                        buttonClassName="w-full"
                      />
                    )}
                  </div>
                )}
              </div>
              {business.seller ? <SellerCard seller={business.seller} /> : null}
              <p className="text-xs leading-5 text-muted-foreground">
                Las cifras las declara el vendedor. Verifícalas con la información confidencial y, si lo
                necesitas, con un{' '}
                <Link to={paths.professionals.href} className="font-medium text-primary underline">
                  profesional del directorio
                </Link>
                .
              </p>
            </aside>
          </HydrateWhenSeen>

          <HydrateWhenSeen>
            <div className="min-w-0 lg:col-start-1">
              <ListingFacts business={business} />
            </div>

            <section aria-labelledby="description-title" className="min-w-0 lg:col-start-1">
              <h2 id="description-title" className="text-xl font-semibold">
                Descripción del negocio
              </h2>
              {business.description ? (
                <RichText text={business.description} className="mt-3" />
              ) : (
                <p className="mt-3 text-muted-foreground">El vendedor no ha añadido una descripción.</p>
              )}
              {business.sellingReason ? (
                <>
                  <h2 className="mt-8 text-xl font-semibold">Motivo de la venta</h2>
                  <RichText text={business.sellingReason} className="mt-3" />
                </>
              ) : null}
            </section>
          </HydrateWhenSeen>

          <HydrateWhenSeen>
            <div
              id={CONFIDENTIAL_ANCHOR}
              tabIndex={-1}
              className="min-w-0 scroll-mt-24 outline-none lg:col-start-1"
            >
              {unlocked ? <UnlockedBanner /> : null}
              <ConfidentialSection business={business} />
            </div>
          </HydrateWhenSeen>
        </div>
        <ListingDiscovery business={business} />
      </PageBody>
      <ListingActionBar business={business} />
    </>
  );
}
