import type { BusinessStatus } from '@traspasa/shared/enums';
import { CheckIcon, ShieldCheckIcon, XIcon } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { toast } from '@/hooks/use-toast';
import { canAccessAdmin } from '@/lib/access';
import { listingErrorMessage } from '@/lib/listing-error-message';
import { useUser } from '@/lib/session';
import { useModerate } from '../api/moderation-api';
import { RejectDialog, type RejectTarget } from './reject-dialog';

const notPublic: Partial<Record<BusinessStatus, string>> = {
  draft: 'en borrador',
  pending: 'en revisión',
  rejected: 'rechazado',
  held: 'retenido',
};

export { listingDateLabel } from '../lib/listing-date-label';

/**
 * The preview note on a listing buyers cannot see yet, telling its status truthfully;
 * for an admin looking at a listing in review, with Aprobar and Rechazar right there.
 */
export function ListingReviewBar({
  business,
}: {
  business: { id: number; title: string; status?: string | null; rejectionReason?: string | null };
}) {
  const { data: user } = useUser();
  const moderate = useModerate();
  const [rejecting, setRejecting] = useState<RejectTarget | null>(null);
  const words = notPublic[(business.status ?? 'approved') as BusinessStatus];
  if (!words) return null;
  const reviewing = business.status === 'pending' && canAccessAdmin(user);

  const approve = () =>
    moderate.mutate(
      { kind: 'approve', id: business.id },
      {
        onSuccess: () =>
          toast({ title: 'Anuncio aprobado y publicado', description: 'Los compradores ya pueden verlo.' }),
        onError: (error) =>
          toast({
            variant: 'destructive',
            title: 'No se pudo aprobar',
            description: listingErrorMessage(error, 'Inténtalo de nuevo en unos segundos.'),
          }),
      },
    );

  return (
    <section
      aria-label="Estado del anuncio"
      className="grid gap-3 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950 sm:p-4"
    >
      <p role="note">
        Vista previa: este anuncio está <strong>{words}</strong> y los compradores{' '}
        {business.status === 'held'
          ? 'no lo ven mientras la cuenta de quien lo vende siga suspendida. Vuelve a publicarse solo al reactivarla.'
          : 'todavía no lo ven.'}
        {business.status === 'rejected' && business.rejectionReason
          ? ` Motivo del rechazo: ${business.rejectionReason}`
          : null}
      </p>
      {reviewing ? (
        <div className="flex flex-wrap items-center gap-2">
          <Button className="min-h-11" disabled={moderate.isPending} onClick={approve}>
            <CheckIcon aria-hidden="true" />
            Aprobar
          </Button>
          <Button
            variant="outline"
            className="min-h-11 bg-background text-destructive"
            onClick={() => setRejecting({ id: business.id, title: business.title })}
          >
            <XIcon aria-hidden="true" />
            Rechazar
          </Button>
          <Button asChild variant="ghost" className="min-h-11">
            <Link to={paths.adminModeration.href}>
              <ShieldCheckIcon aria-hidden="true" />
              Volver a moderación
            </Link>
          </Button>
        </div>
      ) : null}
      <RejectDialog business={rejecting} onClose={() => setRejecting(null)} />
    </section>
  );
}
