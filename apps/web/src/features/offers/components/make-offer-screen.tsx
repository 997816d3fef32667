import { formatCents, type LetterParties } from '@traspasa/shared/offers';
import { ArrowLeftIcon, FileLockIcon } from 'lucide-react';
import { useMemo } from 'react';
import { Link, useNavigate } from 'react-router';
import { PageBody, PageHeader } from '@/components/page/page-header';
import { EmptyState, ErrorState } from '@/components/page/states';
import { Button } from '@/components/ui/button';
import { PageSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { toast } from '@/hooks/use-toast';
import { isApiError } from '@/lib/api-client';
import { useMakeOffer, useOfferDefaults } from '../api/negotiations';
import { OfferForm } from './offer-form/offer-form';

/** /offers/new/:businessId — the buyer's first offer on a listing. */
export function MakeOfferScreen({ businessId }: { businessId: number }) {
  const defaults = useOfferDefaults(businessId);
  const make = useMakeOffer();
  const navigate = useNavigate();
  const data = defaults.data;
  const parties = useMemo<LetterParties | null>(
    () =>
      data
        ? {
            buyerName: data.buyerName,
            sellerName: data.sellerName,
            businessTitle: data.business.title,
            businessId: data.business.id,
            versionNumber: 1,
            day: data.today,
          }
        : null,
    [data],
  );

  if (defaults.isPending) return <PageSpinner label="Preparando tu oferta…" />;
  if (defaults.isError || !data || !parties) {
    const missing = isApiError(defaults.error) && defaults.error.status === 404;
    return (
      <PageBody className="max-w-2xl">
        <title>Hacer una oferta | Traspasa</title>
        <h1 className="sr-only">Hacer una oferta</h1>
        {missing ? (
          <EmptyState
            icon={FileLockIcon}
            title="No puedes hacer una oferta por este negocio"
            action={
              <Button asChild variant="outline">
                <Link to={paths.businesses.href}>Ver negocios en venta</Link>
              </Button>
            }
          >
            Solo hace ofertas quien firmó el acuerdo de confidencialidad del negocio y tiene acceso a su
            información. Puede que el anuncio ya no esté publicado o que el enlace esté mal escrito.
          </EmptyState>
        ) : (
          <ErrorState title="No pudimos preparar tu oferta" onRetry={() => void defaults.refetch()} />
        )}
      </PageBody>
    );
  }

  return (
    <>
      <title>{`Oferta por ${data.business.title} | Traspasa`}</title>
      <PageHeader
        eyebrow="Hacer una oferta"
        title={data.business.title}
        description="Arma tu oferta en cuatro pasos y mira, mientras escribes, la carta de intención que recibirá el vendedor, tal como quedará."
      >
        <Link
          to={paths.business.build(data.business.slug || data.business.id)}
          className="mt-3 inline-flex min-h-11 items-center gap-1.5 text-sm font-medium text-primary hover:underline"
        >
          <ArrowLeftIcon className="size-4" aria-hidden="true" />
          Volver al negocio
        </Link>
      </PageHeader>
      <PageBody>
        <OfferForm
          initial={data.terms}
          template={data.template.content}
          parties={parties}
          priceHint={
            data.business.askingPriceCents !== null
              ? `El vendedor pide ${formatCents(data.business.askingPriceCents)}.`
              : 'El vendedor no publicó un precio.'
          }
          previous={null}
          otherParty="el vendedor"
          submitLabel="Enviar oferta"
          pending={make.isPending}
          onSubmit={async (terms) => {
            const detail = await make.mutateAsync({ businessId, terms });
            toast({
              variant: 'success',
              title: 'Oferta enviada',
              description: `${data.sellerName} recibió tu carta de intención y te responderá aquí.`,
            });
            navigate(paths.negotiation.build(detail.id));
          }}
        />
      </PageBody>
    </>
  );
}
