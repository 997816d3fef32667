import type { BusinessStatus } from '@traspasa/shared/enums';
import { formatDate } from '@traspasa/shared/format';
import { ArrowLeftIcon, MapPinIcon, StarIcon } from 'lucide-react';
import { type ComponentType, useEffect } from 'react';
import { Link } from 'react-router';
import { categoryLabel } from '@/components/business-card/business-card';
import { IdentityBadge } from '@/components/identity-badge';
import { PageBody } from '@/components/page/page-header';
import { RichText } from '@/components/page/rich-text';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { updatedLabel } from '@/lib/listings/freshness';
import { useBusiness } from '@/lib/listings/get-business';
import { businessHref, placeLabel } from '@/lib/listings/images';
import { rememberViewed } from '@/lib/listings/recently-viewed';
import type { BusinessDetail } from '@/lib/listings/types';
import { HydrateWhenSeen } from '@/lib/ssr/hydrate-when-seen';
import { useRenderNow } from '@/lib/ssr/render-clock';
import { cn } from '@/lib/utils';
import { BusinessActions } from './business-actions';
import { BusinessGallery } from './business-gallery';
import { type ConfidentialNdaParts, ConfidentialSection } from './confidential-section';
import { CONFIDENTIAL_ANCHOR, ListingActionBar } from './listing-action-bar';
import { ListingDiscovery } from './listing-discovery';
import { ListingFacts } from './listing-facts';
import { Figures } from './listing-figures';
import { ListingLoading, ListingUnavailable } from './listing-states';
import { SellerCard } from './seller-card';
import { UnlockedBanner, useUnlockedMoment } from './unlocked-banner';

/**
 * What a listing's page shows but other features own: the route (app/) passes them in, so
 * this feature imports none of them.
 */
export type ListingPageParts = ConfidentialNdaParts & {
  /** A listing buyers cannot see (a seller's or admin's preview): the review and renewal bars. */
  PreviewBars: ComponentType<{ business: BusinessDetail }>;
  /** «Contactar al vendedor», for a buyer who may write. */
  ContactSeller: ComponentType<{ business: BusinessDetail }>;
  /** «Guardar», the listing in the buyer's favourites. */
  SaveListing: ComponentType<{ businessId: number }>;
  /** «Hacer una oferta» for a buyer with access, or why not yet (decision 170). */
  MakeOffer: ComponentType<{ business: BusinessDetail }>;
  /** «Publicado el» or «Creado el», by the listing's status. */
  dateLabel: (status: BusinessStatus | string | null | undefined) => string;
};

const PREVIEW_STATUSES = new Set(['draft', 'pending', 'rejected', 'expired', 'held']);

/**
 * «Actualizado hace …», which reads the clock: a component of its own, because React renders
 * a component that reads it once more right after hydration (`useRenderNow`). Read by the
 * page itself, that second render would reach the parts below still waiting to hydrate
 * (`HydrateWhenSeen`), and React would throw their server markup away and render them anew.
 */
function UpdatedLabel({ refreshedAt }: { refreshedAt: BusinessDetail['refreshedAt'] }) {
  return <span className="text-sm">{updatedLabel(refreshedAt, useRenderNow())}</span>;
}

/** `/business/:id`: a listing as its visitor may see it. */
export function ListingScreen({ id, parts }: { id: string; parts: ListingPageParts }) {
  const query = useBusiness(id);
  const loadedId = query.data?.id;
  useEffect(() => {
    if (loadedId !== undefined) rememberViewed(loadedId);
  }, [loadedId]);
  const unlocked = useUnlockedMoment(Boolean(query.data?.access?.canViewConfidential));

  if (query.isPending) return <ListingLoading />;
  if (query.isError) return <ListingUnavailable error={query.error} onRetry={() => void query.refetch()} />;
  return <ListingPage business={query.data} unlocked={unlocked} parts={parts} />;
}

function ListingPage({
  business,
  unlocked,
  parts,
}: {
  business: BusinessDetail;
  /** Back from signing the agreement: the confidential part opens under a banner. */
  unlocked: boolean;
  parts: ListingPageParts;
}) {
  const { PreviewBars, ContactSeller, SaveListing, SignNda, MakeOffer, dateLabel } = parts;
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
          <PreviewBars business={business} />
        ) : null}

        <header className="grid gap-3">
          <div className="flex flex-wrap items-center gap-2">
            <Badge variant="secondary">{categoryLabel(business.category)}</Badge>
            {sold ? <Badge className="bg-slate-900 text-white">Vendido</Badge> : null}
            {business.status === 'reserved' ? <Badge variant="warning">Reservado</Badge> : null}
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
                {dateLabel(business.status)} {formatDate(business.createdAt)}
              </span>
            ) : null}
            {business.status === 'approved' || business.status === 'sold' ? (
              <UpdatedLabel refreshedAt={business.refreshedAt} />
            ) : null}
          </p>
          <BusinessActions
            businessId={business.id}
            title={business.title}
            href={businessHref(business)}
            SaveButton={SaveListing}
          />
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
                  <ContactSeller business={business} />
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
                          : business.access?.ndaStatus === 'signed'
                            ? business.access.accessState === 'requested'
                              ? 'Podrás escribirle al vendedor cuando apruebe tu solicitud de acceso.'
                              : 'El vendedor no te dio acceso a este negocio: no puedes escribirle desde aquí.'
                            : business.accessMode === 'approval'
                              ? 'Podrás escribirle al vendedor cuando firmes el acuerdo de confidencialidad y apruebe tu solicitud.'
                              : 'Podrás escribirle al vendedor después de firmar el acuerdo de confidencialidad.'}
                    </p>
                    {business.access?.canViewConfidential ? null : business.access?.ndaStatus ? (
                      <Button asChild variant="outline" className="w-full">
                        <Link to={paths.ndaStatus.build(business.id)}>Ver estado de tu acuerdo</Link>
                      </Button>
                    ) : (
                      <SignNda
                        businessId={business.id}
                        requireVerifiedBuyer={business.requireVerifiedBuyer}
                        buttonClassName="w-full"
                      />
                    )}
                  </div>
                )}
              </div>
              <MakeOffer business={business} />
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
              <ConfidentialSection business={business} parts={parts} />
            </div>
          </HydrateWhenSeen>
        </div>
        <ListingDiscovery business={business} />
      </PageBody>
      <ListingActionBar business={business} />
    </>
  );
}
