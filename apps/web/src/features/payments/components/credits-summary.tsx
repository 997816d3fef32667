import { type PaidTier, paidTiers } from '@traspasa/shared/payments';
import { ShoppingBagIcon } from 'lucide-react';
import { Link } from 'react-router';
import { ErrorState } from '@/components/page/states';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useCredits } from '../api/get-credits';
import { paymentErrorMessage } from '../lib/errors';
import { packagesHref } from '../lib/links';
import { TierBadge } from './tier-badge';

const tierHint: Record<PaidTier, string> = {
  premium: 'Más fotos, área de documentos y tarjeta resaltada.',
  featured: 'En la portada y primero en las búsquedas durante 30 días.',
};

/** Listing credits by tier: available to use, reserved by a listing in review, used. */
export function CreditsSummary() {
  const credits = useCredits();
  return (
    <section aria-labelledby="credits-title" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="credits-title" className="text-xl font-semibold">
            Créditos para anuncios
          </h2>
          <p className="mt-1 text-sm text-muted-foreground">
            Un crédito se reserva al enviar un anuncio Premium o Destacado a revisión y se usa al aprobarlo.
          </p>
        </div>
        <Button asChild variant="outline">
          <Link to={packagesHref}>
            <ShoppingBagIcon aria-hidden="true" />
            Comprar paquetes
          </Link>
        </Button>
      </div>
      {credits.isPending ? (
        <div className="grid gap-4 sm:grid-cols-2" aria-hidden="true">
          <Skeleton className="h-36" />
          <Skeleton className="h-36" />
        </div>
      ) : credits.isError ? (
        <ErrorState
          title="No pudimos cargar tus créditos"
          message={paymentErrorMessage(credits.error, 'Revisa tu conexión a internet e inténtalo de nuevo.')}
          onRetry={() => void credits.refetch()}
        />
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2">
          {paidTiers.map((tier) => {
            const balance = credits.data[tier];
            return (
              <li key={tier} className="rounded-xl border bg-card p-5 shadow-sm">
                <TierBadge tier={tier} />
                <p className="mt-2 text-sm text-muted-foreground">{tierHint[tier]}</p>
                <dl className="mt-4 grid grid-cols-3 gap-2 text-center">
                  <div className="flex flex-col-reverse rounded-lg bg-secondary/70 px-2 py-3">
                    <dt className="text-xs font-medium text-muted-foreground">Disponibles</dt>
                    <dd className="text-2xl font-bold tabular-nums text-primary">{balance.available}</dd>
                  </div>
                  <div className="flex flex-col-reverse rounded-lg bg-muted px-2 py-3">
                    <dt className="text-xs font-medium text-muted-foreground">Reservados</dt>
                    <dd className="text-2xl font-bold tabular-nums">{balance.reserved}</dd>
                  </div>
                  <div className="flex flex-col-reverse rounded-lg bg-muted px-2 py-3">
                    <dt className="text-xs font-medium text-muted-foreground">Usados</dt>
                    <dd className="text-2xl font-bold tabular-nums">{balance.used}</dd>
                  </div>
                </dl>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
