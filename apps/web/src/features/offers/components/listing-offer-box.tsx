import { useQuery } from '@tanstack/react-query';
import { HandshakeIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { offerPaths } from '@/config/offer-paths';
import { paths } from '@/config/paths';
import { businessQueryOptions } from '@/lib/listings/get-business';
import type { BusinessDetail } from '@/lib/listings/types';
import { useUser } from '@/lib/session';
import { useNegotiations } from '../api/negotiations';
import { offerAvailability } from '../lib/availability';

const LIVE = new Set(['open', 'accepted', 'signed']);

/**
 * «Hacer una oferta» on a listing's page (decision 170): for a buyer with access, or the way to
 * the negotiation already under way; for anyone else, why it is not possible yet.
 */
export function ListingOfferBox({ business }: { business: BusinessDetail }) {
  const { data: user, isPending } = useUser();
  // Until the session is known (and on the server) nothing: who may offer depends on it.
  const availability = isPending ? null : offerAvailability(business, user?.id);
  const mine = useNegotiations(
    { role: availability?.kind === 'owner' ? 'seller' : 'buyer', businessId: business.id },
    { enabled: availability?.kind === 'offer' || availability?.kind === 'owner' },
  );
  if (!availability) return null;

  if (availability.kind === 'owner') {
    const count = mine.data?.items.length ?? 0;
    if (count === 0) return null;
    return (
      <div className="rounded-xl border bg-card p-4">
        <p className="text-sm text-muted-foreground">
          {count === 1
            ? 'Tienes 1 negociación por este negocio.'
            : `Tienes ${count} negociaciones por este negocio.`}
        </p>
        <Button asChild variant="outline" className="mt-3 w-full">
          <Link to={`${paths.offers.href}?lado=ventas`}>Ver las ofertas</Link>
        </Button>
      </div>
    );
  }

  if (availability.kind === 'unavailable') {
    return (
      <div className="flex gap-3 rounded-xl border bg-card p-4">
        <HandshakeIcon className="mt-0.5 size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
        <p className="text-sm text-muted-foreground">{availability.reason}</p>
      </div>
    );
  }

  const live = mine.data?.items.find((n) => LIVE.has(n.status));
  return (
    <div className="grid gap-2 rounded-xl border bg-card p-4">
      {live ? (
        <>
          <p className="text-sm text-muted-foreground">
            {live.awaitingMe
              ? 'Tienes una respuesta del vendedor por revisar.'
              : 'Tu oferta por este negocio sigue en curso.'}
          </p>
          <Button asChild variant={live.awaitingMe ? 'accent' : 'outline'} className="w-full">
            <Link to={paths.negotiation.build(live.id)}>Ver tu oferta</Link>
          </Button>
        </>
      ) : (
        <>
          <Button asChild variant="accent" size="lg" className="w-full">
            <Link to={offerPaths.offerNew(business.id)}>
              <HandshakeIcon aria-hidden="true" />
              Hacer una oferta
            </Link>
          </Button>
          <p className="text-xs text-muted-foreground">
            Armas una carta de intención no vinculante; el vendedor la acepta, la rechaza o te contraoferta.
          </p>
        </>
      )}
    </div>
  );
}

/** «Hacer una oferta» in a conversation's header, for the buyer with access to its listing. */
export function ConversationOfferLink({ businessId }: { businessId: number }) {
  const { data: user } = useUser();
  const listing = useQuery(businessQueryOptions(String(businessId)));
  const business = listing.data;
  const availability = business ? offerAvailability(business, user?.id) : null;
  const mine = useNegotiations({ role: 'buyer', businessId }, { enabled: availability?.kind === 'offer' });
  if (availability?.kind !== 'offer' || mine.isPending) return null;
  const live = mine.data?.items.find((n) => LIVE.has(n.status));
  return (
    <Button asChild size="sm" variant={live ? 'outline' : 'accent'} className="shrink-0">
      <Link to={live ? paths.negotiation.build(live.id) : offerPaths.offerNew(businessId)}>
        <HandshakeIcon aria-hidden="true" />
        {live ? 'Ver tu oferta' : 'Hacer una oferta'}
      </Link>
    </Button>
  );
}
