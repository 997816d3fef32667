import { formatDate } from '@traspasa/shared/dates';
import type { OwnBusiness } from '@traspasa/shared/listings';
import { CalendarClockIcon, RefreshCwIcon } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { toast } from '@/hooks/use-toast';
import { listingErrorMessage } from '@/lib/listing-error-message';
import { expiresSoon, expiryLabel } from '@/lib/listings/freshness';
import { cn } from '@/lib/utils';
import { useRenewListing } from '../api/seller-api';

type Renewable = Pick<OwnBusiness, 'id' | 'title' | 'status' | 'expiresAt' | 'editedSinceApproval'>;

/** What the seller is told once "Renovar" answered: renewed until a day, or sent to review. */
export function renewedMessage(after: Pick<OwnBusiness, 'status' | 'expiresAt'>): {
  title: string;
  description: string;
} {
  if (after.status === 'pending') {
    return {
      title: 'Anuncio enviado a revisión',
      description:
        'Lo cambiaste mientras estaba vencido: un administrador lo revisa y vuelve a publicarse por 90 días.',
    };
  }
  return {
    title: 'Anuncio renovado',
    description: after.expiresAt
      ? `Sigue publicado hasta el ${formatDate(after.expiresAt)} y aparece como recién actualizado.`
      : 'Sigue publicado 90 días más.',
  };
}

const renewedToast = (after: OwnBusiness) => toast(renewedMessage(after));

/**
 * What the reminder mail's `?renovar=ID` asks of the signed-in seller's listings: renew one of
 * theirs that is published or expired; anything else is told, never done.
 */
export function renewTarget(
  items: readonly Renewable[],
  raw: string,
): { kind: 'renew'; business: Renewable } | { kind: 'unknown' } | { kind: 'nothing'; business: Renewable } {
  const business = items.find((b) => String(b.id) === raw);
  if (!business) return { kind: 'unknown' };
  if (business.status !== 'approved' && business.status !== 'expired') return { kind: 'nothing', business };
  return { kind: 'renew', business };
}

function renewError(error: unknown) {
  toast({
    variant: 'destructive',
    title: 'No pudimos renovarlo',
    description: listingErrorMessage(error, 'Inténtalo de nuevo en unos segundos.'),
  });
}

/** The one-click «Renovar» of a published or expired listing. */
export function RenewButton({
  business,
  className,
  variant = 'default',
}: {
  business: Renewable;
  className?: string;
  variant?: 'default' | 'outline';
}) {
  const renew = useRenewListing();
  const toReview = business.status === 'expired' && business.editedSinceApproval;
  return (
    <Button
      size="sm"
      variant={variant}
      className={cn('min-h-11', className)}
      disabled={renew.isPending}
      onClick={() => renew.mutate(business.id, { onSuccess: renewedToast, onError: renewError })}
    >
      <RefreshCwIcon aria-hidden="true" className={cn(renew.isPending && 'animate-spin')} />
      {renew.isPending ? 'Renovando…' : toReview ? 'Renovar y enviar a revisión' : 'Renovar'}
      {/* Several rows each have a «Renovar»: screen readers hear which listing. */}
      <span className="sr-only"> «{business.title}»</span>
    </Button>
  );
}

/**
 * On the seller dashboard: «Vence en 5 días · Renovar» for a published listing in its last
 * week, «Venció · Renovar» for an expired one. Nothing otherwise.
 */
export function ExpiryNotice({ business, now }: { business: Renewable; now?: Date }) {
  const expired = business.status === 'expired';
  if (!expired && !(business.status === 'approved' && expiresSoon(business.expiresAt, now))) return null;
  return (
    <div
      className={cn(
        'mx-3 mb-3 flex flex-wrap items-center justify-between gap-3 rounded-lg border p-3 text-sm sm:mx-4',
        expired ? 'border-red-200 bg-red-50' : 'border-amber-300 bg-amber-50 text-amber-950',
      )}
    >
      <p className="flex min-w-0 flex-1 basis-56 gap-2">
        <CalendarClockIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        <span>
          {expired ? (
            <>
              <strong>Venció</strong> · ya no aparece en la búsqueda.{' '}
              {business.editedSinceApproval
                ? 'Lo cambiaste después: al renovarlo pasa por revisión.'
                : 'Renuévalo y vuelve a publicarse enseguida.'}
            </>
          ) : (
            <>
              <strong>{expiryLabel(business.expiresAt as string, now)}</strong> · renuévalo para que siga
              publicado 90 días más.
            </>
          )}
        </span>
      </p>
      <RenewButton business={business} />
    </div>
  );
}

/** On an expired listing's own page (its seller or an admin): why buyers no longer see it. */
export function ExpiredListingBar({ business }: { business: Renewable & { updatedAt?: string } }) {
  if (business.status !== 'expired') return null;
  return (
    <section
      aria-label="Estado del anuncio"
      className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-red-200 bg-red-50 p-3 text-sm sm:p-4"
    >
      <p role="note" className="min-w-0 flex-1 basis-64">
        <strong>Este anuncio venció</strong> y los compradores ya no lo ven: quien abre su enlace lee que
        venció.{' '}
        {business.editedSinceApproval
          ? 'Como lo cambiaste, al renovarlo pasa por revisión antes de volver a publicarse.'
          : 'Renuévalo y vuelve a publicarse por 90 días.'}
      </p>
      <RenewButton business={business} />
    </section>
  );
}

/**
 * The reminder mail's link (`/seller/dashboard?renovar=ID`, decision 151): once signed in, the
 * dashboard renews that listing — the seller's one click was the link — and drops the
 * parameter so a reload does not do it again. Someone else's or an unknown listing: said, not done.
 */
export function useRenewFromLink(items: readonly Renewable[] | undefined) {
  const [params, setParams] = useSearchParams();
  const renew = useRenewListing();
  const handled = useRef<string | null>(null);
  const raw = params.get('renovar');

  useEffect(() => {
    if (!raw || !items || handled.current === raw) return;
    handled.current = raw;
    const next = new URLSearchParams(params);
    next.delete('renovar');
    setParams(next, { replace: true });
    const target = renewTarget(items, raw);
    if (target.kind === 'unknown') {
      toast({
        variant: 'destructive',
        title: 'No encontramos ese anuncio',
        description: 'El enlace no corresponde a ninguno de tus anuncios. Revisa que entraste con tu cuenta.',
      });
      return;
    }
    if (target.kind === 'nothing') {
      toast({
        title: 'Nada que renovar',
        description: `«${target.business.title}» no está publicado ni vencido.`,
      });
      return;
    }
    renew.mutate(target.business.id, { onSuccess: renewedToast, onError: renewError });
  }, [raw, items, params, setParams, renew]);
}
