import { formatCents, type LetterParties } from '@traspasa/shared/offers';
import { ArrowLeftIcon, FileXIcon } from 'lucide-react';
import { useMemo } from 'react';
import { Link, useNavigate } from 'react-router';
import { PageBody, PageHeader } from '@/components/page/page-header';
import { EmptyState } from '@/components/page/states';
import { Button } from '@/components/ui/button';
import { PageSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { toast } from '@/hooks/use-toast';
import { useCounterOffer, useLetterTemplate, useNegotiation } from '../api/negotiations';
import { ecuadorToday } from '../lib/today';
import { NegotiationMissing } from './negotiation/negotiation-screen';
import { OfferForm } from './offer-form/offer-form';

/** /offers/:id/counter — a new version answering the open one, prefilled with its terms. */
export function CounterOfferScreen({ id }: { id: number }) {
  const negotiation = useNegotiation(id);
  const template = useLetterTemplate();
  const counter = useCounterOffer(id);
  const navigate = useNavigate();
  const detail = negotiation.data;
  const open = detail?.versions.find((v) => v.status === 'open');
  const parties = useMemo<LetterParties | null>(
    () =>
      detail
        ? {
            buyerName: detail.buyer.name,
            sellerName: detail.seller.name,
            businessTitle: detail.business.title,
            businessId: detail.business.id,
            versionNumber: Math.max(...detail.versions.map((v) => v.number)) + 1,
            day: ecuadorToday(),
          }
        : null,
    [detail],
  );

  if (negotiation.isPending || template.isPending) return <PageSpinner label="Preparando tu contraoferta…" />;
  if (negotiation.isError)
    return <NegotiationMissing error={negotiation.error} onRetry={() => void negotiation.refetch()} />;
  if (!detail || !parties) return null;
  const backHref = paths.negotiation.build(id);
  if (!open || !detail.allowedActions.includes('counter') || !template.data) {
    return (
      <PageBody className="max-w-2xl">
        <title>Contraofertar | Traspasa</title>
        <h1 className="sr-only">Contraofertar</h1>
        <EmptyState
          icon={FileXIcon}
          title={template.isError ? 'No pudimos cargar la carta' : 'Ahora no puedes contraofertar'}
          action={
            <Button asChild>
              <Link to={backHref}>Volver a la negociación</Link>
            </Button>
          }
        >
          {template.isError
            ? 'Inténtalo de nuevo en unos segundos.'
            : 'Solo se contraoferta la versión abierta que escribió la otra parte. Mira en la negociación cómo está.'}
        </EmptyState>
      </PageBody>
    );
  }
  const other = detail.role === 'buyer' ? 'el vendedor' : 'el comprador';

  return (
    <>
      <title>{`Contraoferta por ${detail.business.title} | Traspasa`}</title>
      <PageHeader
        eyebrow={`Contraoferta a la versión ${open.number}`}
        title={detail.business.title}
        description="Parte de los términos de la versión que respondes: cambia lo que quieras. En la revisión ves qué cambia, campo por campo."
      >
        <Link
          to={backHref}
          className="mt-3 inline-flex min-h-11 items-center gap-1.5 text-sm font-medium text-primary hover:underline"
        >
          <ArrowLeftIcon className="size-4" aria-hidden="true" />
          Volver a la negociación
        </Link>
      </PageHeader>
      <PageBody>
        <OfferForm
          initial={open.terms}
          template={template.data.content}
          parties={parties}
          priceHint={`La versión ${open.number} ofrece ${formatCents(open.priceCents)}.`}
          previous={{ number: open.number, terms: open.terms }}
          otherParty={other}
          submitLabel="Enviar contraoferta"
          pending={counter.isPending}
          onSubmit={async (terms) => {
            await counter.mutateAsync({ terms });
            toast({
              variant: 'success',
              title: 'Contraoferta enviada',
              description: `Le avisamos a ${other}.`,
            });
            navigate(backHref);
          }}
        />
      </PageBody>
    </>
  );
}
