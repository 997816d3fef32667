import { HandshakeIcon } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { PageBody, PageHeader } from '@/components/page/page-header';
import { EmptyState, ErrorState } from '@/components/page/states';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { cn } from '@/lib/utils';
import { useNegotiations } from '../api/negotiations';
import { filterOf, offerFilters, parseOfferFilter } from '../lib/status';
import { NegotiationCard } from './negotiation-card';

const sides = [
  { key: 'todas', label: 'Compras y ventas' },
  { key: 'compras', label: 'Las que hice' },
  { key: 'ventas', label: 'Las que recibí' },
] as const;

/** /offers — every negotiation of the caller, as buyer and as seller, by where it stands. */
export function OffersScreen() {
  const [params, setParams] = useSearchParams();
  const filter = parseOfferFilter(params.get('estado'));
  const side = sides.find((s) => s.key === params.get('lado'))?.key ?? 'todas';
  const query = useNegotiations();
  const items = query.data?.items ?? [];
  const bothSides = items.some((n) => n.role === 'buyer') && items.some((n) => n.role === 'seller');
  const bySide = items.filter(
    (n) => side === 'todas' || (side === 'compras' ? n.role === 'buyer' : n.role === 'seller'),
  );
  const shown = bySide.filter((n) => filter === 'todas' || filterOf(n) === filter);
  const count = (key: string) =>
    key === 'todas' ? bySide.length : bySide.filter((n) => filterOf(n) === key).length;
  const set = (key: string, value: string) => {
    const next = new URLSearchParams(params);
    if (value === 'todas') next.delete(key);
    else next.set(key, value);
    setParams(next, { replace: true });
  };

  return (
    <>
      <title>Ofertas | Traspasa</title>
      <PageHeader
        title="Ofertas"
        description="Las ofertas que hiciste y las que recibiste, con cada versión, lo que cambió y lo que falta."
      />
      <PageBody className="grid gap-5">
        {bothSides ? (
          <fieldset className="flex flex-wrap gap-2">
            <legend className="sr-only">Qué negociaciones ver</legend>
            {sides.map((s) => (
              <Button
                key={s.key}
                size="sm"
                variant={side === s.key ? 'default' : 'outline'}
                aria-pressed={side === s.key}
                onClick={() => set('lado', s.key)}
              >
                {s.label}
              </Button>
            ))}
          </fieldset>
        ) : null}
        <nav aria-label="Filtrar ofertas">
          <ul className="flex flex-wrap gap-2">
            {offerFilters.map((f) => (
              <li key={f.key}>
                <Link
                  to={f.key === 'todas' ? paths.offers.href : `${paths.offers.href}?estado=${f.key}`}
                  replace
                  aria-current={filter === f.key ? 'page' : undefined}
                  onClick={(e) => {
                    e.preventDefault();
                    set('estado', f.key);
                  }}
                  className={cn(
                    'inline-flex min-h-11 items-center gap-1.5 rounded-full border px-4 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
                    filter === f.key
                      ? 'border-primary bg-primary text-primary-foreground'
                      : 'bg-background text-foreground hover:border-primary/50',
                  )}
                >
                  {f.label}
                  {query.data ? <span className="tabular-nums opacity-80">{count(f.key)}</span> : null}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        {query.isPending ? (
          <div className="grid gap-3" role="status" aria-label="Cargando ofertas">
            <Skeleton className="h-24 w-full" />
            <Skeleton className="h-24 w-full" />
          </div>
        ) : query.isError ? (
          <ErrorState title="No pudimos cargar tus ofertas" onRetry={() => void query.refetch()} />
        ) : shown.length === 0 ? (
          <EmptyState
            icon={HandshakeIcon}
            title={items.length === 0 ? 'Todavía no tienes ofertas' : 'No hay ofertas con este filtro'}
            action={
              items.length === 0 ? (
                <Button asChild>
                  <Link to={paths.businesses.href}>Buscar negocios</Link>
                </Button>
              ) : (
                <Button variant="outline" onClick={() => set('estado', 'todas')}>
                  Ver todas
                </Button>
              )
            }
          >
            {items.length === 0
              ? 'Cuando firmes el acuerdo de confidencialidad de un negocio, podrás hacerle una oferta desde su página. Las ofertas que recibas por tus anuncios también aparecen aquí.'
              : 'Prueba con otro filtro.'}
          </EmptyState>
        ) : (
          <ul className="grid gap-3" aria-label="Negociaciones">
            {shown.map((n) => (
              <NegotiationCard key={n.id} negotiation={n} href={paths.negotiation.build(n.id)} />
            ))}
          </ul>
        )}
      </PageBody>
    </>
  );
}
