import { HandshakeIcon } from 'lucide-react';
import { Link } from 'react-router';
import { EmptyState, ErrorState } from '@/components/page/states';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { useNegotiations } from '../api/negotiations';
import { offerErrorMessage } from '../lib/errors';
import { NegotiationCard } from './negotiation-card';

const SHOWN = 5;

/** The buyer's panel: «Mis ofertas», the latest negotiations first, the ones awaiting them on top. */
export function MyOffersSection() {
  const query = useNegotiations({ role: 'buyer' });
  const items = [...(query.data?.items ?? [])].sort(
    (a, b) => Number(b.awaitingMe) - Number(a.awaitingMe) || b.updatedAt.localeCompare(a.updatedAt),
  );
  return (
    <section aria-labelledby="my-offers-title" className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="my-offers-title" className="flex items-center gap-2 text-xl font-semibold">
          <HandshakeIcon className="size-5 text-primary" aria-hidden="true" />
          Mis ofertas
        </h2>
        {items.length > 0 ? (
          <Button asChild variant="outline" size="sm">
            <Link to={paths.offers.href}>Ver todas</Link>
          </Button>
        ) : null}
      </div>
      {query.isPending ? (
        <Skeleton className="h-24 w-full" />
      ) : query.isError ? (
        <ErrorState
          title="No pudimos cargar tus ofertas"
          message={offerErrorMessage(query.error, 'Revisa tu conexión e inténtalo de nuevo.')}
          onRetry={() => void query.refetch()}
        />
      ) : items.length === 0 ? (
        <EmptyState icon={HandshakeIcon} title="Aún no has hecho ofertas">
          Cuando tengas acceso a un negocio (acuerdo firmado), toca «Hacer una oferta» en su página: armas una
          carta de intención y negocias aquí con el vendedor.
        </EmptyState>
      ) : (
        <ul className="grid gap-3" aria-label="Mis ofertas">
          {items.slice(0, SHOWN).map((n) => (
            <NegotiationCard key={n.id} negotiation={n} href={paths.negotiation.build(n.id)} />
          ))}
        </ul>
      )}
    </section>
  );
}
