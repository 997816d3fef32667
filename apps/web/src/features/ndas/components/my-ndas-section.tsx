import { FileSignatureIcon } from 'lucide-react';
import { Link } from 'react-router';
import { EmptyState, ErrorState } from '@/components/page/states';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useMyNdas } from '../api/get-my-ndas';
import { ndaErrorMessage } from '../lib/errors';
import { MyNdasList, MyNdasSkeleton } from './my-ndas-list';

/** The buyer's panel: their agreements, each with a link to its state. */
export function NdaSection() {
  const query = useMyNdas();
  return (
    <section aria-labelledby="nda-title" className="grid gap-4">
      <h2 id="nda-title" className="flex items-center gap-2 text-xl font-semibold">
        <FileSignatureIcon className="size-5 text-primary" aria-hidden="true" />
        Acuerdos de confidencialidad
      </h2>
      {query.isPending ? (
        <MyNdasSkeleton />
      ) : query.isError ? (
        <ErrorState
          title="No pudimos cargar tus acuerdos"
          message={ndaErrorMessage(query.error, 'Revisa tu conexión e inténtalo de nuevo.')}
          onRetry={() => void query.refetch()}
        />
      ) : query.data.items.length === 0 ? (
        <EmptyState
          icon={FileSignatureIcon}
          title="Aún no tienes acuerdos"
          action={
            <Button asChild variant="outline">
              <Link to={paths.businesses.href}>Ver negocios</Link>
            </Button>
          }
        >
          Cuando firmes el acuerdo de un negocio, lo verás aquí con un enlace a su estado. Para firmar uno,
          abre un anuncio y toca «Firmar acuerdo de confidencialidad».
        </EmptyState>
      ) : (
        <MyNdasList items={query.data.items} />
      )}
    </section>
  );
}
