// The seller's listing credits (decision 090): what is left to
// publish Premium or Destacado listings, and where to buy more.
import { paidTierLabels, paidTiers } from '@traspasa/shared/payments';
import { countText } from '@traspasa/shared/plural';
import { ShoppingCartIcon, SparklesIcon, StarIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { useCredits } from '@/features/payments/api/get-credits';

const icons = { premium: SparklesIcon, featured: StarIcon } as const;

const count = new Intl.NumberFormat('es-EC');

/** "1 reservado · 3 usados" (nothing when both are zero). */
function otherCredits(reserved: number, used: number): string {
  const parts: string[] = [];
  if (reserved > 0) parts.push(countText(reserved, 'reservado', 'reservados'));
  if (used > 0) parts.push(countText(used, 'usado', 'usados'));
  return parts.join(' · ');
}

export function SellerCredits() {
  const credits = useCredits();
  return (
    <section
      aria-labelledby="seller-credits"
      className="grid gap-3 rounded-xl border bg-card p-4 shadow-sm sm:p-5"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="seller-credits" className="text-lg font-semibold">
          Créditos para anuncios
        </h2>
        <Button asChild variant="outline" size="sm" className="min-h-11">
          <Link to={`${paths.subscriptionPlans.href}#paquetes`}>
            <ShoppingCartIcon aria-hidden="true" />
            Comprar paquete
          </Link>
        </Button>
      </div>
      <p className="text-sm text-muted-foreground">
        Cada crédito publica un anuncio como Premium o Destacado: se usa cuando aprobamos el anuncio y vuelve
        a tu saldo si lo rechazamos.
      </p>
      {credits.isError ? (
        <div role="alert" className="flex flex-wrap items-center gap-3 rounded-lg bg-muted p-3 text-sm">
          <span className="min-w-0 flex-1">No pudimos cargar tus créditos.</span>
          <Button variant="outline" size="sm" className="min-h-11" onClick={() => void credits.refetch()}>
            Reintentar
          </Button>
        </div>
      ) : (
        <ul className="grid grid-cols-2 gap-3">
          {paidTiers.map((tier) => {
            const Icon = icons[tier];
            const balance = credits.data?.[tier];
            const other = balance ? otherCredits(balance.reserved, balance.used) : '';
            return (
              <li key={tier} className="flex items-start gap-3 rounded-lg bg-muted/60 p-3">
                <span className="hidden size-9 shrink-0 items-center justify-center rounded-full bg-secondary text-primary sm:flex">
                  <Icon className="size-4" aria-hidden="true" />
                </span>
                <div className="min-w-0">
                  <p className="text-sm text-muted-foreground">{paidTierLabels[tier]} disponibles</p>
                  {balance ? (
                    <p className="figure text-2xl font-semibold">{count.format(balance.available)}</p>
                  ) : (
                    <Skeleton className="h-8 w-8" />
                  )}
                  {other ? <p className="text-xs text-muted-foreground">{other}</p> : null}
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
