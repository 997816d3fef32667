import { FileSearchIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PageBody } from '@/components/page/page-header';
import { EmptyState, ErrorState } from '@/components/page/states';
import { Button } from '@/components/ui/button';
import { PageSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { useNegotiation } from '../../api/negotiations';
import { NegotiationView } from './negotiation-view';

/** /offers/:id — a negotiation, for its buyer or its seller. */
export function NegotiationScreen({
  id,
  roadSummary,
}: {
  id: number;
  roadSummary?: (negotiationId: number) => ReactNode;
}) {
  const query = useNegotiation(id);
  if (query.isPending) return <PageSpinner label="Cargando la negociación…" />;
  if (query.isError) return <NegotiationMissing error={query.error} onRetry={() => void query.refetch()} />;
  return (
    <NegotiationView
      detail={query.data}
      backHref={paths.offers.href}
      backLabel="Todas tus ofertas"
      roadSummary={roadSummary}
    />
  );
}

export function NegotiationMissing({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const missing = isApiError(error) && (error.status === 404 || error.status === 400);
  return (
    <PageBody className="max-w-2xl">
      <title>{missing ? 'Negociación no encontrada | Traspasa' : 'Negociación | Traspasa'}</title>
      <h1 className="sr-only">
        {missing ? 'Negociación no encontrada' : 'No pudimos cargar la negociación'}
      </h1>
      {missing ? (
        <EmptyState
          icon={FileSearchIcon}
          title="No encontramos esta negociación"
          action={
            <Button asChild>
              <Link to={paths.offers.href}>Ver tus ofertas</Link>
            </Button>
          }
        >
          Puede que el enlace esté mal escrito o que no participes en ella.
        </EmptyState>
      ) : (
        <ErrorState title="No pudimos cargar la negociación" onRetry={onRetry} />
      )}
    </PageBody>
  );
}
