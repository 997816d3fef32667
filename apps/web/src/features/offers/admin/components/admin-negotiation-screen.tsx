import { ShieldCheckIcon } from 'lucide-react';
import { PendingButton } from '@/components/ui/pending-button';
import { PageSpinner } from '@/components/ui/spinner';
import { offerPaths } from '@/config/offer-paths';
import { NegotiationMissing } from '../../components/negotiation/negotiation-screen';
import { NegotiationView } from '../../components/negotiation/negotiation-view';
import { offerErrorMessage } from '../../lib/errors';
import { useAdminNegotiation, useVerifyNegotiation } from '../api/admin-negotiations';

/** `/admin/negotiations/:id`: one negotiation read-only, with the IP and browser of each event. */
export function AdminNegotiationScreen({ id }: { id: number }) {
  const query = useAdminNegotiation(id);
  if (query.isPending) return <PageSpinner label="Cargando la negociación…" />;
  if (query.isError) return <NegotiationMissing error={query.error} onRetry={() => void query.refetch()} />;
  return (
    <NegotiationView
      detail={query.data}
      admin
      backHref={offerPaths.adminNegotiations(query.data.business.id)}
      backLabel="Negociaciones de este negocio"
      adminTools={<VerifyChain negotiationId={id} />}
    />
  );
}

/** «Verificar cadena»: the server recomputes every hash of the log and says where it breaks, if it does. */
function VerifyChain({ negotiationId }: { negotiationId: number }) {
  const verify = useVerifyNegotiation(negotiationId);
  const result = verify.data;
  return (
    <div className="grid w-full gap-2">
      <PendingButton
        size="sm"
        variant="secondary"
        className="w-fit"
        pending={verify.isPending}
        pendingLabel="Verificando…"
        onClick={() => verify.mutate()}
      >
        <ShieldCheckIcon aria-hidden="true" />
        Verificar cadena
      </PendingButton>
      <div aria-live="polite">
        {result ? (
          result.intact ? (
            <p className="rounded-lg bg-green-50 p-3 text-sm font-medium text-green-900">
              La cadena verifica: los {result.events} eventos están encadenados y ninguno cambió.
            </p>
          ) : (
            <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm font-medium text-red-900">
              La cadena no verifica{result.brokenSeq !== null ? ` desde el evento ${result.brokenSeq}` : ''}
              {result.reason ? `: ${result.reason}` : '.'}
            </p>
          )
        ) : verify.isError ? (
          <p role="alert" className="text-sm font-medium text-destructive">
            {offerErrorMessage(verify.error, 'No pudimos verificar la cadena.')}
          </p>
        ) : null}
      </div>
    </div>
  );
}
