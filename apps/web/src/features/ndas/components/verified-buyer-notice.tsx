import { ShieldCheckIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { useVerifiedBuyerGate } from '@/hooks/use-verified-buyer-gate';
import type { IdentityState } from '@/lib/identity-state';
import { cn } from '@/lib/utils';
import type { VerifiedBuyerGate } from '@/lib/verified-buyer';

/**
 * "Firmar acuerdo de confidencialidad" on a listing, or — when its seller signs with
 * verified buyers only and the viewer is not one — the way to verify first, so nobody is
 * sent to a signature the server would refuse (its 403 is still shown if it comes).
 */
export function SignNdaAction({
  businessId,
  requireVerifiedBuyer,
  size,
  className,
  buttonClassName,
}: {
  businessId: number;
  requireVerifiedBuyer: boolean | null | undefined;
  size?: 'default' | 'lg';
  className?: string;
  buttonClassName?: string;
}) {
  const location = useLocation();
  const { gate, identity } = useVerifiedBuyerGate(requireVerifiedBuyer);
  let action: ReactNode;
  if (gate === 'verify' && identity.checking) {
    action = <Skeleton className={cn('h-11', buttonClassName)} />;
  } else if (gate === 'verify' && identity.state.kind !== 'verified') {
    action = <VerifyToSignAction state={identity.state} size={size} className={buttonClassName} />;
  } else {
    action = (
      <Button asChild variant="accent" size={size} className={buttonClassName}>
        <Link to={paths.ndaSignature.build(businessId, `${location.pathname}${location.search}`)}>
          Firmar acuerdo de confidencialidad
        </Link>
      </Button>
    );
  }
  return (
    <div className={cn('grid gap-3', className)}>
      {gate === 'open' ? null : <VerifiedBuyersOnlyNote gate={gate} />}
      {action}
    </div>
  );
}

/** Near the NDA's call to action: the seller signs with verified buyers only (decision 100). */
export function VerifiedBuyersOnlyNote({ gate }: { gate: Exclude<VerifiedBuyerGate, 'open'> }) {
  return (
    <p className="flex gap-2 rounded-lg border border-primary/20 bg-primary-soft p-3 text-sm leading-6">
      <ShieldCheckIcon className="mt-1 size-4 shrink-0 text-primary" aria-hidden="true" />
      <span>
        <strong className="font-semibold">Solo compradores con identidad verificada.</strong>{' '}
        {gate === 'verified'
          ? 'El vendedor firma este acuerdo solo con compradores verificados, y tu identidad lo está.'
          : gate === 'anonymous'
            ? 'El vendedor firma este acuerdo solo con compradores que verificaron su identidad en Traspasa.'
            : 'El vendedor firma este acuerdo solo con compradores verificados. Verifica tu identidad con tu documento y una selfie para poder firmarlo.'}
      </span>
    </p>
  );
}

/** Instead of "Firmar" for a buyer who is not verified yet: the way to verify, by where their request stands. */
export function VerifyToSignAction({
  state,
  size,
  className,
}: {
  state: Exclude<IdentityState, { kind: 'verified' }>;
  size?: 'default' | 'lg';
  className?: string;
}) {
  const text =
    state.kind === 'pending'
      ? 'Tu verificación está en revisión. Podrás firmar cuando un administrador la apruebe.'
      : state.kind === 'rejected'
        ? 'Tu verificación anterior no se aprobó: envía fotos nuevas para intentarlo otra vez.'
        : null;
  return (
    <div className="grid gap-2">
      {text ? <p className="text-sm text-muted-foreground">{text}</p> : null}
      <Button
        asChild
        variant={state.kind === 'pending' ? 'outline' : 'accent'}
        size={size}
        className={className}
      >
        <Link to={paths.identityVerification.href}>
          <ShieldCheckIcon aria-hidden="true" />
          {state.kind === 'pending'
            ? 'Ver mi verificación'
            : state.kind === 'rejected'
              ? 'Intentar la verificación de nuevo'
              : 'Verificar mi identidad'}
        </Link>
      </Button>
    </div>
  );
}
