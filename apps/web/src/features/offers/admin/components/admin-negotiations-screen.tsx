import type { NegotiationSummary } from '@traspasa/shared/offers';
import { HandshakeIcon, SearchIcon } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Screen } from '@/components/page/screen';
import { EmptyState, ErrorState } from '@/components/page/states';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { offerPaths } from '@/config/offer-paths';
import { NegotiationCard } from '../../components/negotiation-card';
import { positiveId } from '../../lib/ids';
import { useAdminNegotiations } from '../api/admin-negotiations';

/** The negotiations grouped by listing, most recent listing activity first. */
function byListing(items: NegotiationSummary[]) {
  const groups = new Map<number, { title: string; id: number; items: NegotiationSummary[] }>();
  for (const n of items) {
    const group = groups.get(n.business.id) ?? { id: n.business.id, title: n.business.title, items: [] };
    group.items.push(n);
    groups.set(n.business.id, group);
  }
  return [...groups.values()];
}

/** `/admin/negotiations` (?businessId=): every negotiation per listing, read-only (decision 170). */
export function AdminNegotiationsScreen() {
  const [params, setParams] = useSearchParams();
  const businessId = positiveId(params.get('businessId') ?? undefined);
  const [typed, setTyped] = useState(businessId ? String(businessId) : '');
  const query = useAdminNegotiations(businessId);
  const groups = byListing(query.data?.items ?? []);

  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    const id = positiveId(typed.trim());
    setParams(id ? { businessId: String(id) } : {}, { replace: true });
  };

  return (
    <Screen
      title="Negociaciones"
      eyebrow="Ofertas y cartas de intención"
      description="Las negociaciones de cada negocio con sus versiones, las firmas y el registro de evidencia. Solo lectura: las partes actúan; aquí se revisa y se verifica la cadena."
    >
      <form onSubmit={onSearch} className="flex flex-wrap items-end gap-3" aria-label="Buscar por negocio">
        <FormField label="Número del anuncio" className="w-48">
          <Input
            inputMode="numeric"
            value={typed}
            onChange={(e) => setTyped(e.target.value.replace(/\D/g, ''))}
          />
        </FormField>
        <Button type="submit" variant="outline">
          <SearchIcon aria-hidden="true" />
          Filtrar
        </Button>
        {businessId ? (
          <Button
            variant="ghost"
            onClick={() => {
              setTyped('');
              setParams({}, { replace: true });
            }}
          >
            Ver todas
          </Button>
        ) : null}
      </form>

      {query.isPending ? (
        <Skeleton className="h-40 w-full" />
      ) : query.isError ? (
        <ErrorState title="No pudimos cargar las negociaciones" onRetry={() => void query.refetch()} />
      ) : groups.length === 0 ? (
        <EmptyState
          icon={HandshakeIcon}
          title={businessId ? 'Este negocio no tiene negociaciones' : 'Todavía no hay negociaciones'}
        >
          Aparecen aquí cuando un comprador con acceso hace una oferta.
        </EmptyState>
      ) : (
        groups.map((group) => (
          <section key={group.id} aria-labelledby={`listing-${group.id}`} className="grid gap-3">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <h2 id={`listing-${group.id}`} className="text-lg font-semibold">
                {group.title}{' '}
                <span className="text-sm font-normal text-muted-foreground">· anuncio {group.id}</span>
              </h2>
              {businessId ? null : (
                <Link
                  to={offerPaths.adminNegotiations(group.id)}
                  className="text-sm font-medium text-primary hover:underline"
                >
                  Solo este negocio
                </Link>
              )}
            </div>
            <ul className="grid gap-3">
              {group.items.map((n) => (
                <NegotiationCard key={n.id} negotiation={n} href={offerPaths.adminNegotiation(n.id)} />
              ))}
            </ul>
          </section>
        ))
      )}
    </Screen>
  );
}
