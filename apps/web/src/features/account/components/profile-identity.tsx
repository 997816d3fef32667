import { formatDate } from '@traspasa/shared/dates';
import { IDENTITY_RETENTION_DAYS_DEFAULT, identityDocumentLabels } from '@traspasa/shared/identity';
import { BadgeCheckIcon, ClockIcon, type LucideIcon, ShieldAlertIcon, XCircleIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { type IdentityState, rejectionText, reviewDays } from '@/lib/identity-state';
import { cn } from '@/lib/utils';

/** One term of the profile's definition list, with its icon drawn inside the <dt>. */
export function Fact({
  icon: Icon,
  iconClassName,
  label,
  children,
}: {
  icon: LucideIcon;
  iconClassName?: string;
  label: string;
  children: ReactNode;
}) {
  return (
    <div className="relative min-w-0 pl-8">
      <dt className="text-sm text-muted-foreground">
        <Icon
          className={cn('absolute top-0.5 left-0 size-5 text-muted-foreground', iconClassName)}
          aria-hidden="true"
        />
        {label}
      </dt>
      {children}
    </div>
  );
}

const linkClass =
  'inline-flex min-h-11 items-center text-sm font-medium text-primary underline-offset-4 hover:underline sm:min-h-8';

const icons: Record<IdentityState['kind'], { icon: LucideIcon; className: string }> = {
  verified: { icon: BadgeCheckIcon, className: 'text-green-700' },
  pending: { icon: ClockIcon, className: 'text-amber-700' },
  rejected: { icon: XCircleIcon, className: 'text-red-700' },
  none: { icon: ShieldAlertIcon, className: 'text-amber-700' },
};

/** "Identidad" on the profile: since when it is verified, or where the request stands and what to do. */
export function IdentityFact({ state, checking }: { state: IdentityState; checking: boolean }) {
  const { icon, className } = icons[state.kind];
  let body: ReactNode;
  if (state.kind === 'verified') {
    body = (
      <>
        <dd className="font-medium text-foreground">
          {state.since ? `Verificada el ${formatDate(state.since)}` : 'Verificada'}
        </dd>
        {state.documentType ? (
          <dd className="text-sm text-muted-foreground">
            Documento: {identityDocumentLabels[state.documentType]}
          </dd>
        ) : null}
      </>
    );
  } else if (checking) {
    body = (
      <dd>
        <span className="sr-only">Consultando el estado de tu verificación…</span>
        <Skeleton className="mt-1 h-5 w-40" />
      </dd>
    );
  } else if (state.kind === 'pending') {
    body = (
      <>
        <dd className="mt-0.5">
          <Badge variant="warning">En revisión</Badge>
        </dd>
        <dd className="mt-1 text-sm text-muted-foreground">
          Enviada el {formatDate(state.submittedAt)}. La revisamos en hasta{' '}
          {reviewDays(state.expectedReviewDays)}.
        </dd>
        <dd>
          <Link to={paths.identityVerification.href} className={linkClass}>
            Ver mi solicitud
          </Link>
        </dd>
      </>
    );
  } else if (state.kind === 'rejected') {
    const reason = rejectionText(state.reason);
    body = (
      <>
        <dd className="mt-0.5">
          <Badge variant="destructive">Rechazada — vuelve a intentarlo</Badge>
        </dd>
        {reason ? <dd className="mt-1 text-sm text-muted-foreground">{reason}</dd> : null}
        <dd>
          <Link to={paths.identityVerification.href} className={linkClass}>
            Intentar de nuevo
          </Link>
        </dd>
      </>
    );
  } else {
    body = (
      <>
        <dd className="font-medium text-foreground">Sin verificar</dd>
        <dd>
          <Link to={paths.identityVerification.href} className={linkClass}>
            Verificar mi identidad
          </Link>
        </dd>
      </>
    );
  }
  return (
    <Fact icon={icon} iconClassName={className} label="Identidad">
      {body}
    </Fact>
  );
}

/** The call to verify, for an account with no request or a rejected one. */
export function VerifyIdentityCallout({ state }: { state: IdentityState }) {
  if (state.kind !== 'none' && state.kind !== 'rejected') return null;
  const retry = state.kind === 'rejected';
  return (
    <section
      aria-labelledby="verify-title"
      className="mt-6 flex flex-col gap-4 rounded-2xl border border-amber-200 bg-amber-50 p-5 sm:flex-row sm:items-center sm:justify-between sm:p-6"
    >
      <div>
        <h2 id="verify-title" className="font-semibold text-amber-950">
          {retry ? 'Tu verificación no se aprobó' : 'Genera más confianza verificando tu identidad'}
        </h2>
        <p className="mt-1 text-sm text-amber-900">
          {retry
            ? 'Envía fotos nuevas de tu documento y una selfie con él; un administrador las revisa de nuevo.'
            : 'Con tu documento de identidad y una selfie, tu perfil mostrará la insignia «Identidad verificada».'}{' '}
          Borramos las fotos {IDENTITY_RETENTION_DAYS_DEFAULT} días después de la revisión.
        </p>
      </div>
      <Button asChild variant="accent" className="shrink-0">
        <Link to={paths.identityVerification.href}>{retry ? 'Intentar de nuevo' : 'Verificar ahora'}</Link>
      </Button>
    </section>
  );
}
